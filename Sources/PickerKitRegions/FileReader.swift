import PickerKit

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

    /// The most bytes PickerKit reads from a file: 16 MiB.
    static let maximumFileSize = 16 << 20

    /// Why a file's bytes were not returned.
    enum ReadFailure: Error {
        /// `open` or `fread` failed; the `errno` text.
        case system(String)
        /// The file has more than the limit; it was read only up to the limit + 1 byte.
        case tooLarge(limit: Int)
        /// A named pipe (FIFO) gave nothing: no process had it open for writing.
        case emptyPipe
    }

    /// The bytes of a file, read in chunks and stopped as soon as it has more than `limit`
    /// bytes (so `/dev/zero` or a huge file is refused after `limit + 1` bytes, not slurped).
    ///
    /// The file is opened with `O_NONBLOCK`, so a named pipe (FIFO) nobody writes to does not
    /// block the open (which would wait forever); reads then block as usual, and a pipe
    /// without a writer reads as end of file and is reported as ``ReadFailure/emptyPipe``.
    /// Pipes and devices stay readable (`--data <(command)`, `/dev/stdin`).
    static func read(_ path: String, limit: Int = maximumFileSize) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
        var info = stat()
        let isPipe = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
        // Back to blocking reads: only the open could wait for a writer.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        guard let file = fdopen(descriptor, "rb") else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .failure(.system(reason))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = fread(&chunk, 1, wanted, file)
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
            if count < wanted { break }
        }
        guard ferror(file) == 0 else { return .failure(.system(String(cString: strerror(errno)))) }
        if isPipe && bytes.isEmpty { return .failure(.emptyPipe) }
        return .success(bytes)
    }

    /// The bytes of a file, or `nil` when it cannot be read or is over ``maximumFileSize``.
    static func contents(of path: String) -> [UInt8]? {
        try? read(path).get()
    }
}
