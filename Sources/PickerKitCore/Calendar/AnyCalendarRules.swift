/// The rules of any of the 14 calendars, as one concrete value: what ``CalendarKind/rules``
/// returns, so that every calendar, Gregorian included, is answered through the same calls.
///
/// Every call is one `switch` over the calendar that hands it to that calendar's rules
/// (`Systems/`, `Tables/`), Gregorian one case among 14 (icu4x's `AnyCalendar` is the same
/// design). The switch is inlined and each case calls its rules directly, with no dynamic
/// dispatch and no value to build first, so a Gregorian day count costs a jump through the
/// switch more than ``GregorianRules`` does. Code that needs a rule of the values' calendar
/// asks `calendar.rules`, never compares the calendar with `.gregorian`.
///
/// ```swift
/// CalendarKind.gregorian.rules.daysInMonth(year: 2019, month: 2)  // 28
/// CalendarKind.hebrew.rules.yearlessMonthCount                    // 13: M01…M05, M05L, M06…M12
/// ```
package struct AnyCalendarRules: CalendarRules {
    /// The calendar these rules compute.
    package let kind: CalendarKind

    /// The rules of `kind`.
    @inline(__always)
    init(_ kind: CalendarKind) {
        self.kind = kind
    }

    @inline(__always)
    package var dayNumbers: ClosedRange<Int> {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.dayNumbers
        case .buddhist: GregorianFamilyRules.buddhist.dayNumbers
        case .roc: GregorianFamilyRules.roc.dayNumbers
        case .japanese: GregorianFamilyRules.japanese.dayNumbers
        case .persian: PersianRules().dayNumbers
        case .islamicCivil: IslamicTabularRules.civil.dayNumbers
        case .islamicTbla: IslamicTabularRules.tbla.dayNumbers
        case .islamicUmalqura: UmmAlQuraRules().dayNumbers
        case .hebrew: HebrewRules().dayNumbers
        case .indian: IndianRules().dayNumbers
        case .coptic: CopticFamilyRules.coptic.dayNumbers
        case .ethiopic: CopticFamilyRules.ethiopic.dayNumbers
        case .chinese: LunisolarTableRules.chinese.dayNumbers
        case .dangi: LunisolarTableRules.dangi.dayNumbers
        }
    }

    @inline(__always)
    package var years: ClosedRange<Int> {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.years
        case .buddhist: GregorianFamilyRules.buddhist.years
        case .roc: GregorianFamilyRules.roc.years
        case .japanese: GregorianFamilyRules.japanese.years
        case .persian: PersianRules().years
        case .islamicCivil: IslamicTabularRules.civil.years
        case .islamicTbla: IslamicTabularRules.tbla.years
        case .islamicUmalqura: UmmAlQuraRules().years
        case .hebrew: HebrewRules().years
        case .indian: IndianRules().years
        case .coptic: CopticFamilyRules.coptic.years
        case .ethiopic: CopticFamilyRules.ethiopic.years
        case .chinese: LunisolarTableRules.chinese.years
        case .dangi: LunisolarTableRules.dangi.years
        }
    }

    @inline(__always)
    package func monthsInYear(_ year: Int) -> Int {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.monthsInYear(year)
        case .buddhist: GregorianFamilyRules.buddhist.monthsInYear(year)
        case .roc: GregorianFamilyRules.roc.monthsInYear(year)
        case .japanese: GregorianFamilyRules.japanese.monthsInYear(year)
        case .persian: PersianRules().monthsInYear(year)
        case .islamicCivil: IslamicTabularRules.civil.monthsInYear(year)
        case .islamicTbla: IslamicTabularRules.tbla.monthsInYear(year)
        case .islamicUmalqura: UmmAlQuraRules().monthsInYear(year)
        case .hebrew: HebrewRules().monthsInYear(year)
        case .indian: IndianRules().monthsInYear(year)
        case .coptic: CopticFamilyRules.coptic.monthsInYear(year)
        case .ethiopic: CopticFamilyRules.ethiopic.monthsInYear(year)
        case .chinese: LunisolarTableRules.chinese.monthsInYear(year)
        case .dangi: LunisolarTableRules.dangi.monthsInYear(year)
        }
    }

    @inline(__always)
    package func daysInMonth(year: Int, month: Int) -> Int {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.daysInMonth(year: year, month: month)
        case .buddhist: GregorianFamilyRules.buddhist.daysInMonth(year: year, month: month)
        case .roc: GregorianFamilyRules.roc.daysInMonth(year: year, month: month)
        case .japanese: GregorianFamilyRules.japanese.daysInMonth(year: year, month: month)
        case .persian: PersianRules().daysInMonth(year: year, month: month)
        case .islamicCivil: IslamicTabularRules.civil.daysInMonth(year: year, month: month)
        case .islamicTbla: IslamicTabularRules.tbla.daysInMonth(year: year, month: month)
        case .islamicUmalqura: UmmAlQuraRules().daysInMonth(year: year, month: month)
        case .hebrew: HebrewRules().daysInMonth(year: year, month: month)
        case .indian: IndianRules().daysInMonth(year: year, month: month)
        case .coptic: CopticFamilyRules.coptic.daysInMonth(year: year, month: month)
        case .ethiopic: CopticFamilyRules.ethiopic.daysInMonth(year: year, month: month)
        case .chinese: LunisolarTableRules.chinese.daysInMonth(year: year, month: month)
        case .dangi: LunisolarTableRules.dangi.daysInMonth(year: year, month: month)
        }
    }

    @inline(__always)
    package func monthCode(year: Int, month: Int) -> MonthCode {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.monthCode(year: year, month: month)
        case .buddhist: GregorianFamilyRules.buddhist.monthCode(year: year, month: month)
        case .roc: GregorianFamilyRules.roc.monthCode(year: year, month: month)
        case .japanese: GregorianFamilyRules.japanese.monthCode(year: year, month: month)
        case .persian: PersianRules().monthCode(year: year, month: month)
        case .islamicCivil: IslamicTabularRules.civil.monthCode(year: year, month: month)
        case .islamicTbla: IslamicTabularRules.tbla.monthCode(year: year, month: month)
        case .islamicUmalqura: UmmAlQuraRules().monthCode(year: year, month: month)
        case .hebrew: HebrewRules().monthCode(year: year, month: month)
        case .indian: IndianRules().monthCode(year: year, month: month)
        case .coptic: CopticFamilyRules.coptic.monthCode(year: year, month: month)
        case .ethiopic: CopticFamilyRules.ethiopic.monthCode(year: year, month: month)
        case .chinese: LunisolarTableRules.chinese.monthCode(year: year, month: month)
        case .dangi: LunisolarTableRules.dangi.monthCode(year: year, month: month)
        }
    }

    @inline(__always)
    package func month(year: Int, code: MonthCode) -> Int? {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.month(year: year, code: code)
        case .buddhist: GregorianFamilyRules.buddhist.month(year: year, code: code)
        case .roc: GregorianFamilyRules.roc.month(year: year, code: code)
        case .japanese: GregorianFamilyRules.japanese.month(year: year, code: code)
        case .persian: PersianRules().month(year: year, code: code)
        case .islamicCivil: IslamicTabularRules.civil.month(year: year, code: code)
        case .islamicTbla: IslamicTabularRules.tbla.month(year: year, code: code)
        case .islamicUmalqura: UmmAlQuraRules().month(year: year, code: code)
        case .hebrew: HebrewRules().month(year: year, code: code)
        case .indian: IndianRules().month(year: year, code: code)
        case .coptic: CopticFamilyRules.coptic.month(year: year, code: code)
        case .ethiopic: CopticFamilyRules.ethiopic.month(year: year, code: code)
        case .chinese: LunisolarTableRules.chinese.month(year: year, code: code)
        case .dangi: LunisolarTableRules.dangi.month(year: year, code: code)
        }
    }

    @inline(__always)
    package func dayNumber(year: Int, month: Int, day: Int) -> Int {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.dayNumber(year: year, month: month, day: day)
        case .buddhist: GregorianFamilyRules.buddhist.dayNumber(year: year, month: month, day: day)
        case .roc: GregorianFamilyRules.roc.dayNumber(year: year, month: month, day: day)
        case .japanese: GregorianFamilyRules.japanese.dayNumber(year: year, month: month, day: day)
        case .persian: PersianRules().dayNumber(year: year, month: month, day: day)
        case .islamicCivil: IslamicTabularRules.civil.dayNumber(year: year, month: month, day: day)
        case .islamicTbla: IslamicTabularRules.tbla.dayNumber(year: year, month: month, day: day)
        case .islamicUmalqura: UmmAlQuraRules().dayNumber(year: year, month: month, day: day)
        case .hebrew: HebrewRules().dayNumber(year: year, month: month, day: day)
        case .indian: IndianRules().dayNumber(year: year, month: month, day: day)
        case .coptic: CopticFamilyRules.coptic.dayNumber(year: year, month: month, day: day)
        case .ethiopic: CopticFamilyRules.ethiopic.dayNumber(year: year, month: month, day: day)
        case .chinese: LunisolarTableRules.chinese.dayNumber(year: year, month: month, day: day)
        case .dangi: LunisolarTableRules.dangi.dayNumber(year: year, month: month, day: day)
        }
    }

    @inline(__always)
    package func fields(dayNumber: Int) -> CalendarFields {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.fields(dayNumber: dayNumber)
        case .buddhist: GregorianFamilyRules.buddhist.fields(dayNumber: dayNumber)
        case .roc: GregorianFamilyRules.roc.fields(dayNumber: dayNumber)
        case .japanese: GregorianFamilyRules.japanese.fields(dayNumber: dayNumber)
        case .persian: PersianRules().fields(dayNumber: dayNumber)
        case .islamicCivil: IslamicTabularRules.civil.fields(dayNumber: dayNumber)
        case .islamicTbla: IslamicTabularRules.tbla.fields(dayNumber: dayNumber)
        case .islamicUmalqura: UmmAlQuraRules().fields(dayNumber: dayNumber)
        case .hebrew: HebrewRules().fields(dayNumber: dayNumber)
        case .indian: IndianRules().fields(dayNumber: dayNumber)
        case .coptic: CopticFamilyRules.coptic.fields(dayNumber: dayNumber)
        case .ethiopic: CopticFamilyRules.ethiopic.fields(dayNumber: dayNumber)
        case .chinese: LunisolarTableRules.chinese.fields(dayNumber: dayNumber)
        case .dangi: LunisolarTableRules.dangi.fields(dayNumber: dayNumber)
        }
    }

    @inline(__always)
    package var yearlessMonthCount: Int {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.yearlessMonthCount
        case .buddhist: GregorianFamilyRules.buddhist.yearlessMonthCount
        case .roc: GregorianFamilyRules.roc.yearlessMonthCount
        case .japanese: GregorianFamilyRules.japanese.yearlessMonthCount
        case .persian: PersianRules().yearlessMonthCount
        case .islamicCivil: IslamicTabularRules.civil.yearlessMonthCount
        case .islamicTbla: IslamicTabularRules.tbla.yearlessMonthCount
        case .islamicUmalqura: UmmAlQuraRules().yearlessMonthCount
        case .hebrew: HebrewRules().yearlessMonthCount
        case .indian: IndianRules().yearlessMonthCount
        case .coptic: CopticFamilyRules.coptic.yearlessMonthCount
        case .ethiopic: CopticFamilyRules.ethiopic.yearlessMonthCount
        case .chinese: LunisolarTableRules.chinese.yearlessMonthCount
        case .dangi: LunisolarTableRules.dangi.yearlessMonthCount
        }
    }

    @inline(__always)
    package var mostMonthsInYear: Int {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.mostMonthsInYear
        case .buddhist: GregorianFamilyRules.buddhist.mostMonthsInYear
        case .roc: GregorianFamilyRules.roc.mostMonthsInYear
        case .japanese: GregorianFamilyRules.japanese.mostMonthsInYear
        case .persian: PersianRules().mostMonthsInYear
        case .islamicCivil: IslamicTabularRules.civil.mostMonthsInYear
        case .islamicTbla: IslamicTabularRules.tbla.mostMonthsInYear
        case .islamicUmalqura: UmmAlQuraRules().mostMonthsInYear
        case .hebrew: HebrewRules().mostMonthsInYear
        case .indian: IndianRules().mostMonthsInYear
        case .coptic: CopticFamilyRules.coptic.mostMonthsInYear
        case .ethiopic: CopticFamilyRules.ethiopic.mostMonthsInYear
        case .chinese: LunisolarTableRules.chinese.mostMonthsInYear
        case .dangi: LunisolarTableRules.dangi.mostMonthsInYear
        }
    }

    @inline(__always)
    package func yearlessMonthCode(at position: Int) -> MonthCode {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.yearlessMonthCode(at: position)
        case .buddhist: GregorianFamilyRules.buddhist.yearlessMonthCode(at: position)
        case .roc: GregorianFamilyRules.roc.yearlessMonthCode(at: position)
        case .japanese: GregorianFamilyRules.japanese.yearlessMonthCode(at: position)
        case .persian: PersianRules().yearlessMonthCode(at: position)
        case .islamicCivil: IslamicTabularRules.civil.yearlessMonthCode(at: position)
        case .islamicTbla: IslamicTabularRules.tbla.yearlessMonthCode(at: position)
        case .islamicUmalqura: UmmAlQuraRules().yearlessMonthCode(at: position)
        case .hebrew: HebrewRules().yearlessMonthCode(at: position)
        case .indian: IndianRules().yearlessMonthCode(at: position)
        case .coptic: CopticFamilyRules.coptic.yearlessMonthCode(at: position)
        case .ethiopic: CopticFamilyRules.ethiopic.yearlessMonthCode(at: position)
        case .chinese: LunisolarTableRules.chinese.yearlessMonthCode(at: position)
        case .dangi: LunisolarTableRules.dangi.yearlessMonthCode(at: position)
        }
    }

    @inline(__always)
    package func largestDays(inYearlessMonth position: Int) -> Int {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.largestDays(inYearlessMonth: position)
        case .buddhist: GregorianFamilyRules.buddhist.largestDays(inYearlessMonth: position)
        case .roc: GregorianFamilyRules.roc.largestDays(inYearlessMonth: position)
        case .japanese: GregorianFamilyRules.japanese.largestDays(inYearlessMonth: position)
        case .persian: PersianRules().largestDays(inYearlessMonth: position)
        case .islamicCivil: IslamicTabularRules.civil.largestDays(inYearlessMonth: position)
        case .islamicTbla: IslamicTabularRules.tbla.largestDays(inYearlessMonth: position)
        case .islamicUmalqura: UmmAlQuraRules().largestDays(inYearlessMonth: position)
        case .hebrew: HebrewRules().largestDays(inYearlessMonth: position)
        case .indian: IndianRules().largestDays(inYearlessMonth: position)
        case .coptic: CopticFamilyRules.coptic.largestDays(inYearlessMonth: position)
        case .ethiopic: CopticFamilyRules.ethiopic.largestDays(inYearlessMonth: position)
        case .chinese: LunisolarTableRules.chinese.largestDays(inYearlessMonth: position)
        case .dangi: LunisolarTableRules.dangi.largestDays(inYearlessMonth: position)
        }
    }

    @inline(__always)
    package func isoDate(year: Int, month: Int, day: Int) -> CalendarDate {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.isoDate(year: year, month: month, day: day)
        case .buddhist: GregorianFamilyRules.buddhist.isoDate(year: year, month: month, day: day)
        case .roc: GregorianFamilyRules.roc.isoDate(year: year, month: month, day: day)
        case .japanese: GregorianFamilyRules.japanese.isoDate(year: year, month: month, day: day)
        case .persian: PersianRules().isoDate(year: year, month: month, day: day)
        case .islamicCivil: IslamicTabularRules.civil.isoDate(year: year, month: month, day: day)
        case .islamicTbla: IslamicTabularRules.tbla.isoDate(year: year, month: month, day: day)
        case .islamicUmalqura: UmmAlQuraRules().isoDate(year: year, month: month, day: day)
        case .hebrew: HebrewRules().isoDate(year: year, month: month, day: day)
        case .indian: IndianRules().isoDate(year: year, month: month, day: day)
        case .coptic: CopticFamilyRules.coptic.isoDate(year: year, month: month, day: day)
        case .ethiopic: CopticFamilyRules.ethiopic.isoDate(year: year, month: month, day: day)
        case .chinese: LunisolarTableRules.chinese.isoDate(year: year, month: month, day: day)
        case .dangi: LunisolarTableRules.dangi.isoDate(year: year, month: month, day: day)
        }
    }

    @inline(__always)
    package var yearsLieWhollyInRange: Bool {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.yearsLieWhollyInRange
        case .buddhist: GregorianFamilyRules.buddhist.yearsLieWhollyInRange
        case .roc: GregorianFamilyRules.roc.yearsLieWhollyInRange
        case .japanese: GregorianFamilyRules.japanese.yearsLieWhollyInRange
        case .persian: PersianRules().yearsLieWhollyInRange
        case .islamicCivil: IslamicTabularRules.civil.yearsLieWhollyInRange
        case .islamicTbla: IslamicTabularRules.tbla.yearsLieWhollyInRange
        case .islamicUmalqura: UmmAlQuraRules().yearsLieWhollyInRange
        case .hebrew: HebrewRules().yearsLieWhollyInRange
        case .indian: IndianRules().yearsLieWhollyInRange
        case .coptic: CopticFamilyRules.coptic.yearsLieWhollyInRange
        case .ethiopic: CopticFamilyRules.ethiopic.yearsLieWhollyInRange
        case .chinese: LunisolarTableRules.chinese.yearsLieWhollyInRange
        case .dangi: LunisolarTableRules.dangi.yearsLieWhollyInRange
        }
    }

    @inline(__always)
    package var hasISOMonths: Bool {
        switch kind {
        case .gregorian: GregorianFamilyRules.gregorian.hasISOMonths
        case .buddhist: GregorianFamilyRules.buddhist.hasISOMonths
        case .roc: GregorianFamilyRules.roc.hasISOMonths
        case .japanese: GregorianFamilyRules.japanese.hasISOMonths
        case .persian: PersianRules().hasISOMonths
        case .islamicCivil: IslamicTabularRules.civil.hasISOMonths
        case .islamicTbla: IslamicTabularRules.tbla.hasISOMonths
        case .islamicUmalqura: UmmAlQuraRules().hasISOMonths
        case .hebrew: HebrewRules().hasISOMonths
        case .indian: IndianRules().hasISOMonths
        case .coptic: CopticFamilyRules.coptic.hasISOMonths
        case .ethiopic: CopticFamilyRules.ethiopic.hasISOMonths
        case .chinese: LunisolarTableRules.chinese.hasISOMonths
        case .dangi: LunisolarTableRules.dangi.hasISOMonths
        }
    }
}
