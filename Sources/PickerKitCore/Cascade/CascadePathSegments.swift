/// The segments of a selection as typed, codes or names, each with its UTF-8 byte offset in
/// the input, so every error can point into the text the caller gave.
struct CascadePathSegments {
    /// How a segment picks a node among its siblings.
    enum Matching {
        /// By code (a ``CascadePath``).
        case code
        /// By name, exactly or as a short name (``CascadeTree/children(of:named:)``).
        case name
    }

    let values: [String]
    let offsets: [Int]
    /// The byte count of the input, where an incomplete path ends.
    let end: Int
    let matching: Matching

    /// The longest name path accepted, in bytes.
    static let maximumNameLength = 8_192

    /// The segments of a code path, with offsets in its canonical form.
    init(_ path: CascadePath) {
        values = path.codes
        offsets = path.offsets
        end = path.description.utf8.count
        matching = .code
    }

    /// Splits a name path such as `上海/上海/黄浦区` at `/`.
    ///
    /// - Throws: `empty`, `tooLong` or `emptySegment` (a `/` at either end or two in a row).
    init(names text: String) throws(ParseError) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else {
            throw ParseError(kind: .empty, offset: 0, message: "the name path is empty")
        }
        guard bytes.count <= Self.maximumNameLength else {
            throw ParseError(
                kind: .tooLong, offset: Self.maximumNameLength,
                message: "the name path is longer than \(Self.maximumNameLength) bytes")
        }
        var values: [String] = []
        var offsets: [Int] = []
        var start = 0
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
            guard offset > start else {
                throw ParseError(
                    kind: .emptySegment, offset: offset,
                    message: offset == 0
                        ? "the name path starts with '/'"
                        : offset == bytes.count ? "the name path ends with '/'" : "two '/' in a row")
            }
            values.append(String(decoding: bytes[start..<offset], as: UTF8.self))
            offsets.append(start)
            start = offset + 1
        }
        self.values = values
        self.offsets = offsets
        self.end = bytes.count
        self.matching = .name
    }
}
