import FoundationEssentials
import PickerKit
import PickerKitRegions
import Testing

/// Depth-limited cascade selections encode as their canonical code paths and decode back to
/// the same picker state.
@Suite("Codable depth-limited cascade paths")
struct CascadeDepthCodableTests {
    @Test(
        "every depth: a random selection encodes canonically and selects the same nodes again (seeded)",
        arguments: 1...3)
    func roundTrip(depth: Int) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0xC0DE ^ UInt64(depth))
        let tree = try CascadeTree.chinaDivisions()
        var picker = try CascadePicker(tree: tree, depth: depth)
        for step in 0..<200 {
            let column = Int.random(in: 0..<picker.columns.count, using: &random)
            let row = Int.random(in: 0..<picker.column(at: column).rowCount, using: &random)
            picker = try #require(picker.selecting(row: row, inColumn: column))
            let data = try JSONEncoder().encode([picker.selection])
            #expect(String(decoding: data, as: UTF8.self) == "[\"\(picker.selection.description.replacingSlashes)\"]")
            let decoded = try JSONDecoder().decode([CascadePath].self, from: data)[0]
            #expect(decoded == picker.selection, "seed \(seed) step \(step)")
            let again = try CascadePicker(tree: tree, depth: depth).selecting(exactly: decoded)
            #expect(again == picker, "seed \(seed) step \(step): \(decoded)")
        }
    }

    @Test("a decoded two-level path is incomplete for a three-level picker, and completed by selecting")
    func otherDepth() throws {
        let tree = try CascadeTree.chinaDivisions()
        let decoded = try JSONDecoder().decode([CascadePath].self, from: Data(#"["310000\/310100"]"#.utf8))[0]
        #expect(throws: ParseError.self) { try CascadePicker(tree: tree, path: decoded) }
        let update = try CascadePicker(tree: tree).selecting(decoded)
        #expect(update.picker.selection.description == "310000/310100/310101" && update.filledLevels == [2])
    }
}

extension String {
    /// The string as JSONEncoder writes it inside quotes: `/` escaped as `\/`.
    fileprivate var replacingSlashes: String {
        split(separator: "/", omittingEmptySubsequences: false).joined(separator: "\\/")
    }
}
