import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore

@Suite("a range as one data source: the start's columns, then the end's")
struct LocalizedRangePickerTests {
    static func job(_ range: String = "2015-03/present") throws -> LocalizedRangePicker {
        var configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2010-01", maximum: "2020-12")
        configuration.sortOrders[.year] = .descending
        return try LocalizedRangePicker(
            locale: ResolvedLocale("zh_CN"), configuration: configuration, range: SelectionRange(range),
            includesPresent: true)
    }

    @Test("an open range shows Present in the end's first column, the rest of the end disabled")
    func openRange() throws {
        let picker = try Self.job()
        #expect(picker.numberOfColumns == 4)
        #expect(picker.selectedTitles == ["2015年", "3月", "至今", "3月"])
        #expect(picker.selectedValue == "2015-03/present")
        #expect(picker.range == (try SelectionRange("2015-03/present")))
        #expect((0..<4).map(picker.isEnabled(column:)) == [true, true, true, false])
        #expect((0..<5).map(picker.half(ofColumn:)) == [.start, .start, .end, .end, nil])
        // Newest first: Present leads the end's years, which never go before the start's.
        #expect(picker.title(forRow: 0, inColumn: 2) == "至今")
        #expect(picker.titles(inColumn: 2).last == "2015年")
        #expect(picker.title(forRow: 0, inColumn: 9) == "")
    }

    @Test("moving the start past the end moves the end, reloads its columns and says so in the locale")
    func startPastEnd() throws {
        var picker = try Self.job("2015-03/2016-01")
        let row = try #require(picker.titles(inColumn: 0).firstIndex(of: "2017年"))
        let change = picker.didSelect(row: row, inColumn: 0)
        #expect(picker.selectedValue == "2017-03/2017-03")
        #expect(change.adjustments.map(\.half) == [.end, .end])
        #expect(change.reloadedColumns.contains(2) && change.reselectedColumns.contains(2))
        #expect(change.reselectedColumns.contains(3))
        #expect(change.sentences.count == 2)
        #expect(change.sentences.allSatisfy { !$0.isEmpty && !$0.contains("->") })
        // The end lists no year before the start's.
        #expect(picker.titles(inColumn: 2).last == "2017年")
    }

    @Test("a stored range restores both halves; Present and back")
    func storedValues() throws {
        var picker = try Self.job()
        let closing = try picker.select(storedValue: "2019-08/2020-03")
        #expect(picker.selectedTitles == ["2019年", "8月", "2020年", "3月"])
        #expect(closing.adjustments.isEmpty)
        #expect(picker.isEnabled(column: 3))
        try picker.select(storedValue: "2012-05/present")
        #expect(picker.selectedValue == "2012-05/present")
        // Clamped into the bounds, reported in its half.
        let clamped = try picker.select(storedValue: "2008-01/2009-01")
        #expect(picker.selectedValue == "2010-01/2010-01")
        #expect(clamped.adjustments.map(\.half) == [.start, .end])
    }

    @Test(
        "bad stored ranges are refused, positioned, and change nothing",
        arguments: [
            ("2019-08/2019-07", ParseError.Kind.endBeforeStart, 8),
            ("2019-08", .missingSolidus, 7),
            ("2019-08-20/2019-08-21", .invalidStart, 7),
            ("present/2019-08", .presentStart, 0),
        ])
    func refusals(input: String, kind: ParseError.Kind, offset: Int) throws {
        var picker = try Self.job()
        #expect {
            try picker.select(storedValue: input)
        } throws: { error in
            guard case .unparsable(let role, let given, let parse) = error as? PickerError else { return false }
            return role == "range" && given == input && parse.kind == kind && parse.offset == offset
        }
        #expect(picker.selectedValue == "2015-03/present")
    }

    @Test("an open range without a Present row is refused")
    func openWithoutPresent() throws {
        var picker = try LocalizedRangePicker(
            locale: ResolvedLocale("en_US"), configuration: PickerConfiguration(mode: .yearMonth),
            range: SelectionRange("2019-08/2019-09"))
        #expect(throws: PickerError.unknownSentinel("present")) { try picker.select(storedValue: "2019-08/present") }
        #expect(throws: LocalizationError.picker(.unknownSentinel("present"))) {
            try LocalizedRangePicker(
                locale: ResolvedLocale("en_US"), configuration: PickerConfiguration(mode: .yearMonth),
                range: SelectionRange("2019-08/present"))
        }
    }

    /// Ranges are in the locale's calendar, as date pickers are, unless Gregorian rows are asked for.
    @Test("calendars with months of their own")
    func calendars() throws {
        let lunar = try ResolvedLocale("zh_CN@calendar=chinese")
        let lunarRange = try LocalizedRangePicker(
            locale: lunar, configuration: PickerConfiguration(mode: .date, selection: "2019-08-20"))
        #expect(lunarRange.calendar == .chinese)
        #expect(lunarRange.selectedValue == "2019-08-20[u-ca=chinese]/2019-08-20[u-ca=chinese]")
        var gregorian = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        gregorian.calendar = .gregorian
        let picker = try LocalizedRangePicker(locale: lunar, configuration: gregorian)
        #expect(picker.selectedTitles == ["2019年", "8月", "20日", "2019年", "8月", "20日"])
        let japanese = try LocalizedRangePicker(
            locale: ResolvedLocale("ja-JP-u-ca-japanese"), configuration: PickerConfiguration(mode: .yearMonth),
            range: SelectionRange("2019-04/2019-05"))
        // The Gregorian months shown as the same months, with era years.
        #expect(japanese.calendar == .japanese)
        #expect(japanese.selectedValue == "2019-M04[u-ca=japanese]/2019-M05[u-ca=japanese]")
    }
}
