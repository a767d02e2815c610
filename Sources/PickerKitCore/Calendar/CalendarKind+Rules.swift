extension CalendarKind {
    /// This calendar's rules, Gregorian one case among them.
    ///
    /// Every calendar has them (arithmetic ones in `Systems/`, table ones from `Tables/`);
    /// ``AnyCalendarRules`` is the one place a calendar is turned into its rules.
    @inline(__always)
    package var rules: AnyCalendarRules { AnyCalendarRules(self) }
}

extension CalendarKind {
    /// The day numbers (days since 0001-01-01 proleptic, which is day 0) the rules cover.
    @_spi(Benchmarks) public var ruleDayNumbers: ClosedRange<Int> { rules.dayNumbers }

    /// The days of `month` in `year` of this calendar, as a picker's values count them (their
    /// `daysInMonth`): the benchmark's side of its comparison with ICU.
    @_spi(Benchmarks) public func daysInMonth(year: Int, month: Int) -> Int {
        PickerValues(calendar: self, year: year, month: month).daysInMonth
    }

    /// Day number → fields → day number by the rules, for `iterations` days read in turn from
    /// `days` (whose count is a power of two): the benchmark's side of its comparison with ICU,
    /// compiled here so that it calls the rules as the library does.
    @_spi(Benchmarks) public func roundTripDays(_ days: [Int], iterations: Int) -> Int {
        precondition(days.count > 0 && days.count & (days.count - 1) == 0, "days.count must be a power of two")
        let rules = rules
        let mask = days.count - 1
        var total = 0
        for index in 0..<iterations {
            let fields = rules.fields(dayNumber: days[index & mask])
            total &+= rules.dayNumber(year: fields.year, month: fields.month, day: fields.day)
            total &+= fields.monthCode.number
        }
        return total
    }
}

extension CalendarKind {
    /// The largest month number a value of this calendar can have: the most months any year
    /// has (13 in Hebrew, Chinese and Coptic, 12 in Gregorian) in a mode with a year, where a
    /// month is its ordinal in the year; the months some year has (the month rows of a picker
    /// without a year, leap months in place) in a mode without one.
    ///
    /// A month above it is no month of the calendar in any year, refused at once.
    @inline(__always)
    package func largestMonth(inModeWithYear hasYear: Bool) -> Int {
        let rules = rules
        return hasYear ? rules.mostMonthsInYear : rules.yearlessMonthCount
    }
}
