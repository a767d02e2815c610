#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bulk figures in time, printed and not checked (`pickerkit-benchmarks guard --cpu-time`):
/// `locale-check parse` and `convert` over 1,000,000 dates against CPython over the same file,
/// CPU time of each child, best of 7 interleaved.
///
/// The guard checks the same pairs in instructions per line (``GuardCatalog/wholeProcess``):
/// CPU time on the shared machine moved too much between runs (17.7x, 23.2x and 24.9x in
/// issue 41's three runs of one build) to hold a floor that catches a 1.3x slip.
enum WholeProcessTimes {
    static func run(python: String, localeCheck: String, directory: String) {
        let dates = "\(directory)/dates-1000000.txt"
        let script = "\(directory)/fromiso-times.py"
        RatioGuard.writeFile(script, Array(WholeProcessInput.pythonScript.utf8))
        RatioGuard.writeFile(dates, WholeProcessInput.dates(count: 1_000_000))
        let commands: [(name: String, argv: [String])] = [
            ("CPython fromisoformat + isoformat", [python, script]),
            ("parse --mode date", [localeCheck, "parse", "--mode", "date"]),
            ("parse --mode date --json", [localeCheck, "parse", "--mode", "date", "--json"]),
            ("convert --calendar persian", [localeCheck, "convert", "--calendar", "persian"]),
        ]
        var best = [Double](repeating: .infinity, count: commands.count)
        for _ in 0..<7 {
            for (index, command) in commands.enumerated() {
                best[index] = min(best[index], cpuTime(command.argv, input: dates))
            }
        }
        print(
            "\nwhole process over 1000000 date lines (stdin from a file, stdout to /dev/null; CPU time, best of 7, interleaved; not checked)"
        )
        for (index, command) in commands.enumerated() {
            print(
                "  " + command.name.padded(to: 36) + BenchmarkRunner.format(best[index] / 1e6, width: 10) + " ms CPU"
                    + BenchmarkRunner.format(best[0] / best[index], width: 9) + "x vs CPython")
        }
    }

    /// CPU time (user + system, ns) of running `argv` with standard input from `input` and
    /// output to /dev/null: waiting for a core on a loaded machine does not count.
    static func cpuTime(_ argv: [String], input: String) -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var arguments = argv.map { strdup($0) }
        arguments.append(nil)
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, argv[0], &actions, nil, &arguments, environ) == 0 else { return .infinity }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        func nanoseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3 }
        return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
    }
}
