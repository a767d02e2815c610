extension PickerValues {
    /// The instant (seconds since 1970-01-01T00:00Z) at which the wall clock in `timeZone`
    /// shows these values (all six fields; fields outside the mode at their defaults), for a
    /// fixed clock such as ``PickerConfiguration/now`` in tests.
    ///
    /// Values of any calendar: the day is the calendar's day (through its rules' day number),
    /// so the Persian 1398-05-29 12:00 is the instant of the ISO 2019-08-20 12:00.
    ///
    /// A wall time that a daylight-saving change skips (02:30 on a spring-forward night) gives
    /// the instant one offset away, whose wall time is the hour after; a repeated one gives the
    /// first.
    ///
    /// ```swift
    /// let noon = try PickerValues(parsing: "2019-08-20 12:00:00", mode: .dateTime)
    /// try noon.instant(inTimeZone: "Asia/Shanghai")   // 1566273600 (04:00Z)
    /// ```
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` for an id ICU does not know;
    ///   ``PickerError/invalidValue(role:values:mode:)`` for values that are no date and time of
    ///   their calendar (with the defaults for the fields outside the mode).
    package func instant(inTimeZone timeZone: String) throws(PickerError) -> Double {
        let target = converted(to: .dateTime)
        guard isValid, target.isValid else { throw .invalid(role: "today", self) }
        // The wall time's day as an ISO day, whatever the calendar.
        let wall = target.millis / 1000
        var guess = wall
        // The zone's offset at the guess, applied twice: the second pass settles an offset that
        // changes between the wall time read as UTC and the true instant.
        for _ in 0..<2 {
            let shown = try PickerValues.now(mode: .dateTime, at: guess, timeZone: timeZone)
            guess -= shown.millis / 1000 - wall
        }
        return guess
    }
}
