/// The annotated strings of ``SelectionParser``: `VALUE[u-ca=NAME]`, in the calendar's own
/// fields (a month code such as `1987-M06L-01[u-ca=chinese]`) or as an ISO date.
///
/// Reached only when the input is no plain Gregorian value and contains `[`, so plain strings
/// never pay for it. Offsets are UTF-8 offsets in the whole input.
extension SelectionParser {
    private static let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), dash = UInt8(ascii: "-")
    private static let space = UInt8(ascii: " "), colon = UInt8(ascii: ":"), letterM = UInt8(ascii: "M")

    /// The longest annotated input read (`-123456-M06L-01 14:30:05[!u-ca=islamic-umalqura]`
    /// is 48 bytes): longer input is never looked at beyond the plain parser's bytes, so
    /// strict parsing keeps its bounded read.
    static let annotatedMaximumLength = 64

    /// The offset of the first `[`, or `nil` when there is none or the input is too long to
    /// be an annotated value.
    static func annotationStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count <= annotatedMaximumLength else { return nil }
        return bytes.firstIndex(of: open)
    }

    /// Parses `bytes`, whose annotation starts at `start`, as `mode` (or the inferred mode).
    static func parseAnnotated(_ bytes: UnsafeBufferPointer<UInt8>, annotationAt start: Int, mode: SelectionMode?)
        throws(ParseError) -> Selection
    {
        let kind = try annotatedCalendar(in: bytes, from: start, mode: mode)
        let prefix = UnsafeBufferPointer(rebasing: bytes[0..<start])
        if kind.isISO {
            // `gregory` is the default: accepted and written without an annotation.
            return try selection(parsing: prefix, mode: mode)
        }
        var reader = CalendarValueReader(bytes: prefix, kind: kind, mode: mode)
        return try reader.read()
    }

    /// Reads `[u-ca=NAME]` (or `[!u-ca=NAME]`) ending the input (also a period's annotation).
    static func annotatedCalendar(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, mode: SelectionMode?)
        throws(ParseError) -> CalendarKind
    {
        func fail(_ offset: Int, _ message: String, _ kind: ParseError.Kind = .badAnnotation)
            -> ParseError
        {
            ParseError(kind: kind, offset: offset, mode: mode, message: message)
        }
        let shape = "an annotation is [u-ca=NAME] at the end, such as [u-ca=chinese]"
        guard start > 0 else { throw fail(0, "expected a value before the annotation; " + shape) }
        var index = start + 1
        if index < bytes.count && bytes[index] == UInt8(ascii: "!") { index += 1 }
        let keyStart = index
        while index < bytes.count && bytes[index] != UInt8(ascii: "=") && bytes[index] != close
            && bytes[index] != open
        {
            index += 1
        }
        if index == keyStart {
            if index < bytes.count && bytes[index] == close { throw fail(keyStart, "empty annotation; " + shape) }
            throw fail(keyStart, "expected the key u-ca; " + shape)
        }
        let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<index])
        guard key.elementsEqual("u-ca".utf8) else {
            throw fail(
                keyStart,
                "unknown annotation key \(QuotedInput.quoted(bytes: key)); only u-ca (the calendar) is supported")
        }
        guard index < bytes.count && bytes[index] == UInt8(ascii: "=") else {
            throw fail(index, "expected \"=\" and a calendar name after u-ca; " + shape)
        }
        index += 1
        let nameStart = index
        while index < bytes.count && bytes[index] != close && bytes[index] != open { index += 1 }
        guard index < bytes.count && bytes[index] == close else {
            throw fail(index, "missing \"]\" at the end of the annotation; " + shape)
        }
        guard index == bytes.count - 1 else {
            throw fail(
                index + 1,
                "unexpected " + SelectionParser.describeCharacter(in: bytes, at: index + 1)
                    + " after the annotation; " + shape)
        }
        let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
        guard let kind = CalendarKind(name: String(decoding: nameBytes, as: UTF8.self)) else {
            throw fail(
                nameStart,
                "unknown calendar \(QuotedInput.quoted(bytes: nameBytes)); supported: \(CalendarKind.supportedNames)",
                .unknownCalendar)
        }
        return kind
    }

    /// Reads the value before the annotation in one calendar.
    private struct CalendarValueReader {
        let bytes: UnsafeBufferPointer<UInt8>
        let kind: CalendarKind
        let rules: AnyCalendarRules
        var mode: SelectionMode?
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>, kind: CalendarKind, mode: SelectionMode?) {
            self.bytes = bytes
            self.kind = kind
            self.rules = kind.rules
            self.mode = mode
        }

        func fail(_ kind: ParseError.Kind, _ offset: Int, _ message: String) -> ParseError {
            ParseError(kind: kind, offset: offset, mode: mode, message: message)
        }

        func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Whether the value is written in the calendar's own fields (a month code after the year).
        var isNative: Bool {
            if byte(0) == SelectionParser.letterM { return true }
            var offset = byte(0) == SelectionParser.dash ? 1 : 0
            while let digit = byte(offset), SelectionParser.isDigit(digit) { offset += 1 }
            return byte(offset) == SelectionParser.dash && byte(offset + 1) == SelectionParser.letterM
        }

        mutating func read() throws(ParseError) -> Selection {
            let mode: SelectionMode
            if let given = self.mode { mode = given } else { mode = try inferMode() }
            self.mode = mode
            guard mode.includes(.year) || mode.includes(.month) else {
                throw fail(
                    .badAnnotation, bytes.count, "\(mode.withArticle) has no date fields, so no calendar annotation")
            }
            if mode.includes(.year) && mode.includes(.day) && !isNative {
                return try readISO(mode)
            }
            if mode == .yearMonth && !isNative && kind.hasGregorianMonths {
                return try readISOMonth()
            }
            var fields = SelectionFields()
            if mode.includes(.year) {
                fields.year = try readYear()
                guard rules.years.contains(fields.year) else {
                    throw fail(
                        .outsideCalendar, 0,
                        "year \(fields.year) is outside the \(kind.rawValue) calendar's years \(rules.years)"
                            + " (ISO \(kind.isoRangeText(rules)))")
                }
                if mode == .year { try expectEnd() }
            }
            if mode.includes(.month) {
                if mode.includes(.year) { try expect(SelectionParser.dash, "after the year") }
                let codeStart = index
                let code = try readMonthCode()
                if mode.includes(.year) {
                    guard let month = rules.month(year: fields.year, code: code) else {
                        throw fail(
                            .monthNotInYear, codeStart, kind.missingMonthMessage(rules, year: fields.year, code: code))
                    }
                    fields.month = month
                } else {
                    guard let position = CalendarMonthList.of(kind).position(of: code) else {
                        throw fail(
                            .monthNotInYear, codeStart, "month \(code) does not exist in the \(kind.rawValue) calendar")
                    }
                    fields.month = position
                }
                if mode == .yearMonth {
                    try expectEnd()
                    try checkMonthInRange(fields, at: codeStart)
                }
            }
            if mode.includes(.day) {
                try expect(SelectionParser.dash, "after the month code")
                let dayStart = index
                fields.day = try readTwo("day")
                if mode.includes(.year) {
                    let length = rules.daysInMonth(year: fields.year, month: fields.month)
                    guard (1...length).contains(fields.day) else {
                        let code = rules.monthCode(year: fields.year, month: fields.month)
                        throw fail(
                            .dayOutOfRange, dayStart,
                            "day \(fields.day) is past the end of \(code) in \(kind.rawValue) year \(fields.year), "
                                + "which has \(length) days")
                    }
                    let day = rules.dayNumber(year: fields.year, month: fields.month, day: fields.day)
                    guard rules.dayNumbers.contains(day) else {
                        throw fail(
                            .outsideCalendar, 0,
                            "outside the \(kind.rawValue) calendar's range \(kind.isoRangeText(rules))")
                    }
                } else {
                    let list = CalendarMonthList.of(kind)
                    let largest = list.largestDay(at: fields.month)
                    guard (1...largest).contains(fields.day) else {
                        throw fail(
                            .dayOutOfRange, dayStart,
                            "day \(fields.day) is past the end of \(list.code(at: fields.month)) in every "
                                + "\(kind.rawValue) year (at most \(largest) days)")
                    }
                }
            }
            try readTime(into: &fields, mode: mode)
            try expectEnd()
            return Selection(_unchecked: fields.keeping(mode), mode: mode, calendar: kind)
        }

        /// A date mode written as the ISO date: Gregorian checks, then the calendar's range.
        func readISO(_ mode: SelectionMode) throws(ParseError) -> Selection {
            let iso = try SelectionParser.parse(bytes, mode: mode)
            let day = CalendarDate(year: iso.year, month: iso.month, day: iso.day).dayNumber
            guard rules.dayNumbers.contains(day) else {
                throw fail(
                    .outsideCalendar, 0, "outside the \(kind.rawValue) calendar's range \(kind.isoRangeText(rules))")
            }
            let date = rules.fields(dayNumber: day)
            var fields = iso
            (fields.year, fields.month, fields.day) = (date.year, date.month, date.day)
            return Selection(_unchecked: fields.keeping(mode), mode: mode, calendar: kind)
        }

        /// An ISO year-month (`2019-08`) in a calendar whose months are the Gregorian months
        /// (buddhist, roc, japanese): the same month, numbered in the calendar's year.
        func readISOMonth() throws(ParseError) -> Selection {
            let iso = try SelectionParser.parse(bytes, mode: .yearMonth)
            let first = CalendarDate(year: iso.year, month: iso.month, day: 1).dayNumber
            guard rules.dayNumbers.contains(first) else {
                throw fail(
                    .outsideCalendar, 0, "outside the \(kind.rawValue) calendar's range \(kind.isoRangeText(rules))")
            }
            let date = rules.fields(dayNumber: first)
            var fields = iso
            (fields.year, fields.month) = (date.year, date.month)
            return Selection(_unchecked: fields.keeping(.yearMonth), mode: .yearMonth, calendar: kind)
        }

        /// The mode the shape shows.
        func inferMode() throws(ParseError) -> SelectionMode {
            if byte(0) == SelectionParser.letterM {
                return bytes.contains(SelectionParser.space) ? .monthDayHourMinute : .monthDay
            }
            if isNative {
                let dashes =
                    bytes.lazy.filter { $0 == SelectionParser.dash }.count
                    - (byte(0) == SelectionParser.dash ? 1 : 0)
                if dashes == 1 { return .yearMonth }
                switch bytes.lazy.filter({ $0 == SelectionParser.colon }).count {
                case 0: return bytes.contains(SelectionParser.space) ? .dateHour : .date
                case 1: return .dateHourMinute
                default: return .dateTime
                }
            }
            var offset = byte(0) == SelectionParser.dash ? 1 : 0
            while let digit = byte(offset), SelectionParser.isDigit(digit) { offset += 1 }
            if offset == bytes.count { return .year }
            return try SelectionShape.inferStrictMode(bytes)
        }

        /// An optional `-` and at least four digits (more only without a leading zero).
        mutating func readYear() throws(ParseError) -> Int {
            let start = index
            let negative = byte(index) == SelectionParser.dash
            if negative { index += 1 }
            let digitsStart = index
            while let digit = byte(index), SelectionParser.isDigit(digit), index - digitsStart < 7 { index += 1 }
            let count = index - digitsStart
            guard count >= 4 else {
                throw fail(
                    count == 0 ? .notADigit : .tooShort, index,
                    "expected a year of at least 4 digits, such as 1987 or -0283")
            }
            guard count <= 6 else { throw fail(.yearOutOfRange, start, "a year has at most 6 digits") }
            guard count == 4 || bytes[digitsStart] != 0x30 else {
                throw fail(.unexpectedCharacter, digitsStart, "a year of more than 4 digits has no leading zero")
            }
            var year = 0
            for offset in digitsStart..<index { year = year * 10 + Int(bytes[offset] - 0x30) }
            return negative ? -year : year
        }

        mutating func readMonthCode() throws(ParseError) -> MonthCode {
            let start = index
            var end = index
            while let next = byte(end), next != SelectionParser.dash, next != SelectionParser.space {
                end += 1
            }
            guard let code = MonthCode(String(decoding: bytes[start..<end], as: UTF8.self)) else {
                var message = "expected a month code M01…M13 or a leap month such as M06L"
                if start > 1, let first = byte(start), SelectionParser.isDigit(first) {
                    // `2019-08`: a Gregorian month, which is no month of this calendar.
                    let year = String(decoding: bytes[0..<start - 1], as: UTF8.self)
                    message +=
                        " (\(kind.rawValue) months are not the Gregorian months: write \(year)-M01 for the first "
                        + "month of \(kind.rawValue) year \(year), or give an ISO date)"
                }
                throw fail(.monthOutOfRange, start, message)
            }
            index = end
            return code
        }

        mutating func readTwo(_ name: String) throws(ParseError) -> Int {
            for offset in index..<index + 2 {
                guard let digit = byte(offset) else {
                    throw fail(.tooShort, offset, "ends before the two digits of the \(name)")
                }
                guard SelectionParser.isDigit(digit) else {
                    throw fail(
                        .notADigit, offset,
                        "expected a digit of the \(name), found "
                            + SelectionParser.describeCharacter(in: bytes, at: offset))
                }
            }
            let value = Int(bytes[index] - 0x30) * 10 + Int(bytes[index + 1] - 0x30)
            index += 2
            return value
        }

        /// ` HH`, ` HH:MM` or ` HH:MM:SS` as the mode has them.
        mutating func readTime(into fields: inout SelectionFields, mode: SelectionMode) throws(ParseError) {
            guard mode.includes(.hour) else { return }
            try expect(SelectionParser.space, "between the date and the time")
            let limits: [(DateField, Int, ParseError.Kind)] = [
                (.hour, 23, .hourOutOfRange), (.minute, 59, .minuteOutOfRange), (.second, 59, .secondOutOfRange),
            ]
            for (field, largest, kind) in limits where mode.includes(field) {
                if field != .hour {
                    try expect(SelectionParser.colon, "after the \(field == .minute ? "hour" : "minute")")
                }
                let start = index
                let value = try readTwo(field.rawValue)
                guard value <= largest else {
                    throw fail(kind, start, "\(field) \(value) is out of range (00...\(largest))")
                }
                fields[field] = value
            }
        }

        mutating func expect(_ separator: UInt8, _ place: String) throws(ParseError) {
            guard let next = byte(index) else {
                throw fail(.tooShort, index, "ends where \(SelectionParser.describe(separator)) \(place) belongs")
            }
            guard next == separator else {
                throw fail(
                    .unexpectedCharacter, index,
                    "expected \(SelectionParser.describe(separator)) \(place), found "
                        + SelectionParser.describeCharacter(in: bytes, at: index))
            }
            index += 1
        }

        func expectEnd() throws(ParseError) {
            guard index == bytes.count else {
                throw fail(
                    .tooLong, index,
                    "unexpected " + SelectionParser.describeCharacter(in: bytes, at: index) + " before the annotation")
            }
        }

        /// A year-month is valid when at least one of its days lies in the calendar's range.
        func checkMonthInRange(_ fields: SelectionFields, at offset: Int) throws(ParseError) {
            let first = rules.dayNumber(year: fields.year, month: fields.month, day: 1)
            let last = first + rules.daysInMonth(year: fields.year, month: fields.month) - 1
            guard last >= rules.dayNumbers.lowerBound && first <= rules.dayNumbers.upperBound else {
                throw fail(
                    .outsideCalendar, 0, "outside the \(kind.rawValue) calendar's range \(kind.isoRangeText(rules))")
            }
        }
    }
}
