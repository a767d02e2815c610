import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// A cascade's field verb, `select(_:atLevel:)`: a node chosen by its code at a level, the
/// levels below relinked and said as adjustments; unknown codes and levels refused by name.
@Suite("cascade: selecting a node by its code at a level")
struct CascadeFieldVerbTests {
    static let china = try! CascadeTree.chinaDivisions()

    @Test("a prefecture by its code: the county below is clamped to its first child, and said")
    func prefecture() throws {
        var picker = try CascadePicker(tree: Self.china, selection: "440000/440300/440305")
        let change = try picker.select("440100", atLevel: 1)
        #expect(picker.selectedValue == "440000/440100/440103")
        #expect(change.adjustments.map(\.reason) == [.levelClamped])
        #expect(change.adjustments.map(\.level) == [2])
        #expect(change.reloadedColumns == [2])
        #expect(change.reselectedColumns.contains(1))

        var german = try LocalizedCascadePicker(
            locale: ResolvedLocale("de_DE"),
            picker: CascadePicker(tree: Self.china, selection: "440000/440300/440305"))
        let said = try german.select("440100", atLevel: 1)
        #expect(said.adjustments == change.adjustments)
        #expect(said.sentences == ["荔湾区 gewählt: 南山区 liegt nicht in 广州市"])
        #expect(german.selectedValue == "440000/440100/440103")
    }

    @Test("a province without children ends the columns; a deeper one fills the levels it adds")
    func branchLength() throws {
        var picker = try CascadePicker(tree: Self.china, selection: "440000/440300/440305")
        let hongKong = try picker.select("810000", atLevel: 0)
        #expect(picker.selectedValue == "810000")
        #expect(picker.numberOfColumns == 1)
        #expect(hongKong.adjustments.isEmpty)
        var chinese = try LocalizedCascadePicker(locale: ResolvedLocale("zh_CN"), picker: picker)
        let back = try chinese.select("440000", atLevel: 0)
        #expect(chinese.selectedValue == "440000/440100/440103")
        #expect(back.adjustments.map(\.reason) == [.levelFilled, .levelFilled])
        #expect(back.sentences.count == 2 && back.sentences.allSatisfy { !$0.isEmpty && !$0.contains("->") })
    }

    @Test("an unknown code names the level, the code and the node above; the picker is unchanged")
    func unknownCode() throws {
        var picker = try CascadePicker(tree: Self.china, selection: "440000/440300/440305")
        let before = picker
        do {
            try picker.select("110100", atLevel: 1)
            Issue.record("110100 is not a child of 440000")
        } catch {
            guard case .unparsable(let role, let input, let parseError) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(role == "prefecture code")
            #expect(input == "110100")
            #expect(parseError.kind == .unknownCode && parseError.offset == 0)
            #expect(error.description.contains("440000 (广东省)"), "\(error)")
        }
        #expect(throws: PickerError.self) { try picker.select("", atLevel: 0) }
        #expect(picker == before)
    }

    @Test(
        "a level the branch does not show is out of range; the picker is unchanged",
        arguments: [
            (-1, "440000/440300/440305"), (3, "440000/440300/440305"), (1, "810000"), (4, "110000/110100/110101"),
        ])
    func unknownLevel(level: Int, selection: String) throws {
        var picker = try CascadePicker(tree: Self.china, selection: selection)
        let before = picker
        #expect(throws: PickerError.columnOutOfRange(column: level, columnCount: picker.numberOfColumns)) {
            try picker.select("440100", atLevel: level)
        }
        #expect(picker == before)
    }

    @Test("selecting a code leaves a selected sentinel row, as selecting a path does")
    func sentinel() throws {
        let any = SentinelRow(value: "any", label: "不限", position: .first)
        var picker = try #require(
            try CascadePicker(tree: Self.china, depth: 2).addingSentinelRows([any]).selectingSentinel("any"))
        #expect(picker.selectedValue == "any")
        try picker.select("310000", atLevel: 0)
        #expect(picker.selectedSentinel == nil)
        #expect(picker.selectedValue == "310000/310100")
    }

    @Test("selecting a row's code is choosing that row: the same picker and the same change (seeded)")
    func equalsChoosingTheRow() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var picker = try CascadePicker(tree: Self.china, depth: 3)
        for step in 0..<300 {
            let level = Int.random(in: 0..<picker.numberOfColumns, using: &random)
            let column = picker.column(at: level)
            let row = Int.random(in: 0..<column.rowCount, using: &random)
            var byRow = picker
            let rowChange = byRow.didSelect(row: row, inColumn: level)
            let code = try #require(column.row(at: row)).code
            let codeChange = try picker.select(code, atLevel: level)
            #expect(picker == byRow, "seed \(seed) step \(step): \(code) at \(level)")
            #expect(codeChange == rowChange, "seed \(seed) step \(step): \(code) at \(level)")
        }
    }
}
