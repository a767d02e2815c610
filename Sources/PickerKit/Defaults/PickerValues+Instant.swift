extension PickerValues {
    /// The instant (seconds since 1970-01-01T00:00Z) at which the wall clock in `timeZone`
    /// shows these values (Gregorian, all six fields; fields outside the mode at their defaults),
    /// for a fixed clock such as ``PickerConfiguration/now`` in tests.
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
    ///   ``PickerError/invalidValue(role:values:)`` for values that are not a Gregorian date.
    public func instant(inTimeZone timeZone: String) throws(PickerError) -> Double {
        guard calendar == .gregorian, isValid else { throw .invalidValue(role: "today", values: self) }
        let target = converted(to: .dateTime)
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
