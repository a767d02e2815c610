/// A place in a data file: UTF-8 byte offset, 1-based line and 1-based column.
///
/// Columns count Unicode scalars from the start of the line, as most editors show them.
package struct CascadeSourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The UTF-8 byte offset from the start of the file.
    public let offset: Int
    /// The line, starting at 1.
    public let line: Int
    /// The column in Unicode scalars, starting at 1.
    public let column: Int

    /// Creates a position.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The position of `offset` in `bytes`, found by scanning from the start.
    ///
    /// - Complexity: O(*offset*); used only to report an error.
    static func locate(_ offset: Int, in bytes: [UInt8]) -> CascadeSourcePosition {
        bytes.withUnsafeBufferPointer { locate(offset, in: $0) }
    }

    /// The position of `offset` in `bytes`, found by scanning from the start.
    ///
    /// - Complexity: O(*offset*); used only to report an error.
    static func locate(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> CascadeSourcePosition {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return CascadeSourcePosition(offset: end, line: line, column: column)
    }

    /// `line L, column C`.
    public var description: String { "line \(line), column \(column)" }
}
