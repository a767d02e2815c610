#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hidden side of `pickerkit-benchmarks guard`: what a counting process runs under
/// callgrind, started by ``RatioGuard`` through ``InstructionCounter``.
///
///     pickerkit-benchmarks guard --count-warm NAME...     # warm pairs, in order
///     pickerkit-benchmarks guard --count-fresh NAME...    # first uses, each side in a fork
///     pickerkit-benchmarks guard --count-baseline NAME... # the ICU sides of commands
///
/// Callgrind counts only inside ``pickerkitGuardMeasured(_:_:)`` and writes one count per
/// call, so a warm pair gives four counts, in order: the baseline over 0 and over N calls,
/// then the subject over 0 and over N calls (each after N calls of warm-up: every value once);
/// a command's baseline gives two, over 0 and N calls (after N of warm-up). A fresh pair
/// forks a child per side before anything touched ICU or PickerKit, so each child starts as
/// fresh as a new process without paying valgrind's start-up again; the child's one count is
/// in its own callgrind file, and the parent prints `fresh-pid PID` per child, in order
/// (baseline, then subject).
enum GuardCounting {
    /// The symbol of ``pickerkitGuardMeasured(_:_:)``, which callgrind is told to count inside.
    static let symbol = "pickerkit_guard_measured"

    /// The bodies ``pickerkitGuardMeasured(_:_:)`` runs, by slot: a function of two integers
    /// cannot be cloned for one closure under another name, as one taking the closure was.
    nonisolated(unsafe) static var slots: [GuardedRatio.Body] = []

    /// Runs `body` over `iterations` inside the counted function.
    static func measured(_ body: @escaping GuardedRatio.Body, _ iterations: Int) -> Int {
        slots.append(body)
        return pickerkitGuardMeasured(slots.count - 1, iterations)
    }

    /// The counting process's entry, given the arguments after `guard`; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let byName = Dictionary(GuardCatalog.ratios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var sink = 0
        switch arguments.first {
        case "--count-warm":
            // The parent compared the texts of these pairs natively (RatioGuard.compareTexts).
            DisplayStringBenchmarks.comparesTexts = false
            for name in arguments.dropFirst() {
                guard case .warm(let iterations, let make)? = byName[name]?.measurement else {
                    print("guard --count-warm: no warm ratio named \(name)")
                    return 64
                }
                let (baseline, subject) = make()
                for body in [baseline, subject] {
                    // Every value once to warm up, then an empty run (the fixed cost of a run)
                    // and every value once more: the same calls the warm-up made.
                    sink &+= body(iterations)
                    sink &+= measured(body, 0)
                    sink &+= measured(body, iterations)
                }
            }
        case "--count-baseline":
            for name in arguments.dropFirst() {
                guard case .command(_, _, _, let iterations, let make)? = byName[name]?.measurement else {
                    print("guard --count-baseline: no command ratio named \(name)")
                    return 64
                }
                let baseline = make()
                sink &+= baseline(iterations)
                sink &+= measured(baseline, 0)
                sink &+= measured(baseline, iterations)
            }
        case "--count-fresh":
            for name in arguments.dropFirst() {
                guard case .fresh(let baseline, let subject)? = byName[name]?.measurement else {
                    print("guard --count-fresh: no fresh ratio named \(name)")
                    return 64
                }
                for side in [baseline, subject] {
                    let child = fork()
                    if child == 0 {
                        _ = measured({ _ in side() }, 1)
                        _exit(0)
                    }
                    var status: Int32 = 0
                    guard child > 0, waitpid(child, &status, 0) == child, status == 0 else {
                        print("guard --count-fresh: the child for \(name) failed (status \(status))")
                        return 1
                    }
                    print("fresh-pid \(child)")
                }
            }
        default:
            print("guard: unknown counting mode \(arguments.first ?? "")")
            return 64
        }
        BenchmarkRunner.consume(sink)
        return 0
    }
}

/// Runs the body in `slot` of ``GuardCounting/slots`` over `iterations`: the only code
/// callgrind counts in a counting process (symbol `pickerkit_guard_measured`).
@_silgen_name("pickerkit_guard_measured")
@inline(never)
func pickerkitGuardMeasured(_ slot: Int, _ iterations: Int) -> Int {
    let result = GuardCounting.slots[slot](iterations)
    // A call after the body's keeps it from being a tail call: callgrind must see the body
    // run inside this function.
    BenchmarkRunner.consume(result)
    return result
}
