import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// A year-only Japanese picker labels each year in the era of its last day, so every era's
/// first year has a row (found by the review pass: 2019 read 平成31年, and 令和元年 had no row).
@Suite("Japanese year rows: each era's first year has its row")
struct JapaneseYearRowTests {
    @Test(
        "year-only rows and display strings take the era of the year's last day",
        arguments: [(1912, "大正元年"), (1926, "昭和元年"), (1989, "平成元年"), (2019, "令和元年"), (2020, "令和2年"), (2018, "平成30年")])
    func yearOnly(year: Int, label: String) throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale("ja_JP@calendar=japanese"), mode: .year)
        let fields = try CalendarKind.japanese.fields(of: CalendarDate(year: year, month: 1, day: 1))
        #expect(try labeler.label(.year, for: fields) == label)
        #expect(try labeler.displayString(for: fields) == label)
    }

    @Test("with months, the year row follows the selected day's era")
    func withMonths() throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale("ja_JP@calendar=japanese"), mode: .yearMonth)
        let april = try CalendarKind.japanese.fields(of: CalendarDate(year: 2019, month: 4, day: 1))
        let may = try CalendarKind.japanese.fields(of: CalendarDate(year: 2019, month: 5, day: 1))
        #expect(try labeler.label(.year, for: april) == "平成31年")
        #expect(try labeler.label(.year, for: may) == "令和元年")
    }
}
