/// One column of a cascade picker as it stands: the children of the node selected in the
/// column before (or the first level), and the selected row.
///
/// - Complexity: every member is O(1) except ``rowIndex(ofCode:)``; rows are read from the
///   shared tree on demand, never copied.
package struct CascadeColumn: Sendable {
    /// The tree the rows come from.
    public let tree: CascadeTree
    /// The column's level, 0 for the first.
    public let level: Int
    /// The node whose children the column lists, or `nil` for the first level.
    public let parent: Int?
    /// The node numbers of the rows.
    public let nodes: Range<Int>
    /// The selected row.
    public let selectedRow: Int

    /// The number of rows.
    public var rowCount: Int { nodes.count }

    /// The level's name from the data, such as `"province"`, or `nil` when the data names none.
    public var levelName: String? { level < tree.levelNames.count ? tree.levelNames[level] : nil }

    /// Row `index`, or `nil` outside `0..<rowCount`.
    public func row(at index: Int) -> CascadeRow? {
        guard index >= 0 && index < nodes.count else { return nil }
        let node = nodes.lowerBound + index
        return CascadeRow(node: node, code: tree.code(of: node), name: tree.name(of: node))
    }

    /// The selected row's contents.
    public var selected: CascadeRow { row(at: selectedRow)! }

    /// The row whose code is `code`, or `nil`.
    ///
    /// - Complexity: O(*k*) for *k* rows.
    public func rowIndex(ofCode code: String) -> Int? {
        tree.child(of: parent, code: code).map { $0 - nodes.lowerBound }
    }
}
