import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Chinese and Korean lunar year rows name each year once: ICU 72's year pattern names only
/// the year of the 60-year cycle in many locales (found by the review pass: th `36`, de
/// `ji-hai`, ja `己亥年` repeated every 60 rows).
@Suite("Lunar rows: each year named once, day units as the locale writes them")
struct LunarRowLabelTests {
    static let locales = [
        "th_TH", "de_DE", "fr_FR", "ru_RU", "ja_JP", "ar_EG", "es_ES", "en_US", "zh_CN", "ko_KR", "vi_VN",
    ]

    @Test(
        "the years 1901–2049 have distinct labels", arguments: locales,
        [CalendarKind.chinese, .dangi])
    func unique(locale: String, calendar: CalendarKind) throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale(locale), calendar: calendar, mode: .year)
        var seen: [String: Int] = [:]
        for isoYear in 1901...2049 {
            let fields = try calendar.fields(of: CalendarDate(year: isoYear, month: 8, day: 1))
            let label = try labeler.label(.year, for: fields)
            #expect(seen[label] == nil, "\(locale) \(calendar): \(label) labels \(seen[label] ?? 0) and \(fields.year)")
            seen[label] = fields.year
        }
    }

    @Test(
        "the related year is written where the locale's pattern had only the cycle; others are unchanged",
        .needsSystemICU("ICU's pattern generator without the standard styles: Foundation has only the one with them"),
        arguments: [
            ("de_DE", "r(U)", "2019(ji-hai)"), ("th_TH", "r", "2019"), ("ja_JP", "r(U)年", "二〇一九(己亥)年"),
            ("zh_CN", "rU年", "2019己亥年"), ("ko_KR", "r년(U년)", "2019년(기해년)"), ("en_US", "r(U)", "2019(ji-hai)"),
        ])
    func pattern(locale: String, pattern: String, label: String) throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale(locale), calendar: .chinese, mode: .year)
        #expect(labeler.rowPatterns[.year] == pattern)
        let fields = try CalendarKind.chinese.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
        #expect(try labeler.label(.year, for: fields) == label)
    }

    @Test(
        "ja chinese days are hanidec digits and keep their 日; zh chinese days are words without it",
        .needsSystemICU("ICU's pattern generator without the standard styles: Foundation has only the one with them"))
    func dayUnit() throws {
        let day = try CalendarKind.chinese.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
        let japanese = try CalendarLabeler(locale: ResolvedLocale("ja_JP@calendar=chinese"), mode: .monthDay)
        #expect(try japanese.label(.day, for: day) == "二〇日")
        let chinese = try CalendarLabeler(locale: ResolvedLocale("zh_CN@calendar=chinese"), mode: .monthDay)
        #expect(try chinese.label(.day, for: day) == "二十")
    }

    /// The dangi days (of the years both tables hold) whose fields no Chinese day has (Seoul's new moons against
    /// Beijing's): a leap month the Chinese year lacks, or a 30th day of a 29-day Chinese month.
    static let dangiOnlyDays: [Int] = {
        let dangi = CalendarKind.dangi.rules
        let chinese = CalendarKind.chinese.rules
        let days = dangi.dayNumbers.clamped(to: chinese.dayNumbers)
        return days.filter { dayNumber in
            let fields = dangi.fields(dayNumber: dayNumber)
            guard chinese.years.contains(fields.year),
                let month = chinese.month(year: fields.year, code: fields.monthCode)
            else { return true }
            return fields.day > chinese.daysInMonth(year: fields.year, month: month)
        }
    }()

    @Test("dangi days no Chinese day matches are labelled with their own fields and read back")
    func dangiOnly() throws {
        // Dangi 2017 has a leap fifth month (chinese: a leap sixth); 1942-11-08 is a day the seeded
        // property test once drew.
        let leapFifth = GregorianRules.dayNumber(of: CalendarDate(year: 2017, month: 6, day: 24))
        let found = GregorianRules.dayNumber(of: CalendarDate(year: 1942, month: 11, day: 8))
        #expect(Self.dangiOnlyDays.contains(leapFifth) && Self.dangiOnlyDays.contains(found))
        let labeler = try CalendarLabeler(locale: ResolvedLocale("ko_KR"), calendar: .dangi, mode: .date)
        for dayNumber in Self.dangiOnlyDays {
            let fields = CalendarKind.dangi.rules.fields(dayNumber: dayNumber)
            let iso = GregorianRules.date(fromDayNumber: dayNumber)
            let month = try labeler.label(.month, for: fields)
            #expect(month.hasPrefix("윤") == fields.monthCode.isLeap, "\(iso) \(fields.monthCode): \(month)")
            #expect(try labeler.label(.day, for: fields) == "\(fields.day)일", "\(iso)")
            let text = try labeler.displayString(for: fields, hour: 0, minute: 0)
            let value = try labeler.value(ofDisplayString: text)
            #expect(value.isoDate == iso && value.monthCode == fields.monthCode, "\(iso) \(text)")
        }
    }
}
