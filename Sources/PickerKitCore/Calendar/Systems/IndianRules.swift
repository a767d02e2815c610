/// The Indian national (Saka) calendar: year = ISO year − 78, starting on Chaitra 1 =
/// March 22 (March 21 in ISO leap years); Chaitra has 30 days (31 in leap years),
/// Vaishakha–Bhadra 31, Ashvin–Phalguna 30.
///
/// Range: ISO 0001-01-01…9999-12-31 (years −78…9921; years ≤ 0 are arithmetic years).
struct IndianRules: CalendarRules {
    /// ISO year − this = Saka year (for the Saka year's first day).
    static let offset = 78

    var kind: CalendarKind { .indian }
    var dayNumbers: ClosedRange<Int> { 0...CalendarArithmetic.lastISODayNumber }
    var years: ClosedRange<Int> { -78...9921 }

    @inline(__always)
    static func isLeapYear(_ year: Int) -> Bool {
        let iso = year + offset
        return iso % 4 == 0 && (iso % 100 != 0 || iso % 400 == 0)
    }

    /// Day number of Chaitra 1 of `year`: day 80 of its ISO year counted from 0 (March 22, or
    /// March 21 after a February 29), so no leap-year test.
    @inline(__always)
    static func yearStart(_ year: Int) -> Int {
        CalendarArithmetic.isoDayNumber(year: year + offset, month: 1, day: 1) + 80
    }

    /// Days of the year before the first of `month`.
    @inline(__always)
    static func daysBeforeMonth(year: Int, month: Int) -> Int {
        let chaitra = isLeapYear(year) ? 31 : 30
        if month == 1 { return 0 }
        if month <= 6 { return chaitra + 31 * (month - 2) }
        return chaitra + 155 + 30 * (month - 7)
    }

    func monthsInYear(_ year: Int) -> Int { 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        if month == 1 { return Self.isLeapYear(year) ? 31 : 30 }
        return month <= 6 ? 31 : 30
    }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || code.number > 12 ? nil : code.number
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        Self.yearStart(year) + Self.daysBeforeMonth(year: year, month: month) + day - 1
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        let iso = GregorianRules.date(fromDayNumber: dayNumber)
        // Chaitra 1 is day 80 of the ISO year counted from 0 (March 22, or March 21 after a
        // February 29): on or after it the Saka year is ISO − 78, before it ISO − 79, whose
        // year began 80 days into the previous ISO year.
        let isoDay = GregorianRules.dayOfYear(of: iso) - 1
        let year: Int
        let dayOfYear: Int
        let leap: Bool
        if isoDay >= 80 {
            (year, dayOfYear, leap) = (iso.year - Self.offset, isoDay - 80, GregorianRules.isLeapYear(iso.year))
        } else {
            let previousLeap = GregorianRules.isLeapYear(iso.year - 1)
            (year, dayOfYear, leap) = (
                iso.year - Self.offset - 1, isoDay + (previousLeap ? 366 : 365) - 80, previousLeap
            )
        }
        // Chaitra (30 or 31 days), five months of 31, six of 30.
        let chaitra = leap ? 31 : 30
        let month: Int
        let day: Int
        if dayOfYear < chaitra {
            (month, day) = (1, dayOfYear + 1)
        } else if dayOfYear < chaitra + 155 {
            let rest = dayOfYear - chaitra
            (month, day) = (2 + rest / 31, rest % 31 + 1)
        } else {
            let rest = dayOfYear - chaitra - 155
            (month, day) = (7 + rest / 30, rest % 30 + 1)
        }
        return CalendarFields(kind: .indian, year: year, month: month, monthCode: MonthCode(number: month), day: day)
    }
}
