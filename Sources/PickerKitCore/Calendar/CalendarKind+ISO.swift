extension CalendarKind {
    /// Whether the calendar's dates are ISO 8601's own: years, months and days numbered as an
    /// ISO 8601 string writes them (the proleptic Gregorian calendar).
    ///
    /// The one place a calendar is told apart as ISO's. Such a value is stored and written as a
    /// plain ISO string (`2019-08-20`, no `[u-ca=…]`), its months as numbers, not codes; its date
    /// rows are ICU's proleptic Gregorian ones; it has a day for every ISO date of years 1...9999.
    /// Every other calendar's values carry their calendar and month codes.
    ///
    /// ```swift
    /// CalendarKind.gregorian.isISO  // true
    /// CalendarKind.buddhist.isISO   // false: ISO months, but years numbered from 543 BCE
    /// ```
    @inlinable
    package var isISO: Bool { self == .gregorian }

    /// Whether the calendar's months are the ISO months `M01`…`M12`.
    ///
    /// Only its years may be numbered differently: ISO itself and the calendars with the
    /// Gregorian months (buddhist, roc, japanese). An ISO year-month names one of its months, an
    /// ISO date one of its days.
    @inline(__always)
    package var hasISOMonths: Bool { rules.hasISOMonths }
}
