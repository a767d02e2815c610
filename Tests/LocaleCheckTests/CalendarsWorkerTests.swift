import Foundation
import Testing

/// Issue 40, item 6: the ICU worker `calendars` forks ends with its parent.
@Suite("locale-check calendars: the forked ICU worker ends with its parent", .serialized)
struct CalendarsWorkerTests {
    /// The state letter and parent of process `pid` (`/proc/PID/stat`), or `nil` when it is gone.
    static func status(of pid: Int32) -> (state: Character, parent: Int32)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        return (state, parent)
    }

    /// The children of `pid`, from every process's `/proc/PID/stat`.
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { status(of: $0)?.parent == pid }
    }

    /// Starts a long `calendars` run and returns it with its worker, once the worker runs.
    static func startWithWorker() throws -> (Process, Int32) {
        let process = Process()
        process.executableURL = LocaleCheckRunner.executable
        process.arguments = ["calendars", "--from", "1", "--to", "9999"]  // about 20 s of work
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let worker = children(of: process.processIdentifier).first { return (process, worker) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.terminate()
        process.waitUntilExit()
        throw CancellationError()
    }

    @Test("SIGTERM to the parent: the worker is killed and reaped before the parent dies")
    func terminated() throws {
        let (process, worker) = try Self.startWithWorker()
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
        // Reaped by its parent: no process, not even a zombie.
        #expect(Self.status(of: worker) == nil, "worker \(worker): \(String(describing: Self.status(of: worker)))")
    }

    @Test("SIGKILL to the parent: the worker stops on its own within a second")
    func killed() throws {
        let (process, worker) = try Self.startWithWorker()
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, let state = Self.status(of: worker)?.state, state != "Z" {
            Thread.sleep(forTimeInterval: 0.01)
        }
        // Gone, or a zombie of whoever adopted it (reaping it is that process's task).
        let state = Self.status(of: worker)?.state
        #expect(state == nil || state == "Z", "worker \(worker) is still \(String(describing: state))")
    }
}
