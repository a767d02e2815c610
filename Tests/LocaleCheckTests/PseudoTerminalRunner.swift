import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `locale-check` with a pseudo-terminal as its standard input and standard error (where
/// the interactive picker draws), typing keys into it, and captures standard output apart.
struct PseudoTerminalRunner {
    /// What one run printed and how it ended.
    struct Output {
        var status: Int32
        /// Standard output: the confirmed value, if any.
        var stdout: String
        /// Everything drawn on the terminal, escape sequences included.
        var screen: String
        /// Whether the terminal echoed input at each ``Step/awaitEcho(_:)`` (true: cooked mode).
        var echoes: [Bool] = []
        /// Whether the terminal echoes input after the process ended (true: restored).
        var echoesAtEnd = false
    }

    /// One thing done to the running picker.
    enum Step {
        /// Typed keys, written at once.
        case keys(String)
        /// A signal sent to the process.
        case signal(Int32)
        /// Waits until the terminal echoes input (cooked mode) or not (raw mode), as given, for at
        /// most a minute, and notes what it found: the picker's switch may lag on a loaded machine.
        case awaitEcho(Bool)
    }

    /// Whether the terminal behind `master` echoes input.
    private static func echoes(_ master: Int32) -> Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Runs `arguments`, sending each chunk of `keys` as one write, `pause` seconds apart.
    static func run(
        _ arguments: [String], keys: [String], pause: Double = 0.15, executable: String? = nil,
        directory: String? = nil, size: (rows: UInt16, columns: UInt16) = (24, 80), standardError: FileHandle? = nil
    ) throws -> Output {
        try run(
            arguments, steps: keys.map(Step.keys), pause: pause, executable: executable, directory: directory,
            size: size, standardError: standardError)
    }

    /// Runs `arguments`, doing each step `pause` seconds after the last.
    ///
    /// `size` is the terminal's (rows, columns); `standardError`, when given, replaces the
    /// terminal as the process's standard error.
    static func run(
        _ arguments: [String], steps: [Step], pause: Double = 0.15, executable: String? = nil,
        directory: String? = nil, size: (rows: UInt16, columns: UInt16) = (24, 80), standardError: FileHandle? = nil
    ) throws -> Output {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: size.rows, ws_col: size.columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let controller = FileHandle(fileDescriptor: master, closeOnDealloc: true)
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("pick-\(UUID())")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let outputHandle = try FileHandle(forWritingTo: outputURL)

        let process = Process()
        process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? LocaleCheckRunner.executable
        process.currentDirectoryURL = directory.map(URL.init(fileURLWithPath:))
        process.arguments = arguments
        process.standardInput = terminal
        process.standardOutput = outputHandle
        process.standardError = standardError ?? terminal
        try process.run()
        try terminal.close()

        // Read the screen on another thread so the child never blocks on a full terminal buffer.
        let screen = ScreenBuffer()
        let controllerDescriptor = master
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                // Fails with EIO once the child has exited and no one holds the terminal side.
                let count = read(controllerDescriptor, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    break
                }
                screen.append(Data(buffer[..<count]))
            }
        }
        reader.start()
        // Keys typed before the picker has switched the terminal to raw mode would be flushed
        // away, so wait for its first frame (a cleared screen) however slow the machine is.
        let firstFrameDeadline = Date().addingTimeInterval(90)
        while !screen.text.contains("\u{1B}[2J") && process.isRunning && Date() < firstFrameDeadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        var echoes: [Bool] = []
        for step in steps {
            Thread.sleep(forTimeInterval: pause)
            switch step {
            case .keys(let key): controller.write(Data(key.utf8))
            case .signal(let number): kill(process.processIdentifier, number)
            case .awaitEcho(let expected):
                let echoDeadline = Date().addingTimeInterval(60)
                while Self.echoes(master) != expected && process.isRunning && Date() < echoDeadline {
                    Thread.sleep(forTimeInterval: 0.02)
                }
                echoes.append(Self.echoes(master))
            }
        }
        _ = process.terminate(ifRunningAfter: 90)
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.1)
        try outputHandle.close()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            screen: screen.text, echoes: echoes, echoesAtEnd: Self.echoes(controller.fileDescriptor))
    }
}

/// Bytes read from the terminal, shared between the reader thread and the test.
private final class ScreenBuffer: @unchecked Sendable {
    // Guarded by `lock`: appended by the reader thread, read by the test thread.
    private var data = Data()
    private let lock = NSLock()

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
