/// Reads a cascade JSON document (see ``CascadeTree/init(json:maximumDepth:)``) into a node
/// table, checking syntax and schema as it goes; tree rules are checked afterwards.
struct CascadeDocumentParser {
    private var reader: JSONByteReader
    private var table = CascadeNodeTable()
    private let maximumDepth: Int
    /// The code rules the document may name.
    private let codeRules: [CascadeCodeRule]
    /// The sibling index of the node being read and of each of its ancestors, by level - 1.
    private var siblingPath = [Int](repeating: 0, count: CascadeNodeTable.PerLevel<Int>.count)

    /// The current format name and version.
    static let formatName = "pickerkit-cascade"
    static let formatVersion = 1

    /// A parser of the document `bytes`, whose `codeRule` may be one of `codeRules`; use it only
    /// inside `withUnsafeBufferPointer` of them.
    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, codeRules: [CascadeCodeRule]) {
        self.reader = JSONByteReader(bytes)
        self.maximumDepth = maximumDepth
        self.codeRules = codeRules
        table.nodes.reserveCapacity(Self.expectedNodeCount(bytes.count))
    }

    /// The nodes a document of `byteCount` bytes is expected to hold, to reserve room for.
    ///
    /// One per 40 bytes (a node of the China divisions takes 46 with its indentation). Denser
    /// files grow the table as usual; the guess costs no pass over the bytes.
    static func expectedNodeCount(_ byteCount: Int) -> Int {
        byteCount / 40 + 1
    }

    /// Parses the whole document.
    mutating func parse() throws(CascadeDataError) -> (
        table: CascadeNodeTable, codeRule: CascadeCodeRule, levelNames: [String]
    ) {
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw reader.error(
                .unexpectedCharacter, at: 0,
                "the file starts with a UTF-8 byte-order mark; JSON must be saved without one")
        }
        try expectKind(.object, for: "the document")
        let documentOffset = reader.offset
        try reader.beginObject()
        var seen: Set<String> = []
        var codeRule = CascadeCodeRule.prefix
        var levelNames: [String] = []
        var first = true
        while let (key, keyOffset) = try reader.nextKey(first: first) {
            first = false
            guard seen.insert(key).inserted else {
                throw reader.error(
                    .duplicateKey, at: keyOffset, "key \(QuotedInput.quoted(key)) appears twice in the document")
            }
            switch key {
            case "format":
                let valueOffset = try offsetOfValue(.string, for: key)
                let format = try reader.readString()
                guard format == Self.formatName else {
                    throw reader.error(
                        .unsupportedFormat, at: valueOffset,
                        "format \(QuotedInput.quoted(format)) is not \"\(Self.formatName)\"")
                }
            case "version":
                let valueOffset = try offsetOfValue(.number, for: key)
                let version = try reader.readInteger(in: 0...Int(Int32.max))
                guard version == Self.formatVersion else {
                    throw reader.error(
                        .unsupportedFormat, at: valueOffset,
                        "version \(version) is not supported (this library reads version \(Self.formatVersion))")
                }
            case "codeRule":
                let valueOffset = try offsetOfValue(.string, for: key)
                let name = try reader.readString()
                guard let rule = CascadeCodeRule.named(name, among: codeRules) else {
                    throw reader.error(
                        .unsupportedFormat, at: valueOffset,
                        "codeRule \(QuotedInput.quoted(name)) is not one of "
                            + codeRules.map(\.rawValue).joined(separator: ", "))
                }
                codeRule = rule
            case "levels":
                _ = try offsetOfValue(.array, for: key)
                try reader.beginArray()
                var firstLevel = true
                while try reader.hasNextElement(first: firstLevel) {
                    firstLevel = false
                    let levelOffset = try offsetOfValue(.string, for: "a level name")
                    // No tree is deeper than the limit: a longer list is refused before it is read.
                    guard levelNames.count < maximumDepth else {
                        throw reader.error(
                            .extraLevels, at: levelOffset,
                            "the levels name more than \(maximumDepth) levels, the deepest a tree may be here")
                    }
                    let name = try reader.readString()
                    guard !name.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
                        throw reader.error(.emptyName, at: levelOffset, "a level name is empty")
                    }
                    guard !name.unicodeScalars.allSatisfy(CascadeNodeTable.isInvisible) else {
                        throw reader.error(.emptyName, at: levelOffset, "a level name has only invisible characters")
                    }
                    if let hidden = CascadeNodeTable.firstHiddenCharacter(name) {
                        throw reader.error(
                            .controlCharacterInName, at: levelOffset,
                            "a level name has the \(hidden.what) \(CascadeNodeTable.hex(hidden.scalar)) "
                                + "at character \(hidden.position + 1)")
                    }
                    guard !name.unicodeScalars.contains(where: CascadeNodeTable.isControl) else {
                        throw reader.error(
                            .controlCharacterInName, at: levelOffset, "a level name has a control character")
                    }
                    levelNames.append(name)
                }
            case "nodes":
                _ = try offsetOfValue(.array, for: key)
                try parseChildren(level: 1)
            default:
                throw reader.error(
                    .unknownKey, at: keyOffset,
                    "unknown key \(QuotedInput.quoted(key)) in the document (known: format, version, codeRule, levels, nodes)"
                )
            }
        }
        guard seen.contains("nodes") else {
            throw reader.error(.missingKey, at: documentOffset, "the document has no \"nodes\" key")
        }
        try reader.expectEnd()
        return (table, codeRule, levelNames)
    }

    /// Reads an array of node objects at `level`.
    private mutating func parseChildren(level: Int) throws(CascadeDataError) {
        try reader.beginArray()
        var siblingIndex = 0
        while try reader.hasNextElement(first: siblingIndex == 0) {
            siblingPath[level - 1] = siblingIndex
            try parseNode(level: level)
            siblingIndex += 1
        }
    }

    /// Reads the node object whose path is ``siblingPath`` up to `level`.
    private mutating func parseNode(level: Int) throws(CascadeDataError) {
        let node = NodeReference(level: level)
        let objectOffset = try offsetOfValue(.object, for: "a node", node: node)
        if level > maximumDepth {
            throw reader.error(
                .tooDeep, at: objectOffset, nodePath: path(of: node),
                "a node at level \(level) is deeper than the limit of \(maximumDepth)")
        }
        try reader.beginObject()
        let index = table.beginNode(level: level)
        var record = CascadeNodeTable.Node(level: UInt8(level))
        // One bit each for code, name and children, the only keys a node may have.
        var seen: UInt8 = 0
        var first = true
        while let keyOffset = try reader.nextMember(first: first) {
            first = false
            // The three known keys are matched in the bytes; only another key (or one written
            // with escapes) becomes a String.
            let bit: UInt8
            let key: String
            let initial = keyOffset + 1 < reader.bytes.count ? reader.bytes[keyOffset + 1] : 0
            if initial == UInt8(ascii: "c"), try reader.readKey(ifEqualTo: "code") {
                (bit, key) = (1, "code")
            } else if initial == UInt8(ascii: "n"), try reader.readKey(ifEqualTo: "name") {
                (bit, key) = (2, "name")
            } else if initial == UInt8(ascii: "c"), try reader.readKey(ifEqualTo: "children") {
                (bit, key) = (4, "children")
            } else {
                key = try reader.readKey()
                bit = key == "code" ? 1 : key == "name" ? 2 : key == "children" ? 4 : 0
            }
            guard seen & bit == 0 else {
                throw reader.error(
                    .duplicateKey, at: keyOffset, nodePath: path(of: node),
                    "key \(QuotedInput.quoted(key)) appears twice in a node")
            }
            seen |= bit
            switch bit {
            case 1:
                record.codeOffset = try offsetOfValue(.string, for: key, node: node)
                let (start, count, classes) = try reader.readStringBytes(decodingInto: &table.decoded)
                (record.codeStart, record.codeCount) = (start, count)
                record.checked |= CascadeNodeTable.Checked.code(count: count, classes: classes)
            case 2:
                record.nameOffset = try offsetOfValue(.string, for: key, node: node)
                let (start, count, classes) = try reader.readStringBytes(decodingInto: &table.decoded)
                (record.nameStart, record.nameCount) = (start, count)
                record.checked |= CascadeNodeTable.Checked.name(classes: classes)
            case 4:
                _ = try offsetOfValue(.array, for: key, node: node)
                try parseChildren(level: level + 1)
            default:
                throw reader.error(
                    .unknownKey, at: keyOffset, nodePath: path(of: node),
                    "unknown key \(QuotedInput.quoted(key)) in a node (known: code, name, children)")
            }
        }
        if seen & 3 != 3 {
            let required = seen & 1 == 0 ? "code" : "name"
            throw reader.error(
                .missingKey, at: objectOffset, nodePath: path(of: node), "the node has no \"\(required)\" key")
        }
        table.setNode(record, at: index)
    }

    /// A node being read, to name it in an error (its path is built only then).
    private struct NodeReference {
        let level: Int
    }

    private func path(of node: NodeReference?) -> String? {
        guard let node else { return nil }
        return CascadeNodeTable.indexPath(siblingPath[0..<node.level])
    }

    /// Checks that the next value is of `kind` and returns its offset.
    @inline(__always)
    private mutating func offsetOfValue(
        _ kind: JSONByteReader.ValueKind, for what: String, node: NodeReference? = nil
    ) throws(CascadeDataError) -> Int {
        try expectKind(kind, for: what, node: node)
        return reader.offset
    }

    @inline(__always)
    private mutating func expectKind(
        _ kind: JSONByteReader.ValueKind, for what: String, node: NodeReference? = nil
    ) throws(CascadeDataError) {
        let found = try reader.peekValueKind()
        guard found == kind else {
            throw reader.error(
                .wrongType, at: reader.offset, nodePath: path(of: node),
                "\(what) must be \(article(kind)), not \(article(found))"
            )
        }
    }

    private func article(_ kind: JSONByteReader.ValueKind) -> String {
        switch kind {
        case .object, .array: return "an \(kind.rawValue)"
        case .string, .number: return "a \(kind.rawValue)"
        case .literal: return kind.rawValue
        }
    }
}
