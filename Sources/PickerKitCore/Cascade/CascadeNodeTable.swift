/// Nodes in depth-first order as read from a file or flattened from ``CascadeNode`` values,
/// before validation; positions are byte offsets into the source (or `-1` without one).
struct CascadeNodeTable {
    var codes: [String] = []
    var names: [String] = []
    /// The parent's index in this table, or `-1` for a first-level node.
    var parents: [Int32] = []
    /// The node's index among its siblings.
    var siblingIndices: [Int32] = []
    var codeOffsets: [Int] = []
    var nameOffsets: [Int] = []

    /// The longest code accepted, in bytes.
    static let maximumCodeLength = 64

    mutating func append(
        code: String, name: String, parent: Int, siblingIndex: Int, codeOffset: Int = -1, nameOffset: Int = -1
    ) {
        codes.append(code)
        names.append(name)
        parents.append(Int32(parent))
        siblingIndices.append(Int32(siblingIndex))
        codeOffsets.append(codeOffset)
        nameOffsets.append(nameOffset)
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

    /// Checks codes, names, sibling uniqueness and the code rule, in document order.
    ///
    /// - Parameter source: the file's bytes, to turn offsets into line and column.
    func validate(rule: CascadeCodeRule, source: [UInt8]?) throws(CascadeDataError) {
        func fail(_ kind: CascadeDataError.Kind, _ index: Int, offset: Int, _ message: String) -> CascadeDataError {
            let position = source.flatMap { bytes in offset >= 0 ? CascadeSourcePosition.locate(offset, in: bytes) : nil
            }
            return CascadeDataError(kind: kind, position: position, nodePath: indexPath(of: index), message: message)
        }
        guard !codes.isEmpty else {
            throw CascadeDataError(kind: .noNodes, position: nil, nodePath: nil, message: "the tree has no nodes")
        }
        // Codes seen, with their parent's index: one set for every sibling group.
        var siblingCodes = Set<SiblingCode>(minimumCapacity: codes.count)
        for index in codes.indices {
            let code = codes[index]
            let parent = Int(parents[index])
            if code.isEmpty {
                throw fail(.emptyCode, index, offset: codeOffsets[index], "a node has an empty code")
            }
            if code.utf8.count > Self.maximumCodeLength || !code.utf8.allSatisfy(Self.isCodeByte) {
                throw fail(
                    .invalidCode, index, offset: codeOffsets[index],
                    "code \(QuotedInput.quoted(code)) must be 1 to \(Self.maximumCodeLength) ASCII letters, digits, "
                        + "'-', '_' or '.'")
            }
            if names[index].unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                throw fail(.emptyName, index, offset: nameOffsets[index], "node \(code) has an empty name")
            }
            if names[index].unicodeScalars.allSatisfy(Self.isInvisible) {
                throw fail(
                    .emptyName, index, offset: nameOffsets[index],
                    "node \(code) has a name of only invisible characters (such as U+200B, U+2060, U+FEFF)")
            }
            if let (position, bidi) = Self.firstBidiControl(names[index]) {
                // An override or isolate reorders what follows it on screen: the shown name lies.
                throw fail(
                    .controlCharacterInName, index, offset: nameOffsets[index],
                    "the name of node \(code) has the bidi control \(Self.hex(bidi)) at character \(position + 1)")
            }
            if let control = names[index].unicodeScalars.first(where: Self.isControl) {
                // Names are shown in terminals and UIs: an escaped ESC would drive the terminal.
                let hex = String(control.value, radix: 16, uppercase: true)
                throw fail(
                    .controlCharacterInName, index, offset: nameOffsets[index],
                    "the name of node \(code) has the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
                )
            }
            if !siblingCodes.insert(SiblingCode(parent: parent, code: code)).inserted {
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
        }
    }

    /// A code and its parent's index, for the duplicate check.
    private struct SiblingCode: Hashable {
        let parent: Int
        let code: String
    }

    /// Whether `scalar` shows nothing: white space, a format character (U+200B, U+FEFF) or
    /// a default-ignorable code point (U+2060, U+3164 HANGUL FILLER, variation selectors).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
            || properties.generalCategory == .format || scalar == "\u{2800}"
    }

    /// The first bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) in
    /// `name` and its position in scalars, if any.
    static func firstBidiControl(_ name: String) -> (Int, Unicode.Scalar)? {
        for (position, scalar) in name.unicodeScalars.enumerated()
        where (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
            return (position, scalar)
        }
        return nil
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
