extension OutputEscaping {
    /// `string` as a JSON string literal, quotes included.
    static func jsonLiteral(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendJSONString(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
