import PickerKitData
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

#if canImport(Glibc)
    import Glibc
#endif

/// The top-level `Resources/` folder of this checkout (the source of the embedded files).
private let resourcesFolder = SourceTree.resources

/// The `.lproj` folder names in `Resources/`, without the extension, sorted.
private func sourceLocalizations() -> [String] {
    guard let directory = opendir(resourcesFolder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasSuffix(".lproj") { names.append(String(name.dropLast(".lproj".count))) }
    }
    return names.sorted()
}

@Suite("Resources compiled into the binary")
struct EmbeddedResourcesTests {
    @Test("every Resources/*.lproj is embedded, and nothing else (run tools/link_embedded_resources.sh if not)")
    func sameLocalizations() {
        let source = sourceLocalizations()
        #expect(source.count >= 12, "no .lproj folders found in \(resourcesFolder)")
        #expect(PickerKitData.localizations.map(\.name).sorted() == source)
    }

    @Test("each embedded strings table has the bytes of its Resources file", arguments: sourceLocalizations())
    func sameStrings(localization: String) throws {
        let path = "\(resourcesFolder)/\(localization).lproj/Localizable.strings"
        let source = try #require(FileReader.contents(of: path), "cannot read \(path)")
        let embedded = PickerKitData.localizations.first { $0.name == localization }?.bytes
        #expect(embedded == source, "\(localization): embedded bytes differ from \(path)")
    }

    @Test("the embedded China divisions have the bytes of Resources/china-divisions.json and load")
    func sameDivisions() throws {
        let path = "\(resourcesFolder)/\(CascadeTree.chinaDivisionsFileName)"
        let source = try #require(FileReader.contents(of: path), "cannot read \(path)")
        #expect(PickerKitData.chinaDivisions == source)
        #expect(try CascadeTree.chinaDivisions().nodeCount == 3_229)
    }

    @Test("every embedded table parses, so the catalog loads")
    func catalogLoads() throws {
        let catalog = try PickerStringsCatalog.shared.get()
        #expect(try catalog.tables.count == PickerKitData.localizations.count)
    }
}
