#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small, fast, seeded random number generator (SplitMix64) for repeatable property tests.
///
/// The seed comes from `PICKERKIT_SEED` when set (decimal or `0x` hex), else from the
/// system generator; tests print it in every failure so a failing run can be repeated with
/// `PICKERKIT_SEED=<seed> swift test --filter ...`. Shared by the test targets (a target of its
/// own, `PickerKitTestSupport`, so the generator is written once).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator starting at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The seed for this run: `PICKERKIT_SEED` if set and valid, else a fresh random one.
    public static let runSeed: UInt64 = {
        if let text = getenv("PICKERKIT_SEED").map({ String(cString: $0) }) {
            if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
            if let value = UInt64(text) { return value }
            fatalError("PICKERKIT_SEED=\(text) is not a decimal or 0x-hex UInt64")
        }
        return UInt64.random(in: .min ... .max)
    }()
}
