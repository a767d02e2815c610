import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The README's cascading picker example, line by line.
@Suite("cascade README example")
struct CascadeReadmeExampleTests {
    @Test("the library example gives what the README says")
    func example() throws {
        let tree = try CascadeTree.chinaDivisions()
        var picker = try CascadePicker(tree: tree, selection: "440000/440300/440305")
        #expect(picker.columns.map(\.selected.name) == ["广东省", "深圳市", "南山区"])
        picker = try #require(picker.selecting(row: 0, inColumn: 1))
        #expect(picker.selection.description == "440000/440100/440103")
        picker = try #require(picker.selecting(row: 32, inColumn: 0))
        #expect(picker.columns.count == 1)
        #expect(picker.columns[0].selected.name == "香港特别行政区")
        let cities = try CascadePicker(tree: tree, depth: 2)
        #expect(try cities.selecting(exactlyNames: "上海/上海").selection.description == "310000/310100")
        #expect(throws: ParseError.self) { try cities.selecting(exactly: CascadePath(parsing: "440000")) }
        let regions = try RegionCatalog(locale: "zh_TW")
        let countries = CascadePicker(tree: try CascadeTree.regions(locale: "zh_TW"))
        #expect(countries.columns.count == 1)
        #expect(countries.selection.codes == [regions.regions[0].code])
    }

    @Test("the error types' documentation examples hold")
    func errorExamples() throws {
        do {
            _ = try CascadeTree(json: Array(#"{"nodes": [{"code": "1", "name": ""}]}"#.utf8))
            Issue.record("accepted an empty name")
        } catch {
            #expect(error.kind == .emptyName)
            #expect(error.nodePath == "nodes[0]")
            #expect(error.description == "line 1, column 34: nodes[0]: node 1 has an empty name")
        }
        let tree = try CascadeTree.chinaDivisions()
        do {
            _ = try CascadePicker(tree: tree, selection: "440000/449900/440305")
            Issue.record("accepted an unknown code")
        } catch {
            #expect(error.kind == .unknownCode)
            #expect(error.offset == 7)
            #expect(error.message == "449900 is not a child of 440000 (广东省)")
        }
        do {
            _ = try CascadePicker(tree: tree, depth: 4)
            Issue.record("accepted depth 4")
        } catch {
            #expect(
                error.description
                    == "depth 4 is beyond the data: it has 3 levels (province, prefecture, county); choose 1 to 3")
        }
    }
}
