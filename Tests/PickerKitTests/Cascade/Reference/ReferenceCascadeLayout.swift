@testable import PickerKitCore

// The cascade loader as it was before the byte-based rewrite (e87ac94), kept unchanged but for
// its names as the reference that `CascadeLoadingReferenceTests` compares the loader with.

/// What the old `CascadeTree` stored: its arrays, built the old way from a file or from nodes.
struct ReferenceCascadeLayout: Equatable {
    var codes: [String]
    var names: [String]
    var parents: [Int32]
    var firstChildren: [Int32]
    var childCounts: [Int32]
    var rootCount: Int
    var depth: Int
    var codeRule: CascadeCodeRule
    var levelNames: [String]

    /// The old `CascadeTree(json:maximumDepth:)`.
    init(json bytes: [UInt8], maximumDepth: Int = 8) throws(CascadeDataError) {
        let limit = min(max(maximumDepth, 1), CascadeTree.maximumDepthLimit)
        let document = try bytes.withUnsafeBufferPointer { buffer throws(CascadeDataError) in
            var parser = ReferenceDocumentParser(bytes: buffer, maximumDepth: limit)
            return try parser.parse()
        }
        try self.init(
            table: document.table, codeRule: document.codeRule, levelNames: document.levelNames, source: bytes)
    }

    /// The old `CascadeTree(roots:codeRule:levelNames:maximumDepth:)`.
    init(
        roots: [CascadeNode], codeRule: CascadeCodeRule = .prefix, levelNames: [String] = [], maximumDepth: Int = 8
    ) throws(CascadeDataError) {
        var table = ReferenceNodeTable()
        let limit = min(max(maximumDepth, 1), CascadeTree.maximumDepthLimit)
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
    init(table: ReferenceNodeTable, codeRule: CascadeCodeRule, levelNames: [String], source: [UInt8]?)
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
        if levelNames.count > self.depth {
            throw CascadeDataError(
                kind: .extraLevels, position: nil, nodePath: nil,
                message: "the levels name \(levelNames.count) levels but the tree has \(self.depth) "
                    + "level\(self.depth == 1 ? "" : "s")")
        }
    }

    /// The same arrays read back from a tree through its public API.
    init(_ tree: CascadeTree) {
        let nodes = 0..<tree.nodeCount
        codes = nodes.map(tree.code(of:))
        names = nodes.map(tree.name(of:))
        parents = nodes.map { Int32(tree.parent(of: $0) ?? -1) }
        firstChildren = nodes.map { Int32(tree.children(of: $0).lowerBound) }
        childCounts = nodes.map { Int32(tree.children(of: $0).count) }
        rootCount = tree.children(of: nil).count
        depth = tree.depth
        codeRule = tree.codeRule
        levelNames = tree.levelNames
    }
}
