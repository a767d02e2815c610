import Foundation
import Testing

@Suite("locale-check command-line conventions")
struct ToolConventionsTests {
    @Test(
        "a usage error prints Error, a short usage and where to read more, not the whole help",
        arguments: [
            "gregorian", "parse", "labels", "format", "locales", "pick", "regions", "divisions", "convert", "calendars",
        ])
    func shortUsage(command: String) throws {
        let output = try LocaleCheckRunner.run([command, "--no-such-option"])
        #expect(output.status == 64)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: unknown option \"--no-such-option\"")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: locale-check \(command)") == true)
        #expect(lines.last == "See 'locale-check \(command) --help'.")
        #expect(lines.count <= 4, "\(output.stderr)")
    }

    @Test(
        "did you mean: the closest subcommand or option",
        arguments: [
            (["lables"], "Error: unknown subcommand \"lables\"; did you mean labels?"),
            (["gregorain"], "Error: unknown subcommand \"gregorain\"; did you mean gregorian?"),
            (["gregorian", "--frm", "1"], "Error: unknown option \"--frm\"; did you mean --from?"),
            (["pick", "--lcale", "en"], "Error: unknown option \"--lcale\"; did you mean --locale?"),
            (
                ["labels", "--locale", "en_US", "--all-row"],
                "Error: unknown option \"--all-row\"; did you mean --all-rows?"
            ),
            (["parse", "--jsno"], "Error: unknown option \"--jsno\"; did you mean --json?"),
            (["parse", "--zzzzzz"], "Error: unknown option \"--zzzzzz\""),
        ])
    func suggestions(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(message + "\n"), "\(output.stderr)")
    }

    @Test("--version prints the version; help SUB prints the subcommand's help")
    func versionAndHelp() throws {
        let version = try LocaleCheckRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("locale-check "))
        let help = try LocaleCheckRunner.run(["help", "labels"])
        let flag = try LocaleCheckRunner.run(["labels", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("Usage: locale-check labels"))
        #expect(help.stdout == flag.stdout)
        let unknown = try LocaleCheckRunner.run(["help", "lables"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: unknown subcommand \"lables\"; did you mean labels?"))
    }

    @Test("help help, help --help and help -h print the help command's own help", arguments: ["help", "--help", "-h"])
    func helpOfHelp(word: String) throws {
        let output = try LocaleCheckRunner.run(["help", word])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.hasPrefix("Usage: locale-check help [<subcommand>]\n"))
    }

    @Test(
        "-h and --help are help only where an option can stand: not after --, not as a value",
        arguments: [
            (["parse", "--", "--help"], 1, "line 1: invalid selection \"--help\""),
            (["parse", "--mode", "--help"], 64, "Error: --mode: \"--help\" is not a mode"),
            (["format", "--locale", "-h", "2019-08-20"], 1, "Error: locale \"-h\""),
            (
                ["labels", "--locale", "en_US", "--select", "--help"], 1,
                "Error: --select: \"--help\" is not a date value"
            ),
        ] as [([String], Int32, String)])
    func helpNotEverywhere(arguments: [String], status: Int32, message: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == status)
        #expect(!output.stdout.hasPrefix("Usage:"))
        #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
    }

    @Test("every option in a subcommand's synopsis has a help line, and the other way round")
    func declaredOnce() throws {
        for command in [
            "gregorian", "parse", "labels", "format", "locales", "pick", "regions", "divisions", "convert", "calendars",
        ] {
            let help = try LocaleCheckRunner.run([command, "--help"]).stdout
            let parts = help.components(separatedBy: "\n\nOptions:\n")
            #expect(parts.count == 2)
            let synopsis = parts[0].split(separator: "\n\n")[0]
            let optionLines = parts[1].split(separator: "\n").filter { $0.hasPrefix("  --") }
            let named = Set(optionLines.map { String($0.dropFirst(2).prefix { $0 != " " }) })
            let inSynopsis = Set(synopsis.matches(of: /--[a-z-]+/).map { String($0.output) })
            #expect(inSynopsis.isSubset(of: named), "\(command): \(inSynopsis.subtracting(named))")
            // The synopsis lists every option, those of one mode (duration, region, division) too.
            #expect(named.isSubset(of: inSynopsis), "\(command): \(named.subtracting(inSynopsis))")
        }
    }

    @Test("a failed write to standard output is an error with a non-zero exit")
    func writeError() throws {
        let process = Process()
        process.executableURL = LocaleCheckRunner.executable
        process.arguments = ["parse", "2019-08-20"]
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID())")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let errors = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try errors.close()
        #expect(process.terminationStatus == 1)
        let message = String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        #expect(message == "Error: writing standard output failed: No space left on device (errno 28)\n", "\(message)")
    }

    @Test("a closed pipe (convert … | head -1) is a write error with exit 1, not death by SIGPIPE")
    func closedPipe() throws {
        // The shell reports the tool's status on stderr; head closes the pipe after one line.
        let output = try LocaleCheckRunner.run(
            [
                "-c",
                #"{ "$0" convert --calendar hebrew --from 0001-01-01 --to 9999-12-31; echo "status $?" >&2; } | head -1"#,
                LocaleCheckRunner.executable.path,
            ], executable: "/bin/sh")
        #expect(output.stdout.hasPrefix("0001-01-01 hebrew 3761-"), "\(output.stdout)")
        #expect(
            output.stderr.contains("Error: writing standard output failed: Broken pipe (errno 32)\n"),
            "\(output.stderr)")
        #expect(output.stderr.hasSuffix("status 1\n"), "\(output.stderr)")
    }
}
