/// One node of hierarchical picker data, as built in code: a code, a name and children.
///
/// Used to make a ``CascadeTree`` without a file; the tree stores nodes in flat arrays.
public struct CascadeNode: Hashable, Sendable {
    /// The stable value the picker reports, such as `"440305"`.
    public var code: String
    /// What the row shows, such as `"南山区"`.
    public var name: String
    /// The nodes one level down, in display order.
    public var children: [CascadeNode]

    /// Creates a node.
    public init(code: String, name: String, children: [CascadeNode] = []) {
        self.code = code
        self.name = name
        self.children = children
    }
}
