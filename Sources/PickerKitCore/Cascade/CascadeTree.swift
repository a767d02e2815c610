/// Hierarchical picker data: nodes with a stable code, a display name and children, stored
/// once in flat arrays and shared by every ``CascadePicker`` over it.
///
/// Nodes are numbered breadth-first, so each node's children are one contiguous range of
/// node numbers; columns are ranges into these arrays, never copies. Codes and names are kept
/// as UTF-8 in one buffer and become `String`s when asked for.
///
/// ```swift
/// let tree = try CascadeTree(
///     roots: [CascadeNode(code: "44", name: "广东省", children: [CascadeNode(code: "4403", name: "深圳市")])],
///     codeRule: .prefix)
/// tree.children(of: nil)      // 0..<1
/// tree.code(of: 1)            // "4403"
/// ```
///
/// Immutable after it is made, so it is `Sendable`.
public final class CascadeTree: Sendable {
    /// How codes relate to their parent's; checked when the tree was made.
    public let codeRule: CascadeCodeRule
    /// Names of the levels from the data (such as `province`), possibly fewer than ``depth``.
    public let levelNames: [String]
    /// The number of levels of the deepest branch.
    public let depth: Int
    /// The UTF-8 of every code and name, one after another.
    private let text: [UInt8]
    /// Each node's strings and family, by node number.
    private let slots: [Slot]
    private let rootCount: Int

    /// Where one node's code and name are in the tree's text, and its parent and children by
    /// node number.
    struct Slot {
        var codeStart: Int
        var nameStart: Int
        var nameCount: Int
        /// At most ``CascadeNodeTable/maximumCodeLength``.
        var codeCount: Int32
        /// `-1` on the first level.
        var parent: Int32
        var firstChild: Int32
        var childCount: Int32
    }

    /// The deepest nesting any tree may have.
    public static let maximumDepthLimit = 32

    /// Builds a tree from nodes made in code, validating it like a file.
    ///
    /// - Throws: ``CascadeDataError`` (without a position) for an empty tree, empty or invalid
    ///   codes, empty names, duplicate sibling codes, codes that break `codeRule`, or nesting
    ///   deeper than `maximumDepth` (at most ``maximumDepthLimit``).
    /// - Complexity: O(*n*) for *n* nodes.
    public convenience init(
        roots: [CascadeNode], codeRule: CascadeCodeRule = .prefix, levelNames: [String] = [], maximumDepth: Int = 8
    ) throws(CascadeDataError) {
        var table = CascadeNodeTable()
        let limit = min(max(maximumDepth, 1), Self.maximumDepthLimit)
        var stack: [(node: CascadeNode, siblingIndex: Int, level: Int)] = roots.enumerated().reversed()
            .map { ($0.element, $0.offset, 1) }
        // The sibling index of the node taken and of each of its ancestors, by level - 1.
        var siblingPath = [Int](repeating: 0, count: Self.maximumDepthLimit + 1)
        while let (node, siblingIndex, level) = stack.popLast() {
            siblingPath[level - 1] = siblingIndex
            if level > limit {
                throw CascadeDataError(
                    kind: .tooDeep, position: nil, nodePath: CascadeNodeTable.indexPath(siblingPath[0..<level]),
                    message: "node \(node.code) is at level \(level), deeper than the limit of \(limit)")
            }
            table.append(code: node.code, name: node.name, level: level)
            for (offset, child) in node.children.enumerated().reversed() {
                stack.append((child, offset, level + 1))
            }
        }
        try self.init(table: table, codeRule: codeRule, levelNames: levelNames, source: nil)
    }

    /// Validates a depth-first table and lays it out breadth-first.
    init(table: CascadeNodeTable, codeRule: CascadeCodeRule, levelNames: [String], source: [UInt8]?)
        throws(CascadeDataError)
    {
        let layout = try table.layOut(rule: codeRule, source: source)
        self.text = layout.text
        self.slots = layout.slots
        self.rootCount = layout.rootCount
        self.depth = layout.depth
        self.codeRule = codeRule
        self.levelNames = levelNames
        try Self.checkLevelNames(levelNames, depth: layout.depth)
    }

    /// Refuses a list of level names longer than the tree is deep: the names of levels no
    /// node has would be shown (a title, a header) for nothing.
    static func checkLevelNames(_ levelNames: [String], depth: Int) throws(CascadeDataError) {
        guard levelNames.count > depth else { return }
        throw CascadeDataError(
            kind: .extraLevels, position: nil, nodePath: nil,
            message: "the levels name \(levelNames.count) levels but the tree has \(depth) "
                + "level\(depth == 1 ? "" : "s")")
    }

    /// The number of nodes.
    public var nodeCount: Int { slots.count }

    /// The code of node `node`.
    public func code(of node: Int) -> String {
        let slot = slots[node]
        return string(at: slot.codeStart, count: Int(slot.codeCount))
    }

    /// The display name of node `node`.
    public func name(of node: Int) -> String {
        let slot = slots[node]
        return string(at: slot.nameStart, count: slot.nameCount)
    }

    /// The `String` of `count` bytes of ``text`` from `start` (valid UTF-8, checked at load).
    private func string(at start: Int, count: Int) -> String {
        text.withUnsafeBufferPointer { text in
            CascadeNodeTable.string(UnsafeBufferPointer(rebasing: text[start..<(start + count)]))
        }
    }

    /// The parent of node `node`, or `nil` on the first level.
    public func parent(of node: Int) -> Int? {
        let parent = slots[node].parent
        return parent < 0 ? nil : Int(parent)
    }

    /// The node numbers of the children of `node`, or of the first level for `nil`.
    public func children(of node: Int?) -> Range<Int> {
        guard let node else { return 0..<rootCount }
        let slot = slots[node]
        let first = Int(slot.firstChild)
        return first..<(first + Int(slot.childCount))
    }

    /// The child of `node` (or first-level node for `nil`) whose code is `code`.
    ///
    /// - Complexity: O(*k*) for *k* siblings.
    public func child(of node: Int?, code: String) -> Int? {
        let siblings = children(of: node)
        var probe = code
        return probe.withUTF8 { probe in
            // Every code in a tree is ASCII, and an ASCII string equals one exactly when their
            // bytes are equal; any other `code` is compared as a String, whose equality
            // (canonical equivalence) can still match.
            guard probe.allSatisfy({ $0 < 0x80 }) else { return siblings.first { self.code(of: $0) == code } }
            return text.withUnsafeBufferPointer { text in
                siblings.first { sibling in
                    let slot = slots[sibling]
                    return Int(slot.codeCount) == probe.count
                        && text[slot.codeStart..<(slot.codeStart + probe.count)].elementsEqual(probe)
                }
            }
        }
    }

    /// Whether node `node`'s name is `name` as `String` equality has it (canonical
    /// equivalence), `name` being given as its UTF-8 bytes too.
    ///
    /// Equal bytes are equal names. Otherwise bytes decide when both names are made only of
    /// scalars that normalization neither changes nor joins (``isNormalizationStable(_:)``), as
    /// most region names are; any other pair is compared as Strings. No String is made on the
    /// fast path: a name lookup is a byte scan of the siblings.
    func nameIs(_ name: String, utf8 probe: UnsafeBufferPointer<UInt8>, probeIsStable: Bool, of node: Int) -> Bool {
        let slot = slots[node]
        let decided: Bool? = text.withUnsafeBufferPointer { text in
            let bytes = UnsafeBufferPointer(rebasing: text[slot.nameStart..<(slot.nameStart + slot.nameCount)])
            if bytes.count == probe.count && bytes.elementsEqual(probe) { return true }
            return probeIsStable && Self.isNormalizationStable(bytes) ? false : nil
        }
        return decided ?? (self.name(of: node) == name)
    }

    /// Whether valid UTF-8 `bytes` hold only ASCII and the CJK ideographs U+3400–U+9FFF.
    ///
    /// Those scalars have no canonical decomposition and combining class 0, and compose with
    /// nothing: two such strings are canonically equivalent exactly when their bytes are equal.
    static func isNormalizationStable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if (0xE4...0xE9).contains(lead)
                || (lead == 0xE3 && index + 1 < bytes.count && bytes[index + 1] >= 0x90)
            {
                index += 3  // U+3400 is E3 90 80, U+9FFF is E9 BF BF
            } else {
                return false
            }
        }
        return true
    }

    /// The nodes from the first level down to `node`.
    public func ancestry(of node: Int) -> [Int] {
        var path = [node]
        while let parent = parent(of: path[path.count - 1]) { path.append(parent) }
        return path.reversed()
    }

    /// The canonical path of `node`, such as `440000/440300/440305`.
    public func path(of node: Int) -> CascadePath {
        CascadePath(codes: ancestry(of: node).map(code(of:)))
    }
}
