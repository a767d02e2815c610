import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("coptic and ethiopic eras the locale has no names for (ERA0, ERA1) are dropped, the year kept")
struct PlaceholderEraTests {
    @Test(
        "an era field goes with the space that joined it; years become u",
        arguments: [
            ("MMMM d, y G", "MMMM d, u"),
            ("G y MMMM d", "u MMMM d"),
            ("Gy年M月d日", "u年M月d日"),
            ("d MMMM y G 'at' h:mm", "d MMMM u' at 'h:mm"),
            ("y G ('week': w)", "u' (week: 'w)"),
            ("d 'de' MMMM 'de' y G", "d' de 'MMMM' de 'u"),
            ("y G", "u"),
            ("yy G", "yy"),
            ("MMMM d, y", "MMMM d, y"),
        ])
    func removingEra(pattern: String, result: String) {
        #expect(DatePattern(pattern).removingEra(where: { _ in true }, yearLetter: "u").description == result)
    }

    @Test("only the widths that write placeholders are removed")
    func widths() {
        let narrowOnly = EraPlaceholders(abbreviated: false, wide: false, narrow: true)
        #expect(narrowOnly.applied(to: DatePattern("dd/MM/y GGGGG")).description == "dd/MM/u")
        #expect(narrowOnly.applied(to: DatePattern("d MMMM y G")).description == "d MMMM y G")
        #expect(EraPlaceholders.none.applied(to: DatePattern("d MMMM y G")).description == "d MMMM y G")
    }

    @Test("placeholder names are recognised as ICU spells them, nothing else")
    func placeholderNames() {
        #expect(EraPlaceholders.arePlaceholders(["ERA0", "ERA1"]))
        #expect(!EraPlaceholders.arePlaceholders(["ERA0", "ap. D."]))
        #expect(!EraPlaceholders.arePlaceholders(["ERA1", "ERA0"]))
        #expect(!EraPlaceholders.arePlaceholders([]))
        #expect(EraPlaceholders.isPlaceholder("ERA12"))
        #expect(!EraPlaceholders.isPlaceholder("ERA"))
        #expect(!EraPlaceholders.isPlaceholder("ERA1 "))
        #expect(!EraPlaceholders.isPlaceholder("עידן 1"))
    }

    @Test(
        "which locales ICU 72 names coptic and ethiopic eras in (read from ICU's symbols)",
        arguments: [
            ("en@calendar=coptic", true), ("de@calendar=coptic", true), ("ar@calendar=coptic", true),
            ("sw@calendar=coptic", true), ("am@calendar=coptic", true), ("en@calendar=ethiopic", true),
            ("am@calendar=ethiopic", true), ("ar@calendar=ethiopic", true), ("he@calendar=ethiopic", true),
            ("fr@calendar=coptic", false), ("fr@calendar=ethiopic", false), ("ru@calendar=coptic", false),
            ("zh@calendar=ethiopic", false), ("ff_Adlm@calendar=coptic", false),
        ])
    func detection(localeID: String, abbreviatedArePlaceholders: Bool) throws {
        let locale = try ResolvedLocale(localeID)
        let base = try LocaleDateFormat(longStyleOf: locale.icuIdentifier, proleptic: false)
        let eras = try EraPlaceholders(kind: locale.calendarKind, rules: locale.calendarKind.rules, base: base)
        #expect(eras.abbreviated == abbreviatedArePlaceholders)
    }

    @Test("he names the wide eras (עידן 1) only: each width is read on its own")
    func mixedWidths() throws {
        func eras(_ id: String) throws -> EraPlaceholders {
            let locale = try ResolvedLocale(id)
            let base = try LocaleDateFormat(longStyleOf: locale.icuIdentifier, proleptic: false)
            return try EraPlaceholders(kind: locale.calendarKind, rules: locale.calendarKind.rules, base: base)
        }
        #expect(try eras("he@calendar=coptic") == EraPlaceholders(abbreviated: true, wide: false, narrow: true))
        #expect(try eras("ff_Adlm@calendar=coptic") == .none)
        #expect(try eras("fr@calendar=coptic") == .none)
    }

    @Test("other calendars are never changed, even where the symbols were placeholders")
    func otherCalendars() throws {
        let locale = try ResolvedLocale("en@calendar=persian")
        let base = try LocaleDateFormat(longStyleOf: locale.icuIdentifier, proleptic: false)
        #expect(try EraPlaceholders(kind: .persian, rules: CalendarKind.persian.rules, base: base) == .none)
        #expect(try CalendarLabeler(locale: locale, mode: .year).rowPatterns[.year] == "y G")
    }

    @Test(
        "rows, display strings and spoken phrases of 2019-08-20 have no ERA text and keep the year", .pinsCLDR42,
        arguments: [
            ("en@calendar=coptic", "1735", "Mesra 14, 1735", "Tuesday, Mesra 14, 1735"),
            ("de@calendar=coptic", "1735", "14. Mesori 1735", "Dienstag, 14. Mesori 1735"),
            ("sw@calendar=ethiopic", "2011", "14 Nehasse 2011", "Jumanne, 14 Nehasse 2011"),
            ("ar@calendar=coptic", "١٧٣٥", "١٤ مسرى ١٧٣٥", "الثلاثاء، ١٤ مسرى ١٧٣٥"),
            ("am@calendar=ethiopic", "2011", "14 ነሐሴ 2011", "ማክሰኞ፣ ነሐሴ 14 2011"),
            ("en@calendar=ethiopic", "2011", "Nehasse 14, 2011", "Tuesday, Nehasse 14, 2011"),
            ("fr@calendar=coptic", "1735 ap. D.", "14 misra 1735 ap. D.", "mardi 14 misra 1735 ap. D."),
        ])
    func labels(localeID: String, year: String, display: String, spoken: String) throws {
        let locale = try ResolvedLocale(localeID)
        let labeler = try CalendarLabeler(locale: locale, mode: .date)
        let day = try locale.calendarKind.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
        #expect(try labeler.label(.year, for: day) == year)
        #expect(try labeler.displayString(for: day) == display)
        #expect(try SpokenLabeler(labeler: labeler).phrase(for: day) == spoken)
        #expect(try labeler.value(ofDisplayString: display).isoDate == CalendarDate(year: 2019, month: 8, day: 20))
        let yearOnly = try CalendarLabeler(locale: locale, mode: .year)
        #expect(try yearOnly.yearLabel(day.year) == year)
        #expect(!yearOnly.displayPattern.contains("G") || localeID.hasPrefix("fr"))
    }

    @Test(
        "years before the era (coptic ≤ 0, ethiopic Amete Alem) stay apart from the years after it and read back",
        arguments: ["en@calendar=coptic", "ar@calendar=ethiopic", "de@calendar=ethiopic"])
    func yearsBeforeTheEra(localeID: String) throws {
        let locale = try ResolvedLocale(localeID)
        let labeler = try CalendarLabeler(locale: locale, mode: .year)
        let years = Array(-7...300)
        let labels = try years.map { try labeler.yearLabel($0) }
        #expect(Set(labels).count == labels.count)
        #expect(!labels.contains { $0.contains("ERA") })
        for year in [-7, -1, 0, 1, 2, 300] {
            let text = try labeler.displayString(
                for: CalendarFields(
                    kind: locale.calendarKind, year: year, month: 1, monthCode: MonthCode(number: 1), day: 1))
            #expect(try labeler.value(ofDisplayString: text)[.year] == year, "\(text)")
        }
    }

    @Test("a picker's titles and spoken titles in every column have no ERA text")
    func pickerTitles() throws {
        for id in ["en@calendar=coptic", "de@calendar=ethiopic", "sw@calendar=coptic"] {
            let locale = try ResolvedLocale(id)
            var configuration = PickerConfiguration(mode: .date)
            configuration.calendar = locale.calendarKind
            let fields = try locale.calendarKind.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
            configuration.selection =
                PickerValues(
                    mode: .date, calendar: locale.calendarKind, year: fields.year, month: fields.month, day: fields.day
                ).validSelection
            let picker = try LocalizedPicker(locale: locale, configuration: configuration)
            for column in 0..<picker.numberOfColumns {
                for row in 0..<picker.numberOfRows(inColumn: column) {
                    let title = picker.title(forRow: row, inColumn: column)
                    let spoken = picker.spokenTitle(forRow: row, inColumn: column)
                    #expect(!title.contains("ERA") && !spoken.contains("ERA"), "\(id) \(title) \(spoken)")
                    #expect(!title.isEmpty)
                }
            }
            let selection = try picker.spokenSelection
            #expect(!selection.contains("ERA"))
        }
    }
}
