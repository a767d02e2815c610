#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times operations side by side and prints ns per operation and ratios to a baseline.
///
/// Each measurement runs its body in rounds of `iterations` calls and keeps the fastest
/// round (the least disturbed by other work on a noisy machine). Measurements of one group
/// are interleaved round by round, so drift in machine speed hits them all alike.
struct BenchmarkRunner {
    /// One timed operation.
    struct Case {
        /// The label printed in the table.
        var name: String
        /// Runs the operation the given number of times in its own loop (so the calls can be
        /// inlined); returns something derived from the results so they are not optimized away.
        var body: (_ iterations: Int) -> Int
    }

    /// Rounds per case; the best round counts.
    var rounds = 7
    /// Calls per round.
    var iterations: Int

    /// Measures `cases` interleaved and prints a table with the ratio of each to `baseline`.
    ///
    /// - Returns: ns per operation of each case, by name.
    @discardableResult
    func compare(_ title: String, baseline: String, _ cases: [Case]) -> [String: Double] {
        if let calls = Self.countedCalls {
            count(title, baseline: baseline, cases, calls: min(calls, iterations))
            // No times: 1 ns each, for groups that derive figures from the table.
            return Dictionary(cases.map { ($0.name, 1.0) }, uniquingKeysWith: { first, _ in first })
        }
        var best = [Double](repeating: .infinity, count: cases.count)
        var sink = 0
        for _ in 0..<rounds {
            for (index, benchmark) in cases.enumerated() {
                let start = Self.nanoseconds()
                sink &+= benchmark.body(iterations)
                let elapsed = Double(Self.nanoseconds() - start) / Double(iterations)
                best[index] = min(best[index], elapsed)
            }
        }
        Self.consume(sink)
        let baselineTime = cases.firstIndex { $0.name == baseline }.map { best[$0] } ?? best[0]
        print("\n\(title) (\(iterations) calls x \(rounds) rounds, best round)")
        let width = max(10, cases.map(\.name.count).max() ?? 10)
        print("  " + "operation".padded(to: width) + "       ns/op   vs \(baseline)")
        var results: [String: Double] = [:]
        for (index, benchmark) in cases.enumerated() {
            let ratio = best[index] / baselineTime
            print(
                "  " + benchmark.name.padded(to: width) + Self.format(best[index], width: 12) + "   "
                    + Self.format(ratio, width: 7) + "x")
            results[benchmark.name] = best[index]
        }
        return results
    }

    /// Calls per case when the table is counted instead of timed: `PICKERKIT_BENCH_COUNT`, set by
    /// `tools/count_benchmarks.py`, which runs this executable under callgrind.
    static let countedCalls: Int? = getenv("PICKERKIT_BENCH_COUNT").flatMap { Int(String(cString: $0)) }
        .flatMap { $0 > 0 ? $0 : nil }

    /// Runs each case `calls` times to warm up, then `calls` times inside
    /// ``pickerkitBenchCounted(_:_:)``, the one function callgrind counts; prints what each count
    /// is (`counted TITLE | BASELINE | NAME | CALLS`), in order, for `tools/count_benchmarks.py`.
    private func count(_ title: String, baseline: String, _ cases: [Case], calls: Int) {
        var sink = 0
        for benchmark in cases {
            sink &+= benchmark.body(calls)
            print("counted \(title) | \(baseline) | \(benchmark.name) | \(calls)")
            Self.countedBodies.append(benchmark.body)
            sink &+= pickerkitBenchCounted(Self.countedBodies.count - 1, calls)
        }
        Self.consume(sink)
    }

    /// The bodies ``pickerkitBenchCounted(_:_:)`` runs, by slot (a function taking the closure
    /// itself would be cloned under other names by the optimiser, out of callgrind's sight).
    nonisolated(unsafe) static var countedBodies: [(Int) -> Int] = []

    /// Monotonic time in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Keeps a value alive so the optimizer cannot drop the work that made it.
    @inline(never)
    static func consume(_ value: Int) {
        if value == 0x5EED_5EED_5EED { print("") }
    }

    /// A number with 2 decimals, right-aligned.
    static func format(_ value: Double, width: Int) -> String {
        let scaled = (value * 100).rounded() / 100
        var text = String(scaled)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
        }
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

extension String {
    /// The string padded with spaces on the right to `width` characters.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    /// The string padded with spaces on the left to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

/// Runs the body in `slot` of ``BenchmarkRunner/countedBodies`` `calls` times: the only code
/// callgrind counts when the table is counted (symbol `pickerkit_bench_counted`).
@_silgen_name("pickerkit_bench_counted")
@inline(never)
func pickerkitBenchCounted(_ slot: Int, _ calls: Int) -> Int {
    let result = BenchmarkRunner.countedBodies[slot](calls)
    // Not a tail call: callgrind must see the body run inside this function.
    BenchmarkRunner.consume(result)
    return result
}
