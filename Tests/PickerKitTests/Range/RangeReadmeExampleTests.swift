import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The README's Ranges example, line by line.
@Suite("README ranges example")
struct RangeReadmeExampleTests {
    @Test("values, formats and the linked picker print what the README says")
    func example() throws {
        let job = try SelectionRange("2015-03/present")
        #expect(job.mode == .yearMonth)
        #expect(job.isOpen)
        #expect(
            SelectionRangeTests.error("2019-09-01/2019-08-20")?.description
                == "the end 2019-08-20 is before the start 2019-09-01 (offset 11)")
        let zh = try RangeFormatter(locale: ResolvedLocale("zh_CN"), mode: .yearMonth)
        #expect(try zh.string(for: SelectionRange("2019-08/2020-03")) == "2019年8月至2020年3月")
        #expect(try zh.string(for: job) == "2015年3月至今")
        let en = try RangeFormatter(
            locale: ResolvedLocale("en_US"), mode: .yearMonth, options: LabelOptions(monthStyle: .abbreviated))
        #expect(try en.string(for: SelectionRange("2019-08/2020-03")) == "Aug 2019\u{2009}–\u{2009}Mar 2020")
        #expect(try en.string(for: job) == "Mar 2015\u{2009}–\u{2009}Present")
        var picker = try RangePicker(PickerConfiguration(mode: .yearMonth), range: SelectionRange("2019-08/2019-10"))
        let year = picker.start.column(for: .year)
        let moved = try picker.select(row: year.rowIndex(of: 2020)!, inColumn: 0, of: .start)
        #expect(
            moved.map(\.description) == [
                "end year 2019 -> 2020: before the minimum", "end month 10 -> 8: before the minimum",
            ])
        #expect(picker.range.description == "2020-08/2020-08")
        #expect(picker.end.column(for: .year).range.lower == 2020)
    }
}
