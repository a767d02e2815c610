#if !SystemICU
    internal import Foundation

    /// The Foundation provider's Gregorian calendar in a time zone: fields from PickerKit's own
    /// Gregorian rules (proleptic) or Foundation's calendar (Julian before 1582), the offset
    /// from Foundation's `TimeZone`.
    ///
    /// Not `Sendable`: its instant changes with ``setMillis(_:)`` and ``setDate(year:month:day:)``.
    package final class LocaleCalendar {
        private let zone: TimeZone
        private var calendar: Calendar
        private var proleptic = false
        private var instant: Double = 0

        /// A Gregorian calendar in the time zone `timeZone` (a canonical IANA id).
        init(localeID: String, timeZone: String = "UTC") throws(ICUError) {
            guard let zone = TimeZone(identifier: timeZone) else {
                throw ICUError(code: 1, operation: "TimeZone(\(timeZone))")
            }
            self.zone = zone
            calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            calendar.locale = Locale(identifier: localeID)
        }

        /// The canonical id of a time zone Foundation knows, or `nil` (also for `Etc/Unknown`,
        /// ICU's marker for a zone it could not determine).
        static func canonicalTimeZone(_ identifier: String) -> String? {
            guard !identifier.isEmpty, identifier.utf8.count <= 64, identifier != "Etc/Unknown" else { return nil }
            let canonical = TimeZone(identifier: identifier)?.identifier
            return canonical == "Etc/Unknown" ? nil : canonical
        }

        /// Now, in milliseconds since 1970.
        static func now() -> Double {
            Date.now.timeIntervalSince1970 * 1000
        }

        /// The locale's week rules (first weekday 1 = Sunday, minimal days in week 1).
        static func weekRules(localeID: String) throws(ICUError) -> (firstWeekday: Int, minimalDays: Int) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = Locale(identifier: localeID)
            return (calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
        }

        /// The calendar's week rules (1 = Sunday).
        func weekRules() -> (firstWeekday: Int, minimalDays: Int) {
            (calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
        }

        /// Sets the week rules that ``weekOfYear()`` counts with.
        func setWeekRules(firstWeekday: Int, minimalDays: Int) {
            calendar.firstWeekday = firstWeekday
            calendar.minimumDaysInFirstWeek = minimalDays
        }

        /// The week-year and the week of the instant, Foundation's (whole 400-year cycles on
        /// where the calendar is proleptic, see ``FoundationLocaleSupport/weekFields(prolepticMillis:calendar:)``).
        func weekOfYear() throws(ICUError) -> (year: Int, week: Int) {
            guard !proleptic else {
                return FoundationLocaleSupport.weekFields(prolepticMillis: instant, calendar: calendar)
            }
            let parts = calendar.dateComponents(
                [.yearForWeekOfYear, .weekOfYear], from: Date(timeIntervalSince1970: instant / 1000))
            return (parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
        }

        /// A Gregorian calendar of `localeID` in UTC (Julian before 1582 until ``makeProleptic()``).
        package static func gregorian(localeID: String) throws(ICUError) -> LocaleCalendar {
            try LocaleCalendar(localeID: localeID)
        }

        /// Reads days in the proleptic Gregorian calendar from now on.
        package func makeProleptic() throws(ICUError) {
            proleptic = true
        }

        /// `"gregorian"`.
        func typeName() throws(ICUError) -> String { "gregorian" }

        /// Sets the calendar to midnight of a date (era 1), local time.
        package func setDate(year: Int, month: Int, day: Int) {
            if proleptic || year > 1582 {
                let dayNumber = CalendarDate(year: year, month: month, day: day).dayNumber
                let local = Double(dayNumber - ReferenceCalendarReader.unixEpochDayNumber) * 86_400
                let offset = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
                instant = (local - offset) * 1000
            } else {
                let date = calendar.date(from: DateComponents(era: 1, year: year, month: month, day: day))
                instant = (date?.timeIntervalSince1970 ?? 0) * 1000
            }
        }

        /// The instant, in milliseconds since 1970.
        package func millis() throws(ICUError) -> Double { instant }

        /// Moves the calendar to `millis` since 1970.
        package func setMillis(_ millis: Double) throws(ICUError) { instant = millis }

        /// One field at the instant, numbered as ICU numbers it (months 0-based, 1 = Sunday).
        package func field(_ field: Field) throws(ICUError) -> Int {
            let date = Date(timeIntervalSince1970: instant / 1000)
            let localSeconds = (instant / 1000).rounded(.down) + Double(zone.secondsFromGMT(for: date))
            let dayIndex = Int((localSeconds / 86_400).rounded(.down))
            let secondOfDay = Int(localSeconds - Double(dayIndex) * 86_400)
            let civil: CalendarDate
            var julianDayOfYear: Int?
            if proleptic || instant >= FoundationLocaleSupport.gregorianChange {
                civil = CalendarDate(dayNumber: dayIndex + ReferenceCalendarReader.unixEpochDayNumber)
            } else {
                let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
                let year = parts.era == 0 ? 1 - (parts.year ?? 1) : (parts.year ?? 1)
                civil = CalendarDate(year: year, month: parts.month ?? 1, day: parts.day ?? 1)
                julianDayOfYear = calendar.ordinality(of: .day, in: .year, for: date)
            }
            switch field {
            case .era: return civil.year > 0 ? 1 : 0
            case .year: return civil.year > 0 ? civil.year : 1 - civil.year
            case .extendedYear: return civil.year
            case .isLeapMonth: return 0
            case .month: return civil.month - 1
            case .day: return civil.day
            case .hourOfDay: return secondOfDay / 3600
            case .minute: return secondOfDay / 60 % 60
            case .second: return secondOfDay % 60
            case .dayOfWeek: return ((dayIndex % 7 + 7 + 4) % 7) + 1
            case .dayOfYear: return julianDayOfYear ?? civil.dayOfYear
            }
        }
    }
#endif
