import Foundation
import Testing

/// What the binary carries is credited: every compiled-in table and data file is named in
/// NOTICES.md, and the package has a LICENSE.
@Suite("Notices: every compiled-in table is credited")
struct NoticesTests {
    @Test("NOTICES.md names every generated calendar table and every data file of Resources/")
    func everyTableIsNamed() throws {
        let root = PeriodRangeCodableTests.root
        let notices = try String(contentsOfFile: root + "/NOTICES.md", encoding: .utf8)
        let tables = try FileManager.default.contentsOfDirectory(
            atPath: root + "/Sources/PickerKitCore/Calendar/Tables")
        #expect(tables.count >= 3)
        for table in tables.sorted() {
            #expect(notices.contains(table), "NOTICES.md does not name \(table)")
        }
        let data = try FileManager.default.contentsOfDirectory(atPath: root + "/Resources")
            .filter { !$0.hasSuffix(".lproj") && $0 != "README.md" }
        #expect(!data.isEmpty)
        for file in data.sorted() {
            #expect(notices.contains("Resources/" + file), "NOTICES.md does not name Resources/\(file)")
        }
        let license = try String(contentsOfFile: root + "/LICENSE", encoding: .utf8)
        #expect(license.hasPrefix("MIT License"))
    }
}
