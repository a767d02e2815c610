@testable import PickerKitCore

// The cascade loader as it was before the byte-based rewrite (e87ac94), kept unchanged but for
// its names as the reference that `CascadeLoadingReferenceTests` compares the loader with.

/// Reads a cascade JSON document (see ``CascadeTree/init(json:maximumDepth:)``) into a node
/// table, checking syntax and schema as it goes; tree rules are checked afterwards.
struct ReferenceDocumentParser {
    private var reader: ReferenceJSONByteReader
    private var table = ReferenceNodeTable()
    private let maximumDepth: Int

    /// The current format name and version.
    static let formatName = "pickerkit-cascade"
    static let formatVersion = 1

    /// A parser of the document `bytes`; use it only inside `withUnsafeBufferPointer` of them.
    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.reader = ReferenceJSONByteReader(bytes)
        self.maximumDepth = maximumDepth
        table.reserveCapacity(Self.expectedNodeCount(bytes.count))
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
        table: ReferenceNodeTable, codeRule: CascadeCodeRule, levelNames: [String]
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
                guard let rule = CascadeCodeRule(rawValue: name) else {
                    throw reader.error(
                        .unsupportedFormat, at: valueOffset,
                        "codeRule \(QuotedInput.quoted(name)) is not one of "
                            + CascadeCodeRule.allCases.map(\.rawValue).joined(separator: ", "))
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
                    guard !name.unicodeScalars.allSatisfy(ReferenceNodeTable.isInvisible) else {
                        throw reader.error(.emptyName, at: levelOffset, "a level name has only invisible characters")
                    }
                    if let hidden = ReferenceNodeTable.firstHiddenCharacter(name) {
                        throw reader.error(
                            .controlCharacterInName, at: levelOffset,
                            "a level name has the \(hidden.what) \(ReferenceNodeTable.hex(hidden.scalar)) "
                                + "at character \(hidden.position + 1)")
                    }
                    guard !name.unicodeScalars.contains(where: ReferenceNodeTable.isControl) else {
                        throw reader.error(
                            .controlCharacterInName, at: levelOffset, "a level name has a control character")
                    }
                    levelNames.append(name)
                }
            case "nodes":
                _ = try offsetOfValue(.array, for: key)
                try parseChildren(parent: -1, level: 1)
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

    /// Reads an array of node objects whose parent is table node `parent`.
    private mutating func parseChildren(parent: Int, level: Int) throws(CascadeDataError) {
        try reader.beginArray()
        var siblingIndex = 0
        while try reader.hasNextElement(first: siblingIndex == 0) {
            try parseNode(parent: parent, siblingIndex: siblingIndex, level: level)
            siblingIndex += 1
        }
    }

    private mutating func parseNode(parent: Int, siblingIndex: Int, level: Int) throws(CascadeDataError) {
        let index = table.codes.count
        let node = NodeReference(parent: parent, siblingIndex: siblingIndex)
        let objectOffset = try offsetOfValue(.object, for: "a node", node: node)
        if level > maximumDepth {
            throw reader.error(
                .tooDeep, at: objectOffset, nodePath: path(of: node),
                "a node at level \(level) is deeper than the limit of \(maximumDepth)")
        }
        try reader.beginObject()
        table.append(code: "", name: "", parent: parent, siblingIndex: siblingIndex)
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
                let valueOffset = try offsetOfValue(.string, for: key, node: node)
                let code = try reader.readString()
                table.codeOffsets[index] = valueOffset
                if let raw = rawBytes(of: code, from: valueOffset) {
                    table.checked[index] |= ReferenceNodeTable.Checked.code(raw)
                }
                table.codes[index] = code
            case 2:
                let valueOffset = try offsetOfValue(.string, for: key, node: node)
                let name = try reader.readString()
                table.nameOffsets[index] = valueOffset
                if let raw = rawBytes(of: name, from: valueOffset) {
                    table.checked[index] |= ReferenceNodeTable.Checked.name(raw)
                }
                table.names[index] = name
            case 4:
                _ = try offsetOfValue(.array, for: key, node: node)
                try parseChildren(parent: index, level: level + 1)
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
    }

    /// The bytes between the quotes of the string just read from `quoteOffset`, when they are
    /// the string's own UTF-8 (no escapes: an escape is always longer than what it stands for).
    private func rawBytes(of text: String, from quoteOffset: Int) -> UnsafeBufferPointer<UInt8>? {
        let raw = (quoteOffset + 1)..<(reader.offset - 1)
        guard raw.count == text.utf8.count else { return nil }
        return UnsafeBufferPointer(rebasing: reader.bytes[raw])
    }

    /// A node being read, to name it in an error (its path is built only then).
    private struct NodeReference {
        let parent: Int
        let siblingIndex: Int
    }

    private func path(of node: NodeReference?) -> String? {
        guard let node else { return nil }
        return (node.parent < 0 ? "nodes" : table.indexPath(of: node.parent) + ".children") + "[\(node.siblingIndex)]"
    }

    /// Checks that the next value is of `kind` and returns its offset.
    @inline(__always)
    private mutating func offsetOfValue(
        _ kind: ReferenceJSONByteReader.ValueKind, for what: String, node: NodeReference? = nil
    ) throws(CascadeDataError) -> Int {
        try expectKind(kind, for: what, node: node)
        return reader.offset
    }

    @inline(__always)
    private mutating func expectKind(
        _ kind: ReferenceJSONByteReader.ValueKind, for what: String, node: NodeReference? = nil
    ) throws(CascadeDataError) {
        let found = try reader.peekValueKind()
        guard found == kind else {
            throw reader.error(
                .wrongType, at: reader.offset, nodePath: path(of: node),
                "\(what) must be \(article(kind)), not \(article(found))"
            )
        }
    }

    private func article(_ kind: ReferenceJSONByteReader.ValueKind) -> String {
        switch kind {
        case .object, .array: return "an \(kind.rawValue)"
        case .string, .number: return "a \(kind.rawValue)"
        case .literal: return kind.rawValue
        }
    }
}
