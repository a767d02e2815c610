#if SystemICU
    internal import CPickerKitICU

    /// Reads ICU's fields of a non-Gregorian calendar day by day (`ucal_setMillis` and field
    /// reads on one `UCalendar` opened with `@calendar=NAME`, in UTC).
    ///
    /// Not `Sendable`: it owns an ``LocaleCalendar``, whose state changes on every read.
    package final class ReferenceCalendarReader {
        /// Milliseconds from 0001-01-01 (day number 0) to 1970-01-01.
        package static let unixEpochDayNumber = 719_162
        private static let millisPerDay = 86_400_000.0

        private let calendar: LocaleCalendar

        /// ICU's calendar type as it reports it (`"hebrew"`, `"gregorian"`…), to confirm that ICU
        /// opened the calendar asked for rather than falling back.
        package let typeName: String

        /// Opens ICU's calendar named `icuName` (ICU's `@calendar=` value).
        ///
        /// The Gregorian calendar is made proleptic unless `proleptic` is `false` (ICU's default
        /// hybrid, Julian before 1582-10-15); ICU's buddhist, roc and japanese stay Julian before 1582.
        package init(icuName: String, proleptic: Bool = true) throws(ICUError) {
            let type: PKUCalendarType = icuName == "gregorian" ? PKUCAL_GREGORIAN : PKUCAL_DEFAULT
            calendar = try LocaleCalendar(localeID: "en_US_POSIX@calendar=\(icuName)", type: type)
            if icuName == "gregorian" && proleptic {
                try calendar.makeProleptic()
            }
            typeName = try calendar.typeName()
        }

        /// ICU's fields of the day `dayNumber` (0 = 0001-01-01), at noon UTC.
        package func day(_ dayNumber: Int) throws(ICUError) -> ReferenceCalendarDay {
            let noon = Double(dayNumber - Self.unixEpochDayNumber) * Self.millisPerDay + Self.millisPerDay / 2
            try calendar.setMillis(noon)
            return ReferenceCalendarDay(
                era: try calendar.field(.era),
                year: try calendar.field(.year),
                extendedYear: try calendar.field(.extendedYear),
                month: try calendar.field(.month),
                isLeapMonth: try calendar.field(.isLeapMonth) != 0,
                day: try calendar.field(.day))
        }
    }
#endif
