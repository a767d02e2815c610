extension CalendarDate: Codable {
    /// Encodes the canonical date string, such as `"2019-08-20"`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a date outside 0001-01-01 ... 9999-12-31.
    public func encode(to encoder: any Encoder) throws {
        guard isValid else { throw CanonicalCoding.invalid(self, encoder, "\(description) is not a valid date") }
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes a canonical date string strictly (as ``Selection`` does in the `date` mode).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem.
    public init(from decoder: any Decoder) throws {
        self = try CanonicalCoding.decode(from: decoder, type: SelectionMode.date.rawValue) {
            text throws(ParseError) in
            // `present` is a picker's row, which the date parser takes, but names no day.
            guard let day = try Selection(text, mode: .date).isoDate else {
                throw ParseError(kind: .malformed, offset: 0, input: text, message: "present names no day")
            }
            return day
        }
    }
}
