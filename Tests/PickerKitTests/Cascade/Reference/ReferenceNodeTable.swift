@testable import PickerKitCore

// The cascade loader as it was before the byte-based rewrite (e87ac94), kept unchanged but for
// its names as the reference that `CascadeLoadingReferenceTests` compares the loader with.

/// Nodes in depth-first order as read from a file or flattened from ``CascadeNode`` values,
/// before validation; positions are byte offsets into the source (or `-1` without one).
struct ReferenceNodeTable {
    var codes: [String] = []
    var names: [String] = []
    /// The parent's index in this table, or `-1` for a first-level node.
    var parents: [Int32] = []
    /// The node's index among its siblings.
    var siblingIndices: [Int32] = []
    var codeOffsets: [Int] = []
    var nameOffsets: [Int] = []
    /// What the parser already checked in a node's bytes (``Checked``); 0 for nodes made in
    /// code, which ``validate(rule:source:children:)`` checks from their strings.
    var checked: [UInt8] = []

    /// Bits of ``checked``.
    enum Checked {
        /// The code is 1 to ``maximumCodeLength`` code bytes (``isCodeByte(_:)``).
        static let validCode: UInt8 = 1
        /// The name was scanned (``scan(_:)``); the next two bits hold the result.
        static let scannedName: UInt8 = 2
        static let visibleName: UInt8 = 4
        static let suspectName: UInt8 = 8

        /// The bits for a code written as `utf8` (the decoded code's own bytes).
        static func code(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt8 {
            (1...maximumCodeLength).contains(utf8.count) && utf8.allSatisfy(isCodeByte) ? validCode : 0
        }

        /// The bits for a name written as `utf8` (the decoded name's own bytes).
        static func name(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt8 {
            let found = ReferenceNodeTable.scan(utf8)
            return scannedName | (found.hasVisible ? visibleName : 0) | (found.hasSuspect ? suspectName : 0)
        }
    }

    /// The longest code accepted, in bytes.
    static let maximumCodeLength = 64

    /// Reserves room for `count` nodes in every column.
    mutating func reserveCapacity(_ count: Int) {
        codes.reserveCapacity(count)
        names.reserveCapacity(count)
        parents.reserveCapacity(count)
        siblingIndices.reserveCapacity(count)
        codeOffsets.reserveCapacity(count)
        nameOffsets.reserveCapacity(count)
        checked.reserveCapacity(count)
    }

    mutating func append(
        code: String, name: String, parent: Int, siblingIndex: Int, codeOffset: Int = -1, nameOffset: Int = -1
    ) {
        codes.append(code)
        names.append(name)
        parents.append(Int32(parent))
        siblingIndices.append(Int32(siblingIndex))
        codeOffsets.append(codeOffset)
        nameOffsets.append(nameOffset)
        checked.append(0)
    }

    /// `nodes[i].children[j]...` for node `index`.
    func indexPath(of index: Int) -> String {
        var steps: [Int32] = []
        var current = index
        while current >= 0 {
            steps.append(siblingIndices[current])
            current = Int(parents[current])
        }
        var path = "nodes"
        for (level, step) in steps.reversed().enumerated() {
            path += level == 0 ? "[\(step)]" : ".children[\(step)]"
        }
        return path
    }

    /// Each node's children in table order, as one flat list (no array per node).
    struct ChildIndex {
        /// The first-level nodes, then the children of table node 0, then those of node 1, and so on.
        var list: [Int32]
        /// The children of table node `p` are `list[start[p + 1]..<start[p + 2]]`, the
        /// first level `list[start[0]..<start[1]]`.
        var start: [Int32]

        /// Where in ``list`` the children of table node `parent` are, or the first level for `-1`.
        func group(_ parent: Int) -> Range<Int> {
            Int(start[parent + 1])..<Int(start[parent + 2])
        }
    }

    /// The ``ChildIndex`` of this table.
    ///
    /// - Complexity: O(*n*).
    func childIndex() -> ChildIndex {
        let count = codes.count
        var start = [Int32](repeating: 0, count: count + 2)
        for node in 0..<count { start[Int(parents[node]) + 2] += 1 }
        for group in 0...count { start[group + 1] += start[group] }
        var fill = start
        var list = [Int32](repeating: 0, count: count)
        for node in 0..<count {
            let group = Int(parents[node]) + 1
            list[Int(fill[group])] = Int32(node)
            fill[group] += 1
        }
        return ChildIndex(list: list, start: start)
    }

    /// Sibling groups up to this size are searched for duplicates pair by pair.
    static let pairwiseGroupLimit = 24

    /// The first node, in table order, whose code repeats a sibling's, if any.
    ///
    /// Each sibling group is checked on its own with one small set reused from group to
    /// group, which stays in cache however large the tree (a set of every (parent, code)
    /// pair does not).
    func firstDuplicateSibling(_ children: ChildIndex) -> Int? {
        var first = Int.max
        var seen = Set<String>()
        children.list.withUnsafeBufferPointer { list in
            for parent in -1..<codes.count {
                let group = children.group(parent)
                guard group.count > 1 else { continue }
                if group.count <= Self.pairwiseGroupLimit {
                    // A few siblings: comparing pairs costs less than hashing each code.
                    for position in group where Int(list[position]) < first {
                        let node = Int(list[position])
                        if list[group.lowerBound..<position].contains(where: { codes[Int($0)] == codes[node] }) {
                            first = node
                            break
                        }
                    }
                    continue
                }
                seen.removeAll(keepingCapacity: true)
                for position in group {
                    let node = Int(list[position])
                    // A later node than one already found cannot be the first.
                    if node >= first { break }
                    if !seen.insert(codes[node]).inserted {
                        first = node
                        break
                    }
                }
            }
        }
        return first == Int.max ? nil : first
    }

    /// Every node whose name differs from an earlier sibling's only in default-ignorable code
    /// points, with the first sibling of that visible skeleton.
    func lookalikeSiblings(_ children: ChildIndex) -> [Int: Int] {
        var found: [Int: Int] = [:]
        for parent in -1..<codes.count {
            var first: [String: Int] = [:]
            for position in children.group(parent) {
                let node = Int(children.list[position])
                let key = CascadeNodeTable.visibleSkeleton(names[node])
                if let earlier = first[key] {
                    if names[earlier] != names[node] { found[node] = earlier }
                } else {
                    first[key] = node
                }
            }
        }
        return found
    }

    /// Checks codes, names, sibling uniqueness and the code rule, in document order.
    ///
    /// - Parameters:
    ///   - source: the file's bytes, to turn offsets into line and column.
    ///   - children: the table's ``childIndex()``.
    func validate(rule: CascadeCodeRule, source: [UInt8]?, children: ChildIndex) throws(CascadeDataError) {
        func fail(_ kind: CascadeDataError.Kind, _ index: Int, offset: Int, _ message: String) -> CascadeDataError {
            let position = source.flatMap { bytes in offset >= 0 ? CascadeSourcePosition.locate(offset, in: bytes) : nil
            }
            return CascadeDataError(kind: kind, position: position, nodePath: indexPath(of: index), message: message)
        }
        guard !codes.isEmpty else {
            throw CascadeDataError(kind: .noNodes, position: nil, nodePath: nil, message: "the tree has no nodes")
        }
        let duplicate = firstDuplicateSibling(children)
        let lookalikes = lookalikeSiblings(children)
        for index in codes.indices {
            let code = codes[index]
            let parent = Int(parents[index])
            let known = checked[index]
            if known & Checked.validCode == 0 && code.isEmpty {
                throw fail(.emptyCode, index, offset: codeOffsets[index], "a node has an empty code")
            }
            if known & Checked.validCode == 0
                && (code.utf8.count > Self.maximumCodeLength || !code.utf8.allSatisfy(Self.isCodeByte))
            {
                throw fail(
                    .invalidCode, index, offset: codeOffsets[index],
                    "code \(QuotedInput.quoted(code)) must be 1 to \(Self.maximumCodeLength) ASCII letters, digits, "
                        + "'-', '_' or '.'")
            }
            // One pass over the name's bytes (made by the parser, else here) decides which of the
            // checks below can fail.
            let scan =
                known & Checked.scannedName != 0
                ? NameScan(hasVisible: known & Checked.visibleName != 0, hasSuspect: known & Checked.suspectName != 0)
                : Self.scan(names[index])
            if !scan.hasVisible && names[index].unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                throw fail(.emptyName, index, offset: nameOffsets[index], "node \(code) has an empty name")
            }
            if !scan.hasVisible && names[index].unicodeScalars.allSatisfy(Self.isInvisible) {
                throw fail(
                    .emptyName, index, offset: nameOffsets[index],
                    "node \(code) has a name of only invisible characters (such as U+200B, U+2060, U+FEFF)")
            }
            if let hidden = Self.firstHiddenCharacter(names[index]) {
                throw fail(
                    .controlCharacterInName, index, offset: nameOffsets[index],
                    "the name of node \(code) has the \(hidden.what) \(Self.hex(hidden.scalar)) "
                        + "at character \(hidden.position + 1)")
            }
            if scan.hasSuspect, let control = names[index].unicodeScalars.first(where: Self.isControl) {
                // Names are shown in terminals and UIs: an escaped ESC would drive the terminal.
                let hex = String(control.value, radix: 16, uppercase: true)
                throw fail(
                    .controlCharacterInName, index, offset: nameOffsets[index],
                    "the name of node \(code) has the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
                )
            }
            if index == duplicate {
                throw fail(
                    .duplicateCode, index, offset: codeOffsets[index], "node \(code) repeats the code of a sibling")
            }
            if parent >= 0 {
                let parentCode = codes[parent]
                if !rule.allows(child: code, parent: parentCode) {
                    throw fail(
                        .codeDoesNotExtendParent, index, offset: codeOffsets[index],
                        "code \(code) does not extend its parent's code \(parentCode) (\(rule.explanation))")
                }
            } else if !rule.allowsRoot(code) {
                throw fail(
                    .codeDoesNotExtendParent, index, offset: codeOffsets[index],
                    "code \(code) is not a GB/T 2260 code (6 ASCII digits)")
            }
            if let earlier = lookalikes[index] {
                throw fail(
                    .lookalikeName, index, offset: nameOffsets[index],
                    "the name of node \(code), \(QuotedInput.quoted(names[index])), differs from the name of its "
                        + "sibling \(codes[earlier]), \(QuotedInput.quoted(names[earlier])), only in invisible characters"
                )
            }
        }
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
    /// scalar, 0x80–0xBF continue one).
    ///
    /// Suspect: a byte below 0x20 or 0x7F, or a lead byte 0xC2 (U+0080–U+00BF, the C1
    /// controls among them) or 0xE2 (U+2000–U+2FFF, the line separators and bidi controls
    /// among them): more than needed, and then the exact checks run.
    static func scan(_ utf8: UnsafeBufferPointer<UInt8>) -> NameScan {
        var result = NameScan()
        for byte in utf8 {
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 {
                result.hasSuspect = true
                return result
            }
            if isCertainlyVisible(leadByte: byte) { result.hasVisible = true }
        }
        return result
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

    /// The first character of `name` a reader cannot see or that reorders what they see: the
    /// rule itself (``CascadeNodeTable/firstHiddenCharacter(_:)``), run here on every name,
    /// without the byte scan's shortcut.
    static func firstHiddenCharacter(_ name: String) -> (position: Int, scalar: Unicode.Scalar, what: String)? {
        CascadeNodeTable.firstHiddenCharacter(name)
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
