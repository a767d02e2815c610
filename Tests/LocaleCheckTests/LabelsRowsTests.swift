import Foundation
import Testing

@Suite("locale-check labels: long columns, --all-rows, today by default")
struct LabelsRowsTests {
    @Test("a long column shows its ends and the selection's neighbours")
    func elided() throws {
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US", "--mode", "year", "--select", "2019"])
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix("\nyear: 1900 … 2018 [2019] 2020 … 2100\n"))
        let minutes = try LocaleCheckRunner.run([
            "labels", "--locale", "zh_TW", "--mode", "hour-minute", "--select", "14:00", "--min", "13:00", "--max",
            "15:59",
        ])
        #expect(minutes.stdout.hasSuffix("\nminute: [00] 01 … 59\n"))
    }

    @Test("--all-rows prints every row; JSON always has every row")
    func allRows() throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year", "--select", "2019", "--all-rows",
        ])
        let year = try #require(output.stdout.split(separator: "\n").last)
        #expect(year.split(separator: " ").count == 1 + 201)
        #expect(year.contains("[2019]"))
        let json = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year", "--select", "2019", "--json",
        ])
        #expect(json.stdout.components(separatedBy: "\"value\":").count - 1 == 201)
    }

    @Test("--select defaults to today in --time-zone, as in pick")
    func today() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let year = calendar.component(.year, from: Date())
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US", "--mode", "year", "--json"])
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix("\"selection\":\"\(year)\"}\n"))
        let clamped = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--mode", "year", "--min", "2001", "--max", "2005", "--json",
        ])
        // Today's year moved down to the maximum: the move is listed with its sentence.
        #expect(
            clamped.stdout.hasSuffix(
                "\"selection\":\"2005\",\"adjustments\":[{\"field\":\"year\",\"from\":\(year),\"to\":2005,"
                    + "\"reason\":\"maximum\",\"spoken\":\"Year changed to 2005: the latest is 2005\"}]}\n"))
    }
}
