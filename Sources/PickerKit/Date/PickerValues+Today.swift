extension PickerValues {
    /// The civil date and time at `instant` (seconds since 1970-01-01T00:00Z) in a time zone.
    ///
    /// The zone is an IANA id such as `"Asia/Shanghai"` and is checked first: ICU itself
    /// would silently use GMT for an id it does not know.
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` for an id ICU does not know.
    package static func now(
        mode: SelectionMode, at instant: Double, timeZone identifier: String
    ) throws(PickerError) -> PickerValues {
        guard let zone = LocaleCalendar.canonicalTimeZone(identifier) else { throw .unknownTimeZone(identifier) }
        do {
            let calendar = try LocaleCalendar(localeID: "en_US_POSIX@calendar=gregorian", timeZone: zone)
            try calendar.makeProleptic()
            try calendar.setMillis((instant * 1000).rounded(.down))
            return PickerValues(
                mode: mode, year: try calendar.field(.extendedYear), month: try calendar.field(.month) + 1,
                day: try calendar.field(.day), hour: try calendar.field(.hourOfDay),
                minute: try calendar.field(.minute), second: try calendar.field(.second))
        } catch {
            throw .clock(error.description)
        }
    }
}

extension WallClock {
    /// The system clock and ICU's time zone data.
    package static let system = WallClock(
        now: { LocaleCalendar.now() / 1000 },
        civilTime: { instant, timeZone throws(PickerError) in
            try PickerValues.now(mode: .dateTime, at: instant, timeZone: timeZone)
        })
}
