import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The label of the selected row of the column for `field`.
private func selectedLabel(_ picker: LocalizedPicker, _ field: DateField) throws -> String {
    let index = try #require(picker.model.order.firstIndex(of: field))
    let row = try #require(picker.model.column(for: field).selectedRow)
    return try picker.label(row: row, inColumn: index)
}

@Suite("Localized picker: locale order, labels and words")
struct LocalizedPickerTests {
    @Test(
        "columns follow the locale and rows are labeled by ICU",
        arguments: [
            ("zh_CN", [DateField.year, .month, .day], ["2019年", "8月", "20日"], "选择日期"),
            ("ja_JP", [.year, .month, .day], ["2019年", "8月", "20日"], "日付を選択"),
            ("ko_KR", [.year, .month, .day], ["2019년", "8월", "20일"], "날짜 선택"),
            ("en_US", [.month, .day, .year], ["August", "20", "2019"], "Select date"),
            ("de_DE", [.day, .month, .year], ["20", "August", "2019"], "Datum auswählen"),
            ("ar_EG", [.day, .month, .year], ["٢٠", "أغسطس", "٢٠١٩"], "اختر التاريخ"),
        ])
    func dateColumns(locale: String, order: [DateField], labels: [String], title: String) throws {
        let configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        let picker = try LocalizedPicker(locale: ResolvedLocale(locale), configuration: configuration)
        #expect(picker.model.order == order)
        #expect(try order.map { try selectedLabel(picker, $0) } == labels)
        #expect(picker.title == title)
    }

    @Test("a 12-hour locale gets an AM/PM column where its pattern puts it")
    func twelveHourClock() throws {
        let configuration = try PickerConfiguration(mode: .hourMinute, selection: "14:30")
        let english = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        #expect(english.model.order == [.hour, .minute, .dayPeriod])
        #expect(try selectedLabel(english, .hour) == "2")
        #expect(try selectedLabel(english, .dayPeriod) == "PM")
        let chinese = try LocalizedPicker(
            locale: ResolvedLocale("zh_CN"), configuration: configuration, options: LabelOptions(hourCycle: .h12))
        #expect(chinese.model.order.first == .dayPeriod)
        #expect(try selectedLabel(chinese, .dayPeriod) == "下午")
        let german = try LocalizedPicker(locale: ResolvedLocale("de_DE"), configuration: configuration)
        #expect(german.model.order == [.hour, .minute])
        #expect(german.title == "Uhrzeit auswählen")
    }

    @Test("the Present row is labeled in the locale's language and sits beside the newest rows")
    func presentRow() throws {
        var configuration = try PickerConfiguration(mode: .yearMonth, maximum: "2019-08", selection: "present")
        configuration.sortOrders = [.year: .descending, .month: .descending]
        let picker = try LocalizedPicker(
            locale: ResolvedLocale("zh_TW"), configuration: configuration, includesPresent: true)
        #expect(picker.strings.localization == "zh-Hant")
        #expect(try picker.label(row: 0, inColumn: 0) == "至今")
        #expect(try picker.label(row: 1, inColumn: 0) == "2019年")
        #expect(try picker.value(row: 0, inColumn: 0) == "present")
        #expect(try picker.value(row: 1, inColumn: 0) == "2019")
        #expect(try picker.value(row: 0, inColumn: 1) == "08")
        #expect(picker.model.selectedValue == "present")
        #expect(picker.model.column(for: .month).isEnabled == false)
    }

    @Test("choosing rows relabels the dependent columns")
    func relabel() throws {
        let configuration = try PickerConfiguration(mode: .date, selection: "2020-02-29")
        var picker = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        let yearColumn = try #require(picker.model.order.firstIndex(of: .year))
        let row = try #require(picker.model.column(for: .year).rowIndex(of: 2021))
        let adjustments = try picker.select(row: row, inColumn: yearColumn).adjustments
        #expect(adjustments.map(\.description) == ["day 29 -> 28: the month has 28 days"])
        #expect(try selectedLabel(picker, .day) == "28")
        #expect(picker.model.selectedValue == "2021-02-28")
    }

    @Test("bad rows are errors, not crashes")
    func badRows() throws {
        let configuration = try PickerConfiguration(mode: .year, minimum: "2019", maximum: "2020", selection: "2019")
        let picker = try LocalizedPicker(locale: ResolvedLocale("fr_FR"), configuration: configuration)
        #expect(throws: LocalizationError.self) { try picker.label(row: 2, inColumn: 0) }
        #expect(throws: LocalizationError.self) { try picker.label(row: 0, inColumn: 1) }
    }
}

@Suite("README: picker model example")
struct PickerModelReadmeTests {
    @Test("the README's picker example does what it says")
    func readmeExample() throws {
        var configuration = try PickerConfiguration(
            mode: .date, minimum: "2015-01-01", maximum: "2030-12-31", selection: "2020-02-29")
        configuration.sortOrders[.year] = .descending
        var picker = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        #expect(picker.model.order == [.month, .day, .year])
        #expect(picker.title == "Select date")
        let yearColumn = try #require(picker.model.order.firstIndex(of: .year))
        let row = try #require(picker.model.column(for: .year).rowIndex(of: 2021))
        #expect(try picker.label(row: row, inColumn: yearColumn) == "2021")
        let adjustments = try picker.select(row: row, inColumn: yearColumn).adjustments
        #expect(adjustments.map(\.description) == ["day 29 -> 28: the month has 28 days"])
        #expect(picker.model.selectedValue == "2021-02-28")
    }

    @Test("labeled columns are the model's linked rows with the labeler's labels, sentinels included")
    func labeledColumns() throws {
        var configuration = try PickerConfiguration(
            mode: .date, minimum: "2018-03-15", maximum: "2020-02-10", selection: "2020-02-05")
        configuration.sortOrders[.year] = .descending
        let picker = try LocalizedPicker(
            locale: ResolvedLocale("zh_CN"), configuration: configuration, includesPresent: true)
        let columns = try picker.labeledColumns()
        #expect(columns.map(\.field) == [.year, .month, .day])
        let years = columns[0]
        #expect(years.rows.map(\.label) == ["至今", "2020年", "2019年", "2018年"])
        #expect(years.rows.map(\.number) == [nil, 2020, 2019, 2018])
        #expect(years.selectedIndex == 1)
        // In the maximum's year only January and February; in its February only days 1...10.
        #expect(columns[1].rows.map(\.label) == ["1月", "2月"])
        #expect(columns[1].selectedIndex == 1)
        #expect(columns[2].rows.map(\.value) == (1...10).map { $0 < 10 ? "0\($0)" : "\($0)" })
        #expect(columns[2].selectedIndex == 4)
        for (index, column) in columns.enumerated() {
            for row in column.rows.indices {
                #expect(try picker.label(row: row, inColumn: index) == column.rows[row].label)
            }
        }
        #expect(throws: LocalizationError.self) { try picker.labeledColumn(at: 3) }
    }

    @Test("a month-day picker labels February 29 (values outside the mode read as 2000-01-01)")
    func yearlessLeapDay() throws {
        let configuration = try PickerConfiguration(mode: .monthDay, selection: "02-29")
        let picker = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        let days = try picker.labeledColumn(at: try #require(picker.model.order.firstIndex(of: .day)))
        #expect(days.rows.count == 29)
        #expect(days.rows.last?.label == "29")
        #expect(days.selectedIndex == 28)
    }
}
