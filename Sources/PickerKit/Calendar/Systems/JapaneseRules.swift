/// The Japanese imperial calendar: Gregorian months and days, Temporal's arithmetic year is
/// the ISO year, and the era (`meiji`, `taisho`, `showa`, `heisei`, `reiwa`) starts on the
/// day CLDR gives.
///
/// Range: ISO 1873-01-01 (Meiji 6, when Japan adopted the Gregorian calendar)…9999-12-31;
/// earlier dates are an error, not a guess.
struct JapaneseRules: CalendarRules {
    /// One era: its Temporal code, its first day (day number) and its first ISO year.
    struct Era {
        let code: String
        let start: Int
        let firstYear: Int
    }

    /// CLDR's eras from Meiji on, newest last.
    static let eras: [Era] = [
        Era(
            code: "meiji", start: GregorianRules.dayNumber(of: CalendarDate(year: 1868, month: 9, day: 8)),
            firstYear: 1868),
        Era(
            code: "taisho", start: GregorianRules.dayNumber(of: CalendarDate(year: 1912, month: 7, day: 30)),
            firstYear: 1912),
        Era(
            code: "showa", start: GregorianRules.dayNumber(of: CalendarDate(year: 1926, month: 12, day: 25)),
            firstYear: 1926),
        Era(
            code: "heisei", start: GregorianRules.dayNumber(of: CalendarDate(year: 1989, month: 1, day: 8)),
            firstYear: 1989),
        Era(
            code: "reiwa", start: GregorianRules.dayNumber(of: CalendarDate(year: 2019, month: 5, day: 1)),
            firstYear: 2019),
    ]

    /// 1873-01-01, Meiji 6.
    static let firstDayNumber = GregorianRules.dayNumber(of: CalendarDate(year: 1873, month: 1, day: 1))

    var kind: CalendarKind { .japanese }
    var dayNumbers: ClosedRange<Int> { Self.firstDayNumber...CalendarArithmetic.lastISODayNumber }
    var years: ClosedRange<Int> { 1873...9999 }

    func monthsInYear(_ year: Int) -> Int { 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        GregorianRules.daysInMonth(year: year, month: month)
    }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || code.number > 12 ? nil : code.number
    }

    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        GregorianRules.dayNumber(of: CalendarDate(year: year, month: month, day: day))
    }

    func fields(dayNumber: Int) -> CalendarFields {
        let date = GregorianRules.date(fromDayNumber: dayNumber)
        var index = Self.eras.count - 1
        while index > 0 && dayNumber < Self.eras[index].start { index -= 1 }
        let era = Self.eras[index]
        return CalendarFields(
            kind: .japanese, era: era.code, eraYear: date.year - era.firstYear + 1, year: date.year,
            month: date.month, monthCode: MonthCode(number: date.month), day: date.day)
    }
}
