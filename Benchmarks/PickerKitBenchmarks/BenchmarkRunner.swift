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
