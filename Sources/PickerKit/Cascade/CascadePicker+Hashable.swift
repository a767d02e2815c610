extension CascadePicker: Hashable {
    /// Pickers are equal when they share the tree (identity) and select the same nodes.
    public static func == (lhs: CascadePicker, rhs: CascadePicker) -> Bool {
        lhs.tree === rhs.tree && lhs.selectedNodes == rhs.selectedNodes
    }

    /// Hashes the tree's identity and the selected nodes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(selectedNodes)
    }
}
