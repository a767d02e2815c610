extension SelectionValue {
    /// Encodes the value as its canonical string, such as `"2019-08-20"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly; anything else is `DecodingError.dataCorrupted`
    /// whose description names the input, the UTF-8 offset and the problem, with the
    /// ``SelectionParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        let text = try CanonicalCoding.decodeString(from: decoder)
        do {
            try self.init(text)
        } catch {
            throw CanonicalCoding.corrupted(
                decoder, type: Self.mode.rawValue, input: text, offset: error.offset, message: error.message,
                error: error)
        }
    }
}
