import Foundation
import Testing

/// Copies the built `locale-check` alone into an empty temporary folder and runs it from there.
@Suite("a copied locale-check carries its strings and data", .serialized)
struct CopiedBinaryTests {
    /// A fresh folder holding only a copy of the binary; removed by the caller.
    static func copy() throws -> (folder: URL, binary: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-check-copy-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = folder.appendingPathComponent("locale-check")
        try FileManager.default.copyItem(at: LocaleCheckRunner.executable, to: binary)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["locale-check"])
        return (folder, binary.path)
    }

    @Test("divisions (the China divisions) runs from the copy")
    func divisions() throws {
        let (folder, binary) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try LocaleCheckRunner.run(
            ["divisions", "--select", "440000/440300/440305"], executable: binary, directory: folder.path)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.contains("3229 nodes"))
        #expect(output.stdout.contains("  * 440300 深圳市\n"))
        #expect(output.stdout.contains("  * 440305 南山区\n"))
    }

    @Test("pick (the localized strings) runs from the copy")
    func pick() throws {
        let (folder, binary) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_TW", "--mode", "year-month", "--present", "--select", "present"], keys: ["\r"],
            executable: binary, directory: folder.path)
        #expect(output.status == 0)
        #expect(output.stdout == "present\n")
        #expect(output.screen.contains("選擇月份"))
        #expect(output.screen.contains("至今"))
        #expect(output.screen.contains("取消"))
        let present = try LocaleCheckRunner.run(
            ["format", "--locale", "ja_JP", "present"], executable: binary, directory: folder.path)
        #expect(present.status == 0)
        #expect(present.stdout == "現在まで\n")
    }

    @Test("the binary opens no resource file: strings and divisions are inside it (checked with strace if present)")
    func noResourceFiles() throws {
        let strace = ["/usr/bin/strace", "/bin/strace"].first(where: FileManager.default.isExecutableFile(atPath:))
        guard let strace else { return }
        let (folder, binary) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("trace").path
        for arguments in [["divisions"], ["format", "--locale", "zh_CN", "present"]] {
            let output = try LocaleCheckRunner.run(
                ["-f", "-e", "trace=%file", "-o", log, binary] + arguments, executable: strace, directory: folder.path)
            #expect(output.status == 0, "\(arguments): \(output.stderr)")
            let opened = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter {
                $0.contains("Resources") || $0.contains(".lproj") || $0.contains(".strings")
                    || $0.contains("china-divisions") || $0.contains(".resources")
            }
            #expect(opened.isEmpty, "\(arguments) looked for files: \(opened)")
        }
    }
}
