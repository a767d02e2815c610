import Foundation

/// Runs the built `locale-check` binary and captures what it printed and how it exited.
struct LocaleCheckRunner {
    /// The result of one run.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the run outlived its time limit and was killed.
        var timedOut = false
    }

    /// The binary: `$LOCALE_CHECK` if set, else next to the test bundle in the build folder.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["LOCALE_CHECK"] {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The test runner may sit inside a `.xctest` bundle folder.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("locale-check").path),
            directory.pathComponents.count > 1
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("locale-check")
    }()

    /// Runs `locale-check` with `arguments`, feeding `input` on standard input.
    ///
    /// With a `timeLimit`, a run still going after that many seconds is killed and reported as
    /// timed out: a guard against hangs, set far above any honest run on a slow, loaded machine
    /// (a wall-clock bound near the real time flakes under the sanitizers).
    static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String] = [:], executable: String? = nil,
        directory: String? = nil, timeLimit: TimeInterval? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? Self.executable
        process.currentDirectoryURL = directory.map(URL.init(fileURLWithPath:))
        process.arguments = arguments
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment.merge(environment) { _, new in new }
        process.environment = processEnvironment
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locale-check-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try input.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        let timedOut = timeLimit.map { process.terminate(ifRunningAfter: $0) } ?? false
        process.waitUntilExit()
        try inputHandle.close()
        try outputHandle.close()
        try errorHandle.close()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self), timedOut: timedOut)
    }
}

extension Process {
    /// Waits up to `seconds` for the process to exit, and terminates it if it has not.
    ///
    /// Returns whether it had to; the caller still waits for the exit.
    func terminate(ifRunningAfter seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard isRunning else { return false }
        terminate()
        return true
    }
}
