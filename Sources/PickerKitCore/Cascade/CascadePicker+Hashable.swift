extension CascadePicker: Hashable {
    /// Pickers are equal when they share the tree (identity), show the same depth, rows and
    /// sentinel rows, and select the same nodes and sentinel.
    public static func == (lhs: CascadePicker, rhs: CascadePicker) -> Bool {
        lhs.tree === rhs.tree && lhs.depth == rhs.depth && lhs.selectedNodes == rhs.selectedNodes
            && lhs.sentinelRows == rhs.sentinelRows
    }

    /// Hashes the tree's identity, the depth and the selected nodes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(depth)
        hasher.combine(selectedNodes)
        hasher.combine(selectedSentinel)
    }
}
