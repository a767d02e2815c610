/// The Gregorian family: the proleptic Gregorian calendar and the three calendars that share
/// its months and days.
///
/// Buddhist, ROC and Japanese differ from Gregorian only in the year's number and its era,
/// so one rule core serves all four.
///
/// | calendar  | year (Temporal's arithmetic year) | era                                   | ISO range              |
/// |-----------|-----------------------------------|---------------------------------------|------------------------|
/// | gregorian | the ISO year                      | none                                  | 0001-01-01…9999-12-31  |
/// | buddhist  | ISO year + 543 (544…10542)        | none (the year needs none)            | 0001-01-01…9999-12-31  |
/// | roc       | ISO year − 1911 (1 = ISO 1912)    | `roc` (year ≥ 1), `broc` (1 − year)   | 0001-01-01…9999-12-31  |
/// | japanese  | the ISO year                      | `meiji`…`reiwa` from CLDR's start days | 1873-01-01…9999-12-31  |
///
/// Japanese dates start at 1873-01-01 (Meiji 6, when Japan adopted the Gregorian calendar):
/// earlier dates are an error, not a guess.
///
/// ```swift
/// GregorianFamilyRules.roc.fields(dayNumber: 0)  // year -1910, era broc, era year 1911
/// ```
struct GregorianFamilyRules: CalendarRules {
    /// The ISO year minus this is the calendar's year (Buddhist −543, ROC 1911).
    let isoYearOffset: Int
    /// The first day of the range.
    let firstDayNumber: Int
    let kind: CalendarKind

    /// The proleptic Gregorian calendar.
    static var gregorian: GregorianFamilyRules {
        GregorianFamilyRules(isoYearOffset: 0, firstDayNumber: 0, kind: .gregorian)
    }
    /// The Thai solar calendar.
    static var buddhist: GregorianFamilyRules {
        GregorianFamilyRules(isoYearOffset: -543, firstDayNumber: 0, kind: .buddhist)
    }
    /// The Republic of China (Minguo) calendar.
    static var roc: GregorianFamilyRules { GregorianFamilyRules(isoYearOffset: 1911, firstDayNumber: 0, kind: .roc) }
    /// The Japanese imperial calendar, from 1873-01-01.
    static var japanese: GregorianFamilyRules {
        GregorianFamilyRules(isoYearOffset: 0, firstDayNumber: japaneseFirstDayNumber, kind: .japanese)
    }

    /// 1873-01-01, Meiji 6.
    static let japaneseFirstDayNumber = 683_734
    /// CLDR's Japanese era start days from Taisho on (day numbers of 1912-07-30, 1926-12-25,
    /// 1989-01-08, 2019-05-01); Meiji began 1868-09-08, before the range.
    static let taishoStart = 698_188
    static let showaStart = 703_449
    static let heiseiStart = 726_109
    static let reiwaStart = 737_179

    var dayNumbers: ClosedRange<Int> { firstDayNumber...CalendarArithmetic.lastISODayNumber }
    @inline(__always)
    var years: ClosedRange<Int> { ((kind == .japanese ? 1873 : 1) - isoYearOffset)...(9999 - isoYearOffset) }

    func monthsInYear(_ year: Int) -> Int { 12 }

    @inline(__always)
    func daysInMonth(year: Int, month: Int) -> Int {
        GregorianRules.daysInMonth(year: year + isoYearOffset, month: month)
    }

    @inline(__always)
    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || code.number > 12 ? nil : code.number
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        GregorianRules.dayNumber(of: CalendarDate(year: year + isoYearOffset, month: month, day: day))
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        let date = GregorianRules.date(fromDayNumber: dayNumber)
        let year = date.year - isoYearOffset
        let code = MonthCode(number: date.month)
        switch kind {
        case .roc:
            return CalendarFields(
                kind: .roc, temporalEra: year >= 1 ? .roc : .broc, eraYear: year >= 1 ? year : 1 - year, year: year,
                month: date.month, monthCode: code, day: date.day)
        case .japanese:
            let (era, firstYear) = Self.japaneseEra(of: dayNumber)
            return CalendarFields(
                kind: .japanese, temporalEra: era, eraYear: date.year - firstYear + 1, year: date.year,
                month: date.month, monthCode: code, day: date.day)
        default:
            return CalendarFields(kind: kind, year: year, month: date.month, monthCode: code, day: date.day)
        }
    }

    /// Every year has the months M01…M12.
    var yearlessMonthCount: Int { 12 }

    var mostMonthsInYear: Int { 12 }

    /// `M01`…`M12` by number, no table.
    func yearlessMonthCode(at position: Int) -> MonthCode { MonthCode(number: position) }

    /// The month's length in a leap year (2000, the year fields outside a mode read as).
    @inline(__always)
    func largestDays(inYearlessMonth position: Int) -> Int {
        GregorianRules.daysInMonth(year: 2000, month: position)
    }

    /// The same month and day, the year moved by the offset: no day number.
    @inline(__always)
    func isoDate(year: Int, month: Int, day: Int) -> CalendarDate {
        CalendarDate(year: year + isoYearOffset, month: month, day: day)
    }

    /// The ranges start and end with whole years (Japanese at 1873-01-01).
    var yearsLieWhollyInRange: Bool { true }

    /// The family shares the ISO months.
    var hasISOMonths: Bool { true }

    /// The Japanese era of a day and the ISO year of its first year.
    @inline(__always)
    static func japaneseEra(of dayNumber: Int) -> (era: TemporalEra, firstYear: Int) {
        if dayNumber >= reiwaStart { return (.reiwa, 2019) }
        if dayNumber >= heiseiStart { return (.heisei, 1989) }
        if dayNumber >= showaStart { return (.showa, 1926) }
        if dayNumber >= taishoStart { return (.taisho, 1912) }
        return (.meiji, 1868)
    }
}
