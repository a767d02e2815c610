/// Strict parsing of `YYYY-Www` and `YYYY-Qq`: four-digit year, `-`, a designator letter,
/// then two week digits or one quarter digit; nothing else.
enum PeriodParser {
    /// Reads the year and the number after `designator` (`W` with 2 digits, `Q` with 1).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, designator: UInt8, digits: Int, example: String)
        throws(PeriodParseError) -> (year: Int, number: Int)
    {
        let length = 6 + digits
        guard !bytes.isEmpty else {
            throw PeriodParseError(kind: .empty, offset: 0, message: "empty input; expected a value such as \(example)")
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
                    throw PeriodParseError(
                        kind: .notADigit, offset: index,
                        message: "expected a digit, found \(SelectionParser.describeCharacter(in: bytes, at: index)); "
                            + "a value looks like \(example)")
                }
                if index < 4 { year = year * 10 + Int(byte - 0x30) } else { number = number * 10 + Int(byte - 0x30) }
            }
            index += 1
        }
        guard bytes.count >= length else {
            throw PeriodParseError(
                kind: .tooShort, offset: bytes.count, message: "the value ends too early; a value looks like \(example)"
            )
        }
        guard bytes.count == length else {
            throw PeriodParseError(
                kind: .tooLong, offset: length,
                message: "unexpected \(SelectionParser.describeCharacter(in: bytes, at: length)) after the value")
        }
        guard GregorianRules.years.contains(year) else {
            throw PeriodParseError(
                kind: .yearOutOfRange, offset: 0,
                message: "year \(SelectionFields.padded(year, 4)) is out of range (0001...9999)")
        }
        return (year, number)
    }

    private static func unexpected(
        _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ expected: String, _ example: String
    ) -> PeriodParseError {
        PeriodParseError(
            kind: .unexpectedCharacter, offset: index,
            message: "expected \(expected), found \(SelectionParser.describeCharacter(in: bytes, at: index)); "
                + "a value looks like \(example)")
    }
}
