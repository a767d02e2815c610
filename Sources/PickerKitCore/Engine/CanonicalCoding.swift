/// The shared encoding of PickerKit's value types: one canonical string in a single-value
/// container, decoded strictly, with the parser's position in the error.
enum CanonicalCoding {
    /// The string in the decoder's single-value container, or a type-mismatch error.
    static func decodeString(from decoder: any Decoder) throws -> String {
        try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes `text` into the encoder's single-value container.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// The value `parse` reads from the decoder's string, or a `dataCorrupted` error naming
    /// `type`, the input, the parser's offset and message, with the parse error underneath.
    static func decode<Value>(
        from decoder: any Decoder, type: String, _ parse: (String) throws(ParseError) -> Value
    ) throws -> Value {
        let text = try decodeString(from: decoder)
        do {
            return try parse(text)
        } catch {
            throw corrupted(
                decoder, type: type, input: text, offset: error.offset, message: error.message, error: error)
        }
    }

    /// A `dataCorrupted` error naming the type, the input, the offset and the parser's message.
    static func corrupted(
        _ decoder: any Decoder, type: String, input: String, offset: Int, message: String, error: any Error
    ) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "invalid \(type) \(QuotedInput.quoted(input)) at offset \(offset): \(message)",
                underlyingError: error))
    }

    /// An `invalidValue` error for a value that has no canonical string.
    static func invalid(_ value: Any, _ encoder: any Encoder, _ message: String) -> EncodingError {
        EncodingError.invalidValue(
            value, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: message))
    }
}

extension CodingUserInfoKey {
    /// The ``SelectionMode`` (or its raw value) that ``Selection`` and ``SelectionRange`` decode
    /// in; without it the mode is inferred from the string's shape, which never gives
    /// `minute-second` (`"30:05"` reads as `hour-minute`).
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.pickerSelectionMode] = SelectionMode.minuteSecond
    /// ```
    public static let pickerSelectionMode = CodingUserInfoKey(rawValue: "PickerKit.SelectionMode")!
}

extension Decoder {
    /// The mode given with ``Swift/CodingUserInfoKey/pickerSelectionMode``, if any.
    var pickerSelectionMode: SelectionMode? {
        get throws {
            guard let given = userInfo[.pickerSelectionMode] else { return nil }
            if let mode = given as? SelectionMode { return mode }
            if let name = given as? String, let mode = SelectionMode(rawValue: name) { return mode }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "userInfo[.pickerSelectionMode] is \(given), not a SelectionMode"))
        }
    }
}
