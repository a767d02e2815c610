import PickerKit
import PickerKitRegions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `--data FILE` argument: opened by the bytes the user typed, so a file name that is not
/// UTF-8 can be read, and named in messages with those bytes escaped.
struct DataFile {
    /// The path as Swift decoded it (invalid UTF-8 replaced by U+FFFD).
    let path: String
    /// The bytes of the argument as given to the process.
    let rawPath: [UInt8]

    init(_ path: String) {
        self.path = path
        rawPath = RawArguments.bytes(decodingTo: path) ?? Array(path.utf8)
    }

    /// The path as messages show it: escaped like every argument (`\x{FF}` for a byte that is
    /// not UTF-8) and cut after 64 characters, without quotes.
    var displayName: String {
        let (text, size) = rawPath.withUnsafeBufferPointer { OutputEscaping.shown(bytes: $0) }
        return text + (size.map { "… (\($0) bytes)" } ?? "")
    }

    /// Loads the cascade tree (the library reads and checks the file); a file that cannot be
    /// read is named as the user typed it, quoted and cut like every argument.
    func tree() throws(CascadeDataError) -> CascadeTree {
        var opened = path
        do throws(CascadeDataError) {
            return try load(opened: &opened)
        } catch {
            // The library names the path it opened in full: `cannot read "PATH": REASON`.
            let prefix = "cannot read \"\(opened)\": "
            guard error.kind == .unreadable, error.message.hasPrefix(prefix) else { throw error }
            let quoted = rawPath.withUnsafeBufferPointer { OutputEscaping.quoted(bytes: $0) }
            throw CascadeDataError(
                kind: .unreadable, position: nil, nodePath: nil,
                message: "cannot read \(quoted): " + error.message.dropFirst(prefix.count))
        }
    }

    /// Opens the file by its raw bytes; `opened` is set to the path given to the library.
    private func load(opened: inout String) throws(CascadeDataError) -> CascadeTree {
        if rawPath == Array(path.utf8) { return try CascadeTree(jsonFile: path) }
        // Not UTF-8: open by the raw bytes and let the library read the open file (non-blocking,
        // as the library opens: a FIFO without a writer must not hang the open).
        let descriptor = (rawPath + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        }
        guard descriptor >= 0 else {
            throw CascadeDataError(
                kind: .unreadable, position: nil, nodePath: nil,
                message: "cannot read \"\(path)\": \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        opened = "/proc/self/fd/\(descriptor)"
        return try CascadeTree(jsonFile: opened)
    }
}
