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
