@_spi(PickerKitTools) import PickerKit
import PickerKitVerification

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `locale-check locales`: checks locales' labels, order, digits and display strings against ICU.
struct LocalesCommand: Subcommand {
    static let name = "locales"
    static let summary = "Check locales' labels, column order, digits and display strings against ICU."
    static let positionals = "[L ...]"
    static let options: [OptionSpec] = [
        .flag(.all, "Every locale ICU lists (805 with ICU 72)."),
        .flag(.json, "Print one JSON object with a result per locale and the summary."),
        .flag(.allowFallback, "Accept unknown languages and regions, using and reporting ICU's fallback."),
        .flag(.timing, "Print the run's wall-clock and CPU time to standard error at the end."),
    ]
    static let discussion = """
        For each locale: labels are unique and read back to their values in every month style it
        supports (narrow and abbreviated may be refused as not unique), fast labels equal ICU's
        udat_format, the column order comes from the locale's pattern, native digits read back,
        and display strings round-trip in every mode. One line per locale, then a summary.
        Locales are checked on one thread per core and printed in the order given.
        """
    static let footer = "Exit 0: every locale passed; 1: a locale failed or is invalid; 64: usage."

    let ids: [String]
    let json: Bool
    let allowsFallback: Bool
    let timing: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if scanner.has(.all) {
            guard scanner.positionals.isEmpty else {
                throw scanner.error("--all takes no locale ids")
            }
            ids = ResolvedLocale.availableIdentifiers
        } else {
            guard !scanner.positionals.isEmpty else {
                throw scanner.error("give locale ids or --all")
            }
            ids = scanner.positionals
        }
        json = scanner.has(.json)
        allowsFallback = scanner.has(.allowFallback)
        timing = scanner.has(.timing)
    }

    func run() -> Int32 {
        let clock = CommandTiming()
        let threads = min(OrderedLocaleChecks.threadCount, ids.count)
        let status = checkAll(threads: threads)
        if timing {
            StandardStreams.error(
                clock.line(
                    "\(ids.count) locale\(ids.count == 1 ? "" : "s"), \(threads) thread\(threads == 1 ? "" : "s")"))
        }
        return status
    }

    /// What one locale's check prints: its line, or its JSON entry.
    struct Outcome {
        var passed: Bool
        var line: String
        var entry: String
    }

    private func checkAll(threads: Int) -> Int32 {
        var passed = 0
        var failed = 0
        var entries: [String] = []
        let checks = OrderedLocaleChecks(ids: ids, allowsFallback: allowsFallback, threads: threads)
        defer { checks.finish() }
        for index in ids.indices {
            // Each locale takes tens of milliseconds: a closed standard output ends the run
            // before the next one is printed (`locales --all | head -1`), and the threads stop.
            if StandardStreams.flushAndCheck() { return ExitStatus.failure }
            let outcome = checks.outcome(index)
            if outcome.passed { passed += 1 } else { failed += 1 }
            if json { entries.append(outcome.entry) } else { StandardStreams.out(outcome.line) }
        }
        let summary = "checked \(ids.count) locales: \(passed) passed, \(failed) failed"
        if json {
            StandardStreams.out(
                "{\"locales\":[\(entries.joined(separator: ","))],\"checked\":\(ids.count),\"passed\":\(passed),"
                    + "\"failed\":\(failed)}")
        } else {
            StandardStreams.out(summary)
        }
        return failed == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// Checks the locale `id` (the work of one thread), printing nothing.
    static func outcome(_ id: String, allowsFallback: Bool) -> Outcome {
        // An id that is not UTF-8 would reach the library with U+FFFD in place of its byte.
        if id.unicodeScalars.contains("\u{FFFD}"), let raw = RawArguments.bytes(decodingTo: id) {
            // As every JSON output writes such bytes: each as \uFFFD, the problem naming the
            // byte and its offset (docs/locale-check.md).
            var locale: [UInt8] = []
            let problem = raw.withUnsafeBufferPointer { bytes in
                OutputEscaping.appendJSONString(bytes, to: &locale)
                return OutputEscaping.invalidUTF8(bytes) ?? "not UTF-8"
            }
            return Outcome(
                passed: false, line: "FAIL \(problem)",
                entry: "{\"locale\":\(String(decoding: locale, as: UTF8.self)),\"passed\":false,\"problems\":["
                    + "\(OutputEscaping.jsonLiteral(problem))]}")
        }
        do {
            let locale = try ResolvedLocale(id, allowingFallback: allowsFallback)
            let result = LocaleLabelCheck.run(locale: locale)
            return Outcome(passed: result.passed, line: Self.line(result), entry: Self.json(result))
        } catch {
            // A refused id is echoed cut after 64 characters with its size, as in messages.
            return Outcome(
                passed: false, line: "FAIL \(Self.shown(id)): \(error)",
                entry:
                    "{\"locale\":\(OutputEscaping.jsonLiteral(OutputEscaping.cut(id))),\"passed\":false,\"problems\":[\(OutputEscaping.jsonLiteral("\(error)"))]}"
            )
        }
    }

    /// A locale id as the FAIL line names it: as typed when it is short and plain, else quoted,
    /// escaped and cut (``OutputEscaping/quoted(_:)``).
    static func shown(_ id: String) -> String {
        let plain =
            id.unicodeScalars.count <= OutputEscaping.quotedLength
            && id.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || $0.properties.isASCIIHexDigit
                        || "_-@=;".unicodeScalars.contains($0))
            }
        return plain ? id : OutputEscaping.quoted(id)
    }

    static func line(_ result: LocaleLabelCheck.Result) -> String {
        let locale = result.locale
        var text = "\(result.passed ? "PASS" : "FAIL") \(locale.requested)"
        if locale.description != locale.requested || locale.isFallback {
            text += " (data \(locale.description)\(locale.isFallback ? ", fallback" : ""))"
        }
        if let preferences = regionPreferences(locale) { text += " (\(preferences))" }
        text += ": order \(result.dateOrder.map(\.rawValue).joined(separator: "-"))"
        text += "; styles \(result.supportedStyles.map(\.rawValue).joined(separator: " "))"
        if !result.refusedStyles.isEmpty {
            text += "; refused \(result.refusedStyles.map(\.rawValue).joined(separator: " "))"
        }
        text += "; \(result.labelsChecked) labels"
        for note in result.notes { text += "; note: \(note)" }
        for problem in result.problems.prefix(5) { text += "\n  \(problem)" }
        if result.problems.count > 5 { text += "\n  … \(result.problems.count - 5) more" }
        return text
    }

    /// What the region decided for `locale`, or `nil` where it decided nothing of note: the
    /// calendar where the region chose one other than Gregorian (`region IR: calendar
    /// persian`), and with `rg` the hour cycle and the week rules too (`region GB (rg):
    /// calendar gregorian, hours h23, weeks from Monday (minimal days 4)`).
    static func regionPreferences(_ locale: ResolvedLocale) -> String? {
        guard case .region(let region) = locale.calendarSource,
            locale.regionOverride != nil || locale.calendarKind != .gregorian
        else { return nil }
        var text =
            "region \(region)\(locale.regionOverride == nil ? "" : " (rg)"): calendar \(locale.calendarKind.icuName)"
        guard locale.regionOverride != nil else { return text }
        if let cycle = try? CalendarLabeler.shared(locale: locale, calendar: .gregorian, mode: .hourMinute).hourCycle {
            text += ", hours \(cycle)"
        }
        if let rules = try? WeekRules(locale: locale) {
            text += ", weeks from \(rules.firstWeekday) (minimal days \(rules.minimalDaysInFirstWeek))"
        }
        return text
    }

    static func json(_ result: LocaleLabelCheck.Result) -> String {
        let locale = result.locale
        func list(_ items: [String]) -> String {
            "[" + items.map(OutputEscaping.jsonLiteral).joined(separator: ",") + "]"
        }
        return
            "{\"locale\":\(OutputEscaping.jsonLiteral(locale.requested)),\"resolved\":\(OutputEscaping.jsonLiteral(locale.description)),"
            + "\"fallback\":\(locale.isFallback),"
            + (regionPreferences(locale).map { "\"regionPreferences\":\(OutputEscaping.jsonLiteral($0))," } ?? "")
            + "\"passed\":\(result.passed),"
            + "\"order\":\(list(result.dateOrder.map(\.rawValue))),"
            + "\"styles\":\(list(result.supportedStyles.map(\.rawValue))),"
            + "\"refused\":\(list(result.refusedStyles.map(\.rawValue))),\"labels\":\(result.labelsChecked),"
            + "\"notes\":\(list(result.notes)),\"problems\":\(list(result.problems))}"
    }
}

/// Checks locales on several threads and hands the outcomes out in the order of the ids.
///
/// Each thread takes the next unchecked id; ``outcome(_:)`` waits for the one asked for, so
/// what is printed does not depend on which thread finished first. PickerKit's labelers are
/// safe to use from several threads (their caches are locked, each ICU formatter that is not
/// thread-safe belongs to one labeler or is cloned).
///
/// `@unchecked Sendable`: `results`, `next` and `stopped` are read and written only between
/// `pthread_mutex_lock` and `pthread_mutex_unlock` of `mutex`; `ids` and `allowsFallback` are
/// never written after `init`.
private final class OrderedLocaleChecks: @unchecked Sendable {
    /// One thread per online core, at most 8.
    static let threadCount = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

    private let ids: [String]
    private let allowsFallback: Bool
    private var results: [LocalesCommand.Outcome?]
    private var next = 0
    private var stopped = false
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let ready: UnsafeMutablePointer<pthread_cond_t>
    private var threads: [pthread_t] = []

    /// Starts `threads` threads (none for one: then ``outcome(_:)`` checks on the caller's).
    init(ids: [String], allowsFallback: Bool, threads count: Int) {
        self.ids = ids
        self.allowsFallback = allowsFallback
        results = Array(repeating: nil, count: ids.count)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        ready = .allocate(capacity: 1)
        ready.initialize(to: pthread_cond_t())
        pthread_cond_init(ready, nil)
        guard count > 1 else { return }
        for _ in 0..<count {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let started = pthread_create(
                &thread, nil,
                { context in
                    let checks = Unmanaged<OrderedLocaleChecks>.fromOpaque(context!).takeRetainedValue()
                    checks.work()
                    return nil
                }, context)
            if started == 0 {
                threads.append(thread)
            } else {
                Unmanaged<OrderedLocaleChecks>.fromOpaque(context).release()
            }
        }
    }

    deinit {
        pthread_cond_destroy(ready)
        ready.deinitialize(count: 1)
        ready.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// A thread's loop: check the next id until none is left or the run stopped.
    private func work() {
        while let index = take() {
            let outcome = LocalesCommand.outcome(ids[index], allowsFallback: allowsFallback)
            pthread_mutex_lock(mutex)
            results[index] = outcome
            pthread_cond_broadcast(ready)
            pthread_mutex_unlock(mutex)
        }
    }

    /// The next unchecked id's index, or `nil` when none is left or the run stopped.
    private func take() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !stopped, next < ids.count else { return nil }
        next += 1
        return next - 1
    }

    /// The outcome of `ids[index]`, waiting for it (or checking it here without threads).
    func outcome(_ index: Int) -> LocalesCommand.Outcome {
        if threads.isEmpty, let index = take() {
            return LocalesCommand.outcome(ids[index], allowsFallback: allowsFallback)
        }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while results[index] == nil { pthread_cond_wait(ready, mutex) }
        let outcome = results[index]!
        results[index] = nil
        return outcome
    }

    /// Stops taking ids and waits for the threads (each finishes the locale it is on).
    func finish() {
        pthread_mutex_lock(mutex)
        stopped = true
        pthread_mutex_unlock(mutex)
        for thread in threads { pthread_join(thread, nil) }
        threads = []
    }
}
