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
        var nodes: [Int] = []
        let offsets = path.offsets
        for (index, code) in path.codes.enumerated() {
            let parent = nodes.last
            if let parent, tree.children(of: parent).isEmpty {
                throw CascadePathParseError(
                    kind: .pastLeaf, offset: offsets[index] - 1,
                    message: "\(tree.code(of: parent)) (\(tree.name(of: parent))) has no children")
            }
            guard let node = tree.child(of: parent, code: code) else {
                let place =
                    parent.map { "a child of \(tree.code(of: $0)) (\(tree.name(of: $0)))" } ?? "a first-level code"
                throw CascadePathParseError(
                    kind: .unknownCode, offset: offsets[index], message: "\(code) is not \(place)")
            }
            nodes.append(node)
        }
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
