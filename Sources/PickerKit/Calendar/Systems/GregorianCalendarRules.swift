/// ``GregorianRules`` as ``CalendarRules``: proleptic Gregorian, ISO 0001-01-01…9999-12-31.
///
/// ```swift
/// GregorianCalendarRules().fields(dayNumber: 0)  // 0001-M01-01, era nil
/// ```
struct GregorianCalendarRules: CalendarRules {
    /// Creates the rules.
    init() {}

    var kind: CalendarKind { .gregorian }
    var dayNumbers: ClosedRange<Int> { 0...3_652_058 }
    var years: ClosedRange<Int> { GregorianRules.years }

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
        return CalendarFields(
            kind: .gregorian, year: date.year, month: date.month, monthCode: MonthCode(number: date.month),
            day: date.day)
    }
}
