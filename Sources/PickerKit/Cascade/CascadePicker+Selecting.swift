extension CascadePicker {
    /// The picker showing `path`, by codes from the first level down.
    ///
    /// A path that stops above a node without children is completed as choosing its last
    /// code's row would: each level below keeps the code selected now when it exists there,
    /// else the first child; those levels are reported in ``CascadeUpdate/filledLevels``.
    ///
    /// ```swift
    /// let update = try picker.selecting(CascadePath(parsing: "440000/440100"))
    /// update.picker.selection.description   // "440000/440100/440103"
    /// update.filledLevels                    // [2]
    /// ```
    ///
    /// - Throws: ``CascadePathParseError`` of kind `unknownCode` (with the code's byte offset in
    ///   the canonical path), `pastLeaf` or `empty`.
    public func selecting(_ path: CascadePath) throws(CascadePathParseError) -> CascadeUpdate {
        guard !path.codes.isEmpty else {
            throw CascadePathParseError(kind: .empty, offset: 0, message: "the path is empty")
        }
        let nodes = try Self.nodes(of: path, in: tree)
        let previousCodes = selectedNodes.map(tree.code(of:))
        let completed = Self.relink(tree: tree, from: nodes, keeping: previousCodes)
        let picker = CascadePicker(tree: tree, selectedNodes: completed)
        return CascadeUpdate(from: self, to: picker, filledLevels: Array(nodes.count..<completed.count))
    }

    /// The picker showing the canonical path string, such as `440000/440300`: see
    /// ``selecting(_:)``.
    ///
    /// - Throws: ``CascadePathParseError`` with the byte offset in `path`.
    public func selecting(path: String) throws(CascadePathParseError) -> CascadeUpdate {
        try selecting(try CascadePath(parsing: path))
    }
}
