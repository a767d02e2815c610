import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("spoken words for rows and selections")
struct SpokenLabelTests {
    static func picker(_ localeID: String, _ mode: SelectionMode, _ selection: String, present: Bool = false) throws
        -> LocalizedPicker
    {
        let configuration = try PickerConfiguration(mode: mode, selection: selection)
        return try LocalizedPicker(
            locale: ResolvedLocale(localeID), configuration: configuration, includesPresent: present)
    }

    @Test(
        "a day row reads the whole date in the locale's long pattern", .pinsCLDR42,
        arguments: [
            ("en_US", "Tuesday, August 20, 2019"),
            ("zh_CN", "2019年8月20日星期二"),
            ("de_DE", "Dienstag, 20. August 2019"),
            ("ja_JP", "2019年8月20日火曜日"),
        ])
    func dayRow(localeID: String, expected: String) throws {
        let picker = try Self.picker(localeID, .date, "2019-08-01")
        let dayColumn = picker.model.order.firstIndex(of: .day)!
        let row = picker.model.column(for: .day).rowIndex(of: 20)!
        let label = try picker.label(row: row, inColumn: dayColumn)
        let spoken = try picker.spokenLabel(row: row, inColumn: dayColumn)
        #expect(spoken == expected)
        #expect(spoken != label)
    }

    @Test("other rows, the AM/PM row, the selection and Present")
    func others() throws {
        let picker = try Self.picker("en_US", .dateHourMinute, "2020-02-29 14:30")
        let yearColumn = picker.model.order.firstIndex(of: .year)!
        let year2021 = try picker.spokenLabel(
            row: picker.model.column(for: .year).rowIndex(of: 2021)!, inColumn: yearColumn)
        // The year row says the date that choosing it gives: February 29 becomes the 28th.
        #expect(year2021 == "Sunday, February 28, 2021 at 2:30\u{202F}PM")
        let periodColumn = picker.model.order.firstIndex(of: .dayPeriod)!
        let morning = try picker.spokenLabel(row: 0, inColumn: periodColumn)
        #expect(morning == "Saturday, February 29, 2020 at 2:30\u{202F}AM")
        #expect(try picker.spokenSelection == "Saturday, February 29, 2020 at 2:30\u{202F}PM")
        let months = try picker.spokenLabels(inColumn: picker.model.order.firstIndex(of: .month)!)
        #expect(months.count == 12)
        #expect(months[0] == "Wednesday, January 29, 2020 at 2:30\u{202F}PM")
        let time = try Self.picker("de_DE", .hourMinute, "14:30")
        #expect(try time.spokenSelection == "14:30")
        let resume = try Self.picker("zh_CN", .yearMonth, "present", present: true)
        #expect(try resume.spokenSelection == "至今")
        // Behind Present the values are today's, so the 1900 row reads 1900 in today's month.
        let first = try resume.spokenLabel(row: 0, inColumn: 0)
        #expect(first.hasPrefix("1900年") && first.hasSuffix("月"))
    }
}

@Suite("README spoken words example")
struct SpokenReadmeExampleTests {
    @Test("the day row 20 reads the whole date")
    func example() throws {
        let picker = try LocalizedPicker(
            locale: ResolvedLocale("en_US"), configuration: PickerConfiguration(mode: .date, selection: "2019-08-01"))
        let day = picker.model.order.firstIndex(of: .day)!
        #expect(try picker.label(row: 19, inColumn: day) == "20")
        #expect(try picker.spokenLabel(row: 19, inColumn: day) == "Tuesday, August 20, 2019")
    }
}
