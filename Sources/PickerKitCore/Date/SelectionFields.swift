/// The six fields any selection can have, as plain integers (fields a mode lacks are 0).
///
/// The shared currency of the parser, the normalizer and ``Selection``: it validates against a
/// mode and writes the canonical form. Allocation-free.
@usableFromInline
package struct SelectionFields: Hashable, Sendable {
    @usableFromInline package var year: Int
    @usableFromInline package var month: Int
    @usableFromInline package var day: Int
    @usableFromInline package var hour: Int
    @usableFromInline package var minute: Int
    @usableFromInline package var second: Int

    /// Fields with the given values; fields left out are 0.
    @inlinable
    package init(year: Int = 0, month: Int = 0, day: Int = 0, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The value of `field`.
    ///
    /// ``DateField/dayPeriod`` reads the hour's half of the day (0 AM, 1 PM) and setting it
    /// moves the hour into that half. The period fields (week, quarter) are no fields of a
    /// date: they read 0, as any field a mode lacks, and setting them does nothing.
    @inlinable
    package subscript(field: DateField) -> Int {
        get {
            switch field {
            case .year: year
            case .month: month
            case .day: day
            case .hour: hour
            case .minute: minute
            case .second: second
            case .dayPeriod: hour >= 12 ? 1 : 0
            case .week, .quarter: 0
            }
        }
        set {
            switch field {
            case .year: year = newValue
            case .month: month = newValue
            case .day: day = newValue
            case .hour: hour = newValue
            case .minute: minute = newValue
            case .second: second = newValue
            case .dayPeriod: hour = hour % 12 + (newValue == 0 ? 0 : 12)
            case .week, .quarter: break
            }
        }
    }

    /// The first field of `mode` (in canonical order) whose value is impossible, with the
    /// error kind and message; `nil` when all of them are valid.
    @inlinable @inline(__always)
    func firstInvalidField(for mode: SelectionMode) -> DateField? {
        let first = mode.firstField.index
        let last = first + mode.fieldCount - 1
        if first == 0 && !(1...9999).contains(year) { return .year }
        if first <= 1 && last >= 1 && !(1...12).contains(month) { return .month }
        if first <= 2 && last >= 2 && (day < 1 || day > daysInMonth(yearKnown: first == 0)) { return .day }
        if first <= 3 && last >= 3 && !(0...23).contains(hour) { return .hour }
        if first <= 4 && last >= 4 && !(0...59).contains(minute) { return .minute }
        if last >= 5 && !(0...59).contains(second) { return .second }
        return nil
    }

    /// Whether every field of `mode` is possible: ``firstInvalidField(for:)`` is `nil`.
    ///
    /// The same checks as a `Bool`, for the parsers' fast paths: the optimizer inlines this
    /// into a caller whose mode is known (measured: a call of ``firstInvalidField(for:)``
    /// stayed out of line there and was a fifth of an open range's parse).
    @inlinable @inline(always)
    func isValid(for mode: SelectionMode) -> Bool {
        let first = mode.firstField.index
        let last = first + mode.fieldCount - 1
        return (first != 0 || (1...9999).contains(year))
            && (first > 1 || last < 1 || (1...12).contains(month))
            && (first > 2 || last < 2 || (day >= 1 && day <= daysInMonth(yearKnown: first == 0)))
            && (first > 3 || last < 3 || (0...23).contains(hour))
            && (first > 4 || last < 4 || (0...59).contains(minute))
            && (last < 5 || (0...59).contains(second))
    }

    /// Days in the month, with 29 for February when there is no year (needs a valid month).
    ///
    /// The Gregorian rules' `daysInMonth(year:month:)` written out: this runs inside the `@inlinable`
    /// strict parser, which may reference only public or `@usableFromInline` declarations
    /// (a test checks that both agree on every month of 0001...9999).
    @inlinable @inline(__always)
    func daysInMonth(yearKnown: Bool) -> Int {
        guard month == 2 else { return 30 + ((month + month / 8) & 1) }
        let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return !yearKnown || isLeapYear ? 29 : 28
    }

    /// The error for an impossible `field` of `mode`, reported at `offset`.
    @usableFromInline
    func rangeError(_ field: DateField, mode: SelectionMode, offset: Int) -> ParseError {
        let value = self[field]
        let shown = Self.padded(value, field.canonicalWidth)
        switch field {
        case .year:
            return ParseError(
                kind: .yearOutOfRange, offset: offset, mode: mode,
                message: "year \(shown) is out of range (0001...9999)")
        case .month:
            return ParseError(
                kind: .monthOutOfRange, offset: offset, mode: mode, message: "month \(shown) is out of range (01...12)")
        case .day:
            let yearKnown = mode.includes(.year)
            let monthName = Self.monthNames[month - 1]
            let place = yearKnown ? "\(monthName) \(Self.padded(year, 4))" : monthName
            return ParseError(
                kind: .dayOutOfRange, offset: offset, mode: mode,
                message: "day \(shown) is out of range for \(place) (\(daysInMonth(yearKnown: yearKnown)) days)")
        case .hour, .dayPeriod:
            return ParseError(
                kind: .hourOutOfRange, offset: offset, mode: mode, message: "hour \(shown) is out of range (00...23)")
        case .minute:
            return ParseError(
                kind: .minuteOutOfRange, offset: offset, mode: mode,
                message: "minute \(shown) is out of range (00...59)")
        case .second:
            return ParseError(
                kind: .secondOutOfRange, offset: offset, mode: mode,
                message: "second \(shown) is out of range (00...59)")
        case .week, .quarter:
            preconditionFailure("\(field) is a period field, not a date or time field")
        }
    }

    /// Throws the first range error of `mode`, positioned at the field's canonical offset.
    @usableFromInline
    func validate(for mode: SelectionMode) throws(ParseError) {
        if let field = firstInvalidField(for: mode) {
            throw rangeError(field, mode: mode, offset: mode.canonicalOffset(of: field)!)
        }
    }

    /// The canonical string of these fields in `mode`: zero-padded ASCII digits.
    ///
    /// - Precondition: the fields are valid for `mode`.
    @usableFromInline
    func canonical(for mode: SelectionMode) -> String {
        let length = mode.canonicalLength
        let first = mode.firstField.index
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = 0
            for index in first..<(first + mode.fieldCount) {
                let field = Self.fieldsByIndex[index]
                if index > first {
                    buffer[position] = field.separatorBefore
                    position += 1
                }
                var value = self[field]
                var digit = field.canonicalWidth
                while digit > 0 {
                    digit -= 1
                    buffer[position + digit] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
                    value /= 10
                }
                position += field.canonicalWidth
            }
            return position
        }
    }

    /// The fields in canonical order, by ``DateField/index``.
    static let fieldsByIndex: [DateField] = [.year, .month, .day, .hour, .minute, .second]

    /// These fields with those `mode` lacks set to 0, as the value types store them.
    package func keeping(_ mode: SelectionMode) -> SelectionFields {
        SelectionFields(
            year: mode.includes(.year) ? year : 0, month: mode.includes(.month) ? month : 0,
            day: mode.includes(.day) ? day : 0, hour: mode.includes(.hour) ? hour : 0,
            minute: mode.includes(.minute) ? minute : 0, second: mode.includes(.second) ? second : 0)
    }

    /// English month names for messages.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `value` in decimal, zero-padded to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return value < 0 ? digits : String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
