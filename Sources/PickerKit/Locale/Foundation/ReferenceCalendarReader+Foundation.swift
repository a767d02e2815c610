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
            if let identifier = Self.identifier(icuName: icuName) {
                // Foundation's calendar of that identifier, not `Locale.calendar` of an id with
                // the keyword (its locale and week rules are not read here; ~1 million instructions).
                var calendar = Calendar(identifier: identifier)
                calendar.timeZone = FoundationLocaleSupport.utc
                self.calendar = calendar
            } else {
                calendar = FoundationLocaleSupport.calendar(localeID: "en_US_POSIX@calendar=\(icuName)")
            }
            typeName = Self.typeName(calendar.identifier)
        }

        /// Foundation's identifier of ICU's calendar name, `nil` for one this switch does not know.
        static func identifier(icuName: String) -> Calendar.Identifier? {
            switch icuName {
            case "gregorian": .gregorian
            case "buddhist": .buddhist
            case "chinese": .chinese
            case "coptic": .coptic
            case "dangi": .dangi
            case "ethiopic": .ethiopicAmeteMihret
            case "ethiopic-amete-alem": .ethiopicAmeteAlem
            case "hebrew": .hebrew
            case "indian": .indian
            case "islamic": .islamic
            case "islamic-civil": .islamicCivil
            case "islamic-tbla": .islamicTabular
            case "islamic-umalqura": .islamicUmmAlQura
            case "iso8601": .iso8601
            case "japanese": .japanese
            case "persian": .persian
            case "roc": .republicOfChina
            default: nil
            }
        }

        /// ICU's name of Foundation's calendar `identifier` (a `switch`: interpolating the
        /// enumeration goes through the runtime's reflection, ~0.8 million instructions).
        static func typeName(_ identifier: Calendar.Identifier) -> String {
            switch identifier {
            case .gregorian: "gregorian"
            case .buddhist: "buddhist"
            case .chinese: "chinese"
            case .coptic: "coptic"
            case .dangi: "dangi"
            case .ethiopicAmeteMihret: "ethiopic"
            case .ethiopicAmeteAlem: "ethiopicAmeteAlem"
            case .hebrew: "hebrew"
            case .indian: "indian"
            case .islamic: "islamic"
            case .islamicCivil: "islamic-civil"
            case .islamicTabular: "islamic-tbla"
            case .islamicUmmAlQura: "islamic-umalqura"
            case .iso8601: "iso8601"
            case .japanese: "japanese"
            case .persian: "persian"
            case .republicOfChina: "roc"
            default: "\(identifier)"
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
