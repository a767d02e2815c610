/// The tabular Islamic calendar: 30-year cycles of 10631 days with 11 leap years
/// (2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29), months alternately 30 and 29 days, Dhu al-Hijja
/// 30 days in leap years.
///
/// islamic-civil counts from 622-07-16 Julian (Friday, day number 227014), islamic-tbla
/// one day earlier (Thursday). Range: ISO 0001-01-01…9999-12-31 (years −640…9666 and
/// −640…9666; years ≤ 0 are arithmetic years).
struct IslamicTabularRules: CalendarRules {
    let kind: CalendarKind
    /// Day number of Muharram 1, year 1.
    let epoch: Int

    /// The civil (Friday epoch) variant.
    static let civil = IslamicTabularRules(kind: .islamicCivil, epoch: 227_014)
    /// The astronomical (Thursday epoch) variant.
    static let tbla = IslamicTabularRules(kind: .islamicTbla, epoch: 227_013)

    var dayNumbers: ClosedRange<Int> { 0...CalendarArithmetic.lastISODayNumber }
    var years: ClosedRange<Int> { -640...9666 }

    static func isLeapYear(_ year: Int) -> Bool {
        CalendarArithmetic.floorMod(14 + 11 * year, 30) < 11
    }

    /// Day number of Muharram 1 of `year`.
    @inline(__always)
    func yearStart(_ year: Int) -> Int {
        epoch + 354 * (year - 1) + CalendarArithmetic.floorDiv(3 + 11 * year, 30)
    }

    /// Days of the year before the first of `month`: ⌈29.5 (month − 1)⌉.
    @inline(__always)
    static func daysBeforeMonth(_ month: Int) -> Int {
        (59 * (month - 1) + 1) / 2
    }

    func monthsInYear(_ year: Int) -> Int { 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        if month == 12 { return Self.isLeapYear(year) ? 30 : 29 }
        return month % 2 == 1 ? 30 : 29
    }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || code.number > 12 ? nil : code.number
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        yearStart(year) + Self.daysBeforeMonth(month) + day - 1
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        // Exact for both epochs on every day of 0001–9999 (CalendarRulesPropertyTests.everyDay):
        // no correction step.
        let year = CalendarArithmetic.floorDiv(30 * (dayNumber - epoch) + 10_646, 10_631)
        let start = yearStart(year)
        let dayOfYear = dayNumber - start
        // ⌈29.5 m⌉ ≤ dayOfYear picks the month; the estimate is exact or one too high.
        var month = min(12, (2 * dayOfYear) / 59 + 1)
        if Self.daysBeforeMonth(month) > dayOfYear { month -= 1 }
        return CalendarFields(
            kind: kind, year: year, month: month, monthCode: MonthCode(number: month),
            day: dayOfYear - Self.daysBeforeMonth(month) + 1)
    }
}
