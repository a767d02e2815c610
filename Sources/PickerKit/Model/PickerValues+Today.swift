extension PickerValues {
    /// The civil date and time at `instant` (seconds since 1970-01-01T00:00Z) in a time zone.
    ///
    /// The zone is an IANA id such as `"Asia/Shanghai"` and is checked first: ICU itself
    /// would silently use GMT for an id it does not know.
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` for an id ICU does not know.
    public static func now(
        mode: SelectionMode, at instant: Double, timeZone identifier: String
    ) throws(PickerError) -> PickerValues {
        guard let zone = ICUCalendar.canonicalTimeZone(identifier) else { throw .unknownTimeZone(identifier) }
        do {
            let calendar = try ICUCalendar(localeID: "en_US_POSIX@calendar=gregorian", timeZone: zone)
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

    /// The value with minute and second moved to the nearest step (halfway rounds up).
    func roundedToNearest(_ intervals: PickerIntervals) -> PickerValues {
        guard let down = roundedDown(to: intervals) else { return self }
        guard let up = roundedUp(to: intervals) else { return down }
        guard down != up else { return self }
        return seconds(from: down, to: self) < seconds(from: self, to: up) ? down : up
    }

    /// Seconds from `start` to `end` over the fields of the mode.
    private func seconds(from start: PickerValues, to end: PickerValues) -> Int {
        func total(_ values: PickerValues) -> Int {
            let days = mode.fields.contains(.day) ? GregorianRules.dayNumber(of: values.calendarDate) : 0
            return ((days * 24 + values[.hour]) * 60 + values[.minute]) * 60 + values[.second]
        }
        return total(end) - total(start)
    }
}
