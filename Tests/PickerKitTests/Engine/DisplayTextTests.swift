import PickerKitTestSupport
import Testing

@testable import PickerKit

/// `DisplayText.copy` copies short pieces as overlapping words: every length must copy its
/// bytes exactly, at any offset of either buffer, and leave the bytes around them alone.
@Suite("Display text pieces")
struct DisplayTextTests {
    @Test("copy writes exactly count bytes, unaligned, for every count up to 80", arguments: 0...80)
    func copyIsExact(count: Int) {
        let seed = SplitMix64.runSeed ^ UInt64(count)
        var random = SplitMix64(seed: seed)
        for sourceOffset in 0..<8 {
            for targetOffset in 0..<8 {
                let source = (0..<(count + 16)).map { _ in UInt8.random(in: 0...255, using: &random) }
                let filler = UInt8.random(in: 0...255, using: &random)
                var target = [UInt8](repeating: filler, count: count + 16)
                let written = source.withUnsafeBufferPointer { from in
                    target.withUnsafeMutableBufferPointer { to in
                        let end = DisplayText.copy(
                            from.baseAddress! + sourceOffset, count, to: to.baseAddress! + targetOffset)
                        return end - (to.baseAddress! + targetOffset)
                    }
                }
                #expect(written == count, "seed \(seed)")
                let copied = Array(target[targetOffset..<(targetOffset + count)])
                #expect(copied == Array(source[sourceOffset..<(sourceOffset + count)]), "seed \(seed)")
                let untouched = target[..<targetOffset] + target[(targetOffset + count)...]
                #expect(untouched.allSatisfy { $0 == filler }, "seed \(seed): a byte outside the piece changed")
            }
        }
    }
}
