import Foundation
import Testing

@Suite("locale-check labels --json: year rows carry era, eraYear, year and eras")
struct LabelsJSONEraTests {
    /// The year column's rows of a `labels --json` run, decoded.
    static func yearRows(_ arguments: [String]) throws -> [[String: Any]] {
        let output = try LocaleCheckRunner.run(["labels"] + arguments + ["--json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let columns = try #require(object["columns"] as? [[String: Any]])
        return try #require(columns.first { $0["field"] as? String == "year" }?["rows"] as? [[String: Any]])
    }

    /// A row's members as `era eraYear year` (with `-` for null) and its eras as `era eraYear start`.
    static func summary(_ row: [String: Any]) -> (String, [String]) {
        func text(_ value: Any?) -> String { value is NSNull || value == nil ? "-" : "\(value!)" }
        let fields = "\(text(row["era"])) \(text(row["eraYear"])) \(text(row["year"]))"
        let eras = (row["eras"] as? [[String: Any]] ?? []).map {
            "\(text($0["era"])) \(text($0["eraYear"])) \(text($0["start"]))"
        }
        return (fields, eras)
    }

    @Test("a japanese year-only picker: each row the era of its label, with every era of the year")
    func japaneseYears() throws {
        let rows = try Self.yearRows([
            "--locale", "ja_JP@calendar=japanese", "--mode", "year", "--min", "2018", "--max", "2020", "--select",
            "2019",
        ])
        #expect(rows.map { $0["label"] as? String } == ["平成30年", "令和元年", "令和2年"])
        #expect(Self.summary(rows[0]).0 == "heisei 30 2018")
        #expect(Self.summary(rows[1]).0 == "reiwa 1 2019")
        #expect(Self.summary(rows[1]).1 == ["heisei 31 2019-01-01", "reiwa 1 2019-05-01"])
        #expect(Self.summary(rows[2]).1 == ["reiwa 2 2020-01-01"])
    }

    @Test(
        "in a date picker the year row follows the selected day, as its label does",
        arguments: [("2019-04-30", "平成31年", "heisei 31 2019"), ("2019-05-01", "令和元年", "reiwa 1 2019")])
    func japaneseDates(select: String, label: String, fields: String) throws {
        let rows = try Self.yearRows([
            "--locale", "ja_JP@calendar=japanese", "--mode", "date", "--min", "2019-01-01", "--max", "2019-12-31",
            "--select", select,
        ])
        #expect(rows.count == 1)
        #expect(rows[0]["label"] as? String == label)
        #expect(Self.summary(rows[0]).0 == fields)
        #expect(Self.summary(rows[0]).1.count == 2)
    }

    @Test(
        "roc and ethiopic eras, null where the calendar or the picker has none",
        arguments: [
            (
                [
                    "--locale", "zh_TW@calendar=roc", "--mode", "year", "--min", "0000", "--max", "0001", "--select",
                    "0001",
                ],
                ["broc 1 0", "roc 1 1"], ["broc 1 1911-01-01", "roc 1 1912-01-01"]
            ),
            (
                [
                    "--locale", "am_ET@calendar=ethiopic", "--mode", "year-month", "--min", "2011-M13", "--max",
                    "2012-M01",
                    "--select", "2011-M13",
                ],
                ["am 2011 2011", "am 2012 2012"], ["am 2011 2018-09-11", "am 2012 2019-09-12"]
            ),
            (
                [
                    "--locale", "fa_IR@calendar=persian", "--mode", "year", "--min", "1398", "--max", "1398",
                    "--select",
                    "1398",
                ],
                ["- - 1398"], []
            ),
            (
                [
                    "--locale", "en_US", "--mode", "date", "--min", "2019-01-01", "--max", "2019-12-31", "--select",
                    "2019-08-20",
                ],
                ["- - 2019"], []
            ),
        ])
    func otherPickers(arguments: [String], fields: [String], eras: [String]) throws {
        let rows = try Self.yearRows(arguments)
        #expect(rows.map { Self.summary($0).0 } == fields)
        #expect(rows.flatMap { Self.summary($0).1 } == eras)
        for row in rows where eras.isEmpty {
            #expect(row["eras"] is NSNull && row["era"] is NSNull && row["eraYear"] is NSNull)
        }
    }

    @Test("a Present row writes null for all four members")
    func present() throws {
        let rows = try Self.yearRows([
            "--locale", "en_US", "--mode", "year", "--min", "2019", "--max", "2019", "--select", "2019", "--present",
        ])
        #expect(rows.count == 2)
        #expect(rows[1]["value"] as? String == "present")
        #expect(["era", "eraYear", "year", "eras"].allSatisfy { rows[1][$0] is NSNull })
    }

    @Test("text output is unchanged: no era members outside JSON")
    func textOutput() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "ja_JP@calendar=japanese", "--mode", "year", "--min", "2019", "--max", "2019",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix("year: [令和元年]\n"), "\(output.stdout)")
    }
}
