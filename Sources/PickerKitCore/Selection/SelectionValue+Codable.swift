extension SelectionValue {
    /// Encodes the value as its canonical string, such as `"2019-08-20"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly; anything else is `DecodingError.dataCorrupted`
    /// whose description names the input, the UTF-8 offset and the problem, with the
    /// ``ParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        self = try CanonicalCoding.decode(from: decoder, type: Self.mode.rawValue, Self.init(_:))
    }
}
