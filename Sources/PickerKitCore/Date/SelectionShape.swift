/// Mode inference for strict parsing: picks a mode from the shape of canonical bytes.
///
/// See ``Selection`` for the rules. Looks at no more than the first 5 bytes and the count.
enum SelectionShape {
    /// The mode whose canonical shape `bytes` has (or starts like).
    ///
    /// - Throws: ``ParseError`` of kind `empty`, or `unknownShape` positioned at the
    ///   first byte that fits no mode.
    static func inferStrictMode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> SelectionMode {
        let count = bytes.count
        guard count > 0 else {
            throw ParseError(
                kind: .empty, offset: 0, mode: nil,
                message: "empty input; a selection looks like 2019-08-20, 2019-08, 08-20 or 14:30")
        }
        var digits = 0
        while digits < min(count, 5) && SelectionParser.isDigit(bytes[digits]) { digits += 1 }
        if digits == count && count <= 4 { return .year }
        if digits >= 4 {
            switch count {
            case ...4: return .year
            case ...7: return .yearMonth
            case ...10: return .date
            case ...13: return .dateHour
            case ...16: return .dateHourMinute
            default: return .dateTime
            }
        }
        if digits == 2 && bytes[2] == UInt8(ascii: "-") { return count <= 5 ? .monthDay : .monthDayHourMinute }
        if digits == 2 && bytes[2] == UInt8(ascii: ":") { return count <= 5 ? .hourMinute : .time }
        throw ParseError(
            kind: .unknownShape, offset: digits, mode: nil,
            message: "no selection mode has \(SelectionParser.describeCharacter(in: bytes, at: digits)) here; "
                + "a selection looks like 2019-08-20, 2019-08, 08-20 or 14:30")
    }
}
