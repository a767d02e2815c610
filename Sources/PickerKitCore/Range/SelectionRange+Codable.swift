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
    ///   with the ``ParseError`` as its underlying error.
    public init(from decoder: any Decoder) throws {
        let mode = try decoder.pickerSelectionMode
        self = try CanonicalCoding.decode(from: decoder, type: "range") { text throws(ParseError) in
            try SelectionRange(text, mode: mode)
        }
    }
}
