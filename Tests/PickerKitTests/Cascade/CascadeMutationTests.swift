import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Random byte mutations of a valid document: never a crash or a hang, and every error is
/// positioned inside the input with a line and column that match its offset.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter CascadeMutation`.
@Suite("cascade JSON mutations")
struct CascadeMutationTests {
    static let document = Array(
        """
        {"format": "pickerkit-cascade", "version": 1, "codeRule": "gbt2260", "levels": ["省", "市"],
         "nodes": [
          {"code": "440000", "name": "广东省", "children": [
            {"code": "440300", "name": "深圳市\\u0021", "children": [{"code": "440305", "name": "南山区"}]},
            {"code": "441900", "name": "东莞市"}]},
          {"code": "810000", "name": "香港特别行政区"}]}
        """.utf8)

    static let alphabet =
        Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn/\u"#.utf8) + [0x0A, 0x09, 0x00, 0xC3, 0xA9, 0xFF, 0xE5]

    @Test("mutated documents load or fail with a consistent position (seeded)")
    func mutations() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        #expect(try CascadeTree(json: Self.document).nodeCount == 5)
        var accepted = 0
        for round in 0..<20_000 {
            var bytes = Self.document
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = Self.alphabet.randomElement(using: &random)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: index)
                }
            }
            do {
                let tree = try CascadeTree(json: bytes)
                accepted += 1
                #expect(tree.nodeCount >= 1, "seed \(seed) round \(round)")
            } catch {
                guard let position = error.position else {
                    #expect(error.kind == .noNodes, "seed \(seed) round \(round): \(error)")
                    continue
                }
                #expect((0...bytes.count).contains(position.offset), "seed \(seed) round \(round): \(error)")
                #expect(position == CascadeSourcePosition.locate(position.offset, in: bytes), "seed \(seed)")
                #expect(!error.message.isEmpty)
            }
        }
        // Many mutations land in names and stay valid; most break something.
        #expect(accepted > 0 && accepted < 20_000, "seed \(seed): \(accepted) accepted")
    }
}
