/// Hierarchical picker data: nodes with a stable code, a display name and children, stored
/// once in flat arrays and shared by every ``CascadePicker`` over it.
///
/// Nodes are numbered breadth-first, so each node's children are one contiguous range of
/// node numbers; columns are ranges into these arrays, never copies.
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
    private let codes: [String]
    private let names: [String]
    private let parents: [Int32]
    private let firstChildren: [Int32]
    private let childCounts: [Int32]
    private let rootCount: Int

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
        var stack: [(node: CascadeNode, parent: Int, siblingIndex: Int, level: Int)] = roots.enumerated().reversed()
            .map { ($0.element, -1, $0.offset, 1) }
        while let (node, parent, siblingIndex, level) = stack.popLast() {
            let index = table.codes.count
            table.append(code: node.code, name: node.name, parent: parent, siblingIndex: siblingIndex)
            if level > limit {
                throw CascadeDataError(
                    kind: .tooDeep, position: nil, nodePath: table.indexPath(of: index),
                    message: "node \(node.code) is at level \(level), deeper than the limit of \(limit)")
            }
            for (offset, child) in node.children.enumerated().reversed() {
                stack.append((child, index, offset, level + 1))
            }
        }
        try self.init(table: table, codeRule: codeRule, levelNames: levelNames, source: nil)
    }

    /// Validates a depth-first table and lays it out breadth-first.
    init(table: CascadeNodeTable, codeRule: CascadeCodeRule, levelNames: [String], source: [UInt8]?)
        throws(CascadeDataError)
    {
        let children = table.childIndex()
        try table.validate(rule: codeRule, source: source, children: children)
        let count = table.codes.count
        var order = Array(children.list[children.group(-1)])
        order.reserveCapacity(count)
        var newIndex = [Int32](repeating: 0, count: count)
        var firstChildren = [Int32](repeating: 0, count: count)
        var childCounts = [Int32](repeating: 0, count: count)
        var cursor = 0
        // Breadth-first: the nodes of one level end where the next level's first child was.
        var depth = order.isEmpty ? 0 : 1
        var levelEnd = order.count
        children.list.withUnsafeBufferPointer { list in
            while cursor < order.count {
                if cursor == levelEnd {
                    depth += 1
                    levelEnd = order.count
                }
                let old = Int(order[cursor])
                newIndex[old] = Int32(cursor)
                firstChildren[cursor] = Int32(order.count)
                let below = children.group(old)
                childCounts[cursor] = Int32(below.count)
                for position in below {
                    order.append(list[position])
                }
                cursor += 1
            }
        }
        self.codes = order.map { table.codes[Int($0)] }
        self.names = order.map { table.names[Int($0)] }
        self.parents = order.map { old in
            let parent = table.parents[Int(old)]
            return parent < 0 ? -1 : newIndex[Int(parent)]
        }
        self.firstChildren = firstChildren
        self.childCounts = childCounts
        self.rootCount = children.group(-1).count
        self.depth = max(depth, 1)
        self.codeRule = codeRule
        self.levelNames = levelNames
    }

    /// The number of nodes.
    public var nodeCount: Int { codes.count }

    /// The code of node `node`.
    public func code(of node: Int) -> String { codes[node] }

    /// The display name of node `node`.
    public func name(of node: Int) -> String { names[node] }

    /// The parent of node `node`, or `nil` on the first level.
    public func parent(of node: Int) -> Int? {
        let parent = parents[node]
        return parent < 0 ? nil : Int(parent)
    }

    /// The node numbers of the children of `node`, or of the first level for `nil`.
    public func children(of node: Int?) -> Range<Int> {
        guard let node else { return 0..<rootCount }
        let first = Int(firstChildren[node])
        return first..<(first + Int(childCounts[node]))
    }

    /// The child of `node` (or first-level node for `nil`) whose code is `code`.
    ///
    /// - Complexity: O(*k*) for *k* siblings.
    public func child(of node: Int?, code: String) -> Int? {
        children(of: node).first { codes[$0] == code }
    }

    /// The nodes from the first level down to `node`.
    public func ancestry(of node: Int) -> [Int] {
        var path = [node]
        while let parent = parent(of: path[path.count - 1]) { path.append(parent) }
        return path.reversed()
    }

    /// The canonical path of `node`, such as `440000/440300/440305`.
    public func path(of node: Int) -> CascadePath {
        CascadePath(codes: ancestry(of: node).map { codes[$0] })
    }
}
