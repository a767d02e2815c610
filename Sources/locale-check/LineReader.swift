#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor with `read(2)` in large blocks, in constant memory.
///
/// Lines are handed over in place, as slices of the block buffer (found with `memchr`), so
/// nothing is copied or allocated per line; only the unfinished line at the end of a block
/// moves to the front of the buffer before the next read. A line longer than
/// ``maximumLength`` is handed over truncated to its first `maximumLength` bytes, flagged, and
/// the rest of it is skipped without being stored.
struct LineReader {
    /// The longest line kept whole, in bytes (without the newline).
    static let maximumLength = 1024
    /// Bytes per `read(2)` call.
    static let chunkSize = 1 << 18

    let descriptor: Int32

    /// Calls `body` with each line's bytes (without `\n`, and without a `\r` before it), its
    /// 1-based number and whether it was truncated; a last line without `\n` counts too.
    ///
    /// Reading stops as soon as `body` returns `false` (nothing more is read).
    ///
    /// The bytes are valid only during the call.
    ///
    /// - Returns: `nil`, or the `errno` of a failed read.
    /// - Complexity: O(n) in the bytes read, with one `read(2)` per ``chunkSize`` bytes.
    @inline(__always)
    func forEachLine(
        _ body: (_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ truncated: Bool) -> Bool
    ) -> Int32? {
        let limit = Self.maximumLength
        // Room for a carried-over line of up to `limit + 1` bytes (one more than fits shows
        // that it is too long) in front of a full block.
        let capacity = limit + 1 + Self.chunkSize
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var kept = 0  // bytes of the unfinished line at the front of the buffer
        var skipping = false  // the unfinished line is over `limit`; its first `limit + 1` bytes are kept
        var number = 0

        /// Hands over `buffer[start..<end]`, a whole line without its `\n`.
        func emit(_ start: Int, _ end: Int) -> Bool {
            number += 1
            var length = end - start
            if length > limit {
                return body(UnsafeBufferPointer(start: buffer + start, count: limit), number, true)
            }
            if length > 0, buffer[end - 1] == UInt8(ascii: "\r") { length -= 1 }
            return body(UnsafeBufferPointer(start: buffer + start, count: length), number, false)
        }

        while true {
            let count = read(descriptor, buffer + kept, Self.chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { break }
            let end = kept + count
            var lineStart = 0
            var searchFrom = kept
            while searchFrom < end, let found = memchr(buffer + searchFrom, 0x0A, end - searchFrom) {
                let newline = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
                // A skipped line's kept bytes end at `kept`; what lies between is dropped.
                let goOn = emit(lineStart, skipping ? kept : newline)
                skipping = false
                if !goOn { return nil }
                lineStart = newline + 1
                searchFrom = lineStart
            }
            if skipping { continue }  // still inside an over-long line: keep its first bytes only
            let rest = end - lineStart
            if rest > limit {
                memmove(buffer, buffer + lineStart, limit + 1)
                kept = limit + 1
                skipping = true
            } else {
                if lineStart > 0 { memmove(buffer, buffer + lineStart, rest) }
                kept = rest
            }
        }
        if kept > 0 { _ = emit(0, kept) }
        return nil
    }
}
