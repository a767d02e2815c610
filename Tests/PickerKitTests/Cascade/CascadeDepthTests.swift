import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Pickers over the first N levels: the columns stop at the depth, selections end there, and
/// a depth the data does not have is an error.
@Suite("cascade picker depth")
struct CascadeDepthTests {
    static let china = try! CascadeTree.chinaDivisions()

    @Test("a new picker at each depth shows that many columns, first rows selected", arguments: 1...3)
    func firstRows(depth: Int) throws {
        let picker = try CascadePicker(tree: Self.china, depth: depth)
        #expect(picker.depth == depth)
        #expect(picker.columns.count == depth)
        #expect(
            picker.selection.description == Array(["110000", "110100", "110101"].prefix(depth)).joined(separator: "/"))
        #expect(picker == (depth == 3 ? CascadePicker(tree: Self.china) : picker))
    }

    @Test(
        "a depth the data does not have is an error naming the range",
        arguments: [
            (
                0,
                "depth 0 is not a number of levels: it must be at least 1 (the data has 3 levels (province, prefecture, county); choose 1 to 3)"
            ),
            (
                -1,
                "depth -1 is not a number of levels: it must be at least 1 (the data has 3 levels (province, prefecture, county); choose 1 to 3)"
            ),
            (4, "depth 4 is beyond the data: it has 3 levels (province, prefecture, county); choose 1 to 3"),
            (
                Int.max,
                "depth \(Int.max) is beyond the data: it has 3 levels (province, prefecture, county); choose 1 to 3"
            ),
        ])
    func badDepth(depth: Int, message: String) {
        #expect(
            throws: PickerError.cascadeDepth(
                requested: depth, available: 3, levelNames: ["province", "prefecture", "county"])
        ) {
            try CascadePicker(tree: Self.china, depth: depth)
        }
        #expect(
            PickerError.cascadeDepth(requested: depth, available: 3, levelNames: Self.china.levelNames).description
                == message)
    }

    @Test("a one-level tree allows depth 1 only")
    func oneLevel() throws {
        let tree = try CascadeTree(roots: [CascadeNode(code: "a", name: "A")], codeRule: .unchecked)
        #expect(try CascadePicker(tree: tree, depth: 1).selection.description == "a")
        #expect(
            PickerError.cascadeDepth(requested: 2, available: 1, levelNames: []).description
                == "depth 2 is beyond the data: it has 1 level; the only depth is 1")
        #expect(throws: PickerError.self) { try CascadePicker(tree: tree, depth: 2) }
    }

    @Test(
        "exact selections end at the picker's depth or at a leaf above it",
        arguments: [
            (1, "310000", "310000", nil, 0),
            (1, "810000", "810000", nil, 0),
            (2, "310000/310100", "310000/310100", nil, 0),
            (2, "810000", "810000", nil, 0),  // 香港: a leaf above the depth
            (3, "310000/310100/310101", "310000/310100/310101", nil, 0),
            (1, "310000/310100", nil, ParseError.Kind.beyondDepth, 6),
            (2, "310000/310100/310101", nil, .beyondDepth, 13),
            (2, "310000", nil, .incomplete, 6),
            (3, "310000/310100", nil, .incomplete, 13),
            (2, "810000/810100", nil, .pastLeaf, 6),
            (2, "310000/319900", nil, .unknownCode, 7),
        ] as [(Int, String, String?, ParseError.Kind?, Int)])
    func exact(depth: Int, input: String, expected: String?, kind: ParseError.Kind?, offset: Int) throws {
        let picker = try CascadePicker(tree: Self.china, depth: depth)
        do {
            let shown = try picker.selecting(exactly: CascadePath(parsing: input))
            #expect(shown.selection.description == expected)
            #expect(shown.depth == depth && shown.columns.count == shown.selection.codes.count)
        } catch {
            #expect(error.kind == kind, "\(error)")
            #expect(error.offset == offset, "\(error)")
            #expect(expected == nil, "\(error)")
        }
    }

    @Test("the messages say where the path stops and how many levels the picker shows")
    func messages() throws {
        let cities = try CascadePicker(tree: Self.china, depth: 2)
        #expect(
            throws: ParseError(
                kind: .incomplete, offset: 6,
                message:
                    "310000 (上海市) has children and the picker shows 2 levels (province, prefecture); the path must go on to one of them"
            )
        ) { try cities.selecting(exactly: CascadePath(parsing: "310000")) }
        #expect(
            throws: ParseError(
                kind: .beyondDepth, offset: 13,
                message: "the picker shows 2 levels (province, prefecture); the path goes on below 310100 (上海市)")
        ) { try cities.selecting(path: "310000/310100/310101") }
    }

    @Test("row choices relink only down to the depth")
    func rowChoices() throws {
        let cities = try CascadePicker(tree: Self.china, depth: 2)
        let guangdong = try #require(cities.selecting(row: 18, inColumn: 0))
        #expect(guangdong.selection.description == "440000/440100")
        let shenzhen = try #require(guangdong.selecting(row: 2, inColumn: 1))
        #expect(shenzhen.selection.description == "440000/440300")
        let hongKong = try #require(shenzhen.selecting(row: 32, inColumn: 0))
        #expect(hongKong.selection.description == "810000" && hongKong.columns.count == 1)
        #expect(cities.selecting(row: 0, inColumn: 2) == nil)
    }

    @Test("a partial path is completed down to the depth, not below")
    func partial() throws {
        let cities = try CascadePicker(tree: Self.china, depth: 2)
        let update = try cities.selecting(path: "440000")
        #expect(update.picker.selection.description == "440000/440100")
        #expect(update.filledLevels == [1])
        #expect(update.removedLevels.isEmpty)
    }

    @Test("changing the depth cuts or completes the selection and reports the levels")
    func changingDepth() throws {
        let full = try CascadePicker(tree: Self.china, selection: "440000/440300/440305")
        let cut = try full.limited(toDepth: 2)
        #expect(cut.picker.selection.description == "440000/440300" && cut.picker.depth == 2)
        #expect(cut.removedLevels == [2] && cut.filledLevels.isEmpty && cut.reloadedColumns.isEmpty)
        let provinces = try cut.picker.limited(toDepth: 1)
        #expect(provinces.picker.selection.description == "440000" && provinces.removedLevels == [1])
        let again = try provinces.picker.limited(toDepth: 3)
        #expect(again.picker.selection.description == "440000/440100/440103")
        #expect(again.filledLevels == [1, 2] && again.reloadedColumns == [1, 2] && again.removedLevels.isEmpty)
        let same = try full.limited(toDepth: 3)
        #expect(same.picker == full && same.filledLevels.isEmpty && same.removedLevels.isEmpty)
        #expect(throws: PickerError.self) { try full.limited(toDepth: 4) }
        #expect(throws: PickerError.self) { try full.limited(toDepth: 0) }
    }

    @Test("a row choice that shortens the branch reports the removed levels")
    func removedByBranch() throws {
        let picker = try CascadePicker(tree: Self.china, selection: "440000/440300/440305")
        let update = try picker.selecting(path: "810000")
        #expect(update.removedLevels == [1, 2] && update.picker.columns.count == 1)
    }

    @Test("random choices at every depth keep the picker within it and round-trip exactly (seeded)", arguments: 1...3)
    func randomChoices(depth: Int) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ UInt64(depth))
        var picker = try CascadePicker(tree: Self.china, depth: depth)
        for step in 0..<2_000 {
            let column = Int.random(in: 0..<picker.columns.count, using: &random)
            let row = Int.random(in: 0..<picker.column(at: column).rowCount, using: &random)
            picker = try #require(picker.selecting(row: row, inColumn: column), "seed \(seed) step \(step)")
            let last = try #require(picker.selectedNodes.last)
            #expect(picker.columns.count == depth || Self.china.children(of: last).isEmpty, "seed \(seed) step \(step)")
            #expect(picker.columns.count <= depth, "seed \(seed) step \(step)")
            let text = picker.selection.description
            let reparsed = try CascadePicker(tree: Self.china, depth: depth).selecting(
                exactly: CascadePath(parsing: text))
            #expect(reparsed == picker, "seed \(seed) step \(step): \(text)")
            let names = picker.selectedNodes.map(Self.china.name(of:)).joined(separator: "/")
            let byName = try CascadePicker(tree: Self.china, depth: depth).selecting(exactlyNames: names)
            #expect(byName == picker, "seed \(seed) step \(step): \(names)")
        }
    }
}
