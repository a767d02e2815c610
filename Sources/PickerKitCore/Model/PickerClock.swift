/// The clock and time zone a ``PickerModel`` reads "today" from (for ``PickerModel/selectToday()``).
///
/// The core reads no clock and knows no time zone rules: the localized layer gives it the
/// system's (``WallClock``). Models compare by the time zone only: two clocks cannot be compared.
package struct PickerClock: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00Z.
    package let now: @Sendable () -> Double
    /// The IANA time zone "today" is read in.
    package let timeZone: String
    /// The time zone rules that turn ``now`` into a wall-clock date and time.
    let wallClock: WallClock

    package static func == (lhs: PickerClock, rhs: PickerClock) -> Bool { lhs.timeZone == rhs.timeZone }

    package func hash(into hasher: inout Hasher) { hasher.combine(timeZone) }

    /// Today as values of `mode`: in a calendar other than Gregorian, the ISO day shown in that
    /// calendar (clamped to its range).
    func today(mode: SelectionMode, calendar: CalendarKind) throws(PickerError) -> PickerValues {
        let now = try wallClock.civilTime(self.now(), timeZone)
        guard calendar != .gregorian else { return now.converted(to: mode) }
        return now.inCalendar(calendar)!.converted(to: mode)
    }
}

/// Where the core reads the current instant and a time zone's wall-clock time.
///
/// The core imports no ICU, Foundation or C library, so it has neither; PickerKit passes the
/// system's (ICU's time zone data) to every model it makes.
package struct WallClock: Sendable {
    /// Seconds since 1970-01-01T00:00Z, for a configuration without its own ``PickerConfiguration/now``.
    package let now: @Sendable () -> Double
    /// The Gregorian date and time (mode ``SelectionMode/dateTime``) at an instant in an IANA time zone.
    package let civilTime: @Sendable (_ instant: Double, _ timeZone: String) throws(PickerError) -> PickerValues

    /// A wall clock from its two readers.
    package init(
        now: @escaping @Sendable () -> Double,
        civilTime: @escaping @Sendable (_ instant: Double, _ timeZone: String) throws(PickerError) -> PickerValues
    ) {
        self.now = now
        self.civilTime = civilTime
    }
}
