/// Why hierarchical picker data was rejected, and where.
///
/// Syntax and schema errors carry the ``line`` and ``column`` in the file; errors about the tree carry
/// the ``nodePath`` (such as `nodes[3].children[0]`) and, when the data came from a file, the
/// position of the offending value too.
///
/// ```swift
/// do {
///     _ = try CascadeTree(json: Array(#"{"nodes": [{"code": "1", "name": ""}]}"#.utf8))
/// } catch {
///     error.kind          // .emptyName
///     error.nodePath      // "nodes[0]"
///     error.description   // "line 1, column 34: nodes[0]: node 1 has an empty name"
/// }
/// ```
public struct CascadeDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a machine-readable category.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The file ends inside a value.
        case unexpectedEnd = "unexpected-end"
        /// A byte that no JSON value, separator or literal starts with.
        case unexpectedCharacter = "unexpected-character"
        /// A backslash escape that JSON does not define, or a lone surrogate.
        case invalidEscape = "invalid-escape"
        /// Bytes that are not UTF-8.
        case invalidUTF8 = "invalid-utf8"
        /// A raw control character (U+0000 to U+001F) inside a string.
        case controlCharacter = "control-character"
        /// A number that breaks JSON's grammar or is out of range.
        case invalidNumber = "invalid-number"
        /// Something other than white space after the document.
        case trailingContent = "trailing-content"
        /// A value of the wrong JSON type for its key.
        case wrongType = "wrong-type"
        /// A required key is absent.
        case missingKey = "missing-key"
        /// A key the schema does not define.
        case unknownKey = "unknown-key"
        /// A key given twice in one object.
        case duplicateKey = "duplicate-key"
        /// The `format`, `version` or `codeRule` value is not one this library reads.
        case unsupportedFormat = "unsupported-format"
        /// The tree has no nodes.
        case noNodes = "no-nodes"
        /// A code is empty.
        case emptyCode = "empty-code"
        /// A code has a character other than ASCII letters, digits, `-`, `_` and `.`, or is too long.
        case invalidCode = "invalid-code"
        /// Two siblings share a code.
        case duplicateCode = "duplicate-code"
        /// A name is empty or only white space.
        case emptyName = "empty-name"
        /// A name has a control character (escaped in the JSON or not), such as ESC, a bidi
        /// control, an invisible format character (U+200B, U+00AD), a tag character or a
        /// noncharacter.
        case controlCharacterInName = "control-character-in-name"
        /// A name differs from a sibling's only in invisible characters (`上海`, `上\u{200C}海`).
        case lookalikeName = "lookalike-name"
        /// A child's code does not extend its parent's under the tree's ``CascadeCodeRule``.
        case codeDoesNotExtendParent = "code-does-not-extend-parent"
        /// Nodes nest deeper than the allowed depth.
        case tooDeep = "too-deep"
        /// The `levels` list names more levels than the tree has (or than any tree may have).
        case extraLevels = "extra-levels"
        /// The file (or the bundled resource) cannot be found or read.
        case unreadable

        /// The kind's name as used in JSON output, such as `"duplicate-code"`.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// Where in the file, or `nil` for trees built in code.
    package var position: CascadeSourcePosition?
    /// The line in the file, starting at 1, or `nil` for trees built in code.
    public var line: Int? { position?.line }
    /// The column in Unicode scalars from the start of ``line``, starting at 1, or `nil` for
    /// trees built in code.
    public var column: Int? { position?.column }
    /// The UTF-8 byte offset in the file, or `nil` for trees built in code.
    public var offset: Int? { position?.offset }
    /// The node the problem is about, as `nodes[i].children[j]...`, or `nil` for syntax errors.
    public var nodePath: String?
    /// A sentence a person understands, such as `node 110101 repeats the code of a sibling`.
    public var message: String

    /// Creates an error.
    package init(kind: Kind, position: CascadeSourcePosition?, nodePath: String?, message: String) {
        self.kind = kind
        self.position = position
        self.nodePath = nodePath
        self.message = message
    }

    /// The position, the node path and the message, such as `line 4, column 9: nodes[0]: ...`.
    public var description: String {
        var parts: [String] = []
        if let position { parts.append(position.description) }
        if let nodePath { parts.append(nodePath) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}
