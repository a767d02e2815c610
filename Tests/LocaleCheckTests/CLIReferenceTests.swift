import Foundation
import PickerKitTestSupport
import Testing

/// docs/locale-check.md is generated from the tool's help texts by
/// tools/generate-cli-reference.sh; this suite runs that script over the built binary and
/// fails when the page in the repository says something else.
@Suite("docs/locale-check.md and the help texts")
struct CLIReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the checked-in reference is what the generator makes from this binary's help", .pinsCLDR42)
    func referenceMatchesHelp() throws {
        let script = Self.root.appendingPathComponent("tools/generate-cli-reference.sh").path
        let generated = try LocaleCheckRunner.run(
            [script, "--stdout"], environment: ["LOCALE_CHECK": LocaleCheckRunner.executable.path],
            executable: "/bin/bash")
        #expect(generated.status == 0, "\(generated.stderr)")
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/locale-check.md"), encoding: .utf8)
        let generatedLines = generated.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let pageLines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference =
            zip(generatedLines, pageLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(generatedLines.count, pageLines.count)
        let same = generated.stdout == page  // not inside #expect, which would print both pages
        #expect(
            same,
            """
            docs/locale-check.md differs from the help texts from line \(firstDifference + 1); \
            run tools/generate-cli-reference.sh and commit the page
            """)
    }

    @Test("every subcommand of the tool has a section of its own")
    func everySubcommandHasASection() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/locale-check.md"), encoding: .utf8)
        let help = try LocaleCheckRunner.run(["--help"]).stdout
        let names = help.split(separator: "\n").drop { $0 != "Subcommands:" }.dropFirst()
            .prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first }
        #expect(names.count >= 10)
        for name in names {
            let usage = try LocaleCheckRunner.run([String(name), "--help"]).stdout
            let hasSection = page.contains("## \(name)\n\n```text\n\(usage)```\n")
            #expect(hasSection, "no section for \(name) with its help")
        }
    }
}
