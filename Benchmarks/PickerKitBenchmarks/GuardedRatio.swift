/// One ratio the guard checks: instructions per operation of a baseline (ICU, CPython, a
/// hand-written floor) over those of the PickerKit operation it is compared with.
///
/// The ratio is `baseline / subject`, so bigger is better for PickerKit and a slower PickerKit
/// operation lowers it. ``RatioGuard`` counts both sides with callgrind and compares the ratio
/// with its floor in ``GuardFloors``, keyed by ``name``.
struct GuardedRatio {
    /// A timed body: runs the operation `iterations` times, returns something derived from the
    /// results so that the work is not optimized away (``BenchmarkRunner/Case/body``).
    typealias Body = (_ iterations: Int) -> Int

    /// How the two sides are measured.
    enum Measurement {
        /// Warm, in one counting process: both bodies made by the closure, each run N times to
        /// warm up, then 0 and N times under the counter; (count(N) - count(0)) / N is the
        /// instructions per operation, without the set-up, the warm-up or the call's overhead.
        ///
        /// `iterations` (N) is the number of values the bodies cycle through (a body's call `i`
        /// takes value `i % N`), so the counted calls are each value once, the same values on
        /// both sides, and the empty run subtracts only the fixed cost of a run. (Counting N and
        /// 2N calls instead made the difference the values N..<2N alone, and let a state that
        /// changes between runs, such as a slowdown's call counter, move the N values' cost
        /// into it: see the ratio guard in `Benchmarks/README.md`.)
        case warm(iterations: Int, make: () -> (baseline: Body, subject: Body))
        /// Once each, in a fresh process of its own: everything the first call does (opening ICU
        /// data, deriving patterns, first-use caches) is counted.
        case fresh(baseline: () -> Int, subject: () -> Int)
        /// Whole processes over a file of N and then 2N ISO date lines on standard input (output
        /// to /dev/null): the baseline is CPython's `date.fromisoformat` + `isoformat`, the
        /// subject `locale-check` with these arguments; the difference over N is per line, without
        /// start-up.
        case wholeProcess(lines: Int, localeCheckArguments: [String])
        /// A `locale-check` subcommand against ICU's calls for the same items: the subject is
        /// two whole `locale-check` processes, with `single` and with `double` arguments (no
        /// input), whose difference over `items` is per item, without start-up; the baseline is
        /// a warm body (one item per call) counted over 0 and N calls after N of warm-up (ICU's
        /// day loop and locale calls: `GuardCommands`).
        case command(single: [String], double: [String], items: Int, iterations: Int, baseline: () -> Body)
    }

    /// The key of the ratio in ``GuardFloors`` and in the spread file, such as
    /// `display date de_DE`.
    let name: String
    /// What the ratio divides, such as `udat_format / PickerFormatter`.
    let sides: String
    /// How both sides are counted.
    let measurement: Measurement
}
