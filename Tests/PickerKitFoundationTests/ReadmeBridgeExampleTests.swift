import Foundation
import PickerKit
import PickerKitCore
import PickerKitFoundation
import Testing

/// The claims of README's "Dates, time zones and DateComponents" example.
@Suite("README bridge example")
struct ReadmeBridgeExampleTests {
    @Test("the example's values hold")
    func example() throws {
        let newYork = try TimeZone(checking: "America/New_York")
        let meeting = try Selection("2019-08-20 14:30", mode: .dateHourMinute).date(in: newYork)
        #expect(meeting.date == Date(timeIntervalSince1970: 1_566_325_800))  // 2019-08-20 18:30:00 +0000
        #expect(try Selection(meeting.date, mode: .dateHourMinute, in: newYork).description == "2019-08-20 14:30")
        let night = try Selection("2021-03-14 02:30:00", mode: .dateTime).date(in: newYork)
        #expect(night.adjustment?.kind == .skipped)
        #expect(night.adjustment?.resolved.description == "2021-03-14 03:00:00")
        #expect(night.date == Date(timeIntervalSince1970: 1_615_705_200))  // 07:00Z
        #expect(try Selection("2021-11-07 01:30:00", mode: .dateTime).date(in: newYork).adjustment?.kind == .repeated)
        let now = Date()
        let alarm = try Selection("07:05", mode: .hourMinute).date(in: newYork, reference: now)
        #expect(try Selection(alarm.date, mode: .date, in: newYork) == Selection(now, mode: .date, in: newYork))
        #expect(try Selection(DateComponents(year: 2019, month: 8, day: 20), mode: .date).description == "2019-08-20")
        #expect(
            try Selection("2019-08-20", mode: .date).dateComponents == DateComponents(year: 2019, month: 8, day: 20))
        #expect(String(describing: night.adjustment!).contains("offset -05:00 -> -04:00"))
    }

    @Test("a picker shows a Date, clamped into its bounds")
    func selectDate() throws {
        let kolkata = try TimeZone(checking: "Asia/Kolkata")
        var picker = try LocalizedPicker(
            locale: ResolvedLocale("en_IN"),
            configuration: PickerConfiguration(mode: .dateHourMinute, maximum: "2020-12-31 23:59"))
        try picker.select(Date(timeIntervalSince1970: 0), in: kolkata)
        #expect(picker.selectedValue == "1970-01-01 05:30")
        let change = try picker.select(Date(timeIntervalSince1970: 1_700_000_000), in: kolkata)
        #expect(picker.selectedValue == "2020-12-31 23:59")
        #expect(change.adjustments.allSatisfy { $0.reason == .maximum })
    }
}
