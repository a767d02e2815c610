extension SelectionRange: Codable {
    /// Encodes the range as its canonical string, such as `"2015-03/present"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes a canonical range string strictly, in the mode given with
    /// ``Swift/CodingUserInfoKey/pickerSelectionMode`` or else the mode the start implies
    /// (`minute-second` is never implied: give the mode, as for ``Selection``).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem,
    ///   with the ``SelectionRangeParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        let text = try CanonicalCoding.decodeString(from: decoder)
        let mode = try decoder.pickerSelectionMode
        do {
            try self.init(text, mode: mode)
        } catch {
            throw CanonicalCoding.corrupted(
                decoder, type: "range", input: text, offset: error.offset, message: error.message, error: error)
        }
    }
}
