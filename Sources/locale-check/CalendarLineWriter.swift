import PickerKit

/// Builds `convert`'s output lines (JSON or text) as ASCII bytes, without `String` work per
/// line, and hands them to standard output.
struct CalendarLineWriter {
    let json: Bool
    private var line: [UInt8] = []

    init(json: Bool) {
        self.json = json
        line.reserveCapacity(256)
    }

    /// Writes the line for the ISO day `dayNumber` with its `fields` in the calendar.
    ///
    /// JSON: `{"iso":"2019-08-20","calendar":"persian","era":null,"year":1398,"monthCode":"M05",
    /// "day":29,"monthsInYear":12,"daysInMonth":31}`; text: `2019-08-20 persian 1398-M05-29
    /// (12 months, 31 days in month)`.
    mutating func write(iso: CalendarDate, fields: CalendarFields, rules: any CalendarRules) {
        line.removeAll(keepingCapacity: true)
        let monthsInYear = rules.monthsInYear(fields.year)
        let daysInMonth = rules.daysInMonth(year: fields.year, month: fields.month)
        if json {
            append("{\"iso\":\"")
            appendISO(iso)
            append("\",\"calendar\":\"")
            append(fields.kind.rawValue)
            append("\",\"era\":")
            if let era = fields.era {
                line.append(0x22)
                append(era)
                line.append(0x22)
            } else {
                append("null")
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
            line.append(0x7D)
        } else {
            appendISO(iso)
            line.append(0x20)
            append(fields.kind.rawValue)
            line.append(0x20)
            appendInt(fields.year)
            line.append(0x2D)
            appendMonthCode(fields.monthCode)
            line.append(0x2D)
            appendPadded(fields.day, width: 2)
            if let era = fields.era, let eraYear = fields.eraYear {
                append(" (")
                append(era)
                line.append(0x20)
                appendInt(eraYear)
                line.append(0x29)
            }
            append(", ")
            appendInt(monthsInYear)
            append(" months in year, ")
            appendInt(daysInMonth)
            append(" days in month")
        }
        line.append(0x0A)
        line.withUnsafeBufferPointer { StandardStreams.output.write(bytes: $0) }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { line.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) {
        line.append(contentsOf: text.utf8)
    }

    private mutating func appendISO(_ date: CalendarDate) {
        appendPadded(date.year, width: 4)
        line.append(0x2D)
        appendPadded(date.month, width: 2)
        line.append(0x2D)
        appendPadded(date.day, width: 2)
    }

    private mutating func appendMonthCode(_ code: MonthCode) {
        line.append(0x4D)
        appendPadded(code.number, width: 2)
        if code.isLeap { line.append(0x4C) }
    }

    private mutating func appendInt(_ value: Int) {
        if value < 0 {
            line.append(0x2D)
            appendPadded(-value, width: 1)
        } else {
            appendPadded(value, width: 1)
        }
    }

    /// Appends a non-negative `value` with at least `width` digits.
    private mutating func appendPadded(_ value: Int, width: Int) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(0x30 + rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            while count < width {
                buffer[count] = 0x30
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) {
                line.append(buffer[index])
            }
        }
    }
}
