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
        // `now` is Gregorian: in the Gregorian calendar it is itself.
        return now.inCalendar(calendar)!.converted(to: mode)
    }
}
