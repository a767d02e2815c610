import PickerKit
import PickerKitVerification

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `locale-check calendars`: PickerKit's calendars against ICU's, day by day.
struct CalendarsCommand: Subcommand {
    static let name = "calendars"
    static let summary = "Compare PickerKit's calendars (hebrew, persian, …) with ICU, day by day."
    static let positionals = ""
    static let options: [OptionSpec] = [
        .option(
            .calendar, "NAME",
            "A calendar to check (repeatable; default: all), one of:\n" + CalendarUsage.wrappedNames,
            repeatable: true),
        .option(.from, "YEAR", "First ISO year, 1...9999 (default 1900)."),
        .option(.to, "YEAR", "Last ISO year, 1...9999 (default 2100)."),
        .flag(.timing, "Print the run's wall-clock and CPU time to standard error at the end."),
    ]
    static let discussion = """
        For every day of the ISO years (clipped to each calendar's range) compares era, year,
        month code and day, and the length of every month and year ICU walks through.
        ICU's days are read by one process per core (ICU 72 computes Chinese and Dangi days
        under one lock per process), then compared in order.
        """
    static let footer = """
        Prints mismatches as ranges, then one line per calendar. ICU's buddhist and roc are
        Julian before 1582-10-15, PickerKit's proleptic Gregorian.
        Exit 0: no mismatch; 1: a mismatch, or a requested calendar outside the years; 64: usage.
        """

    let kinds: [CalendarKind]
    let explicit: Bool
    let years: ClosedRange<Int>
    let timing: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        let names = scanner.values(.calendar)
        var kinds: [CalendarKind] = []
        for name in names {
            guard let kind = CalendarKind(name: name) else {
                throw scanner.error(
                    "--calendar: unknown calendar \(OutputEscaping.quoted(name)); supported: \(CalendarKind.supportedNames)"
                )
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        explicit = !kinds.isEmpty
        self.kinds = kinds.isEmpty ? CalendarKind.allCases : kinds
        let parseYear = { (text: String) -> Int? in
            guard !text.isEmpty, text.utf8.count <= 4, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let year = Int(text), PickerValues.years.contains(year)
            else { return nil }
            return year
        }
        let from = try scanner.value(.from, expected: "a year from 1 to 9999", parseYear) ?? 1900
        let to = try scanner.value(.to, expected: "a year from 1 to 9999", parseYear) ?? 2100
        guard from <= to else {
            throw scanner.error("--from \(from) is after --to \(to)")
        }
        years = from...to
        timing = scanner.has(.timing)
    }

    func run() -> Int32 {
        let clock = CommandTiming()
        let status = compareAll()
        if timing {
            let processes = ParallelICUDays.processCount
            StandardStreams.error(
                clock.line(
                    "\(kinds.count) calendar\(kinds.count == 1 ? "" : "s"), \(years.lowerBound)...\(years.upperBound), "
                        + "ICU read by \(processes) process\(processes == 1 ? "" : "es")"))
        }
        return status
    }

    private func compareAll() -> Int32 {
        var summaries: [String] = []
        var status = ExitStatus.success
        // A closed standard output ends the run at once (checked every 4,096 days, and while
        // waiting for the worker processes), not after every calendar's days
        // (`calendars | head -1`).
        for kind in kinds {
            if StandardStreams.flushAndCheck() { return ExitStatus.failure }
            do {
                let comparison = try CalendarComparison(kind: kind, isoYears: years)
                guard
                    let summary = try ParallelICUDays.compare(
                        comparison, reporting: { StandardStreams.out($0.description) },
                        stoppingWhen: StandardStreams.flushAndCheck)
                else { return ExitStatus.failure }
                if StandardStreams.writeFailed { return ExitStatus.failure }
                summaries.append(summary.description)
                if summary.mismatchCount > 0 { status = ExitStatus.failure }
            } catch let error as ParseError {
                summaries.append("\(kind.rawValue): not checked: \(error.message)")
                if explicit { status = ExitStatus.failure }
            } catch {
                StandardStreams.error("Error: ICU: \(error)")
                return ExitStatus.failure
            }
        }
        for line in summaries { StandardStreams.out(line) }
        return status
    }
}

/// Reads ICU's days of a ``CalendarComparison`` in several processes at once, then compares
/// them in this one, in order: the output is that of `comparison.run`, byte for byte.
///
/// Processes, not threads: ICU 72 computes every Chinese and Dangi day (the slow ones, about
/// 35 µs each) under one global lock, so threads of one process would wait for each other.
/// Each forked worker has its own ICU, reads one slice of the days into memory shared with
/// this process (`mmap` of `MAP_SHARED | MAP_ANONYMOUS`) and leaves with `_exit`, which
/// flushes none of the parent's buffered output. A worker that cannot be started, or that
/// fails, leaves its slice to this process, which then reads it (or reports ICU's error) itself.
enum ParallelICUDays {
    /// One process per online core, at most 8.
    static let processCount = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

    /// Fewer days than this are read in this process alone (a fork costs about a millisecond).
    static let minimumDaysPerProcess = 8_192

    /// The comparison's summary, or `nil` when `shouldStop` ended it early.
    static func compare(
        _ comparison: CalendarComparison, reporting report: (CalendarMismatch) -> Void,
        stoppingWhen shouldStop: () -> Bool
    ) throws(ICUError) -> CalendarComparisonSummary? {
        let count = comparison.days.count
        let processes = min(processCount, max(1, count / minimumDaysPerProcess))
        guard processes > 1 else { return try comparison.run(reporting: report, stoppingWhen: shouldStop) }
        let fields = count * CalendarComparison.icuFieldsPerDay
        // One status word per slice (0 unread, 1 read), then the fields.
        let bytes = (processes + fields) * MemoryLayout<Int32>.stride
        guard let region = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
            region != MAP_FAILED
        else {
            return try comparison.run(reporting: report, stoppingWhen: shouldStop)
        }
        defer { munmap(region, bytes) }
        let words = region.bindMemory(to: Int32.self, capacity: processes + fields)
        let status = UnsafeMutableBufferPointer(start: words, count: processes)
        let buffer = UnsafeMutableBufferPointer(start: words + processes, count: fields)
        let slices = (0..<processes).map { index in (count * index / processes)..<(count * (index + 1) / processes) }
        var workers: [(pid: pid_t, slice: Int)] = []
        let parent = getpid()
        // A signal that ends this process first ends and reaps the workers (no orphan, no zombie).
        WorkerReaper.install()
        defer { WorkerReaper.uninstall() }
        for index in 1..<processes {
            let pid = fork()
            if pid == 0 {
                // The worker: its own ICU, its slice, no cleanup of the parent's state. It stops
                // (every 4,096 days) once its parent is gone, killed by a signal no handler sees.
                let done =
                    (try? comparison.readICUDays(slices[index], into: buffer) { getppid() != parent }) ?? false
                status[index] = done ? 1 : 0
                _exit(0)
            }
            if pid > 0 {
                workers.append((pid, index))
                WorkerReaper.add(pid)
            }
        }
        func stopWorkers() {
            for worker in workers {
                kill(worker.pid, SIGKILL)
                var ignored: Int32 = 0
                waitpid(worker.pid, &ignored, 0)
            }
        }
        do {
            guard try comparison.readICUDays(slices[0], into: buffer, stoppingWhen: shouldStop) else {
                stopWorkers()
                return nil
            }
        } catch {
            stopWorkers()
            throw error
        }
        status[0] = 1
        // Wait for the workers, still noticing a reader that went away.
        var running = workers
        while !running.isEmpty {
            running.removeAll { worker in
                var code: Int32 = 0
                return waitpid(worker.pid, &code, WNOHANG) != 0
            }
            if running.isEmpty { break }
            if shouldStop() {
                workers = running
                stopWorkers()
                return nil
            }
            usleep(5_000)
        }
        // A slice no worker read (fork failed, or the worker failed) is read here.
        for index in 1..<processes where status[index] != 1 {
            guard try comparison.readICUDays(slices[index], into: buffer, stoppingWhen: shouldStop) else { return nil }
        }
        return comparison.run(icuDays: UnsafeBufferPointer(buffer), reporting: report, stoppingWhen: shouldStop)
    }
}
