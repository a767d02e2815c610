#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `--timing` line of the long-running commands (`locales`, `calendars`): wall-clock time
/// since the command started and the CPU time (user + system) of the process and of the
/// worker processes it waited for, written to standard error so standard output stays as it
/// is without the flag.
///
/// ```
/// timing: 2.61 s wall, 4.80 s CPU (this process 2.40 s, worker processes 2.40 s); 14 calendars
/// ```
struct CommandTiming {
    private let start: Double

    /// Starts the clock.
    init() {
        start = Self.monotonicSeconds()
    }

    /// The line for a run of `what` (such as `805 locales, 2 threads`).
    func line(_ what: String) -> String {
        let wall = Self.monotonicSeconds() - start
        let own = Self.cpuSeconds(children: false)
        let workers = Self.cpuSeconds(children: true)
        var text = "timing: \(Self.seconds(wall)) wall, \(Self.seconds(own + workers)) CPU"
        if workers > 0 {
            text += " (this process \(Self.seconds(own)), worker processes \(Self.seconds(workers)))"
        }
        return text + "; " + what
    }

    /// `1.23 s`.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }

    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// User + system time of this process, or of its children that were waited for.
    private static func cpuSeconds(children: Bool) -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
