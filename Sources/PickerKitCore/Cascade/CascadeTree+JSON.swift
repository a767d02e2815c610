extension CascadeTree {
    /// Loads a tree from a JSON document in the `pickerkit-cascade` format whose `codeRule` is
    /// one of `codeRules`: see PickerKitRegions' `CascadeTree.init(json:maximumDepth:)`, which
    /// knows China's `gbt2260` too.
    ///
    /// - Throws: ``CascadeDataError`` with line and column for syntax and schema errors, and
    ///   with the node path and the offending value's position for tree errors.
    package convenience init(json bytes: [UInt8], maximumDepth: Int, codeRules: [CascadeCodeRule])
        throws(CascadeDataError)
    {
        let limit = min(max(maximumDepth, 1), Self.maximumDepthLimit)
        let document = try bytes.withUnsafeBufferPointer { buffer throws(CascadeDataError) in
            var parser = CascadeDocumentParser(bytes: buffer, maximumDepth: limit, codeRules: codeRules)
            return try parser.parse()
        }
        try self.init(
            table: document.table, codeRule: document.codeRule, levelNames: document.levelNames, source: bytes)
    }
}
