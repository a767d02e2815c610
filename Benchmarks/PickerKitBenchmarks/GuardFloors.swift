// Written by tools/guard-spread.sh --write-floors; re-derive rather than edit by hand.

/// The floor of every ratio ``RatioGuard`` checks, by ``GuardedRatio/name``: the one table to
/// re-set after a speed-up lands (`tools/guard-spread.sh 10 --write-floors`).
///
/// Rule: floor = the lowest ratio over the spread's runs / 1.15, so the same ratio 1.3x lower
/// (a guarded operation 1.3x slower) fails, with 15% of room for counts that move without a
/// slip. Spread: `Benchmarks/Results/2026-12-07-guard-spread.txt`.
enum GuardFloors {
    static let floors: [String: Double] = [:]
}
