/// The Thai solar (Buddhist) calendar: Gregorian months and days, year = ISO year + 543.
///
/// Range: ISO 0001-01-01…9999-12-31 (years 544…10542). No era code (the year needs none).
struct BuddhistRules: CalendarRules {
    /// Years between the Buddhist era and the Christian era.
    static let offset = 543

    var kind: CalendarKind { .buddhist }
    var dayNumbers: ClosedRange<Int> { 0...CalendarArithmetic.lastISODayNumber }
    var years: ClosedRange<Int> { (1 + Self.offset)...(9999 + Self.offset) }

    func monthsInYear(_ year: Int) -> Int { 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        GregorianRules.daysInMonth(year: year - Self.offset, month: month)
    }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || code.number > 12 ? nil : code.number
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        GregorianRules.dayNumber(of: CalendarDate(year: year - Self.offset, month: month, day: day))
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        let date = GregorianRules.date(fromDayNumber: dayNumber)
        return CalendarFields(
            kind: .buddhist, year: date.year + Self.offset, month: date.month,
            monthCode: MonthCode(number: date.month), day: date.day)
    }
}
