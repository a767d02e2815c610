/// One row of a cascade column: a node's code and display name.
package struct CascadeRow: Hashable, Sendable {
    /// The node's number in its ``CascadeTree``.
    public let node: Int
    /// The stable value, such as `"440305"`.
    public let code: String
    /// What the row shows, such as `"南山区"`.
    public let name: String
}
