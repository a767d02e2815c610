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

    init(kind: CalendarKind, json: Bool) {
        self.json = json
        kindName = Array(kind.rawValue.utf8)
        storage = .allocate(capacity: capacity)
    }

    deinit {
        finish()
        storage.deallocate()
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
    func write(iso: CalendarDate, fields: CalendarFields, rules: any CalendarRules) {
        if count > capacity - longestLine { finish() }
        let monthsInYear = rules.monthsInYear(fields.year)
        let daysInMonth = rules.daysInMonth(year: fields.year, month: fields.month)
        if json {
            append("{\"iso\":\"")
            appendISO(iso)
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
            appendISO(iso)
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

    private func appendISO(_ date: CalendarDate) {
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

    /// Writes a non-negative `value` with at least `width` digits, right to left in place.
    private func appendDigits(_ value: Int, width: Int) {
        var digits = 1
        var limit = 10
        while value >= limit && digits < 19 {
            digits += 1
            limit &*= 10
        }
        digits = max(digits, width)
        var rest = value
        var index = count + digits - 1
        while index >= count {
            storage[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
            rest /= 10
            index -= 1
        }
        count += digits
    }
}
