extension MonthCode {
    /// Decodes the Temporal string form, such as `"M06L"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let code = MonthCode(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a month code (M01…M13, leap M06L)")
        }
        self = code
    }

    /// Encodes the Temporal string form, such as `"M06L"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
