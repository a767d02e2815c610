extension CascadePath: Codable {
    /// Encodes the canonical string, such as `"440000/440300/440305"`.
    ///
    /// - Throws: `EncodingError.invalidValue` for codes that have no canonical form (empty,
    ///   or with a `/` or a character outside the code characters).
    public func encode(to encoder: any Encoder) throws {
        guard (try? CascadePath(parsing: description)) == self else {
            throw CanonicalCoding.invalid(self, encoder, "the codes \(codes) have no canonical path string")
        }
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the byte offset and the problem.
    public init(from decoder: any Decoder) throws {
        self = try CanonicalCoding.decode(from: decoder, type: "cascade path", Self.init(parsing:))
    }
}
