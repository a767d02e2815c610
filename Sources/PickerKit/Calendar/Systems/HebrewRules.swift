/// The Hebrew calendar by its fixed arithmetic rules: the molad of Tishrei, the four
/// postponements (dehiyyot), 19-year cycles with 7 leap years of 13 months.
///
/// Months are counted from Tishrei (Temporal's ordinal months) with Temporal's codes:
/// Tishrei `M01`, Cheshvan `M02`, Kislev `M03`, Tevet `M04`, Shevat `M05`, Adar I `M05L`
/// (leap years only), Adar / Adar II `M06`, Nisan `M07` … Elul `M12`. Cheshvan has 30 days
/// in a complete year (355 or 385 days), Kislev 29 in a deficient one (353 or 383).
///
/// Range: ISO 0001-01-01…9999-12-31 (years 3761…13760).
struct HebrewRules: CalendarRules {
    /// Day number of Tishrei 1, year 1 (the Hebrew epoch, 7 October 3761 BCE Julian).
    static let epoch = -1_373_428

    var kind: CalendarKind { .hebrew }
    var dayNumbers: ClosedRange<Int> { 0...CalendarArithmetic.lastISODayNumber }
    var years: ClosedRange<Int> { 3761...13760 }

    /// Whether `year` has 13 months: years 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle.
    @inline(__always)
    static func isLeapYear(_ year: Int) -> Bool {
        CalendarArithmetic.floorMod(7 * year + 1, 19) < 7
    }

    /// Days from the epoch to the molad-based Tishrei 1 of `year`, with the postponement
    /// that keeps Tishrei 1 off Sunday, Wednesday and Friday and the one for a late molad.
    @inline(__always)
    static func elapsedDays(_ year: Int) -> Int {
        let months = CalendarArithmetic.floorDiv(235 * year - 234, 19)
        // Parts (1/1080 hour) of the molad: 12084 parts after the epoch's start, 29d 12h 793p a month.
        let parts = 12_084 + 13_753 * months
        let days = 29 * months + CalendarArithmetic.floorDiv(parts, 25_920)
        return CalendarArithmetic.floorMod(3 * (days + 1), 7) < 3 ? days + 1 : days
    }

    /// Day number of Tishrei 1 of `year`, with the two postponements that keep year lengths
    /// within 353–355 and 383–385 days.
    static func yearStart(_ year: Int) -> Int {
        let previous = elapsedDays(year - 1)
        let current = elapsedDays(year)
        let next = elapsedDays(year + 1)
        let correction: Int
        if next - current == 356 {
            correction = 2
        } else if current - previous == 382 {
            correction = 1
        } else {
            correction = 0
        }
        return epoch + current + correction
    }

    /// Days in `year`: 353, 354, 355, 383, 384 or 385.
    static func yearLength(_ year: Int) -> Int {
        yearStart(year + 1) - yearStart(year)
    }

    func monthsInYear(_ year: Int) -> Int { Self.isLeapYear(year) ? 13 : 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return Self.yearLength(year) % 10 == 5 ? 30 : 29
        case 3: return Self.yearLength(year) % 10 == 3 ? 29 : 30
        case 6: return Self.isLeapYear(year) ? 30 : 29
        default:
            // After Adar I, a leap year's months shift by one.
            let common = month > 6 && Self.isLeapYear(year) ? month - 1 : month
            return common % 2 == 1 ? 30 : 29
        }
    }

    func monthCode(year: Int, month: Int) -> MonthCode {
        guard Self.isLeapYear(year), month >= 6 else { return MonthCode(number: month) }
        return month == 6 ? MonthCode(number: 5, isLeap: true) : MonthCode(number: month - 1)
    }

    func month(year: Int, code: MonthCode) -> Int? {
        let leap = Self.isLeapYear(year)
        if code.isLeap { return leap && code.number == 5 ? 6 : nil }
        guard code.number <= 12 else { return nil }
        return leap && code.number >= 6 ? code.number + 1 : code.number
    }

    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        var result = Self.yearStart(year) + day - 1
        var index = 1
        while index < month {
            result += daysInMonth(year: year, month: index)
            index += 1
        }
        return result
    }

    func fields(dayNumber: Int) -> CalendarFields {
        // Mean year: 35975351 / 98496 days; the estimate is exact or one year late.
        var year = CalendarArithmetic.floorDiv(98_496 * (dayNumber - Self.epoch), 35_975_351) + 1
        var start = Self.yearStart(year)
        if dayNumber < start {
            year -= 1
            start = Self.yearStart(year)
        }
        let next = Self.yearStart(year + 1)
        if dayNumber >= next {
            start = next
            year += 1
        }
        var rest = dayNumber - start
        var month = 1
        while true {
            let length = daysInMonth(year: year, month: month)
            if rest < length { break }
            rest -= length
            month += 1
        }
        return CalendarFields(
            kind: .hebrew, year: year, month: month, monthCode: monthCode(year: year, month: month), day: rest + 1)
    }
}
