import PickerKit

/// Builds `convert`'s output lines (JSON or text) as ASCII bytes in a buffer of its own and
/// hands full buffers to standard output: no `String` work and no array growth per line.
///
/// Single-threaded like the rest of the tool; call ``finish()`` before exiting.
final class CalendarLineWriter {
    let json: Bool
    private let kindName: [UInt8]
    private let capacity = 1 << 16
    /// Room for the longest line (names, eras and integers are bounded).
    private let longestLine = 256
    private let storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// "00", "01", … "99", two bytes each: digits are written two at a time (a table of the
    /// writer's own, so reading it needs no lazy-global check).
    private let digitPairs: UnsafeMutablePointer<UInt8>

    init(kind: CalendarKind, json: Bool) {
        self.json = json
        kindName = Array(kind.rawValue.utf8)
        storage = .allocate(capacity: capacity)
        digitPairs = .allocate(capacity: 200)
        for number in 0..<100 {
            digitPairs[2 * number] = UInt8(0x30 + number / 10)
            digitPairs[2 * number + 1] = UInt8(0x30 + number % 10)
        }
    }

    deinit {
        finish()
        storage.deallocate()
        digitPairs.deallocate()
    }

    /// Hands everything buffered to standard output.
    func finish() {
        StandardStreams.output.write(bytes: UnsafeBufferPointer(start: storage, count: count))
        count = 0
    }

    /// Writes the line for the ISO day `iso` with its `fields` in the calendar.
    ///
    /// JSON: `{"iso":"2019-08-20","calendar":"persian","era":null,"eraYear":null,"year":1398,"monthCode":"M05",
    /// "day":29,"monthsInYear":12,"daysInMonth":31}`; text: `2019-08-20 persian 1398-M05-29,
    /// 12 months in year, 31 days in month` (with ` (reiwa 1)` after the date where there is an era).
    ///
    /// `isoText`, when given, is `iso` already written as 10 bytes (`2019-08-20`, the line it
    /// was read from): it is copied instead of formatting the date again.
    func write(
        iso: CalendarDate, isoText: UnsafeBufferPointer<UInt8>? = nil, fields: CalendarFields, rules: AnyCalendarRules
    ) {
        if count > capacity - longestLine { finish() }
        let monthsInYear = rules.monthsInYear(fields.year)
        let daysInMonth = rules.daysInMonth(year: fields.year, month: fields.month)
        if json {
            append("{\"iso\":\"")
            appendISO(iso, isoText)
            append("\",\"calendar\":\"")
            append(kindName)
            append("\",\"era\":")
            if var era = fields.era, let eraYear = fields.eraYear {
                byte(0x22)
                era.withUTF8 { append($0) }
                append("\",\"eraYear\":")
                appendInt(eraYear)
            } else {
                append("null,\"eraYear\":null")
            }
            append(",\"year\":")
            appendInt(fields.year)
            append(",\"monthCode\":\"")
            appendMonthCode(fields.monthCode)
            append("\",\"day\":")
            appendInt(fields.day)
            append(",\"monthsInYear\":")
            appendInt(monthsInYear)
            append(",\"daysInMonth\":")
            appendInt(daysInMonth)
            byte(0x7D)
        } else {
            appendISO(iso, isoText)
            byte(0x20)
            append(kindName)
            byte(0x20)
            appendInt(fields.year)
            byte(0x2D)
            appendMonthCode(fields.monthCode)
            byte(0x2D)
            appendDigits(fields.day, width: 2)
            if var era = fields.era, let eraYear = fields.eraYear {
                append(" (")
                era.withUTF8 { append($0) }
                byte(0x20)
                appendInt(eraYear)
                byte(0x29)
            }
            append(", ")
            appendInt(monthsInYear)
            append(" months in year, ")
            appendInt(daysInMonth)
            append(" days in month")
        }
        byte(0x0A)
    }

    @inline(__always)
    private func byte(_ value: UInt8) {
        storage[count] = value
        count += 1
    }

    private func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    private func appendISO(_ date: CalendarDate, _ text: UnsafeBufferPointer<UInt8>?) {
        if let text, text.count == 10 {
            append(text)
            return
        }
        appendDigits(date.year, width: 4)
        byte(0x2D)
        appendDigits(date.month, width: 2)
        byte(0x2D)
        appendDigits(date.day, width: 2)
    }

    private func appendMonthCode(_ code: MonthCode) {
        byte(0x4D)
        appendDigits(code.number, width: 2)
        if code.isLeap { byte(0x4C) }
    }

    private func appendInt(_ value: Int) {
        if value < 0 {
            byte(0x2D)
            appendDigits(-value, width: 1)
        } else {
            appendDigits(value, width: 1)
        }
    }

    /// Writes a non-negative `value` with at least `width` digits, right to left in place,
    /// two digits per step from `digitPairs` (one division by 100 per pair).
    @inline(__always)
    private func appendDigits(_ value: Int, width: Int) {
        // Days, months, month counts and most years take one of these paths.
        if value < 100 && width <= 2 {
            if value < 10 && width < 2 {
                byte(UInt8(truncatingIfNeeded: 0x30 + value))
            } else {
                storage[count] = digitPairs[2 * value]
                storage[count + 1] = digitPairs[2 * value + 1]
                count += 2
            }
        } else if value >= 1000 && value < 10_000 && width <= 4 {
            let high = 2 * (value / 100)
            let low = 2 * (value % 100)
            storage[count] = digitPairs[high]
            storage[count + 1] = digitPairs[high + 1]
            storage[count + 2] = digitPairs[low]
            storage[count + 3] = digitPairs[low + 1]
            count += 4
        } else {
            appendAnyDigits(value, width: width)
        }
    }

    /// ``appendDigits(_:width:)`` for any non-negative value and width.
    private func appendAnyDigits(_ value: Int, width: Int) {
        var digits = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10_000 ? 4 : 5
        var limit = 100_000
        while value >= limit && digits < 19 {
            digits += 1
            limit &*= 10
        }
        digits = max(digits, width)
        var rest = value
        var index = count + digits
        while index - count >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index -= 2
            storage[index] = digitPairs[pair]
            storage[index + 1] = digitPairs[pair + 1]
        }
        if index > count {
            storage[count] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
        }
        count += digits
    }
}
