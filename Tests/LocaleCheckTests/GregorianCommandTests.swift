import PickerKitTestSupport
import Testing

@Suite("locale-check gregorian")
struct GregorianCommandTests {
    @Test("the proleptic check over a range passes")
    func prolepticRange() throws {
        let output = try LocaleCheckRunner.run(["gregorian", "--from", "1990", "--to", "2030"])
        #expect(output.status == 0)
        #expect(output.stdout == "checked 492 months, 14975 days from 1990 to 2030: 0 mismatches\n")
        #expect(output.stderr.isEmpty)
    }

    @Test(
        "icu-default shows where the hybrid calendar parts from the rules",
        .needsSystemICU("ICU's hybrid Gregorian calendar as the referee"))
    func hybridShowsCutover() throws {
        let output = try LocaleCheckRunner.run([
            "gregorian", "--from", "1500", "--to", "1582", "--cutover", "icu-default",
        ])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("1500-02: rules 28 days, ICU 29 days"))
        #expect(lines.contains("1500-02-29: only in ICU"))
        #expect(lines.contains("1582-10: rules 31 days, ICU 21 days"))
        #expect(lines.contains("1582-10-05...1582-10-14: only in the rules (10 days)"))
        #expect(lines.contains("1582-10-15...1582-12-31: day of year differs on 78 days (first: rules 288, ICU 278)"))
        #expect(lines.last?.hasPrefix("checked 996 months, 30315 days from 1500 to 1582: ") == true)
        #expect(lines.last?.hasSuffix(" 0 mismatches") == false)
    }

    @Test("the default range is 0001 to 9999", .timeLimit(.minutes(10)))
    func defaultRange() throws {
        let output = try LocaleCheckRunner.run(["gregorian"])
        #expect(output.status == 0)
        #expect(output.stdout == "checked 119988 months, 3652059 days from 0001 to 9999: 0 mismatches\n")
    }

    @Test(
        "bad arguments are usage errors naming the argument",
        arguments: [
            (["--from", "0"], "Error: --from: \"0\" is not a year from 1 to 9999"),
            (["--to", "10000"], "Error: --to: \"10000\" is not a year from 1 to 9999"),
            (["--from", "2000", "--to", "1999"], "Error: --from 2000 is after --to 1999"),
            (["--from", "abc"], "Error: --from: \"abc\" is not a year from 1 to 9999"),
            (["--from", "-5"], "Error: --from: \"-5\" is not a year from 1 to 9999"),
            (["--from"], "Error: --from needs a value"),
            (["--cutover", "julian"], "Error: --cutover: \"julian\" is not proleptic or icu-default"),
            (["--verbose"], "Error: unknown option \"--verbose\""),
            (["1999"], "Error: unexpected argument \"1999\""),
            (["--from", "1", "--from", "2"], "Error: --from given 2 times"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["gregorian"] + arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == message)
        #expect(output.stderr.contains("Usage: locale-check gregorian"))
        #expect(lines.dropLast().last == "See 'locale-check gregorian --help'.")
    }

    @Test("unknown subcommands and a missing one are usage errors")
    func unknownSubcommand() throws {
        let unknown = try LocaleCheckRunner.run(["calendarize"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: unknown subcommand \"calendarize\"\n"))
        let missing = try LocaleCheckRunner.run([])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: missing subcommand\n"))
    }

    @Test("help prints usage on stdout and exits 0")
    func help() throws {
        let tool = try LocaleCheckRunner.run(["--help"])
        #expect(tool.status == 0)
        #expect(tool.stdout.contains("gregorian"))
        let command = try LocaleCheckRunner.run(["gregorian", "--help"])
        #expect(command.status == 0)
        #expect(command.stdout.hasPrefix("Usage: locale-check gregorian"))
    }
}
