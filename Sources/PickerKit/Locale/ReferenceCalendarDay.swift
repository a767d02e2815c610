/// One day as ICU's calendar reports it, in ICU's own numbering (months 0-based, Hebrew
/// month 5 = Adar I, Japanese eras as indices, Chinese years since 2637 BCE).
package struct ReferenceCalendarDay: Equatable {
    /// `UCAL_ERA`.
    package var era: Int
    /// `UCAL_YEAR` (the year within the era).
    package var year: Int
    /// `UCAL_EXTENDED_YEAR`.
    package var extendedYear: Int
    /// `UCAL_MONTH`, 0-based.
    package var month: Int
    /// `UCAL_IS_LEAP_MONTH` (chinese and dangi), else 0.
    package var isLeapMonth: Bool
    /// `UCAL_DATE`, the day of the month.
    package var day: Int
    /// `UCAL_DAY_OF_WEEK`, 1 = Sunday; read only where a comparison matches dates (else 0).
    package var weekday = 0
    /// `UCAL_DAY_OF_YEAR`; read only where a comparison matches dates (else 0).
    package var dayOfYear = 0

    /// A day of ICU's fields as read (`weekday` and `dayOfYear` 0 where not read).
    package init(
        era: Int, year: Int, extendedYear: Int, month: Int, isLeapMonth: Bool, day: Int, weekday: Int = 0,
        dayOfYear: Int = 0
    ) {
        self.era = era
        self.year = year
        self.extendedYear = extendedYear
        self.month = month
        self.isLeapMonth = isLeapMonth
        self.day = day
        self.weekday = weekday
        self.dayOfYear = dayOfYear
    }
}
