import PickerKit

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
        rawPath = ParseCommand.rawBytes(of: [path])[0]
    }

    /// The path as messages show it: as typed, or escaped (`\x{FF}`) when it is not UTF-8.
    var displayName: String {
        rawPath == Array(path.utf8) ? path : rawPath.withUnsafeBufferPointer { OutputEscaping.terminalSafe($0) }
    }

    /// Loads the cascade tree (the library reads and checks the file).
    func tree() throws(CascadeDataError) -> CascadeTree {
        if rawPath == Array(path.utf8) { return try CascadeTree(jsonFile: path) }
        // Not UTF-8: open by the raw bytes and let the library read the open file.
        let descriptor = (rawPath + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else {
            throw CascadeDataError(
                kind: .unreadable, position: nil, nodePath: nil,
                message: "cannot read \"\(displayName)\": \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        return try CascadeTree(jsonFile: "/proc/self/fd/\(descriptor)")
    }
}
