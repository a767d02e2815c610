import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The bundled China divisions: counts and the structures the converter kept.
@Suite("bundled China divisions")
struct ChinaDivisionsTests {
    @Test("3,229 nodes: 34 provinces, 344 prefectures, 2,851 counties; GB/T 2260 rule")
    func counts() throws {
        let tree = try CascadeTree.chinaDivisions()
        #expect(tree.nodeCount == 3_229)
        #expect(tree.children(of: nil).count == 34)
        let prefectures = tree.children(of: nil).reduce(0) { $0 + tree.children(of: $1).count }
        #expect(prefectures == 344)
        #expect(tree.depth == 3)
        #expect(tree.codeRule == .gbt2260)
        #expect(tree.levelNames == ["province", "prefecture", "county"])
    }

    @Test(
        "municipalities repeat their name at the prefecture level",
        arguments: [("110000", "北京市"), ("120000", "天津市"), ("310000", "上海市"), ("500000", "重庆市")])
    func municipalities(code: String, name: String) throws {
        let tree = try CascadeTree.chinaDivisions()
        let province = try #require(tree.child(of: nil, code: code))
        #expect(tree.name(of: province) == name)
        let first = tree.children(of: province).lowerBound
        #expect(tree.name(of: first) == name)
        #expect(!tree.children(of: first).isEmpty)
    }

    @Test(
        "variable depth in the data: leaves at the first and second level",
        arguments: [
            ("710000", 1), ("810000", 1), ("820000", 1), ("440000/441900", 2), ("440000/442000", 2),
            ("460000/460400", 2), ("620000/620200", 2),
        ])
    func shortBranches(path: String, columns: Int) throws {
        let picker = try CascadePicker(tree: try CascadeTree.chinaDivisions(), selection: path)
        #expect(picker.columns.count == columns)
    }

    @Test("county-level cities directly under a province keep their official group name")
    func directlyAdministered() throws {
        let picker = try CascadePicker(tree: try CascadeTree.chinaDivisions(), selection: "410000/419000/419001")
        #expect(picker.columns.map(\.selected.name) == ["河南省", "省直辖县级行政区划", "济源市"])
    }

    @Test("no county-level 市辖区 placeholder is offered as a district")
    func noPlaceholders() throws {
        let tree = try CascadeTree.chinaDivisions()
        let counties = (0..<tree.nodeCount).filter { tree.ancestry(of: $0).count == 3 }
        #expect(counties.count == 2_851)
        #expect(counties.allSatisfy { tree.name(of: $0) != "市辖区" })
    }
}
