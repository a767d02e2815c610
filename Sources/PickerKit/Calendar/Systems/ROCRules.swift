/// The Republic of China (Minguo) calendar: Gregorian months and days, year 1 = ISO 1912.
///
/// Temporal's arithmetic year is ISO year − 1911 (0 and below before 1912); eras `roc`
/// (year ≥ 1) and `broc` (era year = 1 − year). Range: ISO 0001-01-01…9999-12-31.
struct ROCRules: CalendarRules {
    /// ISO year − this = ROC year.
    static let offset = 1911

    var kind: CalendarKind { .roc }
    var dayNumbers: ClosedRange<Int> { 0...CalendarArithmetic.lastISODayNumber }
    var years: ClosedRange<Int> { (1 - Self.offset)...(9999 - Self.offset) }

    func monthsInYear(_ year: Int) -> Int { 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        GregorianRules.daysInMonth(year: year + Self.offset, month: month)
    }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || code.number > 12 ? nil : code.number
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        GregorianRules.dayNumber(of: CalendarDate(year: year + Self.offset, month: month, day: day))
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        let date = GregorianRules.date(fromDayNumber: dayNumber)
        let year = date.year - Self.offset
        return CalendarFields(
            kind: .roc, temporalEra: year >= 1 ? .roc : .broc, eraYear: year >= 1 ? year : 1 - year, year: year,
            month: date.month, monthCode: MonthCode(number: date.month), day: date.day)
    }
}
