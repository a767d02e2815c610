#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor with `read(2)` in fixed chunks, in constant memory.
///
/// A line longer than ``maximumLength`` is handed over truncated to its first
/// `maximumLength` bytes, flagged, and the rest of it is skipped without being stored.
struct LineReader {
    /// The longest line kept whole, in bytes (without the newline).
    static let maximumLength = 1024
    /// Bytes per `read(2)` call.
    static let chunkSize = 1 << 16

    let descriptor: Int32

    /// Calls `body` with each line's bytes (without `\n`, and without a `\r` before it), its
    /// 1-based number and whether it was truncated; a last line without `\n` counts too.
    ///
    /// - Returns: `nil`, or the `errno` of a failed read.
    func forEachLine(_ body: (_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ truncated: Bool) -> Void) -> Int32? {
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        var line: [UInt8] = []
        line.reserveCapacity(Self.maximumLength)
        var truncated = false
        var number = 0
        var pending = false
        func finishLine() {
            number += 1
            if !truncated, line.last == UInt8(ascii: "\r") { line.removeLast() }
            line.withUnsafeBufferPointer { body($0, number, truncated) }
            line.removeAll(keepingCapacity: true)
            truncated = false
            pending = false
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { break }
            for byte in chunk[0..<count] {
                if byte == UInt8(ascii: "\n") {
                    finishLine()
                } else if line.count < Self.maximumLength {
                    line.append(byte)
                    pending = true
                } else {
                    truncated = true
                }
            }
        }
        if pending || truncated { finishLine() }
        return nil
    }
}
