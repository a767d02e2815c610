import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Picker titles follow the mode's fields")
struct PickerTitleTests {
    /// A valid selection for each mode, and the word its title must use.
    static let modes: [(SelectionMode, String, PickerString)] = [
        (.year, "2019", .selectYear), (.yearMonth, "2019-08", .selectMonth), (.date, "2019-08-20", .selectDate),
        (.dateHour, "2019-08-20 14", .selectDateTime), (.dateHourMinute, "2019-08-20 14:30", .selectDateTime),
        (.dateTime, "2019-08-20 14:30:05", .selectDateTime), (.monthDay, "08-20", .selectDate),
        (.monthDayHourMinute, "08-20 14:30", .selectDateTime), (.hourMinute, "14:30", .selectTime),
        (.time, "14:30:05", .selectTime), (.minuteSecond, "30:05", .selectTime),
    ]

    @Test("every mode has a title word")
    func everyModeListed() {
        #expect(Set(Self.modes.map(\.0)) == Set(SelectionMode.allCases))
    }

    @Test("modes with date and time fields are titled 'Select date and time'", arguments: 0..<11)
    func title(index: Int) throws {
        let (mode, selection, word) = Self.modes[index]
        let configuration = try PickerConfiguration(mode: mode, selection: selection)
        for localeID in ["en_US", "zh_CN", "de_DE", "pt_BR", "he_IL"] {
            let picker = try LocalizedPicker(locale: ResolvedLocale(localeID), configuration: configuration)
            #expect(picker.title == picker.strings[word], "\(mode) in \(localeID)")
        }
    }

    @Test(
        "the date-time title in a few languages",
        arguments: [
            ("en_US", "Select date and time"), ("zh_CN", "选择日期和时间"), ("zh_TW", "選擇日期和時間"),
            ("ja_JP", "日時を選択"), ("de_DE", "Datum und Uhrzeit auswählen"), ("pt_BR", "Selecionar data e horário"),
            ("yue_HK", "選擇日期及時間"),
        ])
    func dateTimeTitle(localeID: String, title: String) throws {
        let configuration = try PickerConfiguration(mode: .dateHourMinute, selection: "2019-08-20 14:30")
        let picker = try LocalizedPicker(locale: ResolvedLocale(localeID), configuration: configuration)
        #expect(picker.title == title)
        #expect(picker.title != picker.strings[.selectDate])
    }
}
