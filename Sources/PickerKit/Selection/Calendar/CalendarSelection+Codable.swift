extension CalendarSelection: Codable {
    /// Encodes the value as its canonical string, such as `"1987-07-26[u-ca=chinese]"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes the canonical string strictly; anything else is `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "invalid calendar selection \"\(text)\": \(error)")
        }
    }
}
