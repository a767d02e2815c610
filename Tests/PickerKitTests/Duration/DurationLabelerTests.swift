import PickerKitTestSupport
import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("Duration labels: ICU unit formatting with plural forms, templates checked against ICU")
struct DurationLabelerTests {
    @Test(
        "row labels in each locale's plural forms", .pinsCLDR42,
        arguments: [
            ("en", DurationUnit.hour, [0: "0 hours", 1: "1 hour", 2: "2 hours", 21: "21 hours"]),
            ("en", .second, [1: "1 second", 59: "59 seconds"]),
            ("de", .hour, [1: "1 Stunde", 2: "2 Stunden"]),
            ("de", .minute, [1: "1 Minute", 30: "30 Minuten"]),
            ("zh", .hour, [1: "1小时", 2: "2小时"]),
            ("zh", .second, [5: "5秒钟"]),
            ("ja", .minute, [1: "1 分", 45: "45 分"]),
            (
                "ru", .hour,
                [1: "1 час", 2: "2 часа", 5: "5 часов", 11: "11 часов", 21: "21 час", 22: "22 часа", 25: "25 часов"]
            ),
            ("ru", .minute, [1: "1 минута", 3: "3 минуты", 0: "0 минут", 41: "41 минута"]),
            ("pl", .hour, [1: "1 godzina", 2: "2 godziny", 5: "5 godzin", 21: "21 godzin", 22: "22 godziny"]),
            ("pl", .second, [12: "12 sekund", 24: "24 sekundy"]),
            ("ar", .hour, [0: "٠ ساعة", 1: "ساعة", 2: "ساعتان", 3: "٣ ساعات", 11: "١١ ساعة", 100: "١٠٠ ساعة"]),
            ("ar", .minute, [2: "دقيقتان", 10: "١٠ دقائق", 59: "٥٩ دقيقة"]),
        ])
    func labels(localeID: String, unit: DurationUnit, expected: [Int: String]) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        for (value, label) in expected {
            #expect(try labeler.label(value, unit: unit) == label, "\(localeID) \(unit) \(value)")
        }
    }

    @Test(
        "every template label equals ICU's own, and rows below 1000 need no ICU call",
        arguments: [
            "en", "de", "zh", "ja", "ar", "ru", "pl", "he", "fr", "cy", "ar_MA", "hi", "fa_IR", "sl", "ga", "lt",
        ])
    func templatesMatchICU(localeID: String) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        for unit in DurationUnit.allCases {
            let numbers = Array(0..<200) + Array(stride(from: 200, to: 1000, by: 7)) + [1000, 1001, 1234, 9999]
            for value in numbers {
                #expect(
                    try labeler.label(value, unit: unit) == labeler.icuLabel(value, unit: unit),
                    "\(localeID) \(unit) \(value)")
                #expect(
                    try labeler.label(value, unit: unit, style: .number)
                        == labeler.icuLabel(value, unit: unit, style: .number), "\(localeID) \(unit) \(value)")
                if value < DurationLabeler.templateLimit {
                    #expect(labeler.hasTemplate(for: value, unit: unit), "\(localeID) \(unit) \(value)")
                }
            }
        }
    }

    @Test(
        "plural categories come from ICU's rules",
        arguments: [
            ("en", [1: "one", 2: "other"]), ("ru", [1: "one", 2: "few", 5: "many", 21: "one"]),
            ("ar", [0: "zero", 1: "one", 2: "two", 3: "few", 11: "many", 100: "other"]),
            ("pl", [1: "one", 22: "few", 25: "many"]), ("zh", [1: "other"]),
        ])
    func categories(localeID: String, expected: [Int: String]) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        for (value, category) in expected {
            #expect(labeler.pluralCategory(of: value) == category, "\(localeID) \(value)")
        }
        #expect(labeler.pluralCategory(of: 1000) == nil)
    }

    @Test(
        "column headers: the unit's words for 5, and numbers alone in the locale's digits", .pinsCLDR42,
        arguments: [
            ("en", ["hours", "minutes", "seconds"], "5"), ("de", ["Stunden", "Minuten", "Sekunden"], "5"),
            ("zh", ["小时", "分钟", "秒钟"], "5"), ("ru", ["часов", "минут", "секунд"], "5"),
            ("ar", ["ساعات", "دقائق", "ثوان"], "٥"), ("ja", ["時間", "分", "秒"], "5"),
        ])
    func headers(localeID: String, headers: [String], five: String) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        #expect(DurationUnit.allCases.map(labeler.header(for:)) == headers)
        #expect(try labeler.label(5, unit: .minute, style: .number) == five)
    }

    @Test(
        "display strings join the non-zero units with ICU's unit list pattern", .pinsCLDR42,
        arguments: [
            ("en", "PT1H30M", "1 hour, 30 minutes"), ("en", "PT0S", "0 seconds"),
            ("en", "PT2H5S", "2 hours, 5 seconds"),
            ("en", "PT1H1M1S", "1 hour, 1 minute, 1 second"), ("de", "PT1H30M", "1 Stunde, 30 Minuten"),
            ("de", "PT2H1M3S", "2 Stunden, 1 Minute und 3 Sekunden"), ("zh", "PT1H30M", "1小时30分钟"),
            ("ru", "PT22H5M", "22 часа 5 минут"), ("ja", "PT45S", "45 秒"), ("ar", "PT2H", "ساعتان"),
        ])
    func displayStrings(localeID: String, text: String, expected: String) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        #expect(try labeler.displayString(for: DurationSelection(text)) == expected)
    }

    @Test("labeled columns follow the picker's rows and selection")
    func columns() throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale("en"))
        let picker = try DurationPicker(
            maximum: DurationSelection("PT1H30M"), includesSeconds: false, minuteStep: 15,
            selection: DurationSelection("PT1H15M"))
        let columns = try labeler.columns(of: picker)
        #expect(columns.map(\.field) == [.hour, .minute])
        #expect(columns[0].rows.map(\.label) == ["0 hours", "1 hour"])
        #expect(columns[1].rows.map(\.label) == ["0 minutes", "15 minutes", "30 minutes"])
        #expect(columns.map(\.selectedIndex) == [1, 1])
        #expect(labeler.header(for: .minute) == "minutes")
        let numbers = try labeler.columns(of: picker, style: .number)
        #expect(numbers[1].rows.map(\.label) == ["0", "15", "30"])
    }
}
