/// The practical floor: a minimal hand-written strict parser for one fixed shape.
///
/// Checks the same things as PickerKit's strict parser (length, digits, separators, month,
/// day in month with the leap rule, hour, minute, second) with nothing else: no error value,
/// no modes. Returns the fields packed in an Int, or -1.
enum ReferenceParser {
    @inline(__always)
    static func digits2(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        let tens = bytes[offset] &- 48
        let ones = bytes[offset + 1] &- 48
        return tens > 9 || ones > 9 ? -1000 : Int(tens) * 10 + Int(ones)
    }

    /// The 4-digit number at `offset` (a year), or -1 when a byte is not a digit.
    ///
    /// `digits2(…) * 100 + digits2(…)`, which the floors used before, let a non-digit in the
    /// last two places through whenever the first two were 11 or more (`20x5` read as
    /// 2000 - 1000 = 1000, a valid year), where PickerKit's parser rejects it: a floor has to
    /// check everything the parser checks, so it now pays the one extra test.
    @inline(__always)
    static func digits4(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        let high = digits2(bytes, offset)
        let low = digits2(bytes, offset + 2)
        return (high | low) < 0 ? -1 : high * 100 + low
    }

    @inline(__always)
    static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard bytes.count >= 10, bytes[4] == 45, bytes[7] == 45 else { return -1 }
        let year = digits4(bytes, 0)
        let month = digits2(bytes, 5)
        let day = digits2(bytes, 8)
        guard year >= 1, (1...12).contains(month), day >= 1 else { return -1 }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = month == 2 ? (leap ? 29 : 28) : 30 + ((month + month / 8) & 1)
        return day <= days ? year << 9 | month << 5 | day : -1
    }

    /// Parses `yyyy-MM-dd`.
    static func parseDate(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { $0.count == 10 ? date($0) : -1 }
    }

    /// Parses `yyyy-MM-dd HH:mm:ss`.
    static func parseDateTime(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 19, bytes[10] == 32, bytes[13] == 58, bytes[16] == 58 else { return -1 }
            let date = date(bytes)
            let hour = digits2(bytes, 11)
            let minute = digits2(bytes, 14)
            let second = digits2(bytes, 17)
            guard date >= 0, (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
                return -1
            }
            return date << 17 | hour << 12 | minute << 6 | second
        }
    }
}

extension ReferenceParser {
    /// Parses `yyyy-MM-dd/yyyy-MM-dd` with the end not before the start.
    static func parseDateRange(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 21, bytes[10] == 47 else { return -1 }
            let start = date(UnsafeBufferPointer(rebasing: bytes[0..<10]))
            let end = date(UnsafeBufferPointer(rebasing: bytes[11..<21]))
            return start >= 0 && end >= start ? start ^ end : -1
        }
    }

    /// Parses `yyyy-MM/present`: the length (15), the `-` and the `/`, the four year and two
    /// month digits, the year 0001...9999 and the month 01...12, and the literal `present`
    /// byte by byte: what PickerKit's strict parser checks for this shape, and nothing more.
    static func parseOpenYearMonth(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 15, bytes[4] == 45, bytes[7] == 47, bytes[8] == 112, bytes[9] == 114,
                bytes[10] == 101, bytes[11] == 115, bytes[12] == 101, bytes[13] == 110, bytes[14] == 116
            else { return -1 }
            let year = digits4(bytes, 0)
            let month = digits2(bytes, 5)
            return year >= 1 && (1...12).contains(month) ? year << 4 | month : -1
        }
    }
}
