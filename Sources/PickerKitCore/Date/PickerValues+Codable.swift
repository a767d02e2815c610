extension PickerValues: Codable {
    /// Encodes the canonical string of the values' mode, such as `"2019-08-20"`.
    ///
    /// - Throws: `EncodingError.invalidValue` for values that do not exist (February 30).
    package func encode(to encoder: any Encoder) throws {
        do {
            try CanonicalCoding.encode(try canonical, to: encoder)
        } catch let error as ParseError {
            throw CanonicalCoding.invalid(self, encoder, "\(description) is not a valid \(mode) value: \(error)")
        }
    }

    /// Decodes a canonical string strictly, in the mode given with
    /// ``Swift/CodingUserInfoKey/pickerSelectionMode`` or else the mode its shape implies;
    /// `"present"` is refused (it is a sentinel row's value, not field values).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem.
    package init(from decoder: any Decoder) throws {
        let text = try CanonicalCoding.decodeString(from: decoder)
        let mode = try decoder.pickerSelectionMode
        let selection: Selection
        do {
            selection = try Selection(text, mode: mode)
        } catch {
            throw CanonicalCoding.corrupted(
                decoder, type: mode?.rawValue ?? "selection", input: text, offset: error.offset, message: error.message,
                error: error)
        }
        guard let values = PickerValues(selection) else {
            let error = ParseError(
                kind: .unexpectedCharacter, offset: 0, mode: mode,
                message: "\"present\" is a sentinel row's value, not field values")
            throw CanonicalCoding.corrupted(
                decoder, type: mode?.rawValue ?? "selection", input: text, offset: 0, message: error.message,
                error: error)
        }
        self = values
    }
}
