/// One day as ICU's calendar reports it, in ICU's own numbering (months 0-based, Hebrew
/// month 5 = Adar I, Japanese eras as indices, Chinese years since 2637 BCE).
struct ReferenceCalendarDay: Equatable {
    /// `UCAL_ERA`.
    var era: Int
    /// `UCAL_YEAR` (the year within the era).
    var year: Int
    /// `UCAL_EXTENDED_YEAR`.
    var extendedYear: Int
    /// `UCAL_MONTH`, 0-based.
    var month: Int
    /// `UCAL_IS_LEAP_MONTH` (chinese and dangi), else 0.
    var isLeapMonth: Bool
    /// `UCAL_DATE`, the day of the month.
    var day: Int
    /// `UCAL_DAY_OF_WEEK`, 1 = Sunday; read only where a comparison matches dates (else 0).
    var weekday = 0
    /// `UCAL_DAY_OF_YEAR`; read only where a comparison matches dates (else 0).
    var dayOfYear = 0
}
