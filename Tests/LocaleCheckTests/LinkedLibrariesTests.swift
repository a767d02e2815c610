import Foundation
import PickerKitTestSupport
import Testing

/// What the built `locale-check` loads, read with `ldd`: the system ICU with the `SystemICU`
/// trait, and without it only Foundation's own ICU (`lib_FoundationICU`), never `libicui18n`.
@Suite("locale-check's linked libraries follow the locale-data provider")
struct LinkedLibrariesTests {
    @Test("ldd lists libicui18n exactly when the system ICU provides the locale data")
    func linkedICU() throws {
        let output = try LocaleCheckRunner.run(
            [LocaleCheckRunner.executable.path], executable: "/usr/bin/ldd", timeLimit: 120)
        #expect(output.status == 0, "\(output.stderr)")
        let systemICU = output.stdout.contains("libicui18n") || output.stdout.contains("libicuuc")
        #expect(systemICU == (LocaleDataProvider.current == .systemICU), "\(output.stdout)")
    }
}
