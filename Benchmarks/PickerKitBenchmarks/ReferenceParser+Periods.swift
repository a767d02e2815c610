extension ReferenceParser {
    /// Parses `yyyy-Www` with the week in 1 up to the year's ISO weeks (52 or 53).
    @inline(__always)
    static func week(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard bytes.count == 8, bytes[4] == 45, bytes[5] == 87 else { return -1 }
        let year = digits4(bytes, 0)
        let week = digits2(bytes, 6)
        guard year >= 1, week >= 1 else { return -1 }
        // January 1 a Thursday, or a Wednesday in a leap year: 53 weeks.
        func shift(_ year: Int) -> Int { (year + year / 4 - year / 100 + year / 400) % 7 }
        let weeks = shift(year) == 4 || shift(year - 1) == 3 ? 53 : 52
        return week <= weeks ? year << 6 | week : -1
    }

    /// Parses `yyyy-Www`.
    static func parseWeek(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { week($0) }
    }

    /// Parses `yyyy-Qq` with the quarter in 1...4.
    static func parseQuarter(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 7, bytes[4] == 45, bytes[5] == 81 else { return -1 }
            let year = digits4(bytes, 0)
            let quarter = Int(bytes[6] &- 48)
            return year >= 1 && (1...4).contains(quarter) ? year << 3 | quarter : -1
        }
    }

    /// Parses `yyyy-Www/yyyy-Www` with the end not before the start.
    static func parseWeekRange(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 17, bytes[8] == 47 else { return -1 }
            let start = week(UnsafeBufferPointer(rebasing: bytes[0..<8]))
            let end = week(UnsafeBufferPointer(rebasing: bytes[9..<17]))
            return start >= 0 && end >= start ? start ^ end : -1
        }
    }
}
