extension CalendarSelection: Codable {
    /// Encodes the value as its canonical string, such as `"1987-07-26[u-ca=chinese]"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes the canonical string strictly.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem,
    ///   with the ``ParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        self = try CanonicalCoding.decode(from: decoder, type: "calendar selection") {
            text throws(ParseError) in
            try CalendarSelection(text)
        }
    }
}
