#if !SystemICU
    internal import Foundation

    /// Reads Foundation's fields of a calendar day by day, in ICU's numbering (the referee of
    /// PickerKit's calendar rules in the Foundation configuration: Foundation's own ICU).
    ///
    /// Not `Sendable`: it is used from one thread at a time, as the system ICU's reader.
    package final class ReferenceCalendarReader {
        /// Days from 0001-01-01 (day number 0) to 1970-01-01.
        package static let unixEpochDayNumber = 719_162

        private let calendar: Calendar
        private let icuName: String
        private let proleptic: Bool

        /// Foundation's identifier of the calendar, as ICU names it (`"hebrew"`, `"gregorian"` …),
        /// to confirm that Foundation opened the calendar asked for.
        package let typeName: String

        /// Opens Foundation's calendar named `icuName` (ICU's `@calendar=` value); the Gregorian
        /// one is read as proleptic unless `proleptic` is `false` (Foundation's Julian part before
        /// 1582-10-15).
        package init(icuName: String, proleptic: Bool = true) throws(ICUError) {
            self.icuName = icuName
            self.proleptic = proleptic
            calendar = FoundationLocaleSupport.calendar(localeID: "en_US_POSIX@calendar=\(icuName)")
            let identifier = "\(calendar.identifier)"
            typeName =
                switch identifier {
                case "ethiopicAmeteMihret", "ethiopic": "ethiopic"
                case "islamicCivil", "islamic-civil": "islamic-civil"
                case "islamicTabular", "islamic-tbla": "islamic-tbla"
                case "islamicUmmAlQura", "islamic-umalqura": "islamic-umalqura"
                case "republicOfChina", "roc": "roc"
                default: identifier
                }
        }

        /// Foundation's fields of the day `dayNumber` (0 = 0001-01-01), at noon UTC, in ICU's
        /// numbering: months 0-based (Foundation's month less one), extended years as ICU's.
        package func day(_ dayNumber: Int) throws(ICUError) -> ReferenceCalendarDay {
            if icuName == "gregorian" && proleptic {
                // ICU's reader is proleptic; Foundation's calendar cannot be, PickerKit's rules are.
                let civil = CalendarDate(dayNumber: dayNumber)
                return ReferenceCalendarDay(
                    era: civil.year > 0 ? 1 : 0, year: civil.year > 0 ? civil.year : 1 - civil.year,
                    extendedYear: civil.year, month: civil.month - 1, isLeapMonth: false, day: civil.day)
            }
            let noon = (Double(dayNumber - Self.unixEpochDayNumber) + 0.5) * 86_400
            let date = Date(timeIntervalSince1970: noon)
            let parts = calendar.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: date)
            let era = parts.era ?? 0
            let year = parts.year ?? 0
            let extendedYear: Int =
                switch icuName {
                case "chinese": (era - 1) * 60 + year
                // Foundation numbers dangi cycles as chinese ones; ICU 72 counts its extended
                // year from 2333 BCE (year = extended year − 2333), 304 years after 2637 BCE.
                case "dangi": (era - 1) * 60 + year - 304
                case "gregorian", "coptic": era == 0 ? 1 - year : year
                case "ethiopic": era == 0 ? year - 5500 : year
                case "japanese", "buddhist", "roc": CalendarDate(dayNumber: dayNumber).year
                default: year
                }
            return ReferenceCalendarDay(
                era: era, year: year, extendedYear: extendedYear, month: (parts.month ?? 1) - 1,
                isLeapMonth: parts.isLeapMonth ?? false, day: parts.day ?? 0)
        }
    }
#endif
