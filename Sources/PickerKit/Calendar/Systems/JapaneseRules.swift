/// The Japanese imperial calendar: Gregorian months and days, Temporal's arithmetic year is
/// the ISO year, and the era (`meiji`, `taisho`, `showa`, `heisei`, `reiwa`) starts on the
/// day CLDR gives.
///
/// Range: ISO 1873-01-01 (Meiji 6, when Japan adopted the Gregorian calendar)…9999-12-31;
/// earlier dates are an error, not a guess.
struct JapaneseRules: CalendarRules {
    /// CLDR's era start days from Taisho on (day numbers of 1912-07-30, 1926-12-25,
    /// 1989-01-08, 2019-05-01); Meiji began 1868-09-08, before the range.
    static let taishoStart = 698_188
    static let showaStart = 703_449
    static let heiseiStart = 726_109
    static let reiwaStart = 737_179

    /// 1873-01-01, Meiji 6.
    static let firstDayNumber = 683_734

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

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        GregorianRules.dayNumber(of: CalendarDate(year: year, month: month, day: day))
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        let date = GregorianRules.date(fromDayNumber: dayNumber)
        let era: TemporalEra
        let firstYear: Int
        if dayNumber >= Self.reiwaStart {
            (era, firstYear) = (.reiwa, 2019)
        } else if dayNumber >= Self.heiseiStart {
            (era, firstYear) = (.heisei, 1989)
        } else if dayNumber >= Self.showaStart {
            (era, firstYear) = (.showa, 1926)
        } else if dayNumber >= Self.taishoStart {
            (era, firstYear) = (.taisho, 1912)
        } else {
            (era, firstYear) = (.meiji, 1868)
        }
        return CalendarFields(
            kind: .japanese, temporalEra: era, eraYear: date.year - firstYear + 1, year: date.year,
            month: date.month, monthCode: MonthCode(number: date.month), day: date.day)
    }
}
