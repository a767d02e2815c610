extension PickerValues {
    /// The instant (seconds since 1970-01-01T00:00Z) of noon on `date` (proleptic Gregorian) in
    /// the IANA time zone `identifier`: a clock for ``PickerConfiguration/now`` that reads
    /// `date` as today in that zone, such as a test's fixed "today".
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` for an id ICU does not know.
    package static func noon(of date: CalendarDate, timeZone identifier: String) throws(PickerError) -> Double {
        guard let zone = LocaleCalendar.canonicalTimeZone(identifier) else { throw .unknownTimeZone(identifier) }
        do {
            let calendar = try LocaleCalendar(localeID: "en_US_POSIX@calendar=gregorian", timeZone: zone)
            try calendar.makeProleptic()
            calendar.setDate(year: date.year, month: date.month, day: date.day)
            return try calendar.millis() / 1000 + 12 * 3600
        } catch {
            throw .clock(error.description)
        }
    }
}
