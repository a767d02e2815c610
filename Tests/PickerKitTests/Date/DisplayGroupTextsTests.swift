import PickerKitTestSupport
import Testing

@testable import PickerKit

@Suite("the texts a calendar display string is assembled from, by group key")
struct DisplayGroupTextsTests {
    /// The text a key's group showed: its key written out, so that a wrong location reads
    /// another key's text (or a cut one) and fails.
    static func text(_ key: Int) -> String { "«\(key)»" }

    /// The text at `key`'s location, or `nil`.
    static func read(_ texts: DisplayGroupTexts, _ key: Int) -> String? {
        guard let location = texts.location(of: key) else { return nil }
        return texts.withBytes { bytes in
            let start = bytes + location >> 16
            return String(decoding: UnsafeBufferPointer(start: start, count: location & 0xFFFF), as: UTF8.self)
        }
    }

    @Test("every kept key reads its own text back, past the direct-mapped front's collisions and after a reset")
    func keptTextsReadBack() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var texts = DisplayGroupTexts()
        var kept: [Int: String] = [:]
        // Years (with and without an era, negative ones too), times, months and days, in
        // group indexes 0...31: many more large keys than the front's 1,024 slots.
        for _ in 0..<3_000 {
            let index = Int.random(in: 0..<DisplayGroupTexts.groupLimit, using: &random)
            let what: Int
            switch Int.random(in: 0..<4, using: &random) {
            case 0: what = Int.random(in: -500...9999, using: &random) * 32 + 31
            case 1: what = Int.random(in: 1...64, using: &random) * 32 + Int.random(in: 0...5, using: &random)
            case 2: what = Int.random(in: 0..<86_400, using: &random)
            default: what = Int.random(in: 0..<DisplayGroupTexts.smallWhat, using: &random)
            }
            let key = what << 5 | index
            // A key kept twice reads the later text.
            let text = Self.text(key) + (kept[key] == nil ? "" : "again")
            texts.keep(text, for: key)
            kept[key] = text
        }
        for (key, text) in kept {
            #expect(Self.read(texts, key) == text, "key \(key) (seed \(seed))")
        }
        texts.removeAll()
        for key in kept.keys {
            #expect(texts.location(of: key) == nil, "key \(key) after removeAll (seed \(seed))")
        }
        // Kept again after the reset.
        for key in kept.keys.prefix(200) { texts.keep(Self.text(key), for: key) }
        for key in kept.keys.prefix(200) {
            #expect(Self.read(texts, key) == Self.text(key), "key \(key) after the reset (seed \(seed))")
        }
    }
}
