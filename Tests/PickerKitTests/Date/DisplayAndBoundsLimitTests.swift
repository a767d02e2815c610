import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Issue 9 items 8 and 10: display strings have a length cap; localized pickers in calendars
/// that ICU keeps Julian refuse bounds before 1582-10-15, as labels do.
@Suite("Display string cap and Julian bounds")
struct DisplayAndBoundsLimitTests {
    @Test("display strings over 256 bytes are refused before any ICU work", arguments: [257, 4096, 1 << 20])
    func overCap(length: Int) throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("en_US"), mode: .date)
        let text = "August 20, 2019" + String(repeating: " ", count: length - 15)
        #expect(text.utf8.count == length)
        #expect {
            try labeler.gregorianValues(ofDisplayString: text)
        } throws: { error in
            guard case .unparsableDisplayString(_, _, let reason) = error as? LocalizationError else { return false }
            return reason == "it is \(length) bytes long, over the limit of 256 bytes"
        }
    }

    @Test("a display string of exactly 256 bytes is still read (and refused for what it says)")
    func atCap() throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("en_US"), mode: .date)
        #expect(
            try labeler.gregorianValues(ofDisplayString: "August 20, 2019")
                == PickerValues(mode: .date, year: 2019, month: 8, day: 20))
        let text = String(repeating: "August 20, 2019 ", count: 16)
        #expect(text.utf8.count == CalendarLabeler.maximumDisplayStringLength)
        #expect {
            try labeler.gregorianValues(ofDisplayString: text)
        } throws: { error in
            guard case .unparsableDisplayString(_, _, let reason) = error as? LocalizationError else { return false }
            return !reason.contains("limit")
        }
    }

    @Test("every locale's longest display string (date, time and weekday) is under the cap")
    func longestDisplayString() throws {
        let mode = SelectionMode.dateTime
        var longest = (0, "")
        for id in ResolvedLocale.availableIdentifiers {
            // Gregorian values in every locale, whatever calendar its region prefers.
            let labeler = try CalendarLabeler(
                locale: ResolvedLocale(id, allowingFallback: true), calendar: .gregorian, mode: mode,
                options: LabelOptions(showsWeekday: true))
            let text = try labeler.displayString(
                for: PickerValues(year: 2019, month: 9, day: 18, hour: 23, minute: 59, second: 59))
            if text.utf8.count > longest.0 { longest = (text.utf8.count, id + ": " + text) }
        }
        // 158 bytes with ICU 72 (a weekday, a wide month and a day period spelled out).
        #expect(longest.0 < CalendarLabeler.maximumDisplayStringLength, "\(longest)")
        #expect(longest.0 > 100, "\(longest)")
    }

    @Test(
        "pickers from a Japanese, Buddhist or ROC keyword never show ICU's Julian days: Buddhist and ROC rows are proleptic, Japanese rows start in 1873",
        .needsSystemICU("Foundation's calendars are Julian before 1582 and cannot be made proleptic"),
        arguments: [
            ("ja_JP@calendar=japanese", nil), ("th_TH@calendar=buddhist", "พ.ศ. 2125"),
            ("zh_TW@calendar=roc", "民國前330年"),
        ])
    func julianBounds(id: String, yearLabel: String?) throws {
        let locale = try ResolvedLocale(id)
        let early = try PickerConfiguration(mode: .date, minimum: "1582-10-14", selection: "2019-08-20")
        guard let yearLabel else {
            // Japan adopted the Gregorian calendar in 1873 (Meiji 6): an earlier minimum is the
            // calendar's first day (the rows cannot go earlier).
            let picker = try LocalizedPicker(locale: locale, configuration: early)
            #expect(picker.model.bounds.minimum.calendarDate == CalendarDate(year: 1873, month: 1, day: 1))
            return
        }
        var picker = try LocalizedPicker(locale: locale, configuration: early)
        #expect(picker.model.bounds.minimum.calendarDate == CalendarDate(year: 1582, month: 10, day: 14))
        let yearIndex = try #require(picker.model.order.firstIndex(of: .year))
        try picker.select(row: 0, inColumn: yearIndex)
        // October 1582 has 31 days here (ICU's own calendar would skip October 5–14).
        let dayIndex = try #require(picker.model.order.firstIndex(of: .day))
        #expect(try picker.labeledColumn(at: dayIndex).rows.count == 31 - 13)
        #expect(try picker.labeledColumn(at: yearIndex).rows.first?.label.contains(yearLabel) == true)
        let gregorian = try LocalizedPicker(locale: ResolvedLocale("ja_JP"), configuration: early)
        #expect(gregorian.model.bounds.minimum[.day] == 14)
    }
}
