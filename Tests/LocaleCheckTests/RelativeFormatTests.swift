import Foundation
import Testing

@Suite("locale-check format --relative")
struct RelativeFormatTests {
    /// The UTC date `offset` days from now as `yyyy-MM-dd`.
    static func utcDate(_ offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(byAdding: .day, value: offset, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test("yesterday, today and tomorrow print the locale's words; other dates the display string")
    func words() throws {
        for (offset, word) in [(-1, "昨天"), (0, "今天"), (1, "明天")] {
            // The date is read just before the command runs (a run straddling midnight UTC would differ).
            let output = try LocaleCheckRunner.run(["format", "--locale", "zh_CN", "--relative", Self.utcDate(offset)])
            #expect(output.status == 0)
            #expect(output.stdout == word + "\n")
        }
        let other = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--relative", "2019-08-20"])
        #expect(other.stdout == "August 20, 2019\n")
        let wrongMode = try LocaleCheckRunner.run([
            "format", "--locale", "en_US", "--mode", "year", "--relative", "2019",
        ])
        #expect(wrongMode.status == 64)
    }

    @Test("--today fixes the day the words are read from, as in labels; it needs --relative")
    func fixedToday() throws {
        for (value, word) in [("2019-08-19", "Yesterday"), ("2019-08-20", "Today"), ("2019-08-21", "Tomorrow")] {
            let output = try LocaleCheckRunner.run([
                "format", "--locale", "en_US", "--relative", "--today", "2019-08-20 23:59", value,
            ])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout == word + "\n")
        }
        let other = try LocaleCheckRunner.run([
            "format", "--locale", "zh_CN", "--relative", "--today", "2019-08-20", "2019-08-23",
        ])
        #expect(other.stdout == "2019年8月23日\n")
        let alone = try LocaleCheckRunner.run(["format", "--locale", "en_US", "--today", "2019-08-20", "2019-08-21"])
        #expect(alone.status == 64)
        #expect(alone.stderr.hasPrefix("Error: --today goes with --relative: it is the day the words are read from\n"))
        let malformed = try LocaleCheckRunner.run([
            "format", "--locale", "en_US", "--relative", "--today", "2019-02-30", "2019-08-21",
        ])
        #expect(malformed.status == 1)
        #expect(malformed.stderr.hasPrefix("Error: --today: \"2019-02-30\""))
    }
}
