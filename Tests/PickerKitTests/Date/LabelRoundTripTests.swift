import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("Labels read back to values")
struct LabelRoundTripTests {
    @Test(
        "native digits and literals read back; anything else is refused",
        arguments: [
            ("ar_EG", DateField.year, "٢٠١٩", 2019 as Int?),
            ("fa_IR@calendar=gregorian", .year, "۲۰۱۹", 2019),
            ("ar_EG@numbers=latn", .year, "2019", 2019),
            ("zh_CN", .year, "2019年", 2019),
            ("zh_CN", .month, "8月", 8),
            ("en_US", .month, "August", 8),
            ("ru_RU", .month, "август", 8),
            ("de_DE", .hour, "14 Uhr", 14),
            ("en_US", .hour, "2", 14),
            ("en_US", .hour, "12", 12),
            ("en_US", .dayPeriod, "PM", 1),
            ("ar_EG", .year, "2019", nil),
            ("ar_EG", .year, "٢٠١٩x", nil),
            ("ar_EG", .year, "2٠19", nil),
            ("zh_CN", .year, "2019", nil),
            ("zh_CN", .day, "32日", nil),
            ("zh_CN", .day, "020日", nil),
            ("ru_RU", .month, "августа", nil),
            ("en_US", .month, "august", nil),
        ])
    func readBack(id: String, field: DateField, label: String, number: Int?) throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: .dateHour)
        let selection = PickerValues(year: 2019, month: 8, day: 20, hour: 14)
        if let number {
            #expect(try labeler.number(ofLabel: label, in: field, selection: selection) == number)
        } else {
            #expect(throws: LocalizationError.self) {
                try labeler.number(ofLabel: label, in: field, selection: selection)
            }
        }
    }

    @Test("every label of random columns reads back (seeded; set PICKERKIT_SEED to repeat)")
    func randomColumns() throws {
        var random = LabelTestRandom(defaultSeed: 20_190_820)
        let all = ResolvedLocale.availableIdentifiers
        for _ in 0..<30 {
            let id = all[Int(random.next() % UInt64(all.count))]
            let mode = SelectionMode.allCases[Int(random.next() % UInt64(SelectionMode.allCases.count))]
            let year = 1 + Int(random.next() % 9999)
            let month = 1 + Int(random.next() % 12)
            let selection = PickerValues(
                year: year, month: month,
                day: 1 + Int(random.next() % UInt64(GregorianRules.daysInMonth(year: year, month: month))),
                hour: Int(random.next() % 24), minute: Int(random.next() % 60), second: Int(random.next() % 60))
            // Gregorian values in every locale, whatever calendar its region prefers.
            let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), calendar: .gregorian, mode: mode)
            let minimum = PickerValues(year: max(1, year - 3))
            let maximum = PickerValues(year: min(9999, year + 3), month: 12, day: 31, hour: 23, minute: 59, second: 59)
            for column in try labeler.labeledColumns(selection: selection, minimum: minimum, maximum: maximum) {
                for row in column.rows {
                    let context = FieldColumnLabeler.values(column.field, try #require(row.number), in: selection)
                    #expect(
                        try labeler.number(ofLabel: row.label, in: column.field, selection: context) == row.number,
                        "seed \(random.seed), \(id) \(mode) \(column.field) \"\(row.label)\"")
                    #expect(
                        try labeler.icuLabel(column.field, for: context) == row.label,
                        "seed \(random.seed), \(id) \(mode) \(column.field) \"\(row.label)\"")
                }
            }
        }
    }
}

@Suite("Algorithmic numbering systems")
struct AlgorithmicNumberingTests {
    @Test("Hebrew numerals are not digit by digit: ICU writes them, and they read back")
    func hebrew() throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("he_IL@numbers=hebr"), mode: .date)
        #expect(!labeler.usesFastPath(.day))
        let selection = PickerValues(year: 2019, month: 8, day: 20)
        let label = try labeler.label(.day, for: selection)
        #expect(label == (try labeler.icuLabel(.day, for: selection)))
        #expect(label != "20")
        #expect(try labeler.number(ofLabel: label, in: .day, selection: selection) == 20)
        let chinese = try CalendarLabeler.shared(locale: ResolvedLocale("zh_CN@numbers=hanidec"), mode: .date)
        #expect(chinese.usesFastPath(.year))
        #expect(try chinese.label(.year, for: selection) == "二〇一九年")
    }
}
