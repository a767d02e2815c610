#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writes to standard output and standard error, without Foundation.
///
/// `locale-check` is single-threaded; the writers are used from the main thread only.
enum StandardStreams {
    /// Standard output, flushed when its buffer fills and at exit.
    nonisolated(unsafe) static let output = FileDescriptorWriter(descriptor: 1)
    /// Standard error, flushed when its buffer fills and at exit.
    nonisolated(unsafe) static let errorOutput = FileDescriptorWriter(descriptor: 2)

    /// The longest message written to standard error, in characters; the rest is cut.
    static let maximumErrorLength = 2000

    /// Writes `text` and a newline to standard output, control bytes escaped
    /// (``OutputEscaping/terminalLine(_:)``).
    static func out(_ text: String) {
        output.write(OutputEscaping.terminalLine(text))
        output.write(byte: 0x0A)
    }

    /// Writes `text` and a newline to standard error (``errorLine(_:)``).
    static func error(_ text: String) {
        errorOutput.write(errorLine(text))
        errorOutput.write(byte: 0x0A)
    }

    /// `text` cut after ``maximumErrorLength`` characters, then with control bytes escaped:
    /// cutting first keeps every escape whole (a cut escaped text could end in `\u{1`).
    static func errorLine(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumErrorLength else { return OutputEscaping.terminalLine(text) }
        let kept = String(String.UnicodeScalarView(scalars.prefix(maximumErrorLength)))
        return OutputEscaping.terminalLine(kept) + "… (\(scalars.count - maximumErrorLength) more characters)"
    }

    /// Whether a write to either stream has failed: a streaming command then stops (reads no
    /// more input, does no more work) and exits as ``finish(_:)`` says.
    static var writeFailed: Bool {
        output.failure != nil || errorOutput.failure != nil
    }

    /// For commands that take long per line (`locales`, `calendars`): writes out what is
    /// buffered and tells whether the run should stop, because a write failed or because
    /// standard output is a pipe whose reader is gone (`calendars | head -1`), which would
    /// otherwise show only at the next line, possibly seconds later.
    static func flushAndCheck() -> Bool {
        output.flush()
        errorOutput.flush()
        return writeFailed || output.checkReader()
    }

    /// Runs `body` with both streams collected instead of written, and returns its result with
    /// what it wrote to each (`gallery` reads the `labels --json` a page shows this way).
    static func capturing<T>(_ body: () -> T) -> (result: T, output: String, error: String) {
        flush()
        output.captured = []
        errorOutput.captured = []
        let result = body()
        flush()
        let written = (output.captured ?? [], errorOutput.captured ?? [])
        output.captured = nil
        errorOutput.captured = nil
        return (result, String(decoding: written.0, as: UTF8.self), String(decoding: written.1, as: UTF8.self))
    }

    /// Flushes both streams (before exiting or waiting for input).
    static func flush() {
        output.flush()
        errorOutput.flush()
    }

    /// Reports that reading standard input failed with `failure`, an `errno`, in its words
    /// (`Is a directory (errno 21)`).
    static func readFailed(_ failure: Int32) {
        error("Error: reading standard input failed: \(String(cString: strerror(failure))) (errno \(failure))")
    }

    /// Flushes both streams before exiting with `status`: a failed write to standard output is
    /// reported on standard error and turns the status into a failure.
    static func finish(_ status: Int32) -> Int32 {
        flush()
        guard let failure = output.failure else { return status }
        error("Error: writing standard output failed: \(String(cString: strerror(failure))) (errno \(failure))")
        errorOutput.flush()
        return status == ExitStatus.success ? ExitStatus.failure : status
    }
}

/// A byte buffer in front of a file descriptor.
///
/// The buffer is one fixed block; callers that build lines can write straight into it with
/// ``reserve(_:)`` and ``commit(_:)``, so no line needs a buffer of its own.
final class FileDescriptorWriter {
    private let descriptor: Int32
    private let capacity = 1 << 16
    private let storage: UnsafeMutablePointer<UInt8>
    private var count = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// Appends the UTF-8 bytes of `text`.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Appends raw bytes.
    func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if bytes.count > capacity - count {
            flush()
            if bytes.count > capacity {
                send(UnsafeRawBufferPointer(bytes))
                return
            }
        }
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
        if count == capacity { flush() }
    }

    /// Appends one byte.
    func write(byte: UInt8) {
        storage[count] = byte
        count += 1
        if count == capacity { flush() }
    }

    /// Room for at least `size` bytes (at most 4096), to be filled and then ``commit(_:)``ted.
    @inline(__always)
    func reserve(_ size: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity - count < size { flush() }
        return storage + count
    }

    /// Adds the first `size` bytes written at the pointer ``reserve(_:)`` returned.
    @inline(__always)
    func commit(_ size: Int) {
        count += size
        if count == capacity { flush() }
    }

    /// The bytes flushed while collecting (``StandardStreams/capturing(_:)``), which then go
    /// nowhere else; `nil` when writing to the descriptor.
    var captured: [UInt8]?

    /// The `errno` of the first write that failed (a full disk, a closed pipe), or `nil`.
    private(set) var failure: Int32?

    /// Writes out everything buffered, retrying short writes; after a failed write, records
    /// its `errno` in ``failure`` and drops the rest.
    func flush() {
        send(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    /// Checks, without writing, whether this descriptor is a pipe whose reader is gone
    /// (`poll(2)` reports `POLLERR` on it) and if so records the failure a write would get,
    /// `EPIPE`.
    ///
    /// - Returns: whether a write has failed or would fail.
    func checkReader() -> Bool {
        if failure != nil { return true }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        guard poll(&entry, 1, 0) == 1, entry.revents & Int16(POLLERR) != 0 else { return false }
        failure = EPIPE
        count = 0
        return true
    }

    private func send(_ bytes: UnsafeRawBufferPointer) {
        if captured != nil {
            captured!.append(contentsOf: bytes)
            return
        }
        var offset = 0
        while offset < bytes.count && failure == nil {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            if written == 0 {
                failure = EIO
                return
            }
            offset += written
        }
    }
}
