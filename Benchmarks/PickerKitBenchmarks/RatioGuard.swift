@_spi(Benchmarks) @_spi(PickerKitTools) import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The check CI runs, `pickerkit-benchmarks guard`: every ratio of ``GuardCatalog`` counted in
/// instructions and held to its floor in ``GuardFloors``; exit 1 when one falls below.
///
///     pickerkit-benchmarks guard [--only TEXT]... [--ratios FILE] [--jobs N] [--cpu-time]
///
/// Each side of a ratio is counted by valgrind's callgrind (``InstructionCounter``): a warm
/// operation over 0 and N calls in a counting process of this executable (``GuardCounting``),
/// N being every value of its body once, the difference over N being its instructions per
/// call; a first use once, in a fresh process;
/// `locale-check` and CPython over N and 2N lines, the difference over N being per line. Counts
/// do not move with the machine's load, so a floor 1.15x under the lowest ratio measured
/// catches a 1.3x slip of either side (the rule is in `Benchmarks/README.md`).
///
/// `--only TEXT` checks the ratios whose name contains TEXT; `--ratios FILE` also writes each
/// ratio, tab-separated, for `tools/guard-spread.sh`; `--jobs N` runs N counting processes at
/// once (2); `--cpu-time` first prints the bulk figures over 1M lines in CPU time, unchecked
/// (``WholeProcessTimes``). A baseline that cannot run (valgrind, python3, the release `locale-check` from
/// `LOCALE_CHECK` or `.build/release/locale-check`, an ICU locale) is a failure naming it.
enum RatioGuard {
    /// One checked ratio as measured.
    struct Check {
        var ratio: GuardedRatio
        /// Instructions per operation of the baseline and of the subject, when both were counted.
        var baseline: Double?
        var subject: Double?
        /// Why it was not counted.
        var problem: String?

        var value: Double? {
            guard let baseline, let subject, subject > 0 else { return nil }
            return baseline / subject
        }
        var floor: Double? { GuardFloors.floors[ratio.name] }
        var passed: Bool {
            guard let value, let floor else { return false }
            return value >= floor
        }
    }

    static func run() -> Int32 {
        let arguments = Array(CommandLine.arguments.dropFirst(2))
        if let first = arguments.first, first.hasPrefix("--count-") {
            return GuardCounting.run(arguments)
        }
        var filters: [String] = []
        var ratiosFile: String?
        var parallelJobs = 2
        var cpuTime = false
        var index = 0
        while index < arguments.count {
            let option = arguments[index]
            if option == "--cpu-time" {
                cpuTime = true
                index += 1
                continue
            }
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch (option, value) {
            case ("--only", let text?): filters.append(text)
            case ("--ratios", let path?): ratiosFile = path
            case ("--jobs", let count?) where Int(count).map({ $0 > 0 }) == true: parallelJobs = Int(count)!
            default:
                print("usage: pickerkit-benchmarks guard [--only TEXT]... [--ratios FILE] [--jobs N] [--cpu-time]")
                return 64
            }
            index += 2
        }
        let ratios = GuardCatalog.ratios.filter { ratio in
            filters.isEmpty || filters.contains { ratio.name.contains($0) }
        }
        guard !ratios.isEmpty else {
            print("ratio guard: no ratio's name contains \(filters.joined(separator: " or "))")
            return 64
        }
        let start = BenchmarkRunner.nanoseconds()
        let baselines = Baselines.find(wholeProcess: cpuTime || ratios.contains { $0.isWholeProcess })
        guard baselines.missing.isEmpty else {
            print("ratio guard: FAILED before measuring; a baseline cannot run:")
            for missing in baselines.missing { print("  missing: \(missing)") }
            return 1
        }
        var template = Array("/tmp/pickerkit-guard-XXXXXX".utf8CString)
        guard let directory = mkdtemp(&template).map({ String(cString: $0) }) else {
            print("ratio guard: FAILED: could not make a directory under /tmp")
            return 1
        }
        defer { removeDirectory(directory) }
        let counter = InstructionCounter(
            valgrind: baselines.valgrind!, directory: directory, parallelJobs: parallelJobs)
        // Valgrind 3.19 stops at the DWARF 5 of these builds: it counts copies without it.
        var counted = baselines
        counted.localeCheck = baselines.localeCheck.map {
            withoutDebugInformation($0, objcopy: baselines.objcopy!, in: directory)
        }
        let executable = withoutDebugInformation(selfExecutable(), objcopy: baselines.objcopy!, in: directory)
        for (copy, original) in [(executable, selfExecutable()), (counted.localeCheck, baselines.localeCheck)] {
            if let copy, copy.isEmpty, let original {
                print("ratio guard: FAILED: objcopy --strip-debug \(original) failed")
                return 1
            }
        }
        if cpuTime {
            WholeProcessTimes.run(python: baselines.python!, localeCheck: baselines.localeCheck!, directory: directory)
        }
        compareTexts(ratios)
        let checks = measure(ratios, executable: executable, counter: counter, baselines: counted)
        let seconds = Double(BenchmarkRunner.nanoseconds() - start) / 1e9
        if let ratiosFile { writeRatios(checks, to: ratiosFile) }
        return report(checks, seconds: seconds)
    }

    // MARK: - Measuring

    /// Makes every display pair of `ratios` once, natively, before anything is counted.
    ///
    /// Making a display pair compares PickerKit's text with ICU's for each of its values and
    /// stops the guard on the first difference (``DisplayStringBenchmarks/comparesTexts``). The
    /// counting processes make the same pairs without comparing, so callgrind runs none. (The
    /// other warm pairs compare no texts.)
    static func compareTexts(_ ratios: [GuardedRatio]) {
        let start = BenchmarkRunner.nanoseconds()
        var pairs = 0
        for ratio in ratios where ratio.name.hasPrefix("display ") {
            guard case .warm(_, let make) = ratio.measurement else { continue }
            _ = make()
            pairs += 1
        }
        let seconds = Double(BenchmarkRunner.nanoseconds() - start) / 1e9
        print(
            "ratio guard: the texts of \(pairs) display pairs are ICU's (compared natively in "
                + BenchmarkRunner.format(seconds, width: 0) + " s)")
    }

    /// Counts every ratio's two sides, all processes in one pool.
    static func measure(
        _ ratios: [GuardedRatio], executable: String, counter: InstructionCounter, baselines: Baselines
    ) -> [Check] {
        var jobs: [InstructionCounter.Job] = []
        /// What each ratio reads: indexes into the jobs' results (and into their counts).
        enum Plan {
            case warm(job: Int, offset: Int, iterations: Int)
            case fresh(job: Int, offset: Int)
            case wholeProcess(baseline: (Int, Int), subject: (Int, Int), lines: Int)
            case command(baseline: Int, offset: Int, iterations: Int, subject: (Int, Int), items: Int)
        }
        var plans: [Plan] = []
        var dateFiles: [Int: String] = [:]
        var pythonJobs: [Int: (Int, Int)] = [:]
        func dates(_ lines: Int) -> String {
            if let path = dateFiles[lines] { return path }
            let path = "\(counter.directory)/dates-\(lines).txt"
            writeFile(path, WholeProcessInput.dates(count: lines))
            dateFiles[lines] = path
            return path
        }
        // Whole processes first: the CPython runs are the longest jobs.
        for ratio in ratios {
            guard case .wholeProcess(let lines, let localeCheckArguments) = ratio.measurement else { continue }
            let files = (dates(lines), dates(2 * lines))
            if pythonJobs[lines] == nil {
                let script = "\(counter.directory)/fromiso.py"
                writeFile(script, Array(WholeProcessInput.pythonScript.utf8))
                jobs.append(.init(arguments: [baselines.python!, script], input: files.0))
                jobs.append(.init(arguments: [baselines.python!, script], input: files.1))
                pythonJobs[lines] = (jobs.count - 2, jobs.count - 1)
            }
            jobs.append(.init(arguments: [baselines.localeCheck!] + localeCheckArguments, input: files.0))
            jobs.append(.init(arguments: [baselines.localeCheck!] + localeCheckArguments, input: files.1))
            plans.append(
                .wholeProcess(baseline: pythonJobs[lines]!, subject: (jobs.count - 2, jobs.count - 1), lines: lines))
        }
        // Commands: two whole locale-check processes each, their ICU sides in one counting process.
        var commandPlans: [String: Plan] = [:]
        let commands = ratios.filter { if case .command = $0.measurement { true } else { false } }
        let commandBaselineJob = jobs.count
        if !commands.isEmpty {
            jobs.append(
                .init(
                    arguments: [executable, "guard", "--count-baseline"] + commands.map(\.name),
                    counting: .measuredCalls))
        }
        for (position, ratio) in commands.enumerated() {
            guard case .command(let single, let double, let items, let iterations, _) = ratio.measurement else {
                continue
            }
            jobs.append(.init(arguments: [baselines.localeCheck!] + single))
            jobs.append(.init(arguments: [baselines.localeCheck!] + double))
            commandPlans[ratio.name] = .command(
                baseline: commandBaselineJob, offset: 2 * position, iterations: iterations,
                subject: (jobs.count - 2, jobs.count - 1), items: items)
        }
        // Warm pairs in batches of up to seven per counting process (one locale's display
        // strings), in the catalog's order.
        var batch: [GuardedRatio] = []
        func flush() {
            guard !batch.isEmpty else { return }
            jobs.append(
                .init(
                    arguments: [executable, "guard", "--count-warm"] + batch.map(\.name),
                    counting: .measuredCalls))
            batch = []
        }
        var warmPlans: [String: Plan] = [:]
        for ratio in ratios {
            guard case .warm(let iterations, _) = ratio.measurement else { continue }
            warmPlans[ratio.name] = .warm(job: jobs.count, offset: 4 * batch.count, iterations: iterations)
            batch.append(ratio)
            if batch.count == 7 { flush() }
        }
        flush()
        // First uses in forks of two counting processes (one per core).
        var freshPlans: [String: Plan] = [:]
        let fresh = ratios.filter { if case .fresh = $0.measurement { true } else { false } }
        let half = (fresh.count + 1) / 2
        for part in [fresh.prefix(half), fresh.dropFirst(half)] where !part.isEmpty {
            for (position, ratio) in part.enumerated() {
                freshPlans[ratio.name] = .fresh(job: jobs.count, offset: 2 * position)
            }
            jobs.append(
                .init(
                    arguments: [executable, "guard", "--count-fresh"] + part.map(\.name),
                    counting: .measuredCallsOfChildren))
        }
        // Plans in the ratios' order.
        var wholeProcessPlans = plans.makeIterator()
        plans = ratios.map { ratio in
            switch ratio.measurement {
            case .warm: warmPlans[ratio.name]!
            case .fresh: freshPlans[ratio.name]!
            case .wholeProcess: wholeProcessPlans.next()!
            case .command: commandPlans[ratio.name]!
            }
        }
        let results = counter.run(jobs)
        return zip(ratios, plans).map { ratio, plan in
            var check = Check(ratio: ratio)
            func count(_ job: Int, _ index: Int = 0) throws(InstructionCounter.Failure) -> UInt64 {
                let all = try results[job].get()
                guard index < all.count else {
                    throw InstructionCounter.Failure(message: "\(all.count) counts, expected \(index + 1) or more")
                }
                return all[index]
            }
            do throws(InstructionCounter.Failure) {
                switch plan {
                case .warm(let job, let offset, let iterations):
                    check.baseline = perCall(
                        empty: try count(job, offset), full: try count(job, offset + 1), iterations)
                    check.subject = perCall(
                        empty: try count(job, offset + 2), full: try count(job, offset + 3), iterations)
                case .fresh(let job, let offset):
                    check.baseline = Double(try count(job, offset))
                    check.subject = Double(try count(job, offset + 1))
                case .command(let baseline, let offset, let iterations, let subject, let items):
                    check.baseline = perCall(
                        empty: try count(baseline, offset), full: try count(baseline, offset + 1), iterations)
                    check.subject = perCall(try count(subject.0), try count(subject.1), items)
                case .wholeProcess(let baseline, let subject, let lines):
                    check.baseline = perCall(try count(baseline.0), try count(baseline.1), lines)
                    check.subject = perCall(try count(subject.0), try count(subject.1), lines)
                }
            } catch {
                check.problem = error.message
            }
            return check
        }
    }

    /// Instructions per call from counts over N and 2N calls (or lines).
    static func perCall(_ single: UInt64, _ double: UInt64, _ iterations: Int) -> Double {
        (Double(double) - Double(single)) / Double(iterations)
    }

    /// Instructions per call of a warm body from its counts over 0 calls (the fixed cost of a
    /// run) and over N calls (every value once).
    static func perCall(empty: UInt64, full: UInt64, _ iterations: Int) -> Double {
        (Double(full) - Double(empty)) / Double(iterations)
    }

    // MARK: - Reporting

    /// Prints the table and the verdict; returns the exit status.
    static func report(_ checks: [Check], seconds: Double) -> Int32 {
        print(
            "\nratio guard: instructions per operation counted by callgrind, baseline / PickerKit"
                + " (floors: GuardFloors.swift, whose header names the spread they came from)")
        let nameWidth = checks.map(\.ratio.name.count).max() ?? 10
        let sidesWidth = checks.map(\.ratio.sides.count).max() ?? 10
        print(
            "       " + "ratio".padded(to: nameWidth) + "  " + "baseline / subject".padded(to: sidesWidth)
                + "      baseline       subject      ratio     floor")
        for check in checks {
            var line =
                "  \(check.passed ? "ok  " : "FAIL") " + check.ratio.name.padded(to: nameWidth) + "  "
                + check.ratio.sides.padded(to: sidesWidth)
            if let baseline = check.baseline, let subject = check.subject, let value = check.value {
                line +=
                    BenchmarkRunner.format(baseline, width: 14) + BenchmarkRunner.format(subject, width: 14)
                    + BenchmarkRunner.format(value, width: 10) + "x"
                if let floor = check.floor {
                    line += BenchmarkRunner.format(floor, width: 9) + "x"
                    if value < floor {
                        line += "  below its floor by " + BenchmarkRunner.format(floor / value, width: 0) + "x"
                    }
                } else {
                    line += "  no floor: set it with tools/guard-spread.sh 10 --write-floors"
                }
            } else {
                line += "  not measured: " + (check.problem ?? "a side counted no instructions")
            }
            print(line)
        }
        let failed = checks.filter { !$0.passed }
        let time = " (" + BenchmarkRunner.format(seconds, width: 0) + " s)"
        if failed.isEmpty {
            print("ratio guard: all \(checks.count) ratios at or above their floors" + time)
            return 0
        }
        print(
            "ratio guard: FAILED, \(failed.count) of \(checks.count) ratios below their floors or not measured: "
                + failed.map(\.ratio.name).joined(separator: ", ") + time)
        return 1
    }

    /// Writes `name<TAB>ratio<TAB>baseline<TAB>subject` per measured ratio.
    static func writeRatios(_ checks: [Check], to path: String) {
        var text = ""
        for check in checks {
            guard let value = check.value, let baseline = check.baseline, let subject = check.subject else { continue }
            text += "\(check.ratio.name)\t\(value)\t\(baseline)\t\(subject)\n"
        }
        writeFile(path, Array(text.utf8))
    }

    // MARK: - Files and processes

    /// The path of this executable, for the counting processes.
    static func selfExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return length > 0
            ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
    }

    /// A copy of `path` in `directory` without its debug information, or "" when that fails.
    ///
    /// `objcopy --strip-debug` keeps the code, and so every count, the same.
    static func withoutDebugInformation(_ path: String, objcopy: String, in directory: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? "program"
        let copy = "\(directory)/\(name)"
        let arguments: [String] = [objcopy, "--strip-debug", path, copy]
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, objcopy, nil, nil, &argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status == 0 ? copy : ""
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) {
        guard let file = fopen(path, "w") else { return }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }

    /// Removes the guard's scratch directory and the files in it.
    static func removeDirectory(_ path: String) {
        guard let directory = opendir(path) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { unlink("\(path)/\(name)") }
        }
        closedir(directory)
        rmdir(path)
    }
}

extension GuardedRatio {
    /// Whether the ratio needs `locale-check` (and so the guard looks for `python3` too).
    var isWholeProcess: Bool {
        switch measurement {
        case .wholeProcess, .command: true
        case .warm, .fresh: false
        }
    }
}
