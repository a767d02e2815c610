import Foundation
import Testing

/// Today's date in `zone` as `yyyy-MM-dd`, read before and after a run (a run may cross midnight).
private func today(in zone: String) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    let parts = calendar.dateComponents([.year, .month, .day], from: Date())
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
}

@Suite("locale-check bound options accept today", .serialized)
struct TodayOptionTests {
    @Test("labels: --min today --max today leave one day, read in UTC")
    func labels() throws {
        let before = today(in: "UTC")
        let output = try LocaleCheckRunner.run(["labels", "--locale", "en_US", "--min", "today", "--max", "today"])
        let after = today(in: "UTC")
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect([before, after].contains { output.stdout.contains("selection \($0)\n") }, "\(output.stdout)")
        // One year, one month and one day are left, each selected: "year: [2026]".
        let rows = output.stdout.split(separator: "\n").filter {
            $0.hasPrefix("year: ") || $0.hasPrefix("month: ") || $0.hasPrefix("day: ")
        }
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.split(separator: " ").count == 2 && $0.hasSuffix("]") }, "\(rows)")
    }

    @Test(
        "pick: today is read in --time-zone (far east and far west of UTC give different days at most hours)",
        arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"])
    func pick(zone: String) throws {
        let before = today(in: zone)
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "date", "--time-zone", zone, "--min", "today", "--max", "today"],
            keys: ["\r"])
        let after = today(in: zone)
        #expect(output.status == 0)
        #expect([before + "\n", after + "\n"].contains(output.stdout), "\(output.stdout)")
    }

    @Test("pick: --select today in a stepped time picker is the current time on the step")
    func selectTodayOnStep() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "de_DE", "--mode", "hour-minute", "--minute-step", "15", "--select", "today"],
            keys: ["\r"])
        #expect(output.status == 0)
        let minute = try #require(Int(output.stdout.dropFirst(3).prefix(2)), "\(output.stdout)")
        #expect(minute % 15 == 0)
    }

    @Test(
        "today is refused clearly where it cannot be read",
        arguments: [
            (
                ["labels", "--locale", "en_US", "--mode", "hour-minute", "--min", "today"],
                "Error: --min today: an hour-minute picker has no date\n"
            ),
            (
                ["pick", "--locale", "en_US", "--mode", "time", "--max", "today"],
                "Error: --max today: a time picker has no date\n"
            ),
        ])
    func refused(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(arguments)
        #expect(output.status == 1)
        #expect(output.stderr == message)
        #expect(output.stdout.isEmpty)
    }
}
