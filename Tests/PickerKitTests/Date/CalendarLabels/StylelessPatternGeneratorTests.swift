import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Calendar labelers' pattern generator: ICU's, without the standard styles.
///
/// It makes the first use of `he_IL@calendar=hebrew` fit in 5 ms (issue 11); row patterns
/// must not change for it.
@Suite("Pattern generator without standard styles")
struct StylelessPatternGeneratorTests {
    /// The skeletons of single-column rows: year, month in every style, day, day with weekday.
    static let rowSkeletons = ["y", "MMMM", "MMM", "MMMMM", "M", "MM", "d", "Ed"]
    /// Locales always checked, besides the seeded sample: the ones the issue names and a few
    /// whose multi-field patterns differ between the two generators.
    static let namedLocales = [
        "zh_CN", "zh_Hant_TW", "he_IL", "ja_JP", "fa_IR", "ar_SA", "ko_KR", "th_TH", "am_ET", "bs",
    ]

    /// Sixty seeded locales besides the named ones; `PICKERKIT_ALL_LOCALES=1` checks all 805
    /// (about 12 s).
    @Test("row skeletons match udatpg_open in every calendar (seeded sample of locales)")
    func rowPatternsMatch() throws {
        var random = LabelTestRandom(defaultSeed: 0x5EED_11)
        var locales = Self.namedLocales
        let available = ResolvedLocale.availableIdentifiers
        if getenv("PICKERKIT_ALL_LOCALES").map({ String(cString: $0) }) == "1" {
            locales = available
        } else {
            for _ in 0..<60 {
                locales.append(available[Int(random.next() % UInt64(available.count))])
            }
        }
        var mismatches: [String] = []
        for locale in locales {
            for calendar in CalendarKind.allCases where calendar != .gregorian {
                let id = "\(locale)@calendar=\(calendar.icuName)"
                let full = try LocalePatternGenerator(localeID: id)
                let styleless = try LocalePatternGenerator(localeID: id, standardStyles: false)
                for skeleton in Self.rowSkeletons {
                    let expected = try full.bestPattern(skeleton)
                    let actual = try styleless.bestPattern(skeleton)
                    if expected != actual { mismatches.append("\(id) \(skeleton): \(expected) vs \(actual)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "seed \(random.seed) (PICKERKIT_SEED): \(mismatches.prefix(10))")
    }

    /// Without the styles, CLDR's `Hm` in de is `HH:mm` where the Gregorian labeler writes
    /// `H:mm`: calendar display strings take their time from the Gregorian labeler.
    @Test(
        "date-time display strings write the time as the Gregorian labeler of the locale does",
        arguments: ["de_DE", "ru_RU", "fr_FR", "zh_CN", "ko_KR", "en_US", "ar_SA", "he_IL", "ja_JP", "hi_IN"],
        [SelectionMode.dateHour, .dateHourMinute, .dateTime, .monthDayHourMinute])
    func timeAsGregorian(locale: String, mode: SelectionMode) throws {
        let gregorian = try CalendarLabeler(locale: ResolvedLocale(locale), mode: mode)
        let gregorianTime = try #require(DatePattern(gregorian.displayPattern).timeSpan)
        for calendar in CalendarKind.allCases where calendar != .gregorian {
            let labeler = try CalendarLabeler(locale: ResolvedLocale(locale), calendar: calendar, mode: mode)
            let pattern = DatePattern(labeler.displayPattern)
            let span = try #require(pattern.timeSpan, "\(locale) \(calendar): \(labeler.displayPattern)")
            #expect(
                Array(pattern.tokens[span]) == Array(DatePattern(gregorian.displayPattern).tokens[gregorianTime]),
                "\(locale) \(calendar): \(labeler.displayPattern) vs \(gregorian.displayPattern)")
        }
    }

    @Test(
        "spoken phrases of calendar date-time pickers say the time as the Gregorian ones do",
        .needsSystemICU("ICU's pattern generator without the standard styles: Foundation has only the one with them"))
    func spokenTime() throws {
        for locale in ["de_DE", "ru_RU", "fr_FR", "he_IL"] {
            let labeler = try CalendarLabeler(
                locale: ResolvedLocale(locale), calendar: .hebrew, mode: .dateHourMinute)
            let spoken = try SpokenLabeler(labeler: labeler)
            let gregorian = try SpokenLabeler(
                labeler: CalendarLabeler(locale: ResolvedLocale(locale), calendar: .gregorian, mode: .dateHourMinute))
            let pattern = DatePattern(spoken.pattern)
            let reference = DatePattern(gregorian.pattern)
            let span = try #require(pattern.timeSpan)
            let referenceSpan = try #require(reference.timeSpan)
            #expect(
                Array(pattern.tokens[span]) == Array(reference.tokens[referenceSpan]), "\(locale): \(spoken.pattern)")
        }
        let german = try SpokenLabeler(
            labeler: CalendarLabeler(locale: ResolvedLocale("de_DE@calendar=hebrew"), mode: .dateHourMinute))
        let day = try CalendarKind.hebrew.fields(of: CalendarDate(year: 2024, month: 3, day: 20))
        #expect(try german.phrase(for: day, hour: 9, minute: 5).hasSuffix(" 9:05"))
    }

    @Test(
        "de hebrew: 9:05 as in Gregorian de, and the string reads back",
        .needsSystemICU("ICU's pattern generator without the standard styles: Foundation has only the one with them"))
    func germanHebrewTime() throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale("de_DE@calendar=hebrew"), mode: .dateHourMinute)
        let text = try labeler.displayString(isoDate: CalendarDate(year: 2024, month: 3, day: 20), hour: 9, minute: 5)
        #expect(text == "10. Adar II 5784 AM um 9:05")
    }

    /// Where the two differ, the style pattern tied with the calendar's CLDR entry: th has
    /// no Chinese-calendar patterns of its own, and its short style writes `y`, which in the
    /// Chinese calendar is the year of the 60-year cycle (2019 is year 36), not the `r`
    /// (related Gregorian year) of the calendar's own data.
    @Test(
        "multi-field skeletons: the calendar's own CLDR entry wins where a style pattern tied with it",
        .needsSystemICU("ICU's pattern generator without the standard styles: Foundation has only the one with them"))
    func knownDifference() throws {
        let id = "th_TH@calendar=chinese"
        #expect(try LocalePatternGenerator(localeID: id).bestPattern("yMd") == "y-M-d")
        #expect(try LocalePatternGenerator(localeID: id, standardStyles: false).bestPattern("yMd") == "r-MM-dd")
        let labeler = try CalendarLabeler(
            locale: ResolvedLocale(id), mode: .date, options: LabelOptions(monthStyle: .numeric))
        #expect(labeler.displayPattern == "r-MM-dd")
        let day = try CalendarKind.chinese.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
        #expect(try labeler.displayString(for: day) == "2019-07-20")
    }
}

#if canImport(Glibc)
    import Glibc
#endif
