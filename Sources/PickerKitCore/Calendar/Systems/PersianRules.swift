/// The Solar Hijri (Persian) calendar by the arithmetic 33-year rule ICU 72 uses.
///
/// Year `y` is a leap year when (25y + 11) mod 33 < 8; Farvardin 1 of year `y` is
/// 365(y − 1) + ⌊(8y + 21) / 33⌋ days after the epoch, Julian day 1948320 (0622-03-21
/// proleptic Gregorian). Months 1–6 have 31 days, 7–11 30, Esfand 29 (30 in leap years).
/// DESIGN records that this rule agrees with independent references for 1900–2100; the
/// astronomical calendar may differ far from today.
///
/// Range: ISO 0001-01-01…9999-12-31 (years −621…9378; years ≤ 0 are arithmetic years).
struct PersianRules: CalendarRules {
    /// Day number of Farvardin 1, year 1 (Julian day 1948320, as ICU).
    static let epoch = 226_894

    var kind: CalendarKind { .persian }
    var dayNumbers: ClosedRange<Int> { 0...CalendarArithmetic.lastISODayNumber }
    var years: ClosedRange<Int> { -621...9378 }

    static func isLeapYear(_ year: Int) -> Bool {
        CalendarArithmetic.floorMod(25 * year + 11, 33) < 8
    }

    /// Day number of Farvardin 1 of `year`.
    static func yearStart(_ year: Int) -> Int {
        epoch + 365 * (year - 1) + CalendarArithmetic.floorDiv(8 * year + 21, 33)
    }

    /// Days of the year before the first of `month`.
    @inline(__always)
    static func daysBeforeMonth(_ month: Int) -> Int {
        month <= 7 ? 31 * (month - 1) : 186 + 30 * (month - 7)
    }

    func monthsInYear(_ year: Int) -> Int { 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        if month <= 6 { return 31 }
        if month <= 11 { return 30 }
        return Self.isLeapYear(year) ? 30 : 29
    }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || code.number > 12 ? nil : code.number
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        Self.yearStart(year) + Self.daysBeforeMonth(month) + day - 1
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        // A 33-year cycle has 12053 days; the estimate is exact or one year late.
        var year = 1 + CalendarArithmetic.floorDiv(33 * (dayNumber - Self.epoch) + 3, 12_053)
        var start = Self.yearStart(year)
        if dayNumber < start {
            year -= 1
            start = Self.yearStart(year)
        } else if dayNumber >= Self.yearStart(year + 1) {
            year += 1
            start = Self.yearStart(year)
        }
        let dayOfYear = dayNumber - start
        let month = dayOfYear < 186 ? dayOfYear / 31 + 1 : (dayOfYear - 186) / 30 + 7
        return CalendarFields(
            kind: .persian, year: year, month: month, monthCode: MonthCode(number: month),
            day: dayOfYear - Self.daysBeforeMonth(month) + 1)
    }
}
