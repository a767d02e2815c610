#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends and reaps the workers of ``ParallelICUDays`` when a signal ends the parent while they run.
///
/// The handler only calls async-signal-safe functions (`kill`, `waitpid`, `signal`, `raise`)
/// over a fixed table of process ids.
enum WorkerReaper {
    /// The signals that end the process by default and that a user or a supervisor sends
    /// (SIGPIPE stays ignored, as `main` set it: a closed pipe is a write error here).
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

    /// The running workers' ids: `pids[0]` is the count, the ids follow.
    nonisolated(unsafe) private static let pids: UnsafeMutablePointer<pid_t> = {
        let pids = UnsafeMutablePointer<pid_t>.allocate(capacity: 9)
        pids.initialize(repeating: 0, count: 9)
        return pids
    }()

    /// Sets the handler for ``signals``, with no worker recorded yet.
    static func install() {
        pids[0] = 0
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                let count = Int(WorkerReaper.pids[0])
                for index in 0..<count {
                    kill(WorkerReaper.pids[1 + index], SIGKILL)
                    var ignored: Int32 = 0
                    waitpid(WorkerReaper.pids[1 + index], &ignored, 0)
                }
                signal(received, SIG_DFL)
                raise(received)
            }
            action.sa_flags = 0
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
        }
        // A mask inherited from the parent (a thread of a test runner, say) would hold them back.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in signals { sigaddset(&handled, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Records a worker (at most 8, as ``ParallelICUDays/processCount``).
    static func add(_ pid: pid_t) {
        let count = Int(pids[0])
        guard count < 8 else { return }
        pids[1 + count] = pid
        pids[0] = pid_t(count + 1)
    }

    /// Puts the default actions back once the workers are done.
    static func uninstall() {
        pids[0] = 0
        for signalNumber in signals { signal(signalNumber, SIG_DFL) }
    }
}
