/// Nodes in document (depth-first) order as read from a file or flattened from ``CascadeNode``
/// values, before validation: each node's level and where its code and name are; positions
/// are byte offsets into the source (or `-1` without one).
///
/// No `String` is made while a tree loads: codes and names stay UTF-8, in the source's own
/// bytes or in ``decoded``, ``layOut(rule:source:)`` checks them as bytes and copies them into
/// the one buffer the ``CascadeTree`` keeps.
struct CascadeNodeTable {
    /// The UTF-8 of the strings that are not bytes of the source: strings with escapes (decoded)
    /// and every string of nodes made in code.
    ///
    /// A node's `codeStart` or `nameStart` below the source's byte count is an offset into the
    /// source; one at or above it is that count plus an offset here.
    var decoded: [UInt8] = []
    /// The nodes in document order.
    var nodes: [Node] = []
    /// The bytes of all codes and names together.
    var textCount = 0
    /// How many nodes each level holds; index 1 is the first level.
    var levelCounts = [Int](repeating: 0, count: PerLevel<Int>.count)

    /// One value for each level from 0 to ``CascadeTree/maximumDepthLimit`` + 1, stored inline.
    typealias PerLevel<Value> = InlineArray<34, Value>

    /// One node: where its strings are and what was already checked of them.
    struct Node {
        var codeStart = 0
        var codeCount = 0
        var nameStart = 0
        var nameCount = 0
        /// The offset of the code's opening quote in the source, or `-1`.
        var codeOffset = -1
        /// The offset of the name's opening quote in the source, or `-1`.
        var nameOffset = -1
        /// The level, 1 for the first.
        var level: UInt8
        /// What the bytes of the code and name are known to be (``Checked``).
        var checked: UInt8 = 0
    }

    /// Bits of ``Node/checked``.
    enum Checked {
        /// The code is 1 to ``maximumCodeLength`` code bytes (``isCodeByte(_:)``).
        static let validCode: UInt8 = 1
        /// The name was scanned (``scan(_:)``); the next two bits hold the result.
        static let scannedName: UInt8 = 2
        static let visibleName: UInt8 = 4
        static let suspectName: UInt8 = 8

        /// The bits for a code of `count` bytes whose ``byteClasses`` together are `classes`.
        static func code(count: Int, classes: UInt8) -> UInt8 {
            (1...maximumCodeLength).contains(count) && classes & ByteClass.nonCode == 0 ? validCode : 0
        }

        /// The bits for a name whose ``byteClasses`` together are `classes`.
        static func name(classes: UInt8) -> UInt8 {
            scannedName | (classes & ByteClass.visibleLead != 0 ? visibleName : 0)
                | (classes & ByteClass.suspect != 0 ? suspectName : 0)
        }
    }

    /// Bits of ``byteClasses``: what one byte of a string says about the string.
    enum ByteClass {
        /// `"`, `\` or a control byte: the end of a string's plain run (``JSONByteReader``).
        static let stop: UInt8 = 1
        /// 0x80 or above: the string needs a UTF-8 check.
        static let nonASCII: UInt8 = 2
        /// Below 0x20, 0x7F, or one of the ``suspectLeadBytes`` (``scan(_:)``).
        static let suspect: UInt8 = 4
        /// A byte ``isCertainlyVisible(leadByte:)`` accepts.
        static let visibleLead: UInt8 = 8
        /// Not a code byte (``isCodeByte(_:)``).
        static let nonCode: UInt8 = 16
    }

    /// The ``ByteClass`` bits of each byte value, so one lookup per byte, while a string is
    /// read, finds where it ends and what the code and name checks need.
    static let byteClasses: [UInt8] = {
        var classes = [UInt8](repeating: 0, count: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            var bits: UInt8 = 0
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { bits |= ByteClass.stop }
            if byte >= 0x80 { bits |= ByteClass.nonASCII }
            if byte < 0x20 || byte == 0x7F || suspectLeadBytes.contains(byte) { bits |= ByteClass.suspect }
            if isCertainlyVisible(leadByte: byte) { bits |= ByteClass.visibleLead }
            if !isCodeByte(byte) { bits |= ByteClass.nonCode }
            classes[value] = bits
        }
        return classes
    }()

    /// The UTF-8 lead bytes of every block that holds a control, a format character (Cf), a
    /// default-ignorable code point or a noncharacter: 0xC2 (U+0080–U+00BF: C1, U+00AD), 0xCD
    /// (U+034F), 0xD8, 0xDB and 0xDC (U+061C, U+0600–U+0605, U+06DD, U+070F), 0xE0–0xE3
    /// (U+0890, U+115F, U+180E, U+200B–U+206F, U+3164), 0xEF (U+FDD0–U+FDEF, U+FE00–U+FE0F,
    /// U+FEFF, U+FFA0, U+FFF0–U+FFFF) and every four-byte lead (tag characters, the planes'
    /// last two code points).
    static let suspectLeadBytes: Set<UInt8> = [
        0xC2, 0xCD, 0xD8, 0xDB, 0xDC, 0xE0, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0, 0xF1, 0xF2, 0xF3, 0xF4,
    ]

    /// The ``byteClasses`` of every byte of `utf8`, together.
    static func classes(of utf8: UnsafeBufferPointer<UInt8>) -> UInt8 {
        byteClasses.withUnsafeBufferPointer { table in
            var found: UInt8 = 0
            for byte in utf8 { found |= table[Int(byte)] }
            return found
        }
    }

    /// The longest code accepted, in bytes.
    static let maximumCodeLength = 64

    /// Starts a node at `level` and returns its index; its strings follow with ``setNode(_:at:)``.
    @inline(__always)
    mutating func beginNode(level: Int) -> Int {
        nodes.append(Node(level: UInt8(level)))
        levelCounts[level] += 1
        return nodes.count - 1
    }

    /// Fills in node `index`, begun with ``beginNode(level:)``, once its strings are read.
    @inline(__always)
    mutating func setNode(_ node: Node, at index: Int) {
        nodes[index] = node
        textCount += node.codeCount + node.nameCount
    }

    /// Appends a node made in code (a table without a source: its strings go to ``decoded``).
    mutating func append(code: String, name: String, level: Int) {
        let index = beginNode(level: level)
        var node = Node(level: UInt8(level))
        node.codeStart = decoded.count
        decoded.append(contentsOf: code.utf8)
        node.codeCount = decoded.count - node.codeStart
        node.nameStart = decoded.count
        decoded.append(contentsOf: name.utf8)
        node.nameCount = decoded.count - node.nameStart
        decoded.withUnsafeBufferPointer { decoded in
            let code = UnsafeBufferPointer(rebasing: decoded[node.codeStart..<node.nameStart])
            let name = UnsafeBufferPointer(rebasing: decoded[node.nameStart...])
            node.checked =
                Checked.code(count: code.count, classes: Self.classes(of: code))
                | Checked.name(classes: Self.classes(of: name))
        }
        setNode(node, at: index)
    }

    /// `nodes[i].children[j]...` for the sibling indices of a node and its ancestors.
    static func indexPath(_ siblingIndices: ArraySlice<Int>) -> String {
        var path = "nodes"
        for (level, step) in siblingIndices.enumerated() {
            path += level == 0 ? "[\(step)]" : ".children[\(step)]"
        }
        return path
    }

    /// Sibling groups up to this size are searched for duplicates pair by pair.
    static let pairwiseGroupLimit = 24

    /// A code's bytes, hashed and compared as bytes (valid only while ``text`` is borrowed).
    struct CodeBytes: Hashable {
        let bytes: UnsafeBufferPointer<UInt8>

        static func == (lhs: CodeBytes, rhs: CodeBytes) -> Bool {
            lhs.bytes.count == rhs.bytes.count && lhs.bytes.elementsEqual(rhs.bytes)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }

    /// The nodes laid out breadth-first, once every check passed.
    struct Layout {
        /// Every code and name, in document order; ``slots`` point into it.
        var text: [UInt8]
        var slots: [CascadeTree.Slot]
        var rootCount: Int
        var depth: Int
    }

    /// Checks codes, names, sibling uniqueness and the code rule in document order, throwing
    /// the first problem, and lays the nodes out breadth-first (so each node's children are
    /// one range of node numbers).
    ///
    /// One pass in document order: a node's breadth-first number is where its level starts
    /// plus the nodes of that level before it in the document (both orders sort a level by
    /// path), its parent is the last node seen one level up, and its earlier siblings are the
    /// codes kept for its level since that parent.
    ///
    /// Sibling codes are compared as bytes: codes that pass are ASCII, and two ASCII strings
    /// are equal exactly when their bytes are; a pair that differs only as bytes has a
    /// non-ASCII code, whose own `invalidCode` comes first in document order.
    ///
    /// - Parameter source: the file's bytes: the strings without escapes, and line and column
    ///   of an offset. `nil` for nodes made in code.
    /// - Complexity: O(*n*) in the nodes and the bytes of their codes and names.
    func layOut(rule: CascadeCodeRule, source: [UInt8]?) throws(CascadeDataError) -> Layout {
        guard !nodes.isEmpty else {
            throw CascadeDataError(kind: .noNodes, position: nil, nodePath: nil, message: "the tree has no nodes")
        }
        var levelStart = PerLevel<Int>(repeating: 0)
        var depth = 1
        for level in 1..<(levelCounts.count - 1) {
            levelStart[level + 1] = levelStart[level] + levelCounts[level]
            if levelCounts[level] > 0 { depth = level }
        }
        var failure: CascadeDataError?
        var slots: [CascadeTree.Slot] = []
        let source = source ?? []
        let text = [UInt8](unsafeUninitializedCapacity: textCount) { text, textInitialized in
            slots = [CascadeTree.Slot](unsafeUninitializedCapacity: nodes.count) { slots, initialized in
                source.withUnsafeBufferPointer { source in
                    decoded.withUnsafeBufferPointer { decoded in
                        var placer = Placer(levelStart: levelStart, source: source, decoded: decoded)
                        failure = placer.place(nodes, into: slots, text: text, rule: rule)
                    }
                }
                initialized = failure == nil ? nodes.count : 0
            }
            textInitialized = failure == nil ? textCount : 0
        }
        if let failure { throw failure }
        return Layout(text: text, slots: slots, rootCount: levelCounts[1], depth: depth)
    }

    /// The state of ``layOut(rule:source:)``'s pass, one entry per level.
    private struct Placer {
        let levelStart: PerLevel<Int>
        let source: UnsafeBufferPointer<UInt8>
        let decoded: UnsafeBufferPointer<UInt8>
        /// Nodes of each level placed so far.
        var placed = PerLevel<Int>(repeating: 0)
        /// The breadth-first number of the last node seen at each level.
        var lastSlot = PerLevel<Int>(repeating: -1)
        /// The code of the last node seen at each level.
        var lastCode = PerLevel<UnsafeBufferPointer<UInt8>>(repeating: UnsafeBufferPointer(start: nil, count: 0))
        /// The sibling index of the last node seen at each level.
        var siblingIndex = PerLevel<Int>(repeating: 0)
        /// The codes of the current sibling group of every level, deeper groups after
        /// shallower ones: the group of level `l` is `groupCodes[groupStart[l]..<groupStart[l + 1]]`
        /// once its last node is recorded; entries from `groupCount` on are stale.
        var groupCodes: [GroupCode] = []
        var groupCount = 0
        var groupStart = PerLevel<Int>(repeating: 0)
        /// The visible skeletons (``CascadeNodeTable/visibleSkeleton(_:)``) of a level's current
        /// group with the slot of the first sibling of each, once the group has a name with a
        /// default-ignorable code point; `nil` until then.
        var skeletons = [[String: Int]?](repeating: nil, count: PerLevel<Int>.count)
        /// The codes of a level's current group once it outgrows ``pairwiseGroupLimit``.
        var hashed = [Set<CodeBytes>](repeating: [], count: PerLevel<Int>.count)

        init(levelStart: PerLevel<Int>, source: UnsafeBufferPointer<UInt8>, decoded: UnsafeBufferPointer<UInt8>) {
            self.levelStart = levelStart
            self.source = source
            self.decoded = decoded
        }

        /// The `count` bytes of a string that starts at `start` (see ``CascadeNodeTable/decoded``).
        @inline(__always)
        func bytes(_ start: Int, _ count: Int) -> UnsafeBufferPointer<UInt8> {
            start < source.count
                ? UnsafeBufferPointer(rebasing: source[start..<(start + count)])
                : UnsafeBufferPointer(rebasing: decoded[(start - source.count)..<(start - source.count + count)])
        }

        /// Checks and places every node; returns the first problem, if any.
        mutating func place(
            _ nodes: [Node], into slots: UnsafeMutableBufferPointer<CascadeTree.Slot>,
            text: UnsafeMutableBufferPointer<UInt8>, rule: CascadeCodeRule
        ) -> CascadeDataError? {
            var previousLevel = 0
            var textEnd = 0
            for index in nodes.indices {
                let node = nodes[index]
                let level = Int(node.level)
                // The previous node is this one's parent, or its previous sibling or one of that
                // sibling's descendants.
                let position = previousLevel < level ? 0 : siblingIndex[level] + 1
                previousLevel = level
                siblingIndex[level] = position
                let code = bytes(node.codeStart, node.codeCount)
                let name = bytes(node.nameStart, node.nameCount)
                if let problem = check(node, code: code, name: name, level: level, position: position, rule: rule)
                    ?? lookalikeSibling(
                        node, code: code, name: name, level: level, position: position, slots: slots, text: text)
                {
                    let offset = problem.onName ? node.nameOffset : node.codeOffset
                    let located = offset >= 0 ? CascadeSourcePosition.locate(offset, in: source) : nil
                    var path = [Int]()
                    for step in 1...level { path.append(siblingIndex[step]) }
                    return CascadeDataError(
                        kind: problem.kind, position: located, nodePath: CascadeNodeTable.indexPath(path[...]),
                        message: problem.message)
                }
                let slot = levelStart[level] + placed[level]
                placed[level] += 1
                let parent = level > 1 ? lastSlot[level - 1] : -1
                // Both strings are at least a byte long here (an empty code or name failed).
                let codeStart = textEnd
                CascadeNodeTable.copy(code, to: text.baseAddress! + codeStart)
                let nameStart = codeStart + code.count
                CascadeNodeTable.copy(name, to: text.baseAddress! + nameStart)
                textEnd = nameStart + name.count
                (slots.baseAddress! + slot).initialize(
                    to: CascadeTree.Slot(
                        codeStart: codeStart, nameStart: nameStart, nameCount: node.nameCount,
                        codeCount: Int32(node.codeCount), parent: Int32(parent),
                        firstChild: Int32(levelStart[level + 1] + placed[level + 1]), childCount: 0))
                if parent >= 0 { slots[parent].childCount += 1 }
                lastSlot[level] = slot
                lastCode[level] = code
            }
            return nil
        }

        /// The problem of a node whose name differs from an earlier sibling's only in
        /// default-ignorable code points (`上海` and `上\u{200C}海` look the same), if any.
        ///
        /// Only groups with such a name pay for it: the skeletons of the group are made when the
        /// first one arrives (its earlier siblings are the slots placed just before), then
        /// kept until the group ends.
        private mutating func lookalikeSibling(
            _ node: Node, code: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, level: Int,
            position: Int, slots: UnsafeMutableBufferPointer<CascadeTree.Slot>, text: UnsafeMutableBufferPointer<UInt8>
        ) -> (kind: CascadeDataError.Kind, onName: Bool, message: String)? {
            if position == 0 { skeletons[level] = nil }
            let hasIgnorable =
                node.checked & Checked.suspectName != 0
                && CascadeNodeTable.string(name).unicodeScalars.contains { $0.properties.isDefaultIgnorableCodePoint }
            if skeletons[level] == nil {
                guard hasIgnorable else { return nil }
                var table: [String: Int] = [:]
                let end = levelStart[level] + placed[level]
                for slot in (end - position)..<end {
                    let sibling = slots[slot]
                    let siblingName = CascadeNodeTable.string(
                        UnsafeBufferPointer(rebasing: text[sibling.nameStart..<(sibling.nameStart + sibling.nameCount)])
                    )
                    let key = CascadeNodeTable.visibleSkeleton(siblingName)
                    if table[key] == nil { table[key] = slot }
                }
                skeletons[level] = table
            }
            let text = UnsafeBufferPointer(text)
            let own = CascadeNodeTable.string(name)
            let key = CascadeNodeTable.visibleSkeleton(own)
            guard let earlier = skeletons[level]![key] else {
                skeletons[level]![key] = levelStart[level] + placed[level]
                return nil
            }
            let sibling = slots[earlier]
            let siblingName = CascadeNodeTable.string(
                UnsafeBufferPointer(rebasing: text[sibling.nameStart..<(sibling.nameStart + sibling.nameCount)]))
            guard siblingName != own else { return nil }
            let siblingCode = CascadeNodeTable.string(
                UnsafeBufferPointer(rebasing: text[sibling.codeStart..<(sibling.codeStart + Int(sibling.codeCount))]))
            return (
                .lookalikeName, true,
                "the name of node \(CascadeNodeTable.string(code)), \(QuotedInput.quoted(own)), differs from "
                    + "the name of its sibling \(siblingCode), \(QuotedInput.quoted(siblingName)), only in invisible characters"
            )
        }

        /// The first problem of a node, in the order the checks have always run.
        private mutating func check(
            _ node: Node, code: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, level: Int,
            position: Int, rule: CascadeCodeRule
        ) -> (kind: CascadeDataError.Kind, onName: Bool, message: String)? {
            let known = node.checked
            if known & Checked.validCode == 0 {
                if code.isEmpty { return (.emptyCode, false, "a node has an empty code") }
                return (
                    .invalidCode, false,
                    "code \(QuotedInput.quoted(CascadeNodeTable.string(code))) must be 1 to "
                        + "\(CascadeNodeTable.maximumCodeLength) ASCII letters, digits, '-', '_' or '.'"
                )
            }
            // One pass over the name's bytes (made when it was read) decides which of the checks
            // below can fail; only then does the name become a String.
            let hasVisible = known & Checked.visibleName != 0
            let hasSuspect = known & Checked.suspectName != 0
            if !hasVisible || hasSuspect {
                let text = CascadeNodeTable.string(name)
                let shown = CascadeNodeTable.string(code)
                if !hasVisible && text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                    return (.emptyName, true, "node \(shown) has an empty name")
                }
                if !hasVisible && text.unicodeScalars.allSatisfy(CascadeNodeTable.isInvisible) {
                    return (
                        .emptyName, true,
                        "node \(shown) has a name of only invisible characters (such as U+200B, U+2060, U+FEFF)"
                    )
                }
                if hasSuspect, let hidden = CascadeNodeTable.firstHiddenCharacter(text) {
                    // A bidi control reorders what follows it on screen, an invisible one makes two
                    // names look alike: the shown name lies.
                    return (
                        .controlCharacterInName, true,
                        "the name of node \(shown) has the \(hidden.what) \(CascadeNodeTable.hex(hidden.scalar)) "
                            + "at character \(hidden.position + 1)"
                    )
                }
                if hasSuspect, let control = text.unicodeScalars.first(where: CascadeNodeTable.isControl) {
                    // Names are shown in terminals and UIs: an escaped ESC would drive the terminal.
                    let hex = String(control.value, radix: 16, uppercase: true)
                    return (
                        .controlCharacterInName, true,
                        "the name of node \(shown) has the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
                    )
                }
            }
            if repeatsSibling(code, level: level, position: position) {
                return (
                    .duplicateCode, false, "node \(CascadeNodeTable.string(code)) repeats the code of a sibling"
                )
            }
            if level > 1 {
                let parentCode = lastCode[level - 1]
                if !rule.allows(childBytes: code, parentBytes: parentCode) {
                    return (
                        .codeDoesNotExtendParent, false,
                        "code \(CascadeNodeTable.string(code)) does not extend its parent's code "
                            + "\(CascadeNodeTable.string(parentCode)) (\(rule.explanation))"
                    )
                }
            } else if !rule.allowsRoot(bytes: code) {
                return (
                    .codeDoesNotExtendParent, false,
                    "code \(CascadeNodeTable.string(code)) is not \(rule.rootExplanation)"
                )
            }
            return nil
        }

        /// Whether `code` (a valid code: 1 to 64 bytes) repeats an earlier sibling's, then
        /// records it as one of its group.
        ///
        /// `position` is the node's index among its siblings (0 starts a group, right after
        /// its parent's code was recorded).
        private mutating func repeatsSibling(_ code: UnsafeBufferPointer<UInt8>, level: Int, position: Int) -> Bool {
            // After the previous sibling, forget the groups of its descendants.
            if position > 0 { groupCount = groupStart[level + 1] }
            let entry = GroupCode(code)
            var repeated = false
            if position < pairwiseGroupLimit {
                // A few siblings: comparing pairs costs less than hashing each code.
                var member = groupStart[level]
                while member < groupCount {
                    if groupCodes[member] == entry {
                        repeated = true
                        break
                    }
                    member += 1
                }
            } else {
                if position == pairwiseGroupLimit {
                    hashed[level].removeAll(keepingCapacity: true)
                    for member in groupStart[level]..<groupCount {
                        hashed[level].insert(CodeBytes(bytes: groupCodes[member].bytes))
                    }
                }
                repeated = !hashed[level].insert(CodeBytes(bytes: code)).inserted
            }
            if groupCount < groupCodes.count {
                groupCodes[groupCount] = entry
            } else {
                groupCodes.append(entry)
            }
            groupCount += 1
            groupStart[level + 1] = groupCount
            return repeated
        }
    }

    /// A sibling's code for pairwise comparison: its first 8 bytes as one number, so most
    /// pairs differ in one comparison.
    struct GroupCode: Equatable {
        let bytes: UnsafeBufferPointer<UInt8>
        let head: UInt64

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            var head: UInt64 = 0
            for index in 0..<min(bytes.count, 8) { head |= UInt64(bytes[index]) << (8 * UInt64(index)) }
            self.head = head
        }

        static func == (lhs: GroupCode, rhs: GroupCode) -> Bool {
            lhs.head == rhs.head && lhs.bytes.count == rhs.bytes.count
                && (lhs.bytes.count <= 8 || lhs.bytes[8...].elementsEqual(rhs.bytes[8...]))
        }
    }

    /// Copies the non-empty `bytes` to uninitialized memory at `target`, 8 bytes at a time:
    /// codes and names are a few bytes long, shorter than a library copy is worth calling for.
    @inline(__always)
    static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(bytes.baseAddress!)
        let to = UnsafeMutableRawPointer(target)
        var index = 0
        while index + 8 <= bytes.count {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: index, as: UInt64.self), toByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            to.storeBytes(of: from.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
            index += 1
        }
    }

    /// The bytes of a code or name as a `String` (they are valid UTF-8).
    static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: utf8, as: UTF8.self)
    }

    /// What one pass over a name's scalars found, without Unicode property lookups.
    struct NameScan {
        /// A scalar that is certainly visible (``isCertainlyVisible(_:)``): the name is
        /// neither empty nor invisible, so those checks need no property lookups.
        var hasVisible = false
        /// A scalar that is a control (``isControl(_:)``) or a bidi control: only then do the
        /// checks that name one need to run.
        var hasSuspect = false
    }

    /// Scans `name`'s UTF-8 bytes once for ``NameScan``.
    static func scan(_ name: String) -> NameScan {
        var name = name
        return name.withUTF8(scan)
    }

    /// ``scan(_:)`` of a name's UTF-8 bytes (valid UTF-8: a byte of 0xC2 or more starts a
    /// scalar, 0x80–0xBF continue one), from their ``byteClasses``.
    ///
    /// Suspect: a byte below 0x20 or 0x7F, or a lead byte 0xC2 (U+0080–U+00BF, the C1
    /// controls among them) or 0xE2 (U+2000–U+2FFF, the line separators and bidi controls
    /// among them): more than needed, and then the exact checks run. Visible: a lead byte of a
    /// certainly visible scalar anywhere in the name.
    static func scan(_ utf8: UnsafeBufferPointer<UInt8>) -> NameScan {
        let found = classes(of: utf8)
        return NameScan(hasVisible: found & ByteClass.visibleLead != 0, hasSuspect: found & ByteClass.suspect != 0)
    }

    /// Whether a UTF-8 byte starts a scalar that ``isCertainlyVisible(_:)`` accepts:
    /// printable ASCII but space, 0xC3–0xC8 (U+00C0–U+023F), 0xE4–0xE9 (U+4000–U+9FFF),
    /// 0xEB–0xEC (U+B000–U+CFFF, Hangul syllables).
    static func isCertainlyVisible(leadByte byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) || (0xC3...0xC8).contains(byte) || (0xE4...0xE9).contains(byte)
            || (0xEB...0xEC).contains(byte)
    }

    /// Whether the scalar `value` is in a block with no white space, format or
    /// default-ignorable code point: printable ASCII but space, Latin-1 letters to Latin
    /// Extended-B (U+00C0–U+024F), CJK ideographs (U+3400–U+9FFF), Hangul syllables.
    static func isCertainlyVisible(_ value: UInt32) -> Bool {
        (0x21...0x7E).contains(value) || (0xC0...0x24F).contains(value) || (0x3400...0x9FFF).contains(value)
            || (0xAC00...0xD7A3).contains(value)
    }

    /// Whether `scalar` shows nothing: white space, a format character (U+200B, U+FEFF) or
    /// a default-ignorable code point (U+2060, U+3164 HANGUL FILLER, variation selectors).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
            || properties.generalCategory == .format || scalar == "\u{2800}"
    }

    /// The first character of `name` that a reader cannot see or that changes what they see,
    /// with its position in scalars and what it is, if any.
    ///
    /// Those are the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), tag
    /// characters (U+E0000–U+E007F), noncharacters (U+FDD0–U+FDEF, each plane's last two) and
    /// every other format character (Cf: U+00AD, U+200B, U+2060, U+FEFF…), except a zero width
    /// joiner or non-joiner (U+200D, U+200C) between two characters that are neither invisible
    /// nor white space: Persian and Indic names and emoji sequences need those.
    static func firstHiddenCharacter(_ name: String) -> (position: Int, scalar: Unicode.Scalar, what: String)? {
        let scalars = Array(name.unicodeScalars)
        for (position, scalar) in scalars.enumerated() {
            let value = scalar.value
            if value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            {
                return (position, scalar, "bidi control")
            }
            if (0xE0000...0xE007F).contains(value) { return (position, scalar, "tag character") }
            if scalar.properties.isNoncharacterCodePoint { return (position, scalar, "noncharacter") }
            guard scalar.properties.generalCategory == .format else { continue }
            if value == 0x200C || value == 0x200D, position > 0, position + 1 < scalars.count,
                !isInvisible(scalars[position - 1]), !isInvisible(scalars[position + 1])
            {
                continue
            }
            return (position, scalar, "invisible format character")
        }
        return nil
    }

    /// `name` without its default-ignorable code points (joiners, variation selectors, U+3164):
    /// what a reader sees of it, for comparing siblings.
    static func visibleSkeleton(_ name: String) -> String {
        var skeleton = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !scalar.properties.isDefaultIgnorableCodePoint {
            skeleton.append(scalar)
        }
        return String(skeleton)
    }

    /// `U+XXXX` for messages.
    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether a scalar is a C0 or C1 control, or a line or paragraph separator.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    static func isCodeByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == 0x2D || byte == 0x5F || byte == 0x2E
    }
}
