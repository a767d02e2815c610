extension LocaleCalendar {
    /// The calendar fields PickerKit reads, named without ICU's constants.
    package enum Field {
        /// The era (1 for CE in the Gregorian calendar).
        case era
        /// The year within the era.
        case year
        /// Whether the month is a leap month (1) or not (0), for lunisolar calendars.
        case isLeapMonth
        /// The extended year (negative before 1 CE; the related year for lunar calendars).
        case extendedYear
        /// The month, 0-based as ICU counts it.
        case month
        /// The day of the month.
        case day
        /// The hour of the day, 0...23.
        case hourOfDay
        /// The minute.
        case minute
        /// The second.
        case second
        /// The weekday, 1 = Sunday.
        case dayOfWeek
        /// The ordinal day of the year.
        case dayOfYear
    }
}
