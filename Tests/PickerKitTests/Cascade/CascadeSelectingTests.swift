import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("cascade picker: setting the selection by code path")
struct CascadeSelectingTests {
    @Test("a full path is shown as given; the update names the columns to reload")
    func fullPath() throws {
        let picker = CascadePicker(tree: CascadePickerTests.tree)
        let update = try picker.selecting(path: "b/1/z")
        #expect(update.picker.selection.description == "b/1/z")
        #expect(update.filledLevels.isEmpty)
        #expect(update.reloadedColumns == [1, 2])
        #expect(update.reselectedColumns == [0, 1, 2])
    }

    @Test("a partial path is completed like a row choice, the completed levels reported")
    func partialPath() throws {
        let picker = try CascadePicker(tree: CascadePickerTests.tree, selection: "a/1/y")
        let update = try picker.selecting(path: "b")
        #expect(update.picker.selection.description == "b/1/y")  // 1 and y kept
        #expect(update.filledLevels == [1, 2])
        let short = try picker.selecting(path: "c")
        #expect(short.picker.columns.count == 1 && short.reloadedColumns.isEmpty && short.reselectedColumns == [0])
        let china = try CascadePicker(tree: CascadeTree.chinaDivisions(), selection: "440000/440300/440305")
        let guangzhou = try china.selecting(path: "440000/440100")
        #expect(guangzhou.picker.selection.description == "440000/440100/440103")
        #expect(guangzhou.filledLevels == [2] && guangzhou.reloadedColumns == [2])
    }

    @Test("unknown codes and paths past a leaf are positioned errors")
    func errors() throws {
        let picker = CascadePicker(tree: CascadePickerTests.tree)
        #expect(throws: ParseError(kind: .unknownCode, offset: 2, message: "9 is not a child of a (A)")) {
            try picker.selecting(path: "a/9")
        }
        #expect(throws: ParseError.self) { try picker.selecting(path: "c/1") }
        #expect(throws: ParseError.self) { try picker.selecting(path: "a//1") }
        #expect(throws: ParseError.self) { try picker.selecting(CascadePath(codes: [])) }
    }
}
