/// A selection in a cascade picker as codes from the first level down, written canonically
/// as the codes joined by `/`, such as `440000/440300/440305`.
///
/// Parsing is strict: no white space, no empty segment, no leading or trailing slash, only
/// code characters (ASCII letters, digits, `-`, `_`, `.`), at most ``maximumLength`` bytes.
/// Whether the codes exist is checked against a tree by ``CascadePicker/init(tree:selection:)``.
public struct CascadePath: Hashable, Sendable, CustomStringConvertible {
    /// The codes, first level first.
    public let codes: [String]

    /// The longest input accepted, in bytes (32 levels of 64-byte codes and their slashes).
    public static let maximumLength = 32 * 64 + 31

    /// Creates a path from codes.
    public init(codes: [String]) {
        self.codes = codes
    }

    /// Parses the canonical form.
    ///
    /// - Throws: ``ParseError`` with the byte offset of the first problem.
    /// - Complexity: O(*n*) in the length of the input.
    public init(parsing text: String) throws(ParseError) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw ParseError(kind: .empty, offset: 0, message: "the path is empty") }
        guard bytes.count <= Self.maximumLength else {
            throw ParseError(
                kind: .tooLong, offset: Self.maximumLength,
                message: "the path is longer than \(Self.maximumLength) bytes")
        }
        var codes: [String] = []
        var segmentStart = 0
        for offset in 0...bytes.count {
            if offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
                guard offset > segmentStart else {
                    throw ParseError(
                        kind: .emptySegment, offset: offset,
                        message: offset == 0
                            ? "the path starts with '/'"
                            : offset == bytes.count ? "the path ends with '/'" : "two '/' in a row")
                }
                guard offset - segmentStart <= CascadeNodeTable.maximumCodeLength else {
                    throw ParseError(
                        kind: .tooLong, offset: segmentStart,
                        message: "a code is longer than \(CascadeNodeTable.maximumCodeLength) bytes")
                }
                codes.append(String(decoding: bytes[segmentStart..<offset], as: UTF8.self))
                segmentStart = offset + 1
            } else if !CascadeNodeTable.isCodeByte(bytes[offset]) {
                throw ParseError(
                    kind: .unexpectedCharacter, offset: offset,
                    message:
                        "unexpected character; codes have ASCII letters, digits, '-', '_' and '.' and '/' separates them"
                )
            }
        }
        self.codes = codes
    }

    /// The canonical form, such as `440000/440300/440305`.
    public var description: String { codes.joined(separator: "/") }

    /// The byte offset of each code in the canonical form.
    var offsets: [Int] {
        var result: [Int] = []
        var offset = 0
        for code in codes {
            result.append(offset)
            offset += code.utf8.count + 1
        }
        return result
    }
}
