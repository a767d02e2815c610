import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Localized picker: a caller's column order")
struct LocalizedPickerOrderTests {
    @Test(
        "an explicit order is honoured, not replaced by the locale's",
        arguments: [
            ("en_US", SelectionMode.date, [DateField.year, .month, .day]),
            ("zh_CN", .date, [.day, .month, .year]),
            ("en_US", .hourMinute, [.dayPeriod, .hour, .minute]),
        ])
    func honoured(locale: String, mode: SelectionMode, order: [DateField]) throws {
        var configuration = PickerConfiguration(mode: mode)
        configuration.order = order
        let picker = try LocalizedPicker(locale: ResolvedLocale(locale), configuration: configuration)
        #expect(picker.model.order == order)
        #expect(picker.model.columns.map(\.field) == order)
    }

    @Test("without an order the locale's order is used")
    func localeOrder() throws {
        let picker = try LocalizedPicker(
            locale: ResolvedLocale("en_US"), configuration: PickerConfiguration(mode: .date))
        #expect(picker.model.order == [.month, .day, .year])
    }

    @Test(
        "an order that does not list the picker's columns is refused, naming both",
        arguments: [
            ("en_US", SelectionMode.date, [DateField.year, .month], "year,month", "month,day,year"),
            ("en_US", .hourMinute, [.hour, .minute], "hour,minute", "hour,minute,am-pm"),
            ("de_DE", .hourMinute, [.hour, .minute, .dayPeriod], "hour,minute,am-pm", "hour,minute"),
            ("zh_CN", .date, [.year, .year, .day], "year,year,day", "year,month,day"),
        ])
    func refused(locale: String, mode: SelectionMode, order: [DateField], given: String, columns: String) throws {
        var configuration = PickerConfiguration(mode: mode)
        configuration.order = order
        let resolved = try ResolvedLocale(locale)
        #expect {
            try LocalizedPicker(locale: resolved, configuration: configuration)
        } throws: { error in
            guard let error = error as? LocalizationError, case .order = error else { return false }
            return error.description.contains(given) && error.description.contains("(\(columns) in the locale's order)")
        }
    }
}
