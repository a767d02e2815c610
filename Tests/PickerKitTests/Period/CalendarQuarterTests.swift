import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitTestSupport

/// Quarters of the 13 calendars other than ISO: stored strings, pickers in a locale of each
/// calendar, and ICU as the referee of which months a quarter holds and how it is written.
@Suite("quarters in every calendar")
struct CalendarQuarterTests {
    /// Each calendar other than ISO with a locale that uses it.
    static let calendars: [(CalendarKind, String)] = [
        (.buddhist, "th_TH"), (.roc, "zh_TW@calendar=roc"), (.japanese, "ja_JP@calendar=japanese"),
        (.persian, "fa_IR"), (.islamicCivil, "ar_SA@calendar=islamic-civil"),
        (.islamicTbla, "ar_SA@calendar=islamic-tbla"), (.islamicUmalqura, "ar_SA@calendar=islamic-umalqura"),
        (.hebrew, "he_IL@calendar=hebrew"), (.indian, "hi_IN@calendar=indian"), (.coptic, "ar_EG@calendar=coptic"),
        (.ethiopic, "am_ET@calendar=ethiopic"), (.chinese, "zh_CN@calendar=chinese"), (.dangi, "ko_KR@calendar=dangi"),
    ]

    static func millis(_ date: CalendarDate) -> Double {
        Double(date.dayNumber - PickerValues.unixEpochDay) * 86_400_000
    }

    static func picker(_ calendar: CalendarKind, _ localeID: String) throws -> LocalizedPeriodPicker {
        var configuration = PeriodConfiguration(mode: .yearQuarter)
        configuration.calendar = calendar
        configuration.now = { 1_718_000_000 }  // 2024-06-10
        return try LocalizedPeriodPicker(locale: ResolvedLocale(localeID), configuration: configuration)
    }

    @Test("a quarter picker round-trips through its stored strings", arguments: calendars)
    func roundTrip(calendar: CalendarKind, localeID: String) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var picker = try Self.picker(calendar, localeID)
        #expect(picker.selectedValue.hasSuffix("[u-ca=\(calendar.rawValue)]"), "\(picker.selectedValue)")
        let today = try Period(quarterContaining: CalendarDate(year: 2024, month: 6, day: 10), calendar: calendar)
        #expect(picker.selection == today)
        for _ in 0..<40 {
            let column = Int.random(in: 0..<2, using: &random)
            let row = Int.random(in: 0..<picker.numberOfRows(inColumn: column), using: &random)
            picker.didSelect(row: row, inColumn: column)
            let stored = picker.selectedValue
            let period = try Period(stored)
            #expect(period.calendar == calendar && period.description == stored, "\(stored) seed \(seed)")
            var fresh = try Self.picker(calendar, localeID)
            try fresh.select(storedValue: stored)
            #expect(fresh.selectedValue == stored, "seed \(seed)")
            for column in 0..<2 {
                #expect(fresh.selectedRow(inColumn: column) == picker.selectedRow(inColumn: column), "seed \(seed)")
                let row = picker.selectedRow(inColumn: column)
                #expect(fresh.title(forRow: row, inColumn: column) == picker.title(forRow: row, inColumn: column))
            }
        }
    }

    @Test("a quarter holds the months ICU names for its month codes, and nothing else", arguments: calendars)
    func months(calendar: CalendarKind, localeID: String) throws {
        let locale = try ResolvedLocale(localeID).withCalendar(calendar)
        let names = try LocaleDateFormat(localeID: locale.icuIdentifier, pattern: "MMMM y", proleptic: false)
        let picker = try Self.picker(calendar, localeID)
        let year = picker.picker.year
        for quarter in 1...4 {
            let period = try Period(year: year, quarter: quarter, calendar: calendar)
            var expected: Set<String> = []
            for number in (3 * quarter - 2)...(3 * quarter + (quarter == 4 ? 1 : 0)) {
                for code in [MonthCode(number: number), MonthCode(number: number, isLeap: true)] {
                    guard let day = try? calendar.isoDate(year: year, monthCode: code, day: 1) else { continue }
                    expected.insert(try names.format(millis: Self.millis(day)))
                }
            }
            var found: Set<String> = []
            for day in period.firstDay.dayNumber...period.lastDay.dayNumber {
                found.insert(try names.format(millis: Self.millis(CalendarDate(dayNumber: day))))
            }
            #expect(found == expected, "\(period)")
            // The day before the quarter is in another month of ICU's.
            let before = try names.format(millis: Self.millis(CalendarDate(dayNumber: period.firstDay.dayNumber - 1)))
            #expect(!expected.contains(before), "\(period)")
        }
    }

    @Test("rows and whole quarters are ICU's Q and yQQQQ of every month of the quarter", arguments: calendars)
    func labels(calendar: CalendarKind, localeID: String) throws {
        // ICU counts Hebrew quarters over 13 month slots: only the first month of each quarter
        // is in ICU's quarter of the same number (tested in `hebrewFirstMonths`).
        let picker = try Self.picker(calendar, localeID)
        let id = picker.labeler.locale.icuIdentifier
        let generator = try LocalePatternGenerator(localeID: id)
        let short = try LocaleDateFormat(localeID: id, pattern: try generator.bestPattern("QQQ"), proleptic: false)
        let whole = try LocaleDateFormat(localeID: id, pattern: try generator.bestPattern("yQQQQ"), proleptic: false)
        let numberColumn = picker.numberOfColumns - 1 - (picker.name(ofColumn: 0) == "year" ? 0 : 1)
        let yearColumn = 1 - numberColumn
        #expect(picker.name(ofColumn: numberColumn) == "quarter")
        let year = picker.picker.year
        let yearRow = picker.selectedRow(inColumn: yearColumn)
        for quarter in picker.picker.numbers {
            let period = try Period(year: year, quarter: quarter, calendar: calendar)
            let row = quarter - picker.picker.numbers.lowerBound
            let months = calendar == .hebrew ? [3 * quarter - 2] : Array((3 * quarter - 2)...(3 * quarter))
            for number in months {
                for code in [MonthCode(number: number), MonthCode(number: number, isLeap: true)] {
                    guard let day = try? calendar.isoDate(year: year, monthCode: code, day: 1) else { continue }
                    #expect(
                        picker.title(forRow: row, inColumn: numberColumn)
                            == (try short.format(millis: Self.millis(day))))
                    #expect(
                        try picker.labeler.displayString(for: period) == (try whole.format(millis: Self.millis(day))))
                }
            }
            let text = try picker.labeler.displayString(for: period)
            if calendar == .chinese || calendar == .dangi {
                // ICU does not read its cyclic years back: refused, never a wrong quarter.
                #expect(throws: LocalizationError.self) {
                    try picker.labeler.period(ofDisplayString: text, mode: .yearQuarter)
                }
            } else {
                #expect(try picker.labeler.period(ofDisplayString: text, mode: .yearQuarter) == period)
            }
        }
        // A year row is the date picker's year row of the calendar: one labeling path.
        let dates = try LocalizedPicker(
            locale: ResolvedLocale(localeID).withCalendar(calendar), configuration: PickerConfiguration(mode: .year))
        let first = try Period(year: year, quarter: 1, calendar: calendar).firstDay
        #expect(
            picker.title(forRow: yearRow, inColumn: yearColumn)
                == (try dates.labeler.yearLabel(year, month: calendar.fields(of: first).month, day: 1)))
    }

    @Test(
        "a year ICU 72 reads otherwise keeps its own year row, quarter names and whole quarters",
        arguments: [
            (CalendarKind.hebrew, "he_IL@calendar=hebrew", 5807), (.chinese, "zh_CN@calendar=chinese", 2027),
            (.chinese, "zh_CN@calendar=chinese", 1954), (.islamicUmalqura, "ar_SA@calendar=islamic-umalqura", 1343),
        ])
    func yearsICUReadsOtherwise(calendar: CalendarKind, localeID: String, year: Int) throws {
        let picker = try Self.picker(calendar, localeID)
        let labeler = picker.labeler
        #if SystemICU
            // ICU 72 places the first day of the year's first quarter in the year before
            // (Foundation's newer ICU agrees on the Chinese years).
            let first = try Period(year: year, quarter: 1, calendar: calendar)
            let icu = try CalendarDayFinder(kind: calendar, rules: calendar.rules).icuFields(first.firstDay.dayNumber)
            #expect(icu.year == year - 1, "ICU agrees on \(first) now")
        #endif
        let years = try (year...year + 2).map { try labeler.yearLabel($0) }
        #expect(Set(years).count == 3, "\(years)")
        var wholes: Set<String> = []
        for quarter in 1...4 {
            let period = try Period(year: year, quarter: quarter, calendar: calendar)
            let usual = try Period(year: year + 3, quarter: quarter, calendar: calendar)
            #expect(try labeler.numberLabel(period) == (try labeler.numberLabel(usual)), "\(period)")
            #expect(!(try labeler.numberLabel(period)).isEmpty)
            let whole = try labeler.displayString(for: period)
            wholes.insert(whole)
            #expect(try labeler.displayString(for: usual) != whole)
        }
        #expect(wholes.count == 4, "\(wholes)")
    }

    @Test("ICU's Hebrew Q differs after Tevet; each quarter's first month is in ICU's quarter of its number")
    func hebrewFirstMonths() throws {
        let id = try ResolvedLocale("he_IL").withCalendar(.hebrew).icuIdentifier
        let quarterNumber = try LocaleDateFormat(localeID: id, pattern: "Q", proleptic: false)
        for year in [5784, 5785] {  // a leap year (Adar I) and a common one
            for quarter in 1...4 {
                let day = try Period(year: year, quarter: quarter, calendar: .hebrew).firstDay
                #expect(try quarterNumber.format(millis: Self.millis(day)) == String(quarter))
            }
        }
        // Adar (M06) of a common year: PickerKit's second quarter, ICU's third.
        let adar = try CalendarKind.hebrew.isoDate(year: 5785, monthCode: MonthCode(number: 6), day: 1)
        #expect(try Period(quarterContaining: adar, calendar: .hebrew).number == 2)
        #expect(try quarterNumber.format(millis: Self.millis(adar)) == "3")
        // Adar I (M05L) of a leap year: the second quarter in both.
        let adarI = try CalendarKind.hebrew.isoDate(year: 5784, monthCode: MonthCode(number: 5, isLeap: true), day: 1)
        #expect(try Period(quarterContaining: adarI, calendar: .hebrew).number == 2)
    }

    @Test("fa_IR writes Persian quarters with the Persian year in its digits")
    func persianLabels() throws {
        var picker = try Self.picker(.persian, "fa_IR")
        try picker.select(storedValue: "1403-Q2[u-ca=persian]")
        #expect(picker.selectedValue == "1403-Q2[u-ca=persian]")
        let period = try Period("1403-Q2[u-ca=persian]")
        #expect(period.firstDay == CalendarDate(year: 2024, month: 6, day: 21))  // 1 Tir 1403
        #expect(try picker.labeler.yearLabel(1403) == "۱۴۰۳")
        #expect(try picker.labeler.displayString(for: period).contains("۱۴۰۳"))
    }

    @Test(
        "stored strings are strict: annotation, calendar, quarter and the calendar's own count of weeks checked where they stand",
        arguments: [
            ("1403-Q2[u-ca=persian", ParseError.Kind.badAnnotation, 20),
            ("1403-Q2[u-ca=mayan]", .unknownCalendar, 13),
            ("1403-Q2[ca=persian]", .badAnnotation, 8),
            ("1403-Q0[u-ca=persian]", .quarterOutOfRange, 6),
            ("1403-Q5[u-ca=persian]", .quarterOutOfRange, 6),
            ("1403-W54[u-ca=persian]", .weekOutOfRange, 6),
            ("1403-W00[u-ca=persian]", .weekOutOfRange, 6),
            ("2024-W51[u-ca=chinese]", .weekOutOfRange, 6),
            ("2101-W01[u-ca=chinese]", .yearOutOfRange, 0),
            ("1403-W5[u-ca=persian]", .tooShort, 7),
            ("1403-Q2[u-ca=persian]x", .badAnnotation, 21),
            ("14x3-Q2[u-ca=persian]", .unknownShape, 2),
        ])
    func strict(input: String, kind: ParseError.Kind, offset: Int) {
        #expect {
            try Period(input)
        } throws: { error in
            guard let error = error as? ParseError else { return false }
            return error.kind == kind && error.offset == offset
        }
    }

    @Test("a picker refuses a value without its calendar's annotation")
    func mismatch() throws {
        var picker = try Self.picker(.persian, "fa_IR")
        #expect {
            try picker.select(storedValue: "1403-Q2")
        } throws: { error in
            guard case .unparsable("selection", "1403-Q2", let cause) = error as? PickerError else { return false }
            return cause.kind == .calendarMismatch && cause.offset == 7
        }
        #expect(throws: PickerError.self) {
            try PeriodConfiguration(mode: .yearQuarter, minimum: "1400-Q1[u-ca=persian]", maximum: "2024-Q1")
        }
        let configuration = try PeriodConfiguration(mode: .yearQuarter, minimum: "1400-Q3[u-ca=persian]")
        #expect(configuration.calendar == .persian)
        // ISO stays ISO: `[u-ca=gregory]` is the default, written without the annotation.
        #expect(try Period("2019-Q3[u-ca=gregory]").description == "2019-Q3")
    }

    @Test("a range of quarters in a calendar round-trips", arguments: calendars)
    func range(calendar: CalendarKind, localeID: String) throws {
        let picker = try Self.picker(calendar, localeID)
        let start = picker.picker.minimum
        let end = picker.picker.selection
        let range = try PeriodRange(start: start, end: end)
        #expect(try PeriodRange(range.description) == range)
        let open = try PeriodRange(start: end, end: nil)
        #expect(try PeriodRange(open.description) == open)
        let iso = try Period("2019-Q1")
        #expect(throws: ParseError.self) { try PeriodRange("\(end)/\(iso)") }
        #expect(throws: ParseError.self) { try PeriodRange("\(end)/\(start)") }
        #expect(try !picker.labeler.displayString(for: range, presentWord: "-").isEmpty)
    }
}

extension CalendarQuarterTests {
    @Test("a formatter writes a calendar's quarter in that calendar, as the picker does")
    func formatter() throws {
        let period = try Period("1403-Q2[u-ca=persian]")
        let picker = try Self.picker(.persian, "fa_IR")
        let formatter = try PickerFormatter(locale: "fa_IR")
        #expect(try formatter.string(for: period) == (try picker.labeler.displayString(for: period)))
        let iso = try PeriodLabeler(locale: ResolvedLocale("fa_IR"))
        #expect(try iso.numberLabel(period) == (try picker.labeler.numberLabel(period)))
    }
}

extension CalendarQuarterTests {
    @Test("the year column lists the calendar's years; a year row says the quarter choosing it gives")
    func yearRows() throws {
        let configuration = try PeriodConfiguration(
            mode: .yearQuarter, minimum: "1400-Q3[u-ca=persian]", maximum: "1403-Q2[u-ca=persian]",
            selection: "1401-Q1[u-ca=persian]")
        var picker = try LocalizedPeriodPicker(locale: ResolvedLocale("fa_IR"), configuration: configuration)
        #expect(picker.picker.years == 1400...1403)
        let yearColumn = picker.name(ofColumn: 0) == "year" ? 0 : 1
        let first = try Period("1400-Q3[u-ca=persian]")
        #expect(picker.spokenTitle(forRow: 0, inColumn: yearColumn) == (try picker.labeler.spokenPhrase(for: first)))
        let change = picker.didSelect(row: 0, inColumn: yearColumn)
        #expect(picker.selectedValue == "1400-Q3[u-ca=persian]")
        #expect(change.adjustments.map(\.reason) == [.minimum])
        #expect(!change.sentences.isEmpty)
    }
}
