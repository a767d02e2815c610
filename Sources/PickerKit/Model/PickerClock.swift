/// The clock and time zone a ``PickerModel`` reads "today" from (for ``PickerModel/selectToday()``).
///
/// Models compare by the time zone only: two clocks cannot be compared.
struct PickerClock: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00Z.
    let now: @Sendable () -> Double
    /// The IANA time zone "today" is read in.
    let timeZone: String

    static func == (lhs: PickerClock, rhs: PickerClock) -> Bool { lhs.timeZone == rhs.timeZone }

    func hash(into hasher: inout Hasher) { hasher.combine(timeZone) }
}
