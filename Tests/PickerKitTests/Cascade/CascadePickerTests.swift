import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Relinking at every level and variable depth, on a small tree built in code.
@Suite("cascade picker")
struct CascadePickerTests {
    /// A small tree with codes that repeat across branches.
    ///
    /// a: a1 (a1x, a1y), a2 (a2x), a3 (no children); b: b1 (b1x, b1y, b1z); c (no children).
    /// Codes repeat across branches on purpose (allowed by the unchecked rule), so keeping a
    /// code across a relink is observable.
    static let tree: CascadeTree = {
        let roots = [
            CascadeNode(
                code: "a", name: "A",
                children: [
                    CascadeNode(
                        code: "1", name: "A1", children: [.init(code: "x", name: "A1X"), .init(code: "y", name: "A1Y")]),
                    CascadeNode(code: "2", name: "A2", children: [.init(code: "x", name: "A2X")]),
                    CascadeNode(code: "3", name: "A3"),
                ]),
            CascadeNode(
                code: "b", name: "B",
                children: [
                    CascadeNode(
                        code: "1", name: "B1",
                        children: [
                            .init(code: "x", name: "B1X"), .init(code: "y", name: "B1Y"), .init(code: "z", name: "B1Z"),
                        ])
                ]),
            CascadeNode(code: "c", name: "C"),
        ]
        return try! CascadeTree(roots: roots, codeRule: .unchecked, levelNames: ["letter", "digit"])
    }()

    @Test("a new picker selects the first row of every column down to a leaf")
    func firstRows() {
        let picker = CascadePicker(tree: Self.tree)
        #expect(picker.selection.description == "a/1/x")
        #expect(picker.columns.map(\.rowCount) == [3, 3, 2])
        #expect(picker.columns.map(\.levelName) == ["letter", "digit", nil])
    }

    struct Step: Sendable, CustomTestStringConvertible {
        let start: String
        let column: Int
        let row: Int
        let expected: String
        var testDescription: String { "\(start) choose column \(column) row \(row) -> \(expected)" }
    }

    @Test(
        "choosing a row relinks the columns below, keeping codes that still fit",
        arguments: [
            // Level 0: b has a child "1" (kept) whose child "y" is kept too.
            Step(start: "a/1/y", column: 0, row: 1, expected: "b/1/y"),
            // Level 0: c has no children: one column.
            Step(start: "a/1/y", column: 0, row: 2, expected: "c"),
            // Level 0 from a one-column selection: first rows below.
            Step(start: "c", column: 0, row: 0, expected: "a/1/x"),
            // Level 1: a2 has x but not y: the first child.
            Step(start: "a/1/y", column: 1, row: 1, expected: "a/2/x"),
            // Level 1: a3 has no children: two columns.
            Step(start: "a/1/x", column: 1, row: 2, expected: "a/3"),
            // Level 2: only the last column changes.
            Step(start: "b/1/x", column: 2, row: 2, expected: "b/1/z"),
            // Level 0 with b1z: a1 has no z, so the first child.
            Step(start: "b/1/z", column: 0, row: 0, expected: "a/1/x"),
        ])
    func relink(_ step: Step) throws {
        let picker = try CascadePicker(tree: Self.tree, selection: step.start)
        let next = try #require(picker.selecting(row: step.row, inColumn: step.column))
        #expect(next.selection.description == step.expected)
        for column in next.columns {
            // Every column lists the children of the row selected before it.
            let parent = column.level == 0 ? nil : next.selectedNodes[column.level - 1]
            #expect(column.nodes == Self.tree.children(of: parent))
            #expect(column.selected.node == next.selectedNodes[column.level])
        }
        #expect(Self.tree.children(of: next.selectedNodes.last!).isEmpty)
    }

    @Test("rows and columns outside the picker give nil", arguments: [(-1, 0), (3, 0), (0, 3), (0, -1), (5, 1)])
    func outOfRange(row: Int, column: Int) {
        #expect(CascadePicker(tree: Self.tree).selecting(row: row, inColumn: column) == nil)
    }

    @Test("rows are read from the shared tree: columns hold ranges, not copies")
    func rowsComputed() throws {
        let picker = try CascadePicker(tree: Self.tree, selection: "b/1/y")
        let column = picker.column(at: 2)
        #expect(column.tree === Self.tree)
        #expect((0..<column.rowCount).map { column.row(at: $0)!.name } == ["B1X", "B1Y", "B1Z"])
        #expect(column.row(at: 3) == nil)
        #expect(column.rowIndex(ofCode: "z") == 2)
        #expect(column.rowIndex(ofCode: "q") == nil)
    }
}
