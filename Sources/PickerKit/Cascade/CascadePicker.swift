/// The state of a cascading picker over a ``CascadeTree``: one column per level of the
/// selected branch, each listing the children of the row selected in the column before.
///
/// A value type: choosing a row returns a new picker whose columns below the chosen one are
/// relinked. Below the chosen column, each level keeps the previously selected code when the
/// new parent has a child with that code, and otherwise selects the first child. The number
/// of columns follows the selected branch: a node without children ends the columns
/// (香港特别行政区 gives one column, 广东省 three).
///
/// ```swift
/// let tree = try CascadeTree.chinaDivisions()
/// var picker = try CascadePicker(tree: tree, selection: "440000/440300/440305")
/// picker.columns.map(\.selected.name)   // ["广东省", "深圳市", "南山区"]
/// picker = picker.selecting(row: 0, inColumn: 1)!
/// picker.selection.description          // "440000/440100/440103" (广州市, its first district)
/// ```
///
/// - Complexity: a picker stores one node number per column; rows are read from the tree.
public struct CascadePicker: Sendable {
    /// The data, shared by every picker made from it.
    public let tree: CascadeTree
    /// The selected node of each column, first level first; the last has no children.
    public let selectedNodes: [Int]

    /// A picker with the first row selected in every column.
    public init(tree: CascadeTree) {
        self.init(tree: tree, selectedNodes: Self.relink(tree: tree, from: [], keeping: []))
    }

    /// A picker showing `path`, which must lead from the first level to a node without children.
    ///
    /// - Throws: ``CascadePathParseError`` of kind `unknownCode`, `incomplete` or `pastLeaf`
    ///   with the byte offset of the code in the path's canonical form.
    public init(tree: CascadeTree, path: CascadePath) throws(CascadePathParseError) {
        let nodes = try Self.nodes(of: path, in: tree)
        if let last = nodes.last, !tree.children(of: last).isEmpty {
            throw CascadePathParseError(
                kind: .incomplete, offset: path.description.utf8.count,
                message:
                    "\(tree.code(of: last)) (\(tree.name(of: last))) has children; the path must go on to one of them")
        }
        guard !nodes.isEmpty else {
            throw CascadePathParseError(kind: .empty, offset: 0, message: "the path is empty")
        }
        self.init(tree: tree, selectedNodes: nodes)
    }

    /// A picker showing the canonical selection string, such as `440000/440300/440305`.
    ///
    /// - Throws: ``CascadePathParseError`` with the byte offset in `selection`.
    public init(tree: CascadeTree, selection: String) throws(CascadePathParseError) {
        try self.init(tree: tree, path: try CascadePath(parsing: selection))
    }

    init(tree: CascadeTree, selectedNodes: [Int]) {
        self.tree = tree
        self.selectedNodes = selectedNodes
    }

    /// The columns, first level first.
    public var columns: [CascadeColumn] {
        selectedNodes.indices.map(column(at:))
    }

    /// The column at `level`, which must be in `0..<selectedNodes.count`.
    public func column(at level: Int) -> CascadeColumn {
        let parent = level == 0 ? nil : selectedNodes[level - 1]
        let nodes = tree.children(of: parent)
        return CascadeColumn(
            tree: tree, level: level, parent: parent, nodes: nodes, selectedRow: selectedNodes[level] - nodes.lowerBound
        )
    }

    /// The selection as codes; its description is the canonical string.
    public var selection: CascadePath {
        CascadePath(codes: selectedNodes.map(tree.code(of:)))
    }

    /// The picker after choosing `row` in column `column`, with the columns below relinked;
    /// `nil` when the column or row does not exist.
    ///
    /// - Complexity: O(*d* · *k*) for *d* levels below and *k* siblings per level.
    public func selecting(row: Int, inColumn column: Int) -> CascadePicker? {
        guard column >= 0 && column < selectedNodes.count else { return nil }
        let nodes = tree.children(of: column == 0 ? nil : selectedNodes[column - 1])
        guard row >= 0 && row < nodes.count else { return nil }
        let chosen = Array(selectedNodes[..<column]) + [nodes.lowerBound + row]
        let previousCodes = selectedNodes.map(tree.code(of:))
        return CascadePicker(tree: tree, selectedNodes: Self.relink(tree: tree, from: chosen, keeping: previousCodes))
    }

    /// Extends `chosen` down to a node without children: at each level the child whose code is
    /// `keeping[level]` when there is one, else the first child.
    static func relink(tree: CascadeTree, from chosen: [Int], keeping codes: [String]) -> [Int] {
        var nodes = chosen
        while true {
            let children = tree.children(of: nodes.last)
            guard !children.isEmpty else { return nodes }
            let level = nodes.count
            let kept = level < codes.count ? tree.child(of: nodes.last, code: codes[level]) : nil
            nodes.append(kept ?? children.lowerBound)
        }
    }

    /// The nodes `path` names, level by level, from the first level down.
    ///
    /// - Throws: ``CascadePathParseError`` of kind `unknownCode` or `pastLeaf` at the byte
    ///   offset of the code in the path's canonical form.
    static func nodes(of path: CascadePath, in tree: CascadeTree) throws(CascadePathParseError) -> [Int] {
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
        return nodes
    }
}
