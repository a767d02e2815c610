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

    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        output.write(text)
        output.write(byte: 0x0A)
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        errorOutput.write(text)
        errorOutput.write(byte: 0x0A)
    }

    /// Flushes both streams (before exiting or waiting for input).
    static func flush() {
        output.flush()
        errorOutput.flush()
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

    /// Writes out everything buffered, retrying short writes; gives up silently on a closed pipe.
    func flush() {
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
