import Foundation
import Testing

/// The modules' import lines, read from the sources: the core imports nothing but the standard
/// library, and only the locale-data providers of the localized layer reach the system ICU
/// (Locale/SystemICU) or Foundation (Locale/Foundation).
@Suite("Module boundaries: what each library module imports")
struct ModuleBoundaryTests {
    /// Every `import` line of a module's sources, as `(file, line)`.
    static func imports(of module: String) throws -> [(file: String, line: String)] {
        let sources = PeriodRangeCodableTests.root + "/Sources/" + module
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 0, "no sources under \(sources)")
        let statement = /^\s*(?:@\w+\s+|internal\s+|package\s+|public\s+)*import\s+\w+/
        var found: [(String, String)] = []
        for file in files.sorted() {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.firstMatch(of: statement) != nil {
                found.append((file, line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    @Test("PickerKitCore imports no module: no ICU, no Foundation, no C library")
    func coreImportsNothing() throws {
        let found = try Self.imports(of: "PickerKitCore")
        #expect(found.isEmpty, "\(found.map { "\($0.file): \($0.line)" })")
    }

    @Test(
        "in PickerKit, only Locale/SystemICU imports ICU (CPickerKitICU, CICUSkeletonPatterns, internally, never CICU) and only Locale/Foundation imports Foundation"
    )
    func providersStayInTheirFolders() throws {
        let found = try Self.imports(of: "PickerKit")
        #expect(found.contains { $0.line.hasSuffix("import PickerKitCore") })
        let icu = found.filter { $0.line.contains("ICU") }
        #expect(icu.count > 0)
        for entry in icu {
            // ICUError names ICU's codes where the system ICU is there (under `#if SystemICU`).
            #expect(
                entry.file.hasPrefix("Locale/SystemICU/") || entry.file == "Locale/ICUError.swift",
                "\(entry.file) imports \(entry.line)")
            // CICU's header includes ICU's own, which clash with Foundation's in a client; the
            // two modules imported here declare no ICU type. No `@_implementationOnly` (it warns).
            #expect(
                entry.line == "internal import CPickerKitICU" || entry.line == "internal import CICUSkeletonPatterns",
                "\(entry.file): \(entry.line)")
        }
        let foundation = found.filter { $0.line.contains("Foundation") }
        #expect(foundation.count > 0)
        for entry in foundation {
            #expect(entry.file.hasPrefix("Locale/Foundation/"), "\(entry.file) imports \(entry.line)")
            #expect(entry.line == "internal import Foundation", "\(entry.file): \(entry.line)")
        }
    }

    @Test("each provider's files compile only in its configuration: #if SystemICU and #if !SystemICU")
    func providersAreConditional() throws {
        let root = PeriodRangeCodableTests.root + "/Sources/PickerKit/Locale/"
        for (folder, condition) in [("SystemICU", "#if SystemICU"), ("Foundation", "#if !SystemICU")] {
            let files = try FileManager.default.contentsOfDirectory(atPath: root + folder).filter {
                $0.hasSuffix(".swift")
            }
            #expect(files.count > 10, "\(folder)")
            for file in files {
                let text = try String(contentsOfFile: root + folder + "/" + file, encoding: .utf8)
                #expect(text.hasPrefix(condition + "\n"), "\(folder)/\(file)")
            }
        }
    }

    @Test("PickerKitRegions reaches ICU only through PickerKit")
    func regionsImportNoICU() throws {
        let found = try Self.imports(of: "PickerKitRegions")
        #expect(found.contains { $0.line == "import PickerKit" })
        #expect(!found.contains { $0.line.contains("ICU") || $0.line.contains("Foundation") })
    }
}
