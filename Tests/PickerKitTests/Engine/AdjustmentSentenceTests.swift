import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("adjustment sentences in the picker's language")
struct AdjustmentSentenceTests {
    /// A date picker on 2020-02-29 after choosing 2021: the day moves to the 28th.
    static func february(_ localeID: String) throws -> (LocalizedPicker, PickerAdjustment) {
        var picker = try LocalizedPicker(
            locale: ResolvedLocale(localeID), configuration: PickerConfiguration(mode: .date, selection: "2020-02-29"))
        let adjustments = try picker.select(2021, in: .year).adjustments
        let moved = try #require(adjustments.first)
        #expect(moved == PickerAdjustment(field: .day, from: 29, to: 28, reason: .monthLength(days: 28)))
        return (picker, moved)
    }

    @Test(
        "the day moved to the month's end, said in each of the 12 languages with ICU's month and digits",
        arguments: [
            ("en_US", "Day changed to 28: February 2021 has 28 days"),
            ("zh_CN", "日期改为28日：2021年2月只有28天"),
            ("zh_TW", "日期改為28日：2021年2月只有28天"),
            ("ja_JP", "日を28日に変更しました：2021年2月は28日までです"),
            ("ko_KR", "날짜 변경: 28일 (2021년 2월의 마지막 날은 28일)"),
            ("de_DE", "Tag auf 28 geändert: Februar 2021 hat 28 Tage"),
            ("fr_FR", "Jour changé en 28\u{A0}: février 2021 compte 28 jours"),
            ("es_ES", "Día cambiado a 28: febrero de 2021 tiene 28 días"),
            ("pt_BR", "Dia alterado para 28: fevereiro de 2021 tem 28 dias"),
            ("it_IT", "Giorno cambiato in 28: febbraio 2021 ha 28 giorni"),
            ("ru_RU", "День изменён на 28: февраль 2021\u{202F}г. — 28 дн."),
            ("ar_EG", "تم تغيير اليوم إلى ٢٨: عدد أيام فبراير ٢٠٢١ هو ٢٨"),
        ])
    func monthLength(localeID: String, expected: String) throws {
        let (picker, moved) = try Self.february(localeID)
        #expect(try picker.spokenAdjustment(moved) == expected)
    }

    @Test(
        "bounds: the field's CLDR name, the new row's label and the bound spoken in full", .pinsCLDR42,
        arguments: [
            ("en_US", "Year changed to 2030: the latest is Tuesday, December 31, 2030"),
            ("zh_CN", "年改为2030年：最晚为2030年12月31日星期二"),
            ("de_DE", "Jahr auf 2030 geändert: spätestens Dienstag, 31. Dezember 2030"),
            ("ru_RU", "Год: 2030 (максимум: вторник, 31 декабря 2030\u{202F}г.)"),
        ])
    func maximum(localeID: String, expected: String) throws {
        var picker = try LocalizedPicker(
            locale: ResolvedLocale(localeID),
            configuration: PickerConfiguration(mode: .date, minimum: "2015-01-01", maximum: "2030-12-31"))
        let change = try picker.select(try Selection("2040-05-01", mode: .date))
        let year = try #require(change.adjustments.first { $0.field == .year })
        #expect(year.reason == .maximum)
        #expect(try picker.spokenAdjustment(year) == expected)
        // Every move of the change has a sentence, and no two say the same.
        let sentences = try picker.spokenAdjustments(change.adjustments)
        #expect(sentences.count == change.adjustments.count)
        #expect(Set(sentences).count == sentences.count)
    }

    @Test("a minute moved onto the step; a language without sentences gets English throughout")
    func intervalAndFallback() throws {
        var configuration = try PickerConfiguration(mode: .hourMinute, selection: "14:00")
        configuration.intervals = try PickerIntervals(minuteStep: 15)
        var picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
        let moved = try #require(try picker.select(try Selection("14:07", mode: .hourMinute)).adjustments.first)
        #expect(moved.reason == .interval(step: 15))
        #expect(try picker.spokenAdjustment(moved) == "分钟改为00：间隔为15")
        // Swahili has no picker strings (Cancel is English): the sentence is English throughout.
        var swahili = try LocalizedPicker(locale: ResolvedLocale("sw_KE"), configuration: configuration)
        #expect(swahili.strings.isEnglishFallback)
        let again = try #require(try swahili.select(try Selection("14:52", mode: .hourMinute)).adjustments.first)
        #expect(try swahili.spokenAdjustment(again) == "Minute changed to 45: in steps of 15")
    }

    @Test("Arabic-Indic digits in the step and the day count come from ICU")
    func nativeDigits() throws {
        var configuration = try PickerConfiguration(mode: .hourMinute, selection: "14:00")
        configuration.intervals = try PickerIntervals(minuteStep: 15)
        var picker = try LocalizedPicker(locale: ResolvedLocale("ar_EG"), configuration: configuration)
        let moved = try #require(try picker.select(try Selection("14:20", mode: .hourMinute)).adjustments.first)
        let sentence = try picker.spokenAdjustment(moved)
        #expect(sentence.contains("١٥"))
        #expect(!sentence.contains("15"))
    }

    @Test("a leap month the new year lacks, named by the calendar's labeler", .pinsCLDR42)
    func leapMonth() throws {
        let configuration = try PickerConfiguration(mode: .yearMonth, selection: "1987-M06L[u-ca=chinese]")
        var picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
        let yearIndex = try #require(picker.model.order.firstIndex(of: .year))
        let row = try #require(picker.model.column(for: .year).rowIndex(of: 1988))
        let moved = try #require(try picker.select(row: row, inColumn: yearIndex).adjustments.first)
        #expect(try picker.spokenAdjustment(moved) == "月份改为六月：1988戊辰年没有闰六月")
    }

    /// One locale of every localization with sentences.
    static let everyLocalization = [
        "ar_EG", "bn_BD", "ca_ES", "cs_CZ", "da_DK", "de_DE", "el_GR", "en_US", "es_ES", "fa_IR@calendar=gregorian",
        "fi_FI", "fr_FR",
        "he_IL", "hi_IN", "hu_HU", "id_ID", "it_IT", "ja_JP", "ko_KR", "ms_MY", "nb_NO", "nl_NL", "pl_PL", "pt_BR",
        "pt_PT", "ro_RO", "ru_RU", "sv_SE", "th_TH@calendar=gregorian", "tr_TR", "uk_UA", "vi_VN", "yue_HK", "zh_CN",
        "zh_TW",
    ]

    @Test(
        "in every localization each reason's sentence is its own template with ICU's parts, not English",
        arguments: everyLocalization)
    func everyLanguage(localeID: String) throws {
        let (picker, moved) = try Self.february(localeID)
        let sentence = try picker.spokenAdjustment(moved)
        let words = try AdjustmentWords.shared(picker.labeler.locale)
        // The month with its year and the day count, from ICU in the locale.
        #expect(sentence.contains(try words.monthName(picker.model.values, withYear: true)), "\(sentence)")
        #expect(sentence.contains(words.number(28)), "\(sentence)")
        #expect(!picker.strings.isEnglishFallback)
        if picker.strings.localization != "en" { #expect(!sentence.contains("changed to"), "\(sentence)") }
        var bounded = try LocalizedPicker(
            locale: ResolvedLocale(localeID),
            configuration: PickerConfiguration(mode: .date, minimum: "2015-01-01", maximum: "2030-12-31"))
        let change = try bounded.select(try Selection("2040-05-01", mode: .date))
        let year = try #require(change.adjustments.first { $0.field == .year })
        let said = try bounded.spokenAdjustment(year)
        #expect(
            said.contains(words.fieldNames[DateField.year.ordinal])
                || said.lowercased().contains(
                    words.fieldNames[DateField.year.ordinal].lowercased()),
            "\(said)")
        #expect(
            said.contains(
                try SpokenLabeler.shared(for: bounded.labeler).phrase(for: bounded.model.bounds.maximum)))
    }

    @Test("an adjustment of a field the picker lacks is refused")
    func foreignField() throws {
        let picker = try LocalizedPicker(
            locale: ResolvedLocale("en_US"), configuration: PickerConfiguration(mode: .yearMonth, selection: "2020-02"))
        let adjustment = PickerAdjustment(field: .minute, from: 7, to: 0, reason: .interval(step: 15))
        #expect(throws: LocalizationError.self) { try picker.spokenAdjustment(adjustment) }
    }

    @Test("every listed localization has the five templates with exactly their placeholders; the others none")
    func templates() throws {
        let tables = try PickerStringsCatalog.shared.get().tables
        #expect(AdjustmentSentence.localizations == Set(tables.keys))
        for (localization, table) in tables {
            for sentence in AdjustmentSentence.allCases {
                let template = table[sentence.rawValue]
                guard AdjustmentSentence.localizations.contains(localization) else {
                    #expect(template == nil, "\(localization) has \(sentence.rawValue) but is not listed")
                    continue
                }
                let text = try #require(template, "\(localization) lacks \(sentence.rawValue)")
                let names = try AdjustmentSentence.placeholders(in: text).get()
                #expect(Set(names) == sentence.placeholders, "\(localization) \(sentence.rawValue): \(names)")
                #expect(names.count == Set(names).count, "\(localization) \(sentence.rawValue) repeats a placeholder")
            }
        }
    }

    @Test(
        "malformed templates and missing values are errors naming the template",
        arguments: [
            ("Day {value", "a \"{\" is not closed"),
            ("Day value}", "a \"}\" without its \"{\""),
            ("Day {}", "an empty or nested placeholder"),
            ("Day {value} in {month}", "no value for {month}"),
        ])
    func malformed(template: String, reason: String) {
        #expect(throws: LocalizationError.sentenceTemplate(template: template, reason: reason)) {
            try AdjustmentSentence.fill(template, ["value": "28"])
        }
    }
}
