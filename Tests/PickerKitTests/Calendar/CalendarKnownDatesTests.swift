import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Dates whose calendar value is published and well known (new years, era changes).
@Suite("Calendar known dates")
struct CalendarKnownDatesTests {
    @Test(
        "ISO date → calendar fields",
        arguments: [
            ("2019-08-20", CalendarKind.gregorian, "2019-M08-20"),
            ("2019-08-20", .buddhist, "2562-M08-20"),
            ("2019-08-20", .roc, "108-M08-20 (roc 108)"),
            ("1912-01-01", .roc, "1-M01-01 (roc 1)"),
            ("1911-12-31", .roc, "0-M12-31 (broc 1)"),
            ("1873-01-01", .japanese, "1873-M01-01 (meiji 6)"),
            ("1912-07-30", .japanese, "1912-M07-30 (taisho 1)"),
            ("1989-01-07", .japanese, "1989-M01-07 (showa 64)"),
            ("1989-01-08", .japanese, "1989-M01-08 (heisei 1)"),
            ("2019-04-30", .japanese, "2019-M04-30 (heisei 31)"),
            ("2019-05-01", .japanese, "2019-M05-01 (reiwa 1)"),
            ("2019-08-20", .persian, "1398-M05-29"),
            ("2024-03-20", .persian, "1403-M01-01"),
            ("2025-03-21", .persian, "1404-M01-01"),
            ("2025-03-20", .persian, "1403-M12-30"),
            ("2019-08-20", .hebrew, "5779-M11-19"),
            ("2023-09-16", .hebrew, "5784-M01-01"),
            ("2024-02-10", .hebrew, "5784-M05L-01"),
            ("2024-03-11", .hebrew, "5784-M06-01"),
            ("2024-04-23", .hebrew, "5784-M07-15"),
            ("2024-10-03", .hebrew, "5785-M01-01"),
            ("2019-03-22", .indian, "1941-M01-01"),
            ("2020-03-21", .indian, "1942-M01-01"),
            ("2019-09-12", .coptic, "1736-M01-01"),
            ("2019-09-12", .ethiopic, "2012-M01-01 (am 2012)"),
            ("2019-08-20", .ethiopic, "2011-M12-14 (am 2011)"),
            ("2019-09-11", .ethiopic, "2011-M13-06 (am 2011)"),
            ("0001-01-01", .ethiopic, "-7-M05-08 (aa 5493)"),
        ])
    func known(iso: String, kind: CalendarKind, expected: String) throws {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        let date = CalendarDate(year: parts[0], month: parts[1], day: parts[2])
        let fields = try kind.fields(of: date)
        #expect(fields.description == expected)
        // And back, through the checked entry point.
        #expect(try kind.isoDate(year: fields.year, monthCode: fields.monthCode, day: fields.day) == date)
    }

    @Test("Hebrew months in a leap year: Adar I is M05L and ordinal 6, Adar II is M06 and ordinal 7")
    func hebrewLeapMonths() throws {
        let rules = CalendarKind.hebrew.rules
        #expect(rules.monthsInYear(5784) == 13)
        #expect(rules.monthsInYear(5783) == 12)
        #expect(rules.month(year: 5784, code: MonthCode("M05L")!) == 6)
        #expect(rules.month(year: 5784, code: MonthCode("M06")!) == 7)
        #expect(rules.month(year: 5783, code: MonthCode("M06")!) == 6)
        #expect(rules.month(year: 5783, code: MonthCode("M05L")!) == nil)
        #expect(rules.daysInMonth(year: 5784, month: 6) == 30)
        #expect(rules.daysInMonth(year: 5784, month: 7) == 29)
        #expect(
            (1...13).map { rules.monthCode(year: 5784, month: $0).description }.joined(separator: " ")
                == "M01 M02 M03 M04 M05 M05L M06 M07 M08 M09 M10 M11 M12")
    }

    @Test("Ethiopic month 13 has 6 days in the year before a year divisible by 4, else 5")
    func ethiopicMonth13() throws {
        let rules = CalendarKind.ethiopic.rules
        #expect(rules.monthsInYear(2011) == 13)
        #expect(rules.daysInMonth(year: 2011, month: 13) == 6)
        #expect(rules.daysInMonth(year: 2012, month: 13) == 5)
    }
}

@Suite("Calendar constants")
struct CalendarConstantsTests {
    @Test(
        "the Gregorian family shares one rule core: years, eras and ranges per calendar",
        arguments: [
            (CalendarKind.gregorian, 1...9999, nil as TemporalEra?, 2019),
            (.buddhist, 544...10542, nil, 2562),
            (.roc, -1910...8088, .roc, 108),
            (.japanese, 1873...9999, .reiwa, 1),
        ])
    func gregorianFamily(kind: CalendarKind, years: ClosedRange<Int>, era: TemporalEra?, eraYear: Int) {
        let rules = kind.rules
        #expect(rules.years == years)
        // 2019-08-20 (day 737_290) in each calendar: the same month and day.
        let day = GregorianRules.dayNumber(of: CalendarDate(year: 2019, month: 8, day: 20))
        let fields = rules.fields(dayNumber: day)
        #expect(fields.month == 8 && fields.day == 20)
        #expect(fields.temporalEra == era)
        #expect((fields.eraYear ?? fields.year) == eraYear)
        #expect(rules.dayNumber(year: fields.year, month: 8, day: 20) == day)
        // ISO 2020 is a leap year in every member of the family.
        let leap = rules.fields(dayNumber: GregorianRules.dayNumber(of: CalendarDate(year: 2020, month: 2, day: 1)))
        #expect(rules.daysInMonth(year: leap.year, month: 2) == 29)
        // One core, still stored inline in an existential (no allocation per `kind.rules`).
        #expect(MemoryLayout<GregorianFamilyRules>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test("day-number constants are the dates they name")
    func constants() {
        let day = { (year: Int, month: Int, day: Int) in
            GregorianRules.dayNumber(of: CalendarDate(year: year, month: month, day: day))
        }
        #expect(GregorianFamilyRules.japaneseFirstDayNumber == day(1873, 1, 1))
        #expect(GregorianFamilyRules.taishoStart == day(1912, 7, 30))
        #expect(GregorianFamilyRules.showaStart == day(1926, 12, 25))
        #expect(GregorianFamilyRules.heiseiStart == day(1989, 1, 8))
        #expect(GregorianFamilyRules.reiwaStart == day(2019, 5, 1))
        #expect(CalendarArithmetic.lastISODayNumber == day(9999, 12, 31))
        #expect(IslamicTabularRules.civil.epoch == day(622, 7, 19))  // 622-07-16 Julian
        #expect(CopticFamilyRules.coptic.epoch == day(284, 8, 29))  // 284-08-29 Julian (same day)
        #expect(CopticFamilyRules.ethiopic.epoch == day(8, 8, 27))  // 8-08-29 Julian
        for year in [0, 1, 4, 100, 400, 2019] {
            #expect(CalendarArithmetic.isoDayNumber(year: year + 1, month: 3, day: 1) == day(year + 1, 3, 1))
        }
        #expect(CalendarArithmetic.isoDayNumber(year: 0, month: 12, day: 31) == -1)
    }

    @Test("the Hebrew year-start table holds the molad arithmetic's value for every year")
    func hebrewTable() {
        for year in HebrewRules.tableYears {
            #expect(HebrewRules.tabulatedStart(year) == HebrewRules.yearStart(year), "year \(year)")
        }
    }

    @Test("era codes round-trip through CalendarFields' one-byte storage")
    func eraCodes() {
        for era in TemporalEra.allCases {
            var fields = CalendarFields(kind: .japanese, year: 2019, month: 5, monthCode: MonthCode(number: 5), day: 1)
            fields.era = era.code
            #expect(fields.era == era.code)
            #expect(fields.temporalEra == era)
        }
    }
}
