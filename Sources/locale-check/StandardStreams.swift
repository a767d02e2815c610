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

    /// Writes `text` and a newline to standard error, control bytes escaped and cut after
    /// ``maximumErrorLength`` characters.
    static func error(_ text: String) {
        var text = OutputEscaping.terminalLine(text)
        if text.unicodeScalars.count > maximumErrorLength {
            let rest = text.unicodeScalars.count - maximumErrorLength
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumErrorLength)))
            text += "… (\(rest) more characters)"
        }
        errorOutput.write(text)
        errorOutput.write(byte: 0x0A)
    }

    /// Flushes both streams (before exiting or waiting for input).
    static func flush() {
        output.flush()
        errorOutput.flush()
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
final class FileDescriptorWriter {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    /// Appends the UTF-8 bytes of `text`.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Appends raw bytes.
    func write(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    /// Appends one byte.
    func write(byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= capacity { flush() }
    }

    /// The `errno` of the first write that failed (a full disk, a closed pipe), or `nil`.
    private(set) var failure: Int32?

    /// Writes out everything buffered, retrying short writes; after a failed write, records
    /// its `errno` in ``failure`` and drops the rest.
    func flush() {
        var offset = 0
        buffer.withUnsafeBytes { bytes in
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
        buffer.removeAll(keepingCapacity: true)
    }
}
