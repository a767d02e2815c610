extension SelectionRange: Codable {
    /// Encodes the range as its canonical string, such as `"2015-03/present"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes a canonical range string strictly (the mode inferred from the start).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem,
    ///   with the ``SelectionRangeParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        let text = try CanonicalCoding.decodeString(from: decoder)
        do {
            try self.init(text)
        } catch {
            throw CanonicalCoding.corrupted(
                decoder, type: "range", input: text, offset: error.offset, message: error.message, error: error)
        }
    }
}
