/// Why a string is not a selection of a cascade picker, and where: a kind, a UTF-8 byte
/// offset and a message, like ``SelectionParseError``.
///
/// ```swift
/// let tree = try CascadeTree.chinaDivisions()
/// do {
///     _ = try CascadePicker(tree: tree, selection: "440000/449900/440305")
/// } catch {
///     error.kind      // .unknownCode
///     error.offset    // 7
///     error.message   // "449900 is not a child of 440000 (广东省)"
/// }
/// ```
///
/// The offset is always within `0...input.utf8.count`.
public struct CascadePathParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a machine-readable category.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The input is empty.
        case empty
        /// The input is longer than any path can be.
        case tooLong = "too-long"
        /// Two slashes in a row, or a slash at the start or end.
        case emptySegment = "empty-segment"
        /// A byte that no code contains (codes are ASCII letters, digits, `-`, `_`, `.`).
        case unexpectedCharacter = "unexpected-character"
        /// A code that is not among the children of the code before it (or the first level).
        case unknownCode = "unknown-code"
        /// The path stops at a node that has children.
        case incomplete
        /// The path goes on after a node without children.
        case pastLeaf = "past-leaf"
        /// The path goes on below the last level the picker shows (its ``CascadePicker/depth``).
        case beyondDepth = "beyond-depth"
        /// A name (in a name path) that no node in its place has, exactly or as a short name;
        /// ``CascadePathParseError/candidates`` holds the nearest names, if any.
        case unknownName = "unknown-name"
        /// A name (in a name path) that two or more nodes in its place have;
        /// ``CascadePathParseError/candidates`` lists them.
        case ambiguousName = "ambiguous-name"

        /// The kind's name as used in JSON, such as `"unknown-code"`.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset in the input where the problem is.
    public var offset: Int
    /// A sentence a person understands.
    public var message: String
    /// The nodes an `ambiguousName` could mean, or the nearest names for an `unknownName`
    /// (suggestions, possibly none); empty for every other kind.
    public var candidates: [CascadeRow]

    /// Creates an error.
    public init(kind: Kind, offset: Int, message: String, candidates: [CascadeRow] = []) {
        self.kind = kind
        self.offset = offset
        self.message = message
        self.candidates = candidates
    }

    /// The message followed by the offset, such as `... (offset 7)`.
    public var description: String { "\(message) (offset \(offset))" }
}
