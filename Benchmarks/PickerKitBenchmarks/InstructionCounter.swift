#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs processes under valgrind's callgrind and reads how many instructions they executed,
/// a few processes at a time.
///
/// Instruction counts do not move with the machine's load (other builds, a busy core), which
/// wall and CPU time do by ±30% and more on the shared CI machine; so a ratio of two counts can
/// be held to a floor close enough to catch a 1.3x slip. A process can count everything it
/// runs, or only what runs inside ``GuardCounting/measured(_:_:)`` (the symbol
/// `pickerkit_guard_measured`), one dump per call.
struct InstructionCounter {
    /// One process to count.
    struct Job {
        /// The program and its arguments.
        var arguments: [String]
        /// A file for standard input, or none (/dev/null).
        var input: String? = nil
        /// What is counted.
        var counting = Counting.wholeProcess
    }

    /// What a job counts.
    enum Counting {
        /// Everything the process runs: one count.
        case wholeProcess
        /// Only inside `pickerkit_guard_measured`: one count per call.
        case measuredCalls
        /// Only inside `pickerkit_guard_measured`, in children the process forks and names
        /// in its output (`fresh-pid PID`): one count per child, in that order.
        case measuredCallsOfChildren
    }

    /// Why a job gave no counts.
    struct Failure: Error {
        /// What went wrong, with the end of the process's output.
        var message: String
    }

    /// The valgrind executable.
    let valgrind: String
    /// Where the counts and logs of the jobs are written (removed by the caller).
    let directory: String
    /// Processes run at once.
    let parallelJobs: Int

    /// Runs `jobs`, `parallelJobs` at a time, and returns each one's counts in order: one per
    /// call of the measured function, or one for the whole process.
    func run(_ jobs: [Job]) -> [Result<[UInt64], Failure>] {
        var results = [Result<[UInt64], Failure>?](repeating: nil, count: jobs.count)
        var running: [pid_t: Int] = [:]
        var next = 0
        while next < jobs.count || !running.isEmpty {
            while next < jobs.count && running.count < parallelJobs {
                switch spawn(jobs[next], index: next) {
                case .success(let pid): running[pid] = next
                case .failure(let failure): results[next] = .failure(failure)
                }
                next += 1
            }
            guard !running.isEmpty else { continue }
            var status: Int32 = 0
            let pid = wait(&status)
            guard pid > 0, let index = running.removeValue(forKey: pid) else { continue }
            results[index] = collect(jobs[index], index: index, status: status)
        }
        return results.map { $0! }
    }

    /// The callgrind output file of job `index`, before callgrind's dump suffixes.
    private func outputFile(_ index: Int) -> String { "\(directory)/job-\(index).callgrind" }
    /// Where job `index`'s standard output and error go.
    private func logFile(_ index: Int) -> String { "\(directory)/job-\(index).log" }

    /// Starts job `index` under callgrind.
    private func spawn(_ job: Job, index: Int) -> Result<pid_t, Failure> {
        let outputSuffix = job.counting == .measuredCallsOfChildren ? ".%p" : ""
        var arguments = [
            valgrind, "--tool=callgrind", "-q", "--callgrind-out-file=\(outputFile(index))\(outputSuffix)",
        ]
        if job.counting != .wholeProcess {
            arguments += [
                "--collect-atstart=no", "--toggle-collect=\(GuardCounting.symbol)",
                "--dump-after=\(GuardCounting.symbol)",
            ]
        }
        arguments += job.arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, job.input ?? "/dev/null", O_RDONLY, 0)
        // A measuring child's output is its log; a whole process's output is the work, not a log.
        let output = job.counting == .wholeProcess ? "/dev/null" : logFile(index)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, logFile(index), O_WRONLY | O_CREAT | O_APPEND, 0o600)
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for argument in argv { free(argument) } }
        // Swift's and Python's hashing are seeded per process unless told otherwise; seeded,
        // dictionary probes (and so the counts) would change from run to run.
        var environment = ["SWIFT_DETERMINISTIC_HASHING=1", "PYTHONHASHSEED=0"]
        var entry = environ
        while let variable = entry.pointee {
            environment.append(String(cString: variable))
            entry += 1
        }
        var envp = environment.map { strdup($0) }
        envp.append(nil)
        defer { for variable in envp { free(variable) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, valgrind, &actions, nil, &argv, &envp)
        guard error == 0 else {
            return .failure(Failure(message: "could not start \(valgrind): \(String(cString: strerror(error)))"))
        }
        return .success(pid)
    }

    /// Reads the counts of job `index`, which exited with `status`.
    private func collect(_ job: Job, index: Int, status: Int32) -> Result<[UInt64], Failure> {
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited && code == 0 else {
            let how = exited ? "exit status \(code)" : "signal \(status & 0x7F)"
            return .failure(
                Failure(
                    message: "\(job.arguments.joined(separator: " ")) under callgrind ended with \(how)\n"
                        + Self.tail(of: logFile(index))))
        }
        var counts: [UInt64] = []
        switch job.counting {
        case .measuredCallsOfChildren:
            // Each child's file is named by its pid, and its one dump is .1.
            let log = Self.readText(logFile(index)) ?? ""
            for line in log.split(separator: "\n") where line.hasPrefix("fresh-pid ") {
                guard let total = Self.total(in: "\(outputFile(index)).\(line.dropFirst(10)).1") else {
                    return .failure(Failure(message: "callgrind wrote no count for child \(line.dropFirst(10))"))
                }
                counts.append(total)
            }
        case .measuredCalls:
            // One file per call of the measured function: .1, .2, ...; the file without a
            // suffix is the end of the process, outside every call (zero).
            var dump = 1
            while let total = Self.total(in: "\(outputFile(index)).\(dump)") {
                counts.append(total)
                dump += 1
            }
        case .wholeProcess:
            if let total = Self.total(in: outputFile(index)) { counts.append(total) }
        }
        guard !counts.isEmpty else {
            return .failure(Failure(message: "callgrind wrote no counts for \(job.arguments.joined(separator: " "))"))
        }
        return .success(counts)
    }

    /// The instruction total of a callgrind output file (its `totals:` or `summary:` line), or
    /// nil when there is no such file.
    static func total(in path: String) -> UInt64? {
        guard let text = readText(path) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            if let number = line.split(separator: " ").dropFirst().first, let value = UInt64(number) {
                return value
            }
        }
        return nil
    }

    /// The last lines of a log, indented, for a failure message.
    static func tail(of path: String, lines: Int = 15) -> String {
        let text = readText(path) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
            .map { "    " + $0 }.joined(separator: "\n")
    }

    /// A whole file as text, or nil when it cannot be opened.
    static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let read = fread(&chunk, 1, chunk.count, file)
            if read <= 0 { break }
            bytes += chunk[0..<read]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
