extension Selection: Codable {
    /// Encodes the canonical string, such as `"2019-08"`, `"1987-07-26[u-ca=chinese]"` or `"present"`.
    public func encode(to encoder: any Encoder) throws {
        try CanonicalCoding.encode(description, to: encoder)
    }

    /// Decodes a canonical string strictly, in the mode given with
    /// ``Swift/CodingUserInfoKey/pickerSelectionMode`` or else the mode its shape implies
    /// (`minute-second` is never implied: give the mode); `"present"` is ``present``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem.
    public init(from decoder: any Decoder) throws {
        let mode = try decoder.pickerSelectionMode
        self = try CanonicalCoding.decode(from: decoder, type: mode?.rawValue ?? "selection") {
            text throws(ParseError) in
            try Selection(text, mode: mode)
        }
    }
}
