extension Selection {
    /// The value of `mode` at `instant` (seconds since 1970-01-01T00:00Z) on the wall clock of
    /// the IANA time zone `identifier`, smaller fields dropped: today's date, this month, now.
    ///
    /// The zone is checked first: ICU itself would silently use GMT for an id it does not know.
    ///
    /// ```swift
    /// let month = try Selection.now(mode: .yearMonth, at: 1_566_273_600, timeZone: "Asia/Shanghai")
    /// // → 2019-08
    /// ```
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` for an id ICU does not know;
    ///   ``PickerError/yearOutOfRange(year:what:)`` for an instant outside the years 1...9999.
    public static func now(mode: SelectionMode, at instant: Double, timeZone identifier: String)
        throws(PickerError) -> Selection
    {
        let values = try PickerValues.now(mode: mode, at: instant, timeZone: identifier)
        guard let selection = try? values.selection else {
            throw .yearOutOfRange(year: values.year, what: "the instant \(instant) in \(identifier)")
        }
        return selection
    }
}
