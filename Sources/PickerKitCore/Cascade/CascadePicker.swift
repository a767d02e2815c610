/// The state of a cascading picker over a ``CascadeTree``: one column per level of the
/// selected branch, down to the picker's ``depth``, each listing the children of the row
/// selected in the column before.
///
/// A value type: choosing a row returns a new picker whose columns below the chosen one are
/// relinked. Below the chosen column, each level keeps the previously selected code when the
/// new parent has a child with that code, and otherwise selects the first child. The number
/// of columns follows the selected branch: a node without children ends the columns
/// (香港特别行政区 gives one column, 广东省 three), and so does the picker's depth (a
/// province–city picker over the China divisions has `depth` 2 and at most two columns).
///
/// ```swift
/// let tree = try CascadeTree.chinaDivisions()
/// var picker = try CascadePicker(tree: tree, selection: "440000/440300/440305")
/// picker.columns.map(\.selected.name)   // ["广东省", "深圳市", "南山区"]
/// picker = picker.selecting(row: 0, inColumn: 1)!
/// picker.selection.description          // "440000/440100/440103" (广州市, its first district)
///
/// let cities = try CascadePicker(tree: tree, depth: 2).selecting(exactlyNames: "上海/上海")
/// cities.selection.description          // "310000/310100"
/// ```
///
/// - Complexity: a picker stores one node number per column; rows are read from the tree.
public struct CascadePicker: Sendable {
    /// The data, shared by every picker made from it.
    public let tree: CascadeTree
    /// The number of levels the picker shows at most, from 1 to the tree's ``CascadeTree/depth``.
    public let depth: Int
    /// The selected node of each column, first level first; the last has no children or is at
    /// level ``depth``.
    ///
    /// While a sentinel row is selected, the branch it keeps to return to.
    public let selectedNodes: [Int]
    /// The sentinel rows of the first column and the one selected.
    package internal(set) var sentinelRows: SentinelRows

    /// Rows such as Any (不限) or Present in the first column, those before the value rows
    /// first (none by default; see ``addingSentinelRows(_:)``).
    public var sentinels: [SentinelRow] { sentinelRows.all }

    /// The selected sentinel row, or `nil` when the branch is selected.
    public var selectedSentinel: SentinelRow? { sentinelRows.selected }

    /// A picker over every level, with the first row selected in every column.
    public init(tree: CascadeTree) {
        self.init(
            tree: tree, selectedNodes: Self.relink(tree: tree, from: [], keeping: [], depth: tree.depth),
            depth: tree.depth)
    }

    /// A picker over the first `depth` levels (1: provinces; 2: provinces and cities), with
    /// the first row selected in every column.
    ///
    /// - Throws: ``PickerError/cascadeDepth(requested:available:levelNames:)`` when `depth` is below 1 or above the tree's ``CascadeTree/depth``.
    public init(tree: CascadeTree, depth: Int) throws(PickerError) {
        guard depth >= 1 && depth <= tree.depth else {
            throw .cascadeDepth(requested: depth, available: tree.depth, levelNames: tree.levelNames)
        }
        self.init(tree: tree, selectedNodes: Self.relink(tree: tree, from: [], keeping: [], depth: depth), depth: depth)
    }

    /// A picker over every level showing `path`, which must lead from the first level to a
    /// node without children.
    ///
    /// - Throws: ``ParseError`` of kind `unknownCode`, `incomplete` or `pastLeaf`
    ///   with the byte offset of the code in the path's canonical form.
    public init(tree: CascadeTree, path: CascadePath) throws(ParseError) {
        self = try CascadePicker(tree: tree).selecting(exactly: path)
    }

    /// A picker over every level showing the canonical selection string, such as
    /// `440000/440300/440305`.
    ///
    /// - Throws: ``ParseError`` with the byte offset in `selection`.
    public init(tree: CascadeTree, selection: String) throws(ParseError) {
        try self.init(tree: tree, path: try CascadePath(parsing: selection))
    }

    /// A picker showing `selectedNodes`, with `sentinels`' rows and none of them selected.
    init(tree: CascadeTree, selectedNodes: [Int], depth: Int, sentinels: SentinelRows = SentinelRows()) {
        self.tree = tree
        self.selectedNodes = selectedNodes
        self.depth = depth
        sentinelRows = sentinels
        sentinelRows.deselect()
    }

    /// This picker with `rows` in its first column.
    ///
    /// An Any (不限) row for a filter, a Present row, any caller-given row, each before or after
    /// the value rows as its ``SentinelRow/position`` says. The branch stays selected.
    ///
    /// ```swift
    /// let any = SentinelRow(value: "any", label: "不限", position: .first)
    /// let picker = try CascadePicker(tree: tree, depth: 1).addingSentinelRows([any]).selectingSentinel("any")
    /// picker?.selectedValue   // "any"
    /// ```
    public func addingSentinelRows(_ rows: [SentinelRow]) -> CascadePicker {
        CascadePicker(
            tree: tree, selectedNodes: selectedNodes, depth: depth, sentinels: SentinelRows(sentinels + rows))
    }

    /// The picker with the sentinel row of `value` selected (the columns below the first keep
    /// their branch, disabled); `nil` when no sentinel row has that value.
    public func selectingSentinel(_ value: String) -> CascadePicker? {
        var picker = self
        return picker.sentinelRows.select(value: value) ? picker : nil
    }

    /// The columns, first level first.
    package var columns: [CascadeColumn] {
        selectedNodes.indices.map(column(at:))
    }

    /// The column at `level`, which must be in `0..<selectedNodes.count`.
    package func column(at level: Int) -> CascadeColumn {
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

    /// The picker after choosing `row` in column `column`, with the columns below relinked.
    ///
    /// `nil` when the column or row does not exist. Rows are the column's value rows (its
    /// nodes, sentinel rows not counted); choosing one leaves a sentinel row.
    ///
    /// - Complexity: O(*d* · *k*) for *d* levels below and *k* siblings per level.
    public func selecting(row: Int, inColumn column: Int) -> CascadePicker? {
        guard column >= 0 && column < selectedNodes.count else { return nil }
        let nodes = tree.children(of: column == 0 ? nil : selectedNodes[column - 1])
        guard row >= 0 && row < nodes.count else { return nil }
        let chosen = Array(selectedNodes[..<column]) + [nodes.lowerBound + row]
        let previousCodes = selectedNodes.map(tree.code(of:))
        return CascadePicker(
            tree: tree, selectedNodes: Self.relink(tree: tree, from: chosen, keeping: previousCodes, depth: depth),
            depth: depth, sentinels: sentinelRows)
    }

    /// Extends `chosen` down to a node without children or to level `depth`: at each level
    /// the child whose code is `keeping[level]` when there is one, else the first child.
    static func relink(tree: CascadeTree, from chosen: [Int], keeping codes: [String], depth: Int) -> [Int] {
        var nodes = chosen
        while nodes.count < depth {
            let children = tree.children(of: nodes.last)
            guard !children.isEmpty else { return nodes }
            let level = nodes.count
            let kept = level < codes.count ? tree.child(of: nodes.last, code: codes[level]) : nil
            nodes.append(kept ?? children.lowerBound)
        }
        return nodes
    }

    /// The nodes `segments` name, level by level, from the first level down, at most `depth`.
    ///
    /// - Throws: ``ParseError`` of kind `pastLeaf` or `beyondDepth` (at the `/`
    ///   before the segment), `unknownCode`, `unknownName` or `ambiguousName` (at the
    ///   segment), with offsets in the text the segments came from.
    static func nodes(of segments: CascadePathSegments, in tree: CascadeTree, depth: Int) throws(ParseError)
        -> [Int]
    {
        var nodes: [Int] = []
        for (index, value) in segments.values.enumerated() {
            let offset = segments.offsets[index]
            let parent = nodes.last
            if let parent, tree.children(of: parent).isEmpty {
                throw ParseError(
                    kind: .pastLeaf, offset: offset - 1,
                    message: "\(tree.code(of: parent)) (\(tree.name(of: parent))) has no children")
            }
            if let parent, index >= depth {
                throw ParseError(
                    kind: .beyondDepth, offset: offset - 1,
                    message:
                        "the picker shows \(Self.levels(depth, of: tree)); the path goes on below \(tree.code(of: parent)) (\(tree.name(of: parent)))"
                )
            }
            switch segments.matching {
            case .code:
                guard let node = tree.child(of: parent, code: value) else {
                    let place =
                        parent.map { "a child of \(tree.code(of: $0)) (\(tree.name(of: $0)))" } ?? "a first-level code"
                    throw ParseError(kind: .unknownCode, offset: offset, message: "\(value) is not \(place)")
                }
                nodes.append(node)
            case .name:
                nodes.append(try node(named: value, at: offset, level: index, under: parent, in: tree, depth: depth))
            }
        }
        return nodes
    }

    /// The one child of `parent` that `name` names (see ``CascadeTree/children(of:named:)``).
    private static func node(
        named name: String, at offset: Int, level: Int, under parent: Int?, in tree: CascadeTree, depth: Int
    ) throws(ParseError) -> Int {
        let matches = tree.children(of: parent, named: name)
        if matches.count == 1 { return matches[0] }
        let kind = level < tree.levelNames.count ? QuotedInput.escaped(tree.levelNames[level]) : nil
        let under = parent.map { " of \(tree.code(of: $0)) (\(tree.name(of: $0)))" } ?? ""
        let rows = { (nodes: [Int]) in
            nodes.map { CascadeRow(node: $0, code: tree.code(of: $0), name: tree.name(of: $0)) }
        }
        let list = { (nodes: [Int]) in
            nodes.map { "\(tree.name(of: $0)) (\(tree.code(of: $0)))" }.joined(separator: ", ")
        }
        if matches.isEmpty {
            let place = kind.map { "no \($0)\(under)" } ?? (parent == nil ? "no first-level node" : "no child\(under)")
            let suggestions = tree.suggestions(for: name, among: parent)
            // A level skipped (上海/黄浦区 for 上海/上海市/黄浦区): name the nodes one level down,
            // when the picker shows that level.
            let below =
                level + 1 < depth
                ? tree.children(of: parent).flatMap { tree.children(of: $0, named: name) }.prefix(3) : []
            let skipped = below.map {
                "\(tree.name(of: tree.parent(of: $0)!))/\(tree.name(of: $0)) (\(tree.code(of: $0)))"
            }
            throw ParseError(
                kind: .unknownName, offset: offset,
                message: "\(place) is named \(QuotedInput.quoted(name))"
                    + (suggestions.isEmpty ? "" : "; did you mean \(list(suggestions))?")
                    + (skipped.isEmpty ? "" : "; one level down: \(skipped.joined(separator: ", "))"),
                candidates: rows(suggestions))
        }
        let place = parent == nil ? "\(matches.count) first-level nodes" : "\(matches.count) nodes\(under)"
        throw ParseError(
            kind: .ambiguousName, offset: offset,
            message:
                "\(QuotedInput.quoted(name)) names \(place): \(list(matches)); give the full name or the code path",
            candidates: rows(matches))
    }

    /// `2 levels (province, prefecture)` for messages.
    static func levels(_ depth: Int, of tree: CascadeTree) -> String {
        let names = tree.levelNames.prefix(depth).map(QuotedInput.escaped)
        return "\(depth) \(depth == 1 ? "level" : "levels")"
            + (names.count == depth ? " (" + names.joined(separator: ", ") + ")" : "")
    }
}
