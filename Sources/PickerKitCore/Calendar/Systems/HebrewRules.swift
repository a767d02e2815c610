/// The Hebrew calendar by its fixed arithmetic rules: the molad of Tishrei, the four
/// postponements (dehiyyot), 19-year cycles with 7 leap years of 13 months.
///
/// Months are counted from Tishrei (Temporal's ordinal months) with Temporal's codes:
/// Tishrei `M01`, Cheshvan `M02`, Kislev `M03`, Tevet `M04`, Shevat `M05`, Adar I `M05L`
/// (leap years only), Adar / Adar II `M06`, Nisan `M07` … Elul `M12`. Cheshvan has 30 days
/// in a complete year (355 or 385 days), Kislev 29 in a deficient one (353 or 383).
///
/// Conversions read each year's start from ``startTable``, built once from the molad
/// arithmetic (``yearStart(_:)``); everything else is computed per call.
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
        // Years here are ≥ 3760, so every quantity is positive: plain (truncating) division is
        // floor division, and no product comes near overflow (wrapping operators skip the checks).
        let months = (235 &* year &- 234) / 19
        // Parts (1/1080 hour) of the molad: 12084 parts after the epoch's start, 29d 12h 793p a month.
        let parts = 12_084 &+ 13_753 &* months
        let days = 29 &* months &+ parts / 25_920
        return (3 &* (days &+ 1)) % 7 < 3 ? days &+ 1 : days
    }

    /// Day number of Tishrei 1 of `year`, with the two postponements that keep year lengths
    /// within 353–355 and 383–385 days.
    static func yearStart(_ year: Int) -> Int {
        let current = elapsedDays(year)
        return epoch + current
            + correction(previous: elapsedDays(year - 1), current: current, next: elapsedDays(year + 1))
    }

    /// The extra postponement of a year whose molad-based start is `current` elapsed days:
    /// 2 days when the year would be 356 days long, 1 when the year before would be 382.
    @inline(__always)
    static func correction(previous: Int, current: Int, next: Int) -> Int {
        if next - current == 356 { return 2 }
        return current - previous == 382 ? 1 : 0
    }

    /// Days in `year`: 353, 354, 355, 383, 384 or 385.
    static func yearLength(_ year: Int) -> Int {
        yearStart(year + 1) - yearStart(year)
    }

    /// The years whose Tishrei 1 ``startTable`` holds: the range's years with one to spare on
    /// each side.
    static let tableYears = 3759...13762

    /// Tishrei 1 of every year in ``tableYears``, computed once from ``yearStart(_:)``.
    ///
    /// Built at first use (about 10,000 elapsed-day counts; 40 KB), so that conversions read a
    /// year's start instead of recomputing the molad each time. Never freed, never written
    /// after it is built.
    nonisolated(unsafe) static let startTable: UnsafePointer<Int32> = {
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: tableYears.count)
        // yearStart(_:) over a sliding window: one elapsed-day count per year.
        var previous = elapsedDays(tableYears.lowerBound - 1)
        var current = elapsedDays(tableYears.lowerBound)
        for year in tableYears {
            let next = elapsedDays(year + 1)
            table[year - tableYears.lowerBound] = Int32(
                epoch + current + correction(previous: previous, current: current, next: next))
            (previous, current) = (current, next)
        }
        return UnsafePointer(table)
    }()

    /// Day number of Tishrei 1 of `year`, from ``startTable``.
    ///
    /// - Precondition: `year` is in ``tableYears``.
    @inline(__always)
    static func tabulatedStart(_ year: Int) -> Int {
        Int(startTable[year &- tableYears.lowerBound])
    }

    func monthsInYear(_ year: Int) -> Int { Self.isLeapYear(year) ? 13 : 12 }

    func daysInMonth(year: Int, month: Int) -> Int {
        let needsLength = month == 2 || month == 3
        let yearLength = needsLength ? Self.tabulatedStart(year + 1) - Self.tabulatedStart(year) : 0
        return Self.monthLength(month, leap: Self.isLeapYear(year), yearLength: yearLength)
    }

    /// The length of the ordinal `month` given the year's kind; `yearLength` matters only for
    /// Cheshvan (30 days in a complete year) and Kislev (29 in a deficient one).
    @inline(__always)
    static func monthLength(_ month: Int, leap: Bool, yearLength: Int) -> Int {
        switch month {
        case 2: return yearLength % 10 == 5 ? 30 : 29
        case 3: return yearLength % 10 == 3 ? 29 : 30
        case 6: return leap ? 30 : 29
        default:
            // After Adar I, a leap year's months shift by one.
            let common = month > 6 && leap ? month - 1 : month
            return common % 2 == 1 ? 30 : 29
        }
    }

    /// Days of the year before the first of the ordinal `month`: alternating 30 and 29 days
    /// from Tishrei (⌈29.5 (m − 1)⌉), Adar I's 30 days inserted in leap years, then one more
    /// from Kislev on in a complete year and one fewer from Tevet on in a deficient one.
    @inline(__always)
    static func daysBeforeMonth(_ month: Int, leap: Bool, yearLength: Int) -> Int {
        var days =
            leap && month >= 7 ? 30 + (59 * (month - 2) + 1) / 2 : (59 * (month - 1) + 1) / 2
        let kind = yearLength % 10
        if kind == 5 && month >= 3 { days += 1 }
        if kind == 3 && month >= 4 { days -= 1 }
        return days
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

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let start = Self.tabulatedStart(year)
        guard month > 1 else { return start + day - 1 }
        // Cheshvan's and Kislev's lengths depend on the year's length.
        let yearLength = Self.tabulatedStart(year + 1) - start
        return start + Self.daysBeforeMonth(month, leap: Self.isLeapYear(year), yearLength: yearLength) + day - 1
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        // Mean year: 35975351 / 98496 days; the estimate is the year or one off.
        var year = 98_496 &* (dayNumber &- Self.epoch) / 35_975_351 &+ 1
        var start = Self.tabulatedStart(year)
        if dayNumber < start {
            year -= 1
            start = Self.tabulatedStart(year)
        }
        var next = Self.tabulatedStart(year + 1)
        if dayNumber >= next {
            year += 1
            start = next
            next = Self.tabulatedStart(year + 1)
        }
        let leap = Self.isLeapYear(year)
        let yearLength = next - start
        let dayOfYear = dayNumber - start
        // Months average 29.5 days; the estimate is at most one off either way.
        var month = min(leap ? 13 : 12, (2 * dayOfYear) / 59 + 1)
        if Self.daysBeforeMonth(month, leap: leap, yearLength: yearLength) > dayOfYear {
            month -= 1
        } else if month < (leap ? 13 : 12)
            && Self.daysBeforeMonth(month + 1, leap: leap, yearLength: yearLength) <= dayOfYear
        {
            month += 1
        }
        let day = dayOfYear - Self.daysBeforeMonth(month, leap: leap, yearLength: yearLength) + 1
        return CalendarFields(
            kind: .hebrew, year: year, month: month, monthCode: monthCode(year: year, month: month), day: day)
    }
}
