#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a user's file without Foundation (``CascadeTree/init(jsonFile:maximumDepth:)``).
///
/// PickerKit's own strings and data are compiled into the binary (the `PickerKitData` module);
/// this reader is only for files a caller names.
enum FileReader {
    /// Whether `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The bytes of a file, or `nil` when it cannot be read (`errno` says why).
    static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            if count < chunk.count { break }
        }
        return ferror(file) == 0 ? bytes : nil
    }
}
