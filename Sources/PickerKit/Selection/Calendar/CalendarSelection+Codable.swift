extension CalendarSelection: Codable {
    /// Encodes the value as its canonical string, such as `"1987-07-26[u-ca=chinese]"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem,
    ///   with the ``SelectionParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        let text = try CanonicalCoding.decodeString(from: decoder)
        do {
            try self.init(text)
        } catch {
            throw CanonicalCoding.corrupted(
                decoder, type: "calendar selection", input: text, offset: error.offset, message: error.message,
                error: error)
        }
    }
}
