extension DurationSelection: Codable {
    /// Encodes the canonical string, such as `"PT1H30M"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly (`"PT90M"` is refused).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem,
    ///   with the ``DurationError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        let text = try CanonicalCoding.decodeString(from: decoder)
        do {
            try self.init(text)
        } catch {
            throw CanonicalCoding.corrupted(
                decoder, type: "duration", input: text, offset: error.offset, message: error.message, error: error)
        }
    }
}
