import Foundation
import PickerKit
import PickerKitFoundation
import Testing

/// A week or quarter picker shows the period that holds a `Date`'s day in a time zone.
@Suite("week and quarter pickers select a Date")
struct PeriodDateTests {
    @Test("the day is read in the time zone; the week or quarter holding it is selected")
    func dates() throws {
        // 2021-01-03 20:00 UTC: still Sunday in UTC (2020-W53), already Monday in Tokyo (2021-W01).
        let instant = Date(timeIntervalSince1970: 1_609_704_000)
        var weeks = try LocalizedPeriodPicker(
            locale: ResolvedLocale("ja_JP"), configuration: PeriodConfiguration(mode: .yearWeek, selection: "2019-W01"))
        try weeks.select(instant, in: TimeZone(checking: "UTC"))
        #expect(weeks.selectedValue == "2020-W53")
        try weeks.select(instant, in: TimeZone(checking: "Asia/Tokyo"))
        #expect(weeks.selectedValue == "2021-W01")
        var quarters = try LocalizedPeriodPicker(
            locale: ResolvedLocale("ja_JP"),
            configuration: PeriodConfiguration(mode: .yearQuarter, maximum: "2020-Q4", selection: "2019-Q1"))
        let change = try quarters.select(instant, in: TimeZone(checking: "Asia/Tokyo"))
        #expect(quarters.selectedValue == "2020-Q4")
        #expect(
            change.adjustments.map(\.description) == [
                "year 2021 -> 2020: after the maximum", "quarter 1 -> 4: after the maximum",
            ])
        #expect(change.sentences.count == 2)
    }
}
