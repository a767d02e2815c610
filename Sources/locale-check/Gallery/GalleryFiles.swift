#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders and files of the gallery, written without Foundation.
enum GalleryFiles {
    /// Why a folder or file could not be written: the path and the system's reason.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ path: String) {
            description = "cannot write \(path): \(String(cString: strerror(errno)))"
        }
    }

    /// Makes `path` and its missing parents (`mkdir -p`).
    static func makeFolder(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw Failure(prefix) }
            var status = stat()
            guard stat(prefix, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                errno = ENOTDIR
                throw Failure(prefix)
            }
            prefix += "/"
        }
    }

    /// Writes `text` as the whole of the file at `path`.
    static func write(_ text: String, to path: String) throws(Failure) {
        guard let file = fopen(path, "w") else { throw Failure(path) }
        var text = text
        let written = text.withUTF8 { bytes in fwrite(bytes.baseAddress, 1, bytes.count, file) }
        let closed = fclose(file)
        guard written == text.utf8.count, closed == 0 else { throw Failure(path) }
    }
}
