extension DurationSelection: Codable {
    /// Encodes the canonical string, such as `"PT1H30M"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly (`"PT90M"` is refused).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem,
    ///   with the ``ParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        self = try CanonicalCoding.decode(from: decoder, type: "duration", Self.init(_:))
    }
}
