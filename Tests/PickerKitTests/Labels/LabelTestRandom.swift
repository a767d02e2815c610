/// SplitMix64 for repeatable random label tests; the seed comes from `PICKERKIT_SEED` or a default.
struct LabelTestRandom: RandomNumberGenerator {
    /// The seed this generator started from (printed on failure).
    let seed: UInt64
    private var state: UInt64

    /// Seeds from `PICKERKIT_SEED` when set, else from `defaultSeed`.
    init(defaultSeed: UInt64) {
        var seed = defaultSeed
        if let text = getenv("PICKERKIT_SEED").map({ String(cString: $0) }), let value = UInt64(text) {
            seed = value
        }
        self.seed = seed
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
