import Testing

@testable import PickerKit

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
        let regions = try RegionCatalog(locale: "zh_TW")
        let countries = CascadePicker(tree: regions.tree)
        #expect(countries.columns.count == 1)
        #expect(countries.selection.codes == [regions.regions[0].code])
    }
}
