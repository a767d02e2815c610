extension CalendarKind {
    /// ICU's eras of the Japanese calendar from Meiji on, as indices of `UCAL_ERA`.
    static let icuJapaneseEras: [Int: TemporalEra] = [
        232: .meiji, 233: .taisho, 234: .showa, 235: .heisei, 236: .reiwa,
    ]

    /// ICU's reading of a day, in Temporal's terms (era codes, arithmetic year, month code).
    ///
    /// - Hebrew `UCAL_MONTH` is 0–12 with 5 = Adar I (leap years only): 0–4 are `M01`–`M05`,
    ///   5 is `M05L`, 6–12 are `M06`–`M12`.
    /// - Chinese and dangi: year = `UCAL_EXTENDED_YEAR` − 2637 (dangi − 2333), the related ISO
    ///   year; `UCAL_IS_LEAP_MONTH` adds `L`.
    /// - Japanese: `UCAL_ERA` is an index (232 = Meiji … 236 = Reiwa), year = extended year.
    /// - ROC: era 1 = `roc`, 0 = `broc`; Buddhist: `UCAL_YEAR` is the Buddhist year.
    /// - Ethiopic: era 1 = `am`, 0 = `aa` (year + 5500).
    ///
    /// The ordinal `month` is the rules' ordinal of ICU's month code (0 if the rules' year
    /// lacks it), so that only era, year, month code and day can differ.
    package func fields(fromICU day: ReferenceCalendarDay, rules: any CalendarRules) -> CalendarFields {
        var era: TemporalEra?
        var eraYear: Int?
        var year = day.extendedYear
        var code = MonthCode(number: day.month + 1, isLeap: day.isLeapMonth)
        switch self {
        case .buddhist:
            year = day.year
        case .roc:
            era = day.era == 1 ? .roc : .broc
            eraYear = day.year
            year = day.era == 1 ? day.year : 1 - day.year
        case .japanese:
            // An era before Meiji (outside the rules' range) reads as no era: a visible mismatch.
            era = Self.icuJapaneseEras[day.era]
            eraYear = day.year
        case .ethiopic:
            era = day.era == 1 ? .am : .aa
            eraYear = day.year
        case .hebrew:
            code =
                day.month == 5
                ? MonthCode(number: 5, isLeap: true) : MonthCode(number: day.month < 5 ? day.month + 1 : day.month)
        case .chinese:
            year = day.extendedYear - 2637
        case .dangi:
            year = day.extendedYear - 2333
        default:
            break
        }
        let month = rules.years.contains(year) ? rules.month(year: year, code: code) ?? 0 : 0
        return CalendarFields(
            kind: self, temporalEra: era, eraYear: eraYear, year: year, month: month, monthCode: code, day: day.day)
    }
}
