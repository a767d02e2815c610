/// The Coptic and Ethiopic calendars: twelve months of 30 days and a 13th of 5 days (6 in
/// the year before a year divisible by 4), from their epochs (Coptic 284-08-29 Julian,
/// Ethiopic 8-08-29 Julian).
///
/// Ethiopic years ≥ 1 are era `am` (Amete Mihret), years ≤ 0 era `aa` (Amete Alem, era year =
/// year + 5500), as ICU and the Temporal era proposal; Coptic years carry no era code (years
/// ≤ 0, before 284, are arithmetic years). Range: ISO 0001-01-01…9999-12-31 (coptic years
/// −283…9716, ethiopic −7…9992).
struct CopticFamilyRules: CalendarRules {
    let kind: CalendarKind
    /// Day number of month 1 day 1 of year 1.
    let epoch: Int
    /// The years of ISO 0001-01-01…9999-12-31 (computed, not stored: the rules then fit an
    /// existential's inline buffer, and `kind.rules` calls skip a box).
    var years: ClosedRange<Int> { kind == .coptic ? -283...9716 : -7...9992 }

    /// The Coptic calendar.
    static let coptic = CopticFamilyRules(kind: .coptic, epoch: 103_604)
    /// The Ethiopic calendar (Amete Mihret count).
    static let ethiopic = CopticFamilyRules(kind: .ethiopic, epoch: 2_795)
    /// Years between the Amete Alem and Amete Mihret eras.
    static let ameteAlemOffset = 5500

    var dayNumbers: ClosedRange<Int> { 0...CalendarArithmetic.lastISODayNumber }

    func monthsInYear(_ year: Int) -> Int { 13 }

    func daysInMonth(year: Int, month: Int) -> Int {
        guard month == 13 else { return 30 }
        return CalendarArithmetic.floorMod(year, 4) == 3 ? 6 : 5
    }

    func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(number: month) }

    func month(year: Int, code: MonthCode) -> Int? {
        code.isLeap ? nil : code.number
    }

    @inline(__always)
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        epoch + 365 * (year - 1) + CalendarArithmetic.floorDiv(year, 4) + 30 * (month - 1) + day - 1
    }

    @inline(__always)
    func fields(dayNumber: Int) -> CalendarFields {
        let year = CalendarArithmetic.floorDiv(4 * (dayNumber - epoch) + 1463, 1461)
        let dayOfYear = dayNumber - self.dayNumber(year: year, month: 1, day: 1)
        let month = dayOfYear / 30 + 1
        var era: TemporalEra?
        var eraYear: Int?
        if kind == .ethiopic {
            era = year >= 1 ? .am : .aa
            eraYear = year >= 1 ? year : year + Self.ameteAlemOffset
        }
        return CalendarFields(
            kind: kind, temporalEra: era, eraYear: eraYear, year: year, month: month,
            monthCode: MonthCode(number: month),
            day: dayOfYear - 30 * (month - 1) + 1)
    }
}
