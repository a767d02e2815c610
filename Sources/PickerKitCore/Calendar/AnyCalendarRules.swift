/// The rules of any of the 14 calendars, as one concrete value: what ``CalendarKind/rules``
/// returns, so that every calendar, Gregorian included, is answered through the same calls.
///
/// Each calendar system is one case of a closed enum and every call one `switch` over it that
/// the optimiser inlines, so a Gregorian day count costs what ``GregorianRules`` costs, with
/// no dynamic dispatch (icu4x's `AnyCalendar` is the same design). Code that needs a rule of
/// the values' calendar asks `calendar.rules`, never compares the calendar with `.gregorian`.
///
/// ```swift
/// CalendarKind.gregorian.rules.daysInMonth(year: 2019, month: 2)  // 28
/// CalendarKind.hebrew.rules.yearlessMonthCount                    // 13: M01…M05, M05L, M06…M12
/// ```
package struct AnyCalendarRules: CalendarRules {
    /// One case per rule type.
    private enum System: Sendable {
        /// The proleptic Gregorian calendar and the three that share its months (buddhist, roc, japanese).
        case gregorianFamily(GregorianFamilyRules)
        /// The Solar Hijri calendar.
        case persian(PersianRules)
        /// The two tabular Islamic calendars.
        case islamicTabular(IslamicTabularRules)
        /// The Umm al-Qura table.
        case ummAlQura(UmmAlQuraRules)
        /// The Hebrew calendar.
        case hebrew(HebrewRules)
        /// The Indian national calendar.
        case indian(IndianRules)
        /// The Coptic and Ethiopic calendars.
        case copticFamily(CopticFamilyRules)
        /// The Chinese and Korean tables.
        case lunisolarTable(LunisolarTableRules)
    }

    private let system: System
    /// The calendar these rules compute.
    package let kind: CalendarKind

    /// The rules of the proleptic Gregorian calendar and the three that share its months (buddhist, roc, japanese).
    init(_ rules: GregorianFamilyRules) {
        system = .gregorianFamily(rules)
        kind = rules.kind
    }

    /// The rules of the Solar Hijri calendar.
    init(_ rules: PersianRules) {
        system = .persian(rules)
        kind = rules.kind
    }

    /// The rules of the two tabular Islamic calendars.
    init(_ rules: IslamicTabularRules) {
        system = .islamicTabular(rules)
        kind = rules.kind
    }

    /// The rules of the Umm al-Qura table.
    init(_ rules: UmmAlQuraRules) {
        system = .ummAlQura(rules)
        kind = rules.kind
    }

    /// The rules of the Hebrew calendar.
    init(_ rules: HebrewRules) {
        system = .hebrew(rules)
        kind = rules.kind
    }

    /// The rules of the Indian national calendar.
    init(_ rules: IndianRules) {
        system = .indian(rules)
        kind = rules.kind
    }

    /// The rules of the Coptic and Ethiopic calendars.
    init(_ rules: CopticFamilyRules) {
        system = .copticFamily(rules)
        kind = rules.kind
    }

    /// The rules of the Chinese and Korean tables.
    init(_ rules: LunisolarTableRules) {
        system = .lunisolarTable(rules)
        kind = rules.kind
    }

    @inline(__always)
    package var dayNumbers: ClosedRange<Int> {
        switch system {
        case .gregorianFamily(let rules): rules.dayNumbers
        case .persian(let rules): rules.dayNumbers
        case .islamicTabular(let rules): rules.dayNumbers
        case .ummAlQura(let rules): rules.dayNumbers
        case .hebrew(let rules): rules.dayNumbers
        case .indian(let rules): rules.dayNumbers
        case .copticFamily(let rules): rules.dayNumbers
        case .lunisolarTable(let rules): rules.dayNumbers
        }
    }

    @inline(__always)
    package var years: ClosedRange<Int> {
        switch system {
        case .gregorianFamily(let rules): rules.years
        case .persian(let rules): rules.years
        case .islamicTabular(let rules): rules.years
        case .ummAlQura(let rules): rules.years
        case .hebrew(let rules): rules.years
        case .indian(let rules): rules.years
        case .copticFamily(let rules): rules.years
        case .lunisolarTable(let rules): rules.years
        }
    }

    @inline(__always)
    package func monthsInYear(_ year: Int) -> Int {
        switch system {
        case .gregorianFamily(let rules): rules.monthsInYear(year)
        case .persian(let rules): rules.monthsInYear(year)
        case .islamicTabular(let rules): rules.monthsInYear(year)
        case .ummAlQura(let rules): rules.monthsInYear(year)
        case .hebrew(let rules): rules.monthsInYear(year)
        case .indian(let rules): rules.monthsInYear(year)
        case .copticFamily(let rules): rules.monthsInYear(year)
        case .lunisolarTable(let rules): rules.monthsInYear(year)
        }
    }

    @inline(__always)
    package func daysInMonth(year: Int, month: Int) -> Int {
        switch system {
        case .gregorianFamily(let rules): rules.daysInMonth(year: year, month: month)
        case .persian(let rules): rules.daysInMonth(year: year, month: month)
        case .islamicTabular(let rules): rules.daysInMonth(year: year, month: month)
        case .ummAlQura(let rules): rules.daysInMonth(year: year, month: month)
        case .hebrew(let rules): rules.daysInMonth(year: year, month: month)
        case .indian(let rules): rules.daysInMonth(year: year, month: month)
        case .copticFamily(let rules): rules.daysInMonth(year: year, month: month)
        case .lunisolarTable(let rules): rules.daysInMonth(year: year, month: month)
        }
    }

    @inline(__always)
    package func monthCode(year: Int, month: Int) -> MonthCode {
        switch system {
        case .gregorianFamily(let rules): rules.monthCode(year: year, month: month)
        case .persian(let rules): rules.monthCode(year: year, month: month)
        case .islamicTabular(let rules): rules.monthCode(year: year, month: month)
        case .ummAlQura(let rules): rules.monthCode(year: year, month: month)
        case .hebrew(let rules): rules.monthCode(year: year, month: month)
        case .indian(let rules): rules.monthCode(year: year, month: month)
        case .copticFamily(let rules): rules.monthCode(year: year, month: month)
        case .lunisolarTable(let rules): rules.monthCode(year: year, month: month)
        }
    }

    @inline(__always)
    package func month(year: Int, code: MonthCode) -> Int? {
        switch system {
        case .gregorianFamily(let rules): rules.month(year: year, code: code)
        case .persian(let rules): rules.month(year: year, code: code)
        case .islamicTabular(let rules): rules.month(year: year, code: code)
        case .ummAlQura(let rules): rules.month(year: year, code: code)
        case .hebrew(let rules): rules.month(year: year, code: code)
        case .indian(let rules): rules.month(year: year, code: code)
        case .copticFamily(let rules): rules.month(year: year, code: code)
        case .lunisolarTable(let rules): rules.month(year: year, code: code)
        }
    }

    @inline(__always)
    package func dayNumber(year: Int, month: Int, day: Int) -> Int {
        switch system {
        case .gregorianFamily(let rules): rules.dayNumber(year: year, month: month, day: day)
        case .persian(let rules): rules.dayNumber(year: year, month: month, day: day)
        case .islamicTabular(let rules): rules.dayNumber(year: year, month: month, day: day)
        case .ummAlQura(let rules): rules.dayNumber(year: year, month: month, day: day)
        case .hebrew(let rules): rules.dayNumber(year: year, month: month, day: day)
        case .indian(let rules): rules.dayNumber(year: year, month: month, day: day)
        case .copticFamily(let rules): rules.dayNumber(year: year, month: month, day: day)
        case .lunisolarTable(let rules): rules.dayNumber(year: year, month: month, day: day)
        }
    }

    @inline(__always)
    package func fields(dayNumber: Int) -> CalendarFields {
        switch system {
        case .gregorianFamily(let rules): rules.fields(dayNumber: dayNumber)
        case .persian(let rules): rules.fields(dayNumber: dayNumber)
        case .islamicTabular(let rules): rules.fields(dayNumber: dayNumber)
        case .ummAlQura(let rules): rules.fields(dayNumber: dayNumber)
        case .hebrew(let rules): rules.fields(dayNumber: dayNumber)
        case .indian(let rules): rules.fields(dayNumber: dayNumber)
        case .copticFamily(let rules): rules.fields(dayNumber: dayNumber)
        case .lunisolarTable(let rules): rules.fields(dayNumber: dayNumber)
        }
    }

    @inline(__always)
    package var yearlessMonthCount: Int {
        switch system {
        case .gregorianFamily(let rules): rules.yearlessMonthCount
        case .persian(let rules): rules.yearlessMonthCount
        case .islamicTabular(let rules): rules.yearlessMonthCount
        case .ummAlQura(let rules): rules.yearlessMonthCount
        case .hebrew(let rules): rules.yearlessMonthCount
        case .indian(let rules): rules.yearlessMonthCount
        case .copticFamily(let rules): rules.yearlessMonthCount
        case .lunisolarTable(let rules): rules.yearlessMonthCount
        }
    }

    @inline(__always)
    package func yearlessMonthCode(at position: Int) -> MonthCode {
        switch system {
        case .gregorianFamily(let rules): rules.yearlessMonthCode(at: position)
        case .persian(let rules): rules.yearlessMonthCode(at: position)
        case .islamicTabular(let rules): rules.yearlessMonthCode(at: position)
        case .ummAlQura(let rules): rules.yearlessMonthCode(at: position)
        case .hebrew(let rules): rules.yearlessMonthCode(at: position)
        case .indian(let rules): rules.yearlessMonthCode(at: position)
        case .copticFamily(let rules): rules.yearlessMonthCode(at: position)
        case .lunisolarTable(let rules): rules.yearlessMonthCode(at: position)
        }
    }

    @inline(__always)
    package func largestDays(inYearlessMonth position: Int) -> Int {
        switch system {
        case .gregorianFamily(let rules): rules.largestDays(inYearlessMonth: position)
        case .persian(let rules): rules.largestDays(inYearlessMonth: position)
        case .islamicTabular(let rules): rules.largestDays(inYearlessMonth: position)
        case .ummAlQura(let rules): rules.largestDays(inYearlessMonth: position)
        case .hebrew(let rules): rules.largestDays(inYearlessMonth: position)
        case .indian(let rules): rules.largestDays(inYearlessMonth: position)
        case .copticFamily(let rules): rules.largestDays(inYearlessMonth: position)
        case .lunisolarTable(let rules): rules.largestDays(inYearlessMonth: position)
        }
    }

    @inline(__always)
    package func isoDate(year: Int, month: Int, day: Int) -> CalendarDate {
        switch system {
        case .gregorianFamily(let rules): rules.isoDate(year: year, month: month, day: day)
        case .persian(let rules): rules.isoDate(year: year, month: month, day: day)
        case .islamicTabular(let rules): rules.isoDate(year: year, month: month, day: day)
        case .ummAlQura(let rules): rules.isoDate(year: year, month: month, day: day)
        case .hebrew(let rules): rules.isoDate(year: year, month: month, day: day)
        case .indian(let rules): rules.isoDate(year: year, month: month, day: day)
        case .copticFamily(let rules): rules.isoDate(year: year, month: month, day: day)
        case .lunisolarTable(let rules): rules.isoDate(year: year, month: month, day: day)
        }
    }

    @inline(__always)
    package var yearsLieWhollyInRange: Bool {
        switch system {
        case .gregorianFamily(let rules): rules.yearsLieWhollyInRange
        case .persian(let rules): rules.yearsLieWhollyInRange
        case .islamicTabular(let rules): rules.yearsLieWhollyInRange
        case .ummAlQura(let rules): rules.yearsLieWhollyInRange
        case .hebrew(let rules): rules.yearsLieWhollyInRange
        case .indian(let rules): rules.yearsLieWhollyInRange
        case .copticFamily(let rules): rules.yearsLieWhollyInRange
        case .lunisolarTable(let rules): rules.yearsLieWhollyInRange
        }
    }

    @inline(__always)
    package var hasISOMonths: Bool {
        switch system {
        case .gregorianFamily(let rules): rules.hasISOMonths
        case .persian(let rules): rules.hasISOMonths
        case .islamicTabular(let rules): rules.hasISOMonths
        case .ummAlQura(let rules): rules.hasISOMonths
        case .hebrew(let rules): rules.hasISOMonths
        case .indian(let rules): rules.hasISOMonths
        case .copticFamily(let rules): rules.hasISOMonths
        case .lunisolarTable(let rules): rules.hasISOMonths
        }
    }
}
