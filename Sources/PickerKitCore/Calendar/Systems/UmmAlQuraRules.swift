/// The Umm al-Qura calendar of Saudi Arabia (`islamic-umalqura`), read from the published
/// table as the hijridate package carries it: AH 1343–1500, ISO 1924-08-01…2077-11-16.
///
/// Months are as published: 29 or 30 days, and eight months of 28 or 31 days in
/// 1343–1364 AH (1345-M05 has 31 days, 1343-M09 28). Outside the table there is no data: the
/// checked entry points on ``CalendarKind`` throw ``ParseError/Kind-swift.enum/outsideCalendar``;
/// nothing falls back to the tabular calendar or to ICU's computation.
///
/// ```swift
/// UmmAlQuraRules().fields(dayNumber: 737_184)  // 2019-05-06: 1440-M09-01 (1 Ramadan 1440)
/// ```
/// - Complexity: O(1) per call, no allocation.
struct UmmAlQuraRules: CalendarRules {
    var kind: CalendarKind { .islamicUmalqura }
    var dayNumbers: ClosedRange<Int> { UmmAlQuraTable.dayNumbers }
    var years: ClosedRange<Int> {
        UmmAlQuraTable.firstYear...(UmmAlQuraTable.firstYear + UmmAlQuraTable.years.count - 1)
    }

    @inline(__always)
    private func entry(_ year: Int) -> UInt64 { UmmAlQuraTable.years[year - UmmAlQuraTable.firstYear] }

    /// The day number of 1 Muharram of `year`.
    @inline(__always)
    func yearStart(_ year: Int) -> Int { UmmAlQuraTable.firstDayNumber + Int(entry(year) >> 24) }

    func monthsInYear(_ year: Int) -> Int { 12 }

    func daysInMonth(year: Int, month: Int) -> Int { 28 + Int((entry(year) >> UInt64(2 * (month - 1))) & 3) }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap || !(1...12).contains(code.number) ? nil : code.number
    }

    /// Days of `year` before the first of `month`: 28 per month plus the two-bit excesses.
    @inline(__always)
    private func daysBefore(year: Int, month: Int) -> Int {
        let excess = entry(year) & ((1 << UInt64(2 * (month - 1))) - 1)
        return 28 * (month - 1) + (excess & 0x555555).nonzeroBitCount + 2 * (excess & 0xAAAAAA).nonzeroBitCount
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        yearStart(year) + daysBefore(year: year, month: month) + day - 1
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        // A Hijri year is 354.37 days on average: the estimate is within one year.
        let years = self.years
        var year = years.lowerBound + (dayNumber - UmmAlQuraTable.firstDayNumber) * 10_000 / 3_543_671
        year = min(max(year, years.lowerBound), years.upperBound)
        while year > years.lowerBound, dayNumber < yearStart(year) { year -= 1 }
        while year < years.upperBound, dayNumber >= yearStart(year + 1) { year += 1 }
        var rest = dayNumber - yearStart(year)
        var month = 1
        while month < 12 {
            let length = daysInMonth(year: year, month: month)
            if rest < length { break }
            rest -= length
            month += 1
        }
        return CalendarFields(
            kind: .islamicUmalqura, year: year, month: month, monthCode: MonthCode(number: month), day: rest + 1)
    }
}
