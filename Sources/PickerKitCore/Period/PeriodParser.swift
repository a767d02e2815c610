/// Strict parsing of `YYYY-Www` and `YYYY-Qq`: four-digit year, `-`, a designator letter,
/// then two week digits or one quarter digit; nothing else.
enum PeriodParser {
    /// Reads the year and the number after `designator` (`W` with 2 digits, `Q` with 1).
    @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, designator: UInt8, digits: Int, example: String)
        throws(ParseError) -> (year: Int, number: Int)
    {
        if let fields = canonical(bytes, designator: designator, digits: digits) { return fields }
        return try diagnose(bytes, designator: designator, digits: digits, example: example)
    }

    /// The fast path: the year and number of exactly `YYYY-` designator digits with a year
    /// in 1...9999, else `nil` (the number's range is the caller's check).
    @inline(__always)
    static func canonical(_ bytes: UnsafeBufferPointer<UInt8>, designator: UInt8, digits: Int) -> (
        year: Int, number: Int
    )? {
        guard bytes.count == 6 + digits, let input = bytes.baseAddress, input[4] == UInt8(ascii: "-"),
            input[5] == designator
        else { return nil }
        var bad: UInt8 = 0
        @inline(__always) func digit(_ offset: Int) -> Int {
            let value = input[offset] &- 0x30
            bad |= value > 9 ? 1 : 0
            return Int(value)
        }
        let year = digit(0) &* 1000 &+ digit(1) &* 100 &+ digit(2) &* 10 &+ digit(3)
        let number = digits == 2 ? digit(6) &* 10 &+ digit(7) : digit(6)
        return bad == 0 && year >= 1 ? (year, number) : nil
    }

    /// The general path: the first problem, in byte order, or the fields.
    private static func diagnose(_ bytes: UnsafeBufferPointer<UInt8>, designator: UInt8, digits: Int, example: String)
        throws(ParseError) -> (year: Int, number: Int)
    {
        let length = 6 + digits
        guard !bytes.isEmpty else {
            throw ParseError(kind: .empty, offset: 0, message: "empty input; expected a value such as \(example)")
        }
        var index = 0
        var year = 0
        var number = 0
        while index < min(bytes.count, length) {
            let byte = bytes[index]
            switch index {
            case 4:
                guard byte == UInt8(ascii: "-") else { throw unexpected(bytes, index, "\"-\"", example) }
            case 5:
                guard byte == designator else {
                    throw unexpected(bytes, index, "\"\(Character(Unicode.Scalar(designator)))\"", example)
                }
            default:
                guard byte >= 0x30 && byte <= 0x39 else {
                    throw ParseError(
                        kind: .notADigit, offset: index,
                        message: "expected a digit, found \(SelectionParser.describeCharacter(in: bytes, at: index)); "
                            + "a value looks like \(example)")
                }
                if index < 4 { year = year * 10 + Int(byte - 0x30) } else { number = number * 10 + Int(byte - 0x30) }
            }
            index += 1
        }
        guard bytes.count >= length else {
            throw ParseError(
                kind: .tooShort, offset: bytes.count, message: "the value ends too early; a value looks like \(example)"
            )
        }
        guard bytes.count == length else {
            throw ParseError(
                kind: .tooLong, offset: length,
                message: "unexpected \(SelectionParser.describeCharacter(in: bytes, at: length)) after the value")
        }
        guard PickerValues.years.contains(year) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0,
                message: "year \(SelectionFields.padded(year, 4)) is out of range (0001...9999)")
        }
        return (year, number)
    }

    private static func unexpected(
        _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ expected: String, _ example: String
    ) -> ParseError {
        ParseError(
            kind: .unexpectedCharacter, offset: index,
            message: "expected \(expected), found \(SelectionParser.describeCharacter(in: bytes, at: index)); "
                + "a value looks like \(example)")
    }
}
