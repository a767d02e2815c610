import PickerKit
import Testing

@testable import locale_check

/// Every family `--mode` names is reached through one request (``PickerRequest`` and its
/// ``FamilyRequest``): `pick` gets a picker, `labels` its columns, `parse` reads its values
/// back; and the week and quarter picker's bounds, default and clamping are the library's.
@Suite("locale-check: every family through one request", .serialized)
struct FamilyRequestTests {
    /// The request `command` reads from `arguments`.
    static func request(_ command: String, _ arguments: [String]) throws -> PickerRequest {
        let options = command == PickCommand.name ? PickCommand.options : LabelsCommand.options
        return try PickerRequest(ArgumentScanner(arguments, options: options, command: command))
    }

    /// `--mode mode` in de_DE, with a fixed today where the family reads one.
    static func arguments(_ mode: String) -> [String] {
        let clockless = [DurationMode.name] + CascadePickRequest.Kind.allCases.map(\.rawValue)
        return ["--mode", mode, "--locale", "de_DE"] + (clockless.contains(mode) ? [] : ["--today", "2019-08-20"])
    }

    @Test(
        "pick: each mode's request makes a picker whose value reads back", arguments: PickerMode.modeNames(in: "pick"))
    func picker(mode: String) throws {
        let scanner = try ArgumentScanner(Self.arguments(mode), options: PickCommand.options, command: "pick")
        let request = try PickerRequest(scanner)
        let made = try #require(try request.makePicker())
        #expect(made.picker.numberOfColumns > 0)
        #expect(!made.words.title.isEmpty)
        let value = made.picker.selectedValue
        switch try PickerMode.read(scanner) {
        case .dates(let mode):
            #expect(try Selection(value, mode: mode).description == value)
        case .cascade:
            #expect(!value.isEmpty)
        case let family?:
            let values = try #require(family.values)
            var text = value
            let result = text.withUTF8 { values.parse($0, lenient: false, range: false) }
            guard case .success(let success) = result, case .text(let canonical) = success.canonical else {
                Issue.record("\(mode): \(value) does not read back")
                return
            }
            #expect(canonical == value)
        case nil:
            Issue.record("\(mode) names no family")
        }
    }

    @Test(
        "the default selection is today, in the family's own value",
        arguments: [
            ("date", "2019-08-20"), ("year-month", "2019-08"), ("year-week", "2019-W34"),
            ("year-quarter", "2019-Q3"), ("duration", "PT0S"),
        ])
    func todayDefault(mode: String, expected: String) throws {
        let made = try #require(try Self.request("pick", Self.arguments(mode)).makePicker())
        #expect(made.picker.selectedValue == expected)
    }

    @Test("labels: each mode's family prints its columns", arguments: PickerMode.modeNames(in: "labels"))
    func labels(mode: String) throws {
        let scanner = try ArgumentScanner(Self.arguments(mode), options: LabelsCommand.options, command: "labels")
        let command = try LabelsCommand(scanner)
        let run = StandardStreams.capturing { command.run() }
        #expect(run.result == ExitStatus.success, "\(run.error)")
        #expect(run.output.contains("\nmode \(mode):"))
    }

    @Test(
        "weeks and quarters: the library clamps today into the bounds and refuses bounds in the wrong order",
        arguments: [
            (["--mode", "year-quarter", "--min", "2020-Q1"], "2020-Q1", ""),
            (["--mode", "year-quarter", "--max", "2018-Q2"], "2018-Q2", ""),
            (["--mode", "year-week", "--min", "2019-W30", "--max", "2019-W40"], "2019-W34", ""),
            (
                ["--mode", "year-quarter", "--min", "2020-Q1", "--max", "2019-Q4"], nil,
                "Error: --min 2020-Q1 is after --max 2019-Q4\n"
            ),
            (["--mode", "year-quarter", "--min", "2200-Q1"], nil, "Error: --min 2200-Q1 is after --max 2100-Q4\n"),
            (
                ["--mode", "year-week", "--select", "2019-W20", "--min", "2019-W30"], nil,
                "Error: selection 2019-W20 is not between --min 2019-W30 and the default maximum 2100-W52\n"
            ),
        ] as [([String], String?, String)])
    func periodBounds(arguments: [String], selection: String?, error: String) throws {
        let request = try Self.request("pick", arguments + ["--locale", "en_US", "--today", "2019-08-20"])
        let run = StandardStreams.capturing { try? request.makePicker() }
        #expect(run.result?.picker.selectedValue == selection)
        #expect(run.error == error)
    }

    @Test(
        "parse infers weeks, quarters and durations from their shape",
        arguments: [
            ("2020-W53", PickerMode.period(.yearWeek)), ("2019-Q3", .period(.yearQuarter)), ("PT1H30M", .duration),
            ("2019-08-20", nil), ("14:30", nil), ("", nil),
        ] as [(String, PickerMode?)])
    func inferred(input: String, family: PickerMode?) {
        var text = input
        #expect(text.withUTF8 { PickerMode.inferred(fromShapeOf: $0) } == family)
    }
}
