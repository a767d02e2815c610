/// Why a cascade picker cannot show the number of levels asked for: fewer than one, or more
/// than the data has.
///
/// ```swift
/// let tree = try CascadeTree.chinaDivisions()
/// do {
///     _ = try CascadePicker(tree: tree, depth: 4)
/// } catch {
///     error.description   // "depth 4 is beyond the data: it has 3 levels (province, prefecture, county); choose 1 to 3"
/// }
/// ```
public struct CascadeDepthError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The depth asked for.
    public var requested: Int
    /// The number of levels of the data's deepest branch (``CascadeTree/depth``).
    public var available: Int
    /// The data's level names, for the message.
    public var levelNames: [String]

    /// Creates an error.
    public init(requested: Int, available: Int, levelNames: [String] = []) {
        self.requested = requested
        self.available = available
        self.levelNames = levelNames
    }

    /// A sentence naming the depth asked for and the range the data allows.
    public var description: String {
        let names =
            levelNames.isEmpty
            ? "" : " (" + levelNames.prefix(available).map(QuotedInput.escaped).joined(separator: ", ") + ")"
        let levels = "\(available) \(available == 1 ? "level" : "levels")\(names)"
        let choice = available == 1 ? "the only depth is 1" : "choose 1 to \(available)"
        if requested < 1 {
            return
                "depth \(requested) is not a number of levels: it must be at least 1 (the data has \(levels); \(choice))"
        }
        return "depth \(requested) is beyond the data: it has \(levels); \(choice)"
    }
}
