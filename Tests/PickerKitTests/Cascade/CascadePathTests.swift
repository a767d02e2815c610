import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Strict selection strings: positioned errors, and the round trip of every node's path.
@Suite("cascade selection paths")
struct CascadePathTests {
    @Test(
        "bad selections give kind and byte offset",
        arguments: [
            ("", ParseError.Kind.empty, 0),
            ("/440000", .emptySegment, 0),
            ("440000//440305", .emptySegment, 7),
            ("440000/440300/", .emptySegment, 14),
            (" 440000", .unexpectedCharacter, 0),
            ("440000/44030５", .unexpectedCharacter, 12),
            ("440000/440300/440305\n", .unexpectedCharacter, 20),
            ("440000/449900/440305", .unknownCode, 7),
            ("990000", .unknownCode, 0),
            ("440000/440300/440399", .unknownCode, 14),
            ("440000", .incomplete, 6),
            ("440000/440300", .incomplete, 13),
            ("810000/810100", .pastLeaf, 6),
            ("440000/441900/441901", .pastLeaf, 13),
            (String(repeating: "1", count: 65), .tooLong, 0),
            (String(repeating: "1/", count: 1100), .tooLong, CascadePath.maximumLength),
        ])
    func errors(input: String, kind: ParseError.Kind, offset: Int) throws {
        let tree = try CascadeTree.chinaDivisions()
        do {
            let picker = try CascadePicker(tree: tree, selection: input)
            Issue.record("accepted \(input) as \(picker.selection)")
        } catch {
            #expect(error.kind == kind, "\(error)")
            #expect(error.offset == offset, "\(error)")
            #expect((0...input.utf8.count).contains(error.offset))
        }
    }

    @Test("every node's path in the bundled data round-trips; inner nodes are incomplete selections")
    func everyNode() throws {
        let tree = try CascadeTree.chinaDivisions()
        var leaves = 0
        for node in 0..<tree.nodeCount {
            let path = tree.path(of: node)
            #expect(try CascadePath(parsing: path.description) == path)
            if tree.children(of: node).isEmpty {
                leaves += 1
                let picker = try CascadePicker(tree: tree, selection: path.description)
                #expect(picker.selection == path)
                #expect(picker.selectedNodes.last == node)
                #expect(picker.columns.count == path.codes.count)
            } else {
                #expect(throws: ParseError.self) { try CascadePicker(tree: tree, path: path) }
            }
        }
        #expect(leaves == 2_851 + 4 + 3)  // counties; 东莞/中山/儋州/嘉峪关; 台湾/香港/澳门
    }

    @Test("random choices keep the picker consistent and its selection round-trips (seeded)")
    func randomChoices() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let tree = try CascadeTree.chinaDivisions()
        var picker = CascadePicker(tree: tree)
        for step in 0..<5_000 {
            let column = Int.random(in: 0..<picker.columns.count, using: &random)
            let row = Int.random(in: 0..<picker.column(at: column).rowCount, using: &random)
            let before = picker
            picker = try #require(picker.selecting(row: row, inColumn: column), "seed \(seed) step \(step)")
            #expect(picker.column(at: column).selectedRow == row, "seed \(seed) step \(step)")
            #expect(Array(picker.selectedNodes[..<column]) == Array(before.selectedNodes[..<column]), "seed \(seed)")
            #expect(tree.children(of: picker.selectedNodes.last!).isEmpty, "seed \(seed) step \(step)")
            let reparsed = try CascadePicker(tree: tree, selection: picker.selection.description)
            #expect(reparsed == picker, "seed \(seed) step \(step)")
        }
    }
}
