/// Reads a cascade JSON document (see ``CascadeTree/init(json:maximumDepth:)``) into a node
/// table, checking syntax and schema as it goes; tree rules are checked afterwards.
struct CascadeDocumentParser {
    private var reader: JSONByteReader
    private var table = CascadeNodeTable()
    private let maximumDepth: Int

    /// The current format name and version.
    static let formatName = "pickerkit-cascade"
    static let formatVersion = 1

    init(bytes: [UInt8], maximumDepth: Int) {
        self.reader = JSONByteReader(bytes)
        self.maximumDepth = maximumDepth
    }

    /// Parses the whole document.
    mutating func parse() throws(CascadeDataError) -> (
        table: CascadeNodeTable, codeRule: CascadeCodeRule, levelNames: [String]
    ) {
        try expectKind(.object, for: "the document", path: nil)
        let documentOffset = reader.offset
        try reader.beginObject()
        var seen: Set<String> = []
        var codeRule = CascadeCodeRule.prefix
        var levelNames: [String] = []
        var first = true
        while let (key, keyOffset) = try reader.nextKey(first: first) {
            first = false
            guard seen.insert(key).inserted else {
                throw reader.error(.duplicateKey, at: keyOffset, "key \"\(key)\" appears twice in the document")
            }
            switch key {
            case "format":
                let valueOffset = try offsetOfValue(.string, for: key, path: nil)
                let format = try reader.readString()
                guard format == Self.formatName else {
                    throw reader.error(
                        .unsupportedFormat, at: valueOffset, "format \"\(format)\" is not \"\(Self.formatName)\"")
                }
            case "version":
                let valueOffset = try offsetOfValue(.number, for: key, path: nil)
                let version = try reader.readInteger(in: 0...Int(Int32.max))
                guard version == Self.formatVersion else {
                    throw reader.error(
                        .unsupportedFormat, at: valueOffset,
                        "version \(version) is not supported (this library reads version \(Self.formatVersion))")
                }
            case "codeRule":
                let valueOffset = try offsetOfValue(.string, for: key, path: nil)
                let name = try reader.readString()
                guard let rule = CascadeCodeRule(rawValue: name) else {
                    throw reader.error(
                        .unsupportedFormat, at: valueOffset,
                        "codeRule \"\(name)\" is not one of "
                            + CascadeCodeRule.allCases.map(\.rawValue).joined(separator: ", "))
                }
                codeRule = rule
            case "levels":
                _ = try offsetOfValue(.array, for: key, path: nil)
                try reader.beginArray()
                var firstLevel = true
                while try reader.hasNextElement(first: firstLevel) {
                    firstLevel = false
                    let levelOffset = try offsetOfValue(.string, for: "a level name", path: nil)
                    let name = try reader.readString()
                    guard !name.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
                        throw reader.error(.emptyName, at: levelOffset, "a level name is empty")
                    }
                    levelNames.append(name)
                }
            case "nodes":
                _ = try offsetOfValue(.array, for: key, path: nil)
                try parseChildren(parent: -1, level: 1)
            default:
                throw reader.error(
                    .unknownKey, at: keyOffset,
                    "unknown key \"\(key)\" in the document (known: format, version, codeRule, levels, nodes)")
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
        let path = (parent < 0 ? "nodes" : table.indexPath(of: parent) + ".children") + "[\(siblingIndex)]"
        let objectOffset = try offsetOfValue(.object, for: "a node", path: path)
        if level > maximumDepth {
            throw reader.error(
                .tooDeep, at: objectOffset, nodePath: path,
                "a node at level \(level) is deeper than the limit of \(maximumDepth)")
        }
        try reader.beginObject()
        table.append(code: "", name: "", parent: parent, siblingIndex: siblingIndex)
        var seen: Set<String> = []
        var first = true
        while let (key, keyOffset) = try reader.nextKey(first: first) {
            first = false
            guard seen.insert(key).inserted else {
                throw reader.error(
                    .duplicateKey, at: keyOffset, nodePath: path, "key \"\(key)\" appears twice in a node")
            }
            switch key {
            case "code":
                table.codeOffsets[index] = try offsetOfValue(.string, for: key, path: path)
                table.codes[index] = try reader.readString()
            case "name":
                table.nameOffsets[index] = try offsetOfValue(.string, for: key, path: path)
                table.names[index] = try reader.readString()
            case "children":
                _ = try offsetOfValue(.array, for: key, path: path)
                try parseChildren(parent: index, level: level + 1)
            default:
                throw reader.error(
                    .unknownKey, at: keyOffset, nodePath: path,
                    "unknown key \"\(key)\" in a node (known: code, name, children)")
            }
        }
        for required in ["code", "name"] where !seen.contains(required) {
            throw reader.error(.missingKey, at: objectOffset, nodePath: path, "the node has no \"\(required)\" key")
        }
    }

    /// Checks that the next value is of `kind` and returns its offset.
    private mutating func offsetOfValue(_ kind: JSONByteReader.ValueKind, for what: String, path: String?)
        throws(CascadeDataError) -> Int
    {
        try expectKind(kind, for: what, path: path)
        return reader.offset
    }

    private mutating func expectKind(_ kind: JSONByteReader.ValueKind, for what: String, path: String?)
        throws(CascadeDataError)
    {
        let found = try reader.peekValueKind()
        guard found == kind else {
            throw reader.error(
                .wrongType, at: reader.offset, nodePath: path, "\(what) must be \(article(kind)), not \(article(found))"
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
