import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions
@testable import PickerKitVerification

/// The rules against ICU (the referee), and ICU's known error pinned.
@Suite("Calendar comparison with ICU")
struct CalendarComparisonTests {
    /// Runs `comparison`: every mismatch it reports, the day runs among them, and the summary.
    static func run(_ comparison: CalendarComparison) throws
        -> (mismatches: [CalendarMismatch], runs: [CalendarMismatch.DayRun], summary: CalendarComparisonSummary)
    {
        var mismatches: [CalendarMismatch] = []
        let summary = try comparison.run { mismatches.append($0) }
        let runs = mismatches.compactMap { mismatch -> CalendarMismatch.DayRun? in
            if case .dayRun(let run) = mismatch { return run }
            return nil
        }
        return (mismatches, runs, summary)
    }

    /// Each arithmetic calendar against ICU over 1900–2100 except Hebrew (pinned below), in
    /// sampled decades to keep the suite fast; `locale-check calendars` runs every day.
    @Test(
        "ICU agrees with the rules on every day of sampled decades of 1900–2100",
        arguments: [
            CalendarKind.gregorian, .buddhist, .roc, .japanese, .persian, .islamicCivil, .islamicTbla, .indian,
            .coptic, .ethiopic, .hebrew,
        ])
    func agrees(kind: CalendarKind) throws {
        for decade in [1900...1912, 1985...1995, 2015...2030, 2090...2100] {
            let comparison = try CalendarComparison(kind: kind, isoYears: decade)
            var mismatches: [CalendarMismatch] = []
            let summary = try comparison.run { mismatches.append($0) }
            #expect(summary.mismatchCount == 0, "\(kind) \(decade): \(mismatches.prefix(3))")
            #expect(summary.daysChecked == comparison.days.count)
        }
    }

    @Test("ICU's Hebrew 5806 is wrong: from 2045-11-10 ICU says Cheshvan 30, the rules Kislev 1")
    func hebrew5806() throws {
        let comparison = try CalendarComparison(kind: .hebrew, isoYears: 2045...2046)
        let (mismatches, runs, summary) = try Self.run(comparison)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.first == CalendarDate(year: 2045, month: 11, day: 10))
        #expect(run.last == CalendarDate(year: 2046, month: 11, day: 29))
        #expect(run.count == 385)
        #expect(run.firstRules.description == "5806-M03-01")
        #expect(run.firstICU.description == "5806-M02-30")
        #expect(
            mismatches.contains(.monthLength(kind: .hebrew, year: 5806, code: MonthCode("M02")!, rules: 29, icu: 30)))
        #expect(summary.dayMismatches == 385)
    }

    @Test("ICU's hybrid Gregorian calendar, matched day by day, is Julian (ten days behind) until 1582-10-15")
    func hybridGregorianDays() throws {
        let comparison = try CalendarComparison(kind: .gregorian, isoYears: 1582...1583, cutover: .icuDefault)
        let (mismatches, runs, summary) = try Self.run(comparison)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.first == CalendarDate(year: 1582, month: 1, day: 1))
        #expect(run.last == CalendarDate(year: 1582, month: 10, day: 14))
        #expect(run.count == 287)
        #expect(run.firstICU.year == 1581 && run.firstICU.monthCode == MonthCode("M12") && run.firstICU.day == 22)
        #expect(
            mismatches.contains(.monthLength(kind: .gregorian, year: 1582, code: MonthCode("M10")!, rules: 31, icu: 21))
        )
        #expect(summary.dayMismatches == 287)
        #expect(summary.monthLengthMismatches == 1)
        #expect(summary.monthsInYearMismatches == 0)
    }

    /// Why the rules, not ICU, are right about 5806.
    ///
    /// Rosh Hashana computed a second way, from the molad of Tishrei and the four postponements as the halakhic rules state them (not
    /// the rules' closed formula), agrees with the rules for every year of the range. For 5807
    /// the molad falls on Sunday at 17h 87p (hours from 6 pm): not past noon, so only "lo ADU"
    /// applies and Rosh Hashana is Monday 2046-10-01; 5806 then has 384 days (Tuesday
    /// 2045-09-12 to Monday), a regular leap year, Cheshvan 29 and Kislev 1 = 2045-11-10.
    /// ICU's 5807 starts on Tuesday 2046-10-02, which would make 5806 385 days long.
    @Test("Rosh Hashana from the molad and the four dehiyyot agrees with the rules for every year")
    func roshHashanaFromMolad() throws {
        let rules = CalendarKind.hebrew.rules
        let anchorYear = 5784
        let anchor = GregorianRules.dayNumber(of: CalendarDate(year: 2023, month: 9, day: 16))
        let anchorCount = Self.roshHashanaCount(anchorYear)
        for year in rules.years.lowerBound...rules.years.upperBound {
            let expected = anchor + Self.roshHashanaCount(year) - anchorCount
            #expect(rules.dayNumber(year: year, month: 1, day: 1) == expected, "year \(year)")
        }
        let kislev1 = try CalendarKind.hebrew.isoDate(parsing: "5806-M03-01")
        #expect(kislev1 == CalendarDate(year: 2045, month: 11, day: 10))
        #expect(try CalendarKind.hebrew.isoDate(parsing: "5807-M01-01") == CalendarDate(year: 2046, month: 10, day: 1))
    }

    /// Days (0 = the Sunday of the week of creation) to Rosh Hashana of `year`: molad BaHaRaD
    /// (Monday 5h 204p) plus mean months of 29d 12h 793p, then molad zaken, GaTaRaD,
    /// BeTUTaKPaT and lo ADU Rosh.
    static func roshHashanaCount(_ year: Int) -> Int {
        let partsPerHour = 1080
        let partsPerDay = 24 * partsPerHour
        let months = (235 * year - 234) / 19
        let molad = (1 * 24 + 5) * partsPerHour + 204 + months * (29 * partsPerDay + 12 * partsPerHour + 793)
        var day = molad / partsPerDay
        let parts = molad % partsPerDay
        let weekday = day % 7  // 0 Sunday … 6 Saturday (a day begins at 6 pm)
        let leap = (7 * year + 1) % 19 < 7
        let previousLeap = (7 * (year - 1) + 1) % 19 < 7
        if parts >= 18 * partsPerHour {
            day += 1
        } else if !leap && weekday == 2 && parts >= 9 * partsPerHour + 204 {
            day += 2
            return day
        } else if previousLeap && weekday == 1 && parts >= 15 * partsPerHour + 589 {
            day += 1
            return day
        }
        if [0, 3, 5].contains(day % 7) { day += 1 }
        return day
    }
}
