import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// A day in a table calendar, written as the tables and the issue write it.
struct TableCalendarPoint: CustomTestStringConvertible, Sendable {
    var kind: CalendarKind
    var iso: CalendarDate
    var year: Int
    var monthCode: String
    var month: Int
    var day: Int

    var testDescription: String { "\(iso)[u-ca=\(kind.rawValue)] = \(year)-\(monthCode)-\(day)" }

    init(_ kind: CalendarKind, _ iso: String, _ year: Int, _ monthCode: String, month: Int, _ day: Int) {
        let parts = iso.split(separator: "-").map { Int($0)! }
        self.kind = kind
        self.iso = CalendarDate(year: parts[0], month: parts[1], day: parts[2])
        self.year = year
        self.monthCode = monthCode
        self.month = month
        self.day = day
    }
}

@Suite("Table calendars: chinese, dangi, islamic-umalqura")
struct TableCalendarTests {
    static let allRules: [any CalendarRules] = [
        LunisolarTableRules.chinese, LunisolarTableRules.dangi, UmmAlQuraRules(),
    ]

    @Test("every day of every table round-trips: day number -> fields -> day number", arguments: allRules.indices)
    func everyDayRoundTrips(index: Int) {
        let rules = Self.allRules[index]
        var failures: [String] = []
        for dayNumber in rules.dayNumbers {
            let fields = rules.fields(dayNumber: dayNumber)
            let back = rules.dayNumber(year: fields.year, month: fields.month, day: fields.day)
            let consistent =
                back == dayNumber && fields.kind == rules.kind && rules.years.contains(fields.year)
                && (1...rules.monthsInYear(fields.year)).contains(fields.month)
                && (1...rules.daysInMonth(year: fields.year, month: fields.month)).contains(fields.day)
                && rules.monthCode(year: fields.year, month: fields.month) == fields.monthCode
                && rules.month(year: fields.year, code: fields.monthCode) == fields.month
            if !consistent, failures.count < 5 {
                failures.append("\(GregorianRules.date(fromDayNumber: dayNumber)) -> \(fields) -> \(back)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("month lengths add up to the year and years follow each other without gaps", arguments: allRules.indices)
    func monthLengthsSumToYears(index: Int) {
        let rules = Self.allRules[index]
        #expect(rules.dayNumber(year: rules.years.lowerBound, month: 1, day: 1) == rules.dayNumbers.lowerBound)
        for year in rules.years {
            let months = rules.monthsInYear(year)
            let lengths = (1...months).map { rules.daysInMonth(year: year, month: $0) }
            let start = rules.dayNumber(year: year, month: 1, day: 1)
            let next =
                year == rules.years.upperBound
                ? rules.dayNumbers.upperBound + 1 : rules.dayNumber(year: year + 1, month: 1, day: 1)
            #expect(lengths.reduce(0, +) == next - start, "\(rules.kind) \(year): \(lengths)")
            #expect(
                rules.dayNumber(year: year, month: months, day: lengths.last!) == next - 1, "\(rules.kind) \(year)")
            if rules.kind == .islamicUmalqura {
                #expect(months == 12)
                #expect(lengths.allSatisfy { (28...31).contains($0) }, "\(year): \(lengths)")
            } else {
                #expect(months == 12 || months == 13)
                #expect(lengths.allSatisfy { $0 == 29 || $0 == 30 }, "\(rules.kind) \(year): \(lengths)")
                #expect((353...385).contains(next - start), "\(rules.kind) \(year)")
            }
        }
    }

    static let knownPoints: [TableCalendarPoint] = [
        // The examples: 闰六月初一 1987 and a plain day in 2019.
        .init(.chinese, "1987-07-26", 1987, "M06L", month: 7, 1),
        .init(.chinese, "1987-08-23", 1987, "M06L", month: 7, 29),
        .init(.chinese, "1987-08-24", 1987, "M07", month: 8, 1),
        .init(.chinese, "2019-08-20", 2019, "M07", month: 7, 20),
        // Chinese New Year (正月初一) and its eve.
        .init(.chinese, "1901-02-19", 1901, "M01", month: 1, 1),
        .init(.chinese, "2000-02-05", 2000, "M01", month: 1, 1),
        .init(.chinese, "2000-02-04", 1999, "M12", month: 12, 29),
        .init(.chinese, "2020-01-25", 2020, "M01", month: 1, 1),
        .init(.chinese, "2023-01-22", 2023, "M01", month: 1, 1),
        .init(.chinese, "2024-02-10", 2024, "M01", month: 1, 1),
        .init(.chinese, "2025-01-29", 2025, "M01", month: 1, 1),
        .init(.chinese, "2026-02-17", 2026, "M01", month: 1, 1),
        .init(.chinese, "2100-02-08", 2099, "M12", month: 13, 30),
        // 2020 has 闰四月 (leap month after the fourth), 2023 闰二月.
        .init(.chinese, "2020-05-23", 2020, "M04L", month: 5, 1),
        .init(.chinese, "2023-03-22", 2023, "M02L", month: 3, 1),
        // HKO's reading of the near-midnight new moon of 2057-09-28 (others say 09-29).
        .init(.chinese, "2057-09-28", 2057, "M09", month: 9, 1),
        // 2017: KASI has 윤5월 from 2017-06-24, China 闰六月 from 2017-07-23.
        .init(.dangi, "2017-06-24", 2017, "M05L", month: 6, 1),
        .init(.dangi, "2017-07-23", 2017, "M06", month: 7, 1),
        .init(.chinese, "2017-06-24", 2017, "M06", month: 6, 1),
        .init(.chinese, "2017-07-23", 2017, "M06L", month: 7, 1),
        // KASI's month 2 of 2017 starts a day after ICU's (ICU: 2017-02-26 is 1-30).
        .init(.dangi, "2017-02-26", 2017, "M02", month: 2, 1),
        .init(.dangi, "2017-01-28", 2017, "M01", month: 1, 1),
        .init(.dangi, "2050-01-22", 2049, "M12", month: 12, 29),
        // Umm al-Qura.
        .init(.islamicUmalqura, "2019-05-06", 1440, "M09", month: 9, 1),
        .init(.islamicUmalqura, "1999-04-17", 1420, "M01", month: 1, 1),
        .init(.islamicUmalqura, "2023-04-21", 1444, "M10", month: 10, 1),
        .init(.islamicUmalqura, "2023-07-19", 1445, "M01", month: 1, 1),
        .init(.islamicUmalqura, "2024-03-11", 1445, "M09", month: 9, 1),
        .init(.islamicUmalqura, "1924-08-01", 1343, "M01", month: 1, 1),
        .init(.islamicUmalqura, "2077-11-16", 1500, "M12", month: 12, 30),
    ]

    @Test("known days", arguments: knownPoints)
    func knownDays(point: TableCalendarPoint) throws {
        let fields = try point.kind.fields(of: point.iso)
        #expect(fields.year == point.year)
        #expect(fields.monthCode.description == point.monthCode)
        #expect(fields.month == point.month)
        #expect(fields.day == point.day)
        #expect(fields.era == nil)
        let back = try point.kind.isoDate(year: point.year, monthCode: MonthCode(point.monthCode)!, day: point.day)
        #expect(back == point.iso)
    }

    @Test("1987 has 13 months with 闰六月 in place; 1988 has none")
    func leapMonthCodes() {
        let rules = LunisolarTableRules.chinese
        #expect(rules.monthsInYear(1987) == 13)
        #expect(
            (1...13).map { rules.monthCode(year: 1987, month: $0).description }
                == ["M01", "M02", "M03", "M04", "M05", "M06", "M06L", "M07", "M08", "M09", "M10", "M11", "M12"])
        #expect(rules.month(year: 1987, code: MonthCode(number: 7)) == 8)
        #expect(rules.monthsInYear(1988) == 12)
        #expect(rules.month(year: 1988, code: MonthCode(number: 6, isLeap: true)) == nil)
        #expect(rules.month(year: 1987, code: MonthCode(number: 5, isLeap: true)) == nil)
        #expect(rules.month(year: 1988, code: MonthCode(number: 13)) == nil)
        #expect(UmmAlQuraRules().month(year: 1440, code: MonthCode(number: 9, isLeap: true)) == nil)
    }

    @Test("the published 28- and 31-day months of 1343-1364 AH are kept")
    func irregularUmmAlQuraMonths() {
        let rules = UmmAlQuraRules()
        #expect(rules.daysInMonth(year: 1343, month: 9) == 28)
        #expect(rules.daysInMonth(year: 1345, month: 5) == 31)
        #expect(rules.daysInMonth(year: 1364, month: 8) == 28)
        #expect(
            (1365...1500).allSatisfy { year in
                (1...12).allSatisfy { (29...30).contains(rules.daysInMonth(year: year, month: $0)) }
            })
    }

    static let outsideRanges: [(CalendarKind, CalendarDate)] = [
        (.chinese, CalendarDate(year: 1901, month: 2, day: 18)),
        (.chinese, CalendarDate(year: 2100, month: 2, day: 9)),
        (.dangi, CalendarDate(year: 1901, month: 2, day: 18)),
        (.dangi, CalendarDate(year: 2050, month: 1, day: 23)),
        (.islamicUmalqura, CalendarDate(year: 1924, month: 7, day: 31)),
        (.islamicUmalqura, CalendarDate(year: 2077, month: 11, day: 17)),
    ]

    @Test("ISO dates outside a table are an error naming the range, never a fallback", arguments: outsideRanges)
    func outsideTheTable(kind: CalendarKind, date: CalendarDate) {
        #expect {
            try kind.fields(of: date)
        } throws: { error in
            guard let error = error as? ParseError else { return false }
            return error.kind == .outsideCalendar && error.input == date.description
        }
    }

    static let badDates: [(CalendarKind, Int, String, Int, ParseError.Kind)] = [
        (.chinese, 1988, "M06L", 1, .monthNotInYear),
        (.chinese, 1987, "M13", 1, .monthNotInYear),
        (.chinese, 2019, "M07", 30, .dayOutOfRange),  // 2019 七月 has 29 days
        (.chinese, 2019, "M07", 0, .dayOutOfRange),
        (.chinese, 1900, "M01", 1, .outsideCalendar),
        (.chinese, 2100, "M01", 1, .outsideCalendar),
        (.dangi, 2017, "M06L", 1, .monthNotInYear),
        (.dangi, 2050, "M01", 1, .outsideCalendar),
        (.islamicUmalqura, 1440, "M09L", 1, .monthNotInYear),
        (.islamicUmalqura, 1343, "M09", 29, .dayOutOfRange),
        (.islamicUmalqura, 1342, "M12", 1, .outsideCalendar),
        (.islamicUmalqura, 1501, "M01", 1, .outsideCalendar),
    ]

    @Test("calendar dates a table lacks are errors, never rolled over", arguments: badDates)
    func badCalendarDates(kind: CalendarKind, year: Int, code: String, day: Int, expected: ParseError.Kind) {
        #expect {
            try kind.isoDate(year: year, monthCode: MonthCode(code)!, day: day)
        } throws: { error in
            (error as? ParseError)?.kind == expected
        }
    }

    @Test("the three calendars are plugged into CalendarKind.rules")
    func pluggedIn() {
        #expect(CalendarKind.chinese.rules.kind == .chinese)
        #expect(CalendarKind.dangi.rules.kind == .dangi)
        #expect(CalendarKind.islamicUmalqura.rules.kind == .islamicUmalqura)
        #expect(CalendarKind.chinese.rules.years == 1901...2099)
        #expect(CalendarKind.dangi.rules.years == 1901...2049)
        #expect(CalendarKind.islamicUmalqura.rules.years == 1343...1500)
    }
}
