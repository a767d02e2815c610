extension Selection: Codable {
    /// Encodes the selection as its canonical string, such as `"1987-07-26[u-ca=chinese]"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes a canonical string strictly, inferring the mode from its shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "invalid selection \"\(text)\": \(error)")
        }
    }
}
