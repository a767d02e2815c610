extension SelectionRange: Codable {
    /// Encodes the range as its canonical string, such as `"2015-03/present"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes a canonical range string strictly (the mode inferred from the start);
    /// anything else is `DecodingError.dataCorrupted` carrying the positioned parse error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "invalid range \"\(text)\": \(error)")
        }
    }
}
