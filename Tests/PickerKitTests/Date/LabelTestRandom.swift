/// SplitMix64 for repeatable random label tests; the seed comes from `PICKERKIT_SEED` or a default.
///
/// Unlike ``SplitMix64/runSeed`` (a fresh seed each run when `PICKERKIT_SEED` is unset), label
/// tests start from a fixed default, so their ICU work is the same on every run.
struct LabelTestRandom: RandomNumberGenerator {
    /// The seed this generator started from (printed on failure).
    let seed: UInt64
    private var generator: SplitMix64

    /// Seeds from `PICKERKIT_SEED` when set, else from `defaultSeed`.
    init(defaultSeed: UInt64) {
        var seed = defaultSeed
        if let text = getenv("PICKERKIT_SEED").map({ String(cString: $0) }), let value = UInt64(text) {
            seed = value
        }
        self.seed = seed
        generator = SplitMix64(seed: seed)
    }

    mutating func next() -> UInt64 {
        generator.next()
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
