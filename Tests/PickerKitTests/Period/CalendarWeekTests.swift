import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitTestSupport

#if SystemICU
    import CPickerKitICU
#endif

/// Weeks of the 13 calendars other than ISO: ISO's rule counted from each calendar's new year,
/// stored as `1403-W05[u-ca=persian]`, with ICU's `WEEK_OF_YEAR` and `YEAR_WOY` as the referee.
@Suite("weeks in every calendar")
struct CalendarWeekTests {
    static let calendars = CalendarQuarterTests.calendars

    /// The calendars whose days ICU 72 reads as PickerKit does from 1900 to 2100
    /// (`CalendarDayFinderTests`): their weeks must be ICU's too.
    static let agreeingCalendars = calendars.filter { !CalendarDayFinder.calendarsICUReadsOtherwise.contains($0.0) }

    static func picker(
        _ calendar: CalendarKind, _ localeID: String, rules: WeekRules = .iso, selection: String? = nil
    ) throws -> LocalizedPeriodPicker {
        var configuration = try PeriodConfiguration(mode: .yearWeek, selection: selection)
        configuration.calendar = calendar
        configuration.weekRules = rules
        configuration.now = { 1_718_000_000 }  // 2024-06-10
        return try LocalizedPeriodPicker(locale: ResolvedLocale(localeID), configuration: configuration)
    }

    @Test("every week of the default span follows the one before, Monday to Sunday", arguments: calendars)
    func contiguous(calendar: CalendarKind, localeID: String) throws {
        let bounds = PeriodPicker.defaultBounds(.yearWeek, calendar: calendar)
        #expect(bounds.minimum.calendar == calendar && bounds.maximum.calendar == calendar)
        var week = bounds.minimum
        var count = 1
        while week != bounds.maximum {
            #expect(ISOWeekRules.weekday(ofDayNumber: week.firstDay.dayNumber) == 1, "\(week) starts on a Monday")
            #expect(try Period(week.description) == week)
            #expect(try Period(weekContaining: week.lastDay, calendar: calendar) == week)
            let weeks = try #require(WeekRules.iso.weeksInYear(week.year, in: calendar))
            #expect((50...55).contains(weeks) || calendar.rules.hasISOMonths && (52...53).contains(weeks))
            let next =
                try week.number < weeks
                ? Period(year: week.year, week: week.number + 1, calendar: calendar)
                : Period(year: week.year + 1, week: 1, calendar: calendar)
            #expect(next.firstDay.dayNumber == week.firstDay.dayNumber + 7, "\(week) then \(next)")
            week = next
            count += 1
        }
        // About 201 years of weeks (fewer where the calendar's rules cover fewer days).
        #expect((7_000...10_500).contains(count), "\(count) weeks")
    }

    #if SystemICU
        @Test(
            "a day's week and week-year are ICU's, under ISO's and locales' rules",
            arguments: agreeingCalendars)
        func agreesWithICU(calendar: CalendarKind, localeID: String) throws {
            let seed = SplitMix64.runSeed
            var random = SplitMix64(seed: seed)
            let icu = try LocaleCalendar(localeID: "en_US_POSIX@calendar=\(calendar.icuName)", type: PKUCAL_DEFAULT)
            let bounds = PeriodPicker.defaultBounds(.yearWeek, calendar: calendar)
            let days = bounds.minimum.firstDay.dayNumber...bounds.maximum.lastDay.dayNumber
            for rules in [
                WeekRules.iso, try WeekRules(locale: ResolvedLocale("en_US")),
                try WeekRules(locale: ResolvedLocale("fa_IR")), try WeekRules(locale: ResolvedLocale(localeID)),
            ] {
                icu.setWeekRules(firstWeekday: rules.firstWeekday.rawValue, minimalDays: rules.minimalDaysInFirstWeek)
                for _ in 0..<1_500 {
                    let day = Int.random(in: days, using: &random)
                    try icu.setMillis(Double(day - PickerValues.unixEpochDay) * 86_400_000)
                    guard let ours = rules.week(ofDayNumber: day, in: calendar) else { continue }
                    let theirs = try icu.weekOfYear()
                    // ICU's YEAR_WOY counts as its extended year (4661 for Chinese 2024): the week-year
                    // is compared as its distance from the day's own year.
                    let icuYear = try icu.field(.extendedYear)
                    let ourYear = calendar.rules.fields(dayNumber: day).year
                    #expect(
                        theirs.week == ours.week && theirs.year - icuYear == ours.year - ourYear,
                        "\(CalendarDate(dayNumber: day)) under \(rules): ICU \(theirs), PickerKit \(ours), seed \(seed)"
                    )
                }
            }
        }
    #endif

    @Test(
        "a week picker round-trips through its stored strings, under ISO's and the locale's rules", arguments: calendars
    )
    func roundTrip(calendar: CalendarKind, localeID: String) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for rules in [WeekRules.iso, try WeekRules(locale: ResolvedLocale(localeID))] {
            var picker = try Self.picker(calendar, localeID, rules: rules)
            let today = CalendarDate(year: 2024, month: 6, day: 10)
            #expect(picker.selection.firstDay.dayNumber <= today.dayNumber)
            #expect(picker.selection.lastDay.dayNumber >= today.dayNumber - 3)
            for _ in 0..<40 {
                let column = Int.random(in: 0..<2, using: &random)
                let rows = picker.numberOfRows(inColumn: column)
                try picker.select(row: Int.random(in: 0..<rows, using: &random), inColumn: column)
                let stored = picker.selectedValue
                #expect(stored.hasSuffix("[u-ca=\(calendar.rawValue)]"), "\(stored), seed \(seed)")
                let period = try Period(stored)
                #expect(period == picker.selection, "seed \(seed)")
                var other = try Self.picker(calendar, localeID, rules: rules, selection: stored)
                #expect(other.selection == period, "seed \(seed)")
                let change = try other.select(storedValue: stored)
                #expect(change.adjustments.isEmpty, "seed \(seed)")
                // Each row stands for one stored week: the row of a period gives the period back.
                let row = try #require(PeriodPicker.row(of: period, rules: rules))
                #expect(picker.picker.period(year: row.year, number: row.number) == period, "seed \(seed)")
                #expect(!picker.title(forRow: 0, inColumn: 1 - column).isEmpty)
            }
        }
    }

    @Test(
        "the row a day selects holds that day, under ISO's and the locale's rules",
        arguments: calendars + [(CalendarKind.gregorian, "en_US")])
    func rowHoldsTheDay(calendar: CalendarKind, localeID: String) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for rules in [WeekRules.iso, try WeekRules(locale: ResolvedLocale(localeID))] {
            var picker = try Self.picker(calendar, localeID, rules: rules)
            let days = (picker.picker.minimum.firstDay.dayNumber + 7)...(picker.picker.maximum.lastDay.dayNumber - 7)
            for _ in 0..<200 {
                let day = CalendarDate(dayNumber: Int.random(in: days, using: &random))
                try picker.select(periodContaining: day)
                let start = try #require(rules.firstWeekStart(of: picker.picker.year, in: calendar))
                let row = start + 7 * (picker.picker.number - 1)
                #expect(
                    (row...row + 6).contains(day.dayNumber),
                    "\(day) under \(rules): \(picker.selectedValue), seed \(seed)")
            }
        }
        // Today's row too: en_US's week of Sunday 2024-06-09 runs to Saturday the 15th.
        var configuration = PeriodConfiguration(mode: .yearWeek)
        configuration.weekRules = try WeekRules(locale: ResolvedLocale("en_US"))
        configuration.now = { 1_717_934_400 }  // 2024-06-09 12:00 UTC, a Sunday
        let today = try LocalizedPeriodPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        #expect(today.selectedValue == "2024-W24")
        #expect(today.picker.number == 24)
    }

    @Test(
        "a whole week and a week range are written as the days of the locale week",
        arguments: [
            // 1403 starts on Wednesday 2024-03-20: its week 1 starts on Monday 2024-03-18.
            ("fa_IR", CalendarKind.persian, "1403-W05", WeekRules.iso, "۲۷ فروردین تا ۲ اردیبهشت ۱۴۰۳"),
            // fa_IR's own weeks run Saturday to Friday, week 1 holding 1 Farvardin.
            (
                "fa_IR", .persian, "1403-W05", WeekRules(firstWeekday: .saturday, minimalDaysInFirstWeek: 1)!,
                "۲۵ تا ۳۱ فروردین ۱۴۰۳"
            ),
            // ICU 72 starts Hebrew 5807 a day late; the week is still 1 to 7 Tishrei.
            ("he_IL@calendar=hebrew", .hebrew, "5807-W01", .iso, "1–7 בתשרי 5807"),
            ("zh_CN@calendar=chinese", .chinese, "2024-W05", .iso, "2024年二月2至8"),
        ])
    func display(localeID: String, calendar: CalendarKind, value: String, rules: WeekRules, expected: String) throws {
        let labeler = try PeriodLabeler(locale: ResolvedLocale(localeID), weekRules: rules, calendar: calendar)
        let week = try Period(value + "[u-ca=\(calendar.rawValue)]")
        #expect(try labeler.displayString(for: week) == expected)
        let range = try PeriodRange(start: week, end: week)
        #expect(try labeler.displayString(for: range, presentWord: "present") == expected)
    }

    @Test("a week's row is PickerKit's number in the digits ICU writes weeks with", arguments: calendars)
    func rowLabels(calendar: CalendarKind, localeID: String) throws {
        let picker = try Self.picker(calendar, localeID)
        let weekColumn = picker.labeler.yearFirst(in: .yearWeek) ? 1 : 0
        let digits = try LocaleDateFormat(
            localeID: picker.labeler.locale.icuIdentifier, pattern: "w", proleptic: false
        ).digits()
        for row in [0, picker.numberOfRows(inColumn: weekColumn) - 1] {
            let number = picker.picker.numbers.lowerBound + row
            let expected = String(number).unicodeScalars.map { digits[Int($0.value) - 0x30] }.joined()
            #expect(picker.title(forRow: row, inColumn: weekColumn) == expected)
        }
    }

    @Test("a formatter writes periods of any calendar, opening each calendar's labeler once")
    func formatterKeepsCalendarLabelers() throws {
        let iso = try PeriodLabeler(locale: ResolvedLocale("fa_IR"))
        let persian = try iso.labeler(of: .persian)
        #expect(try iso.labeler(of: .persian) === persian)
        #expect(try iso.labeler(of: .hebrew) !== persian)
        let formatter = try PickerFormatter(locale: ResolvedLocale("fa_IR"))
        let week = try Period("1403-W05[u-ca=persian]")
        #expect(try formatter.string(for: week) == persian.displayString(for: week))
        #expect(try formatter.string(for: Period("1403-Q2[u-ca=persian]")) == "سه‌ماههٔ دوم ۱۴۰۳")
    }

    @Test("a lunisolar leap year has more weeks than ISO's year ever has")
    func leapYearWeeks() throws {
        // Chinese 2023 has a leap second month (闰二月): 384 days, 55 weeks.
        #expect(WeekRules.iso.weeksInYear(2023, in: .chinese) == 55)
        let last = try Period("2023-W55[u-ca=chinese]")
        #expect(try Period(weekContaining: last.lastDay, calendar: .chinese) == last)
        #expect(WeekRules.iso.weeksInYear(2024, in: .chinese) == 50)
    }
}
