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
        let day = try CanonicalCoding.decode(from: decoder, type: SelectionMode.date.rawValue) {
            text throws(ParseError) in try Selection(text, mode: .date)
        }
        self = day.isoDate!
    }
}
