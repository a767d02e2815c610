extension CascadeColumn: Hashable {
    /// Columns are equal when they come from the same tree (identity) and show the same rows
    /// with the same selection.
    public static func == (lhs: CascadeColumn, rhs: CascadeColumn) -> Bool {
        lhs.tree === rhs.tree && lhs.level == rhs.level && lhs.nodes == rhs.nodes && lhs.selectedRow == rhs.selectedRow
    }

    /// Hashes the tree's identity, the rows and the selection.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(level)
        hasher.combine(nodes.lowerBound)
        hasher.combine(nodes.upperBound)
        hasher.combine(selectedRow)
    }
}
