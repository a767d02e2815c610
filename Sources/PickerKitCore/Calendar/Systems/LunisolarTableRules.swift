/// The Chinese and Korean (dangi) lunisolar calendars, read from published tables.
///
/// A year is the related ISO year in which the lunar year begins (Temporal's `year`, CLDR's
/// `r`); it has 12 months, or 13 when a leap month follows month N (code `MNNL`, ordinal
/// N + 1); months have 29 or 30 days.
///
/// - chinese: the Hong Kong Observatory's 公历与农历对照表 (via cnlunar), lunar years
///   1901–2099, ISO 1901-02-19…2100-02-08.
/// - dangi: the Korea Astronomy and Space Science Institute's tables (via
///   korean_lunar_calendar), lunar years 1901–2049, ISO 1901-02-19…2050-01-22.
///
/// Outside these ranges there is no data: the checked entry points on ``CalendarKind`` throw
/// ``ParseError/Kind-swift.enum/outsideCalendar``; nothing falls back to ICU's computation.
///
/// ```swift
/// LunisolarTableRules.chinese.fields(dayNumber: 725_577)  // 1987-07-26: 1987-M06L-01 (闰六月初一)
/// ```
/// - Complexity: O(1) per call, no allocation (one table word per year, month sums by popcount).
struct LunisolarTableRules: CalendarRules {
    // Only the kind is stored, so that the rules fit an existential's inline buffer and
    // `CalendarKind.rules` hands them out without allocating a box.
    let kind: CalendarKind

    /// The Chinese calendar (Hong Kong Observatory).
    static let chinese = LunisolarTableRules(kind: .chinese)
    /// The Korean calendar (KASI).
    static let dangi = LunisolarTableRules(kind: .dangi)

    /// The first lunar year in the table.
    @inline(__always)
    private var firstYear: Int { kind == .dangi ? DangiTable.firstYear : ChineseTable.firstYear }

    /// The number of lunar years in the table.
    @inline(__always)
    private var yearCount: Int { kind == .dangi ? DangiTable.years.count : ChineseTable.years.count }

    var dayNumbers: ClosedRange<Int> { kind == .dangi ? DangiTable.dayNumbers : ChineseTable.dayNumbers }

    var years: ClosedRange<Int> { firstYear...(firstYear + yearCount - 1) }

    /// The table word of `year` (layout in the generated table's header).
    ///
    /// The tables are subscripted in place: handing out the array would retain and release
    /// it on every call.
    @inline(__always)
    private func entry(_ year: Int) -> UInt32 {
        kind == .dangi
            ? DangiTable.years[year - DangiTable.firstYear] : ChineseTable.years[year - ChineseTable.firstYear]
    }

    /// The number of the month the leap month follows, 0 when `year` has no leap month.
    @inline(__always)
    func leapMonth(_ year: Int) -> Int { Int((entry(year) >> 13) & 0xF) }

    /// The day number of the first day of lunar `year` (正月初一).
    @inline(__always)
    func newYear(_ year: Int) -> Int {
        GregorianRules.dayNumber(of: CalendarDate(year: year, month: 1, day: 1)) + Int((entry(year) >> 17) & 0x3F)
    }

    func monthsInYear(_ year: Int) -> Int { leapMonth(year) == 0 ? 12 : 13 }

    func daysInMonth(year: Int, month: Int) -> Int { 29 + Int((entry(year) >> (month - 1)) & 1) }

    func monthCode(year: Int, month: Int) -> MonthCode {
        let leap = leapMonth(year)
        if leap == 0 || month <= leap { return MonthCode(number: month) }
        if month == leap + 1 { return MonthCode(number: leap, isLeap: true) }
        return MonthCode(number: month - 1)
    }

    func month(year: Int, code: MonthCode) -> Int? {
        let leap = leapMonth(year)
        if code.isLeap { return leap != 0 && code.number == leap ? leap + 1 : nil }
        guard (1...12).contains(code.number) else { return nil }
        return leap != 0 && code.number > leap ? code.number + 1 : code.number
    }

    /// Days of `year` before the first of the ordinal `month`.
    @inline(__always)
    private func daysBefore(year: Int, month: Int) -> Int {
        let longMonths = entry(year) & ((1 << UInt32(month - 1)) - 1) & 0x1FFF
        return 29 * (month - 1) + longMonths.nonzeroBitCount
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        newYear(year) + daysBefore(year: year, month: month) + day - 1
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        // A lunar year averages a solar year (365.2422 days): the estimate is within one year.
        let years = self.years
        var year = years.lowerBound + (dayNumber - dayNumbers.lowerBound) * 10_000 / 3_652_422
        year = min(max(year, years.lowerBound), years.upperBound)
        while year > years.lowerBound, dayNumber < newYear(year) { year -= 1 }
        while year < years.upperBound, dayNumber >= newYear(year + 1) { year += 1 }
        var rest = dayNumber - newYear(year)
        let word = entry(year)
        var month = 1
        while true {
            let length = 29 + Int((word >> (month - 1)) & 1)
            if rest < length { break }
            rest -= length
            month += 1
        }
        return CalendarFields(
            kind: kind, year: year, month: month, monthCode: monthCode(year: year, month: month), day: rest + 1)
    }
}
