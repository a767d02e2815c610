#if !SystemICU
    internal import Foundation

    /// What the Foundation provider's types share: locales and calendars from ICU-style ids,
    /// UTC, and the proleptic Gregorian reading that Foundation's calendar lacks.
    enum FoundationLocaleSupport {
        /// Coordinated Universal Time, the zone every formatter of the provider works in.
        static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

        /// ICU's default Gregorian change, 1582-10-15T00:00Z, in milliseconds since 1970.
        static let gregorianChange: Double = -12_219_292_800_000

        /// Foundation's calendar for an ICU-style id's `@calendar=` keyword (Gregorian without
        /// one), in UTC, with the locale's week rules.
        static func calendar(localeID: String) -> Calendar {
            let locale = Locale(identifier: localeID)
            var calendar = locale.calendar
            calendar.timeZone = utc
            calendar.locale = locale
            return calendar
        }

        /// Foundation's Gregorian calendar in UTC, Julian before 1582-10-15 as ICU's default.
        static let gregorian: Calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = utc
            return calendar
        }()

        /// The instant that Foundation's Gregorian calendar (Julian before 1582-10-15) reads as
        /// the proleptic Gregorian date and time of `millis`: Foundation cannot make its calendar
        /// proleptic, so a proleptic formatter formats this instant instead (same year, month,
        /// day and time; its weekday is the Julian one, see the provider's parity notes).
        static func date(prolepticMillis millis: Double, in zone: TimeZone = utc) -> Date {
            guard millis < gregorianChange else { return Date(timeIntervalSince1970: millis / 1000) }
            let dayMillis = 86_400_000.0
            let days = (millis / dayMillis).rounded(.down)
            let civil = CalendarDate(dayNumber: Int(days) + ReferenceCalendarReader.unixEpochDayNumber)
            var components = DateComponents()
            components.era = civil.year > 0 ? 1 : 0
            components.year = civil.year > 0 ? civil.year : 1 - civil.year
            components.month = civil.month
            components.day = civil.day
            var calendar = gregorian
            calendar.timeZone = zone
            guard let midnight = calendar.date(from: components) else {
                return Date(timeIntervalSince1970: millis / 1000)
            }
            return midnight.addingTimeInterval((millis - days * dayMillis) / 1000)
        }

        /// The week-year and week of the proleptic instant `millis` under `calendar`'s week rules.
        ///
        /// Before 1600 the instant moves on by whole 400-year cycles (146,097 days, exactly
        /// 20,871 weeks, so weekdays and week numbers repeat) into years where Foundation's
        /// calendar is Gregorian, and the week-year moves back by as many cycles.
        static func weekFields(prolepticMillis millis: Double, calendar: Calendar) -> (year: Int, week: Int) {
            let cycleMillis = 146_097 * 86_400_000.0
            let limit = -11_676_096_000_000.0  // 1600-01-01T00:00Z
            let cycles = millis < limit ? Int(((limit - millis) / cycleMillis).rounded(.up)) : 0
            let shifted = Date(timeIntervalSince1970: (millis + Double(cycles) * cycleMillis) / 1000)
            let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: shifted)
            return ((parts.yearForWeekOfYear ?? 0) - 400 * cycles, parts.weekOfYear ?? 0)
        }

        /// Whether Foundation's formatter writes dates in `calendar` rather than in Gregorian:
        /// swift-foundation on Linux formats `.dangi` as Gregorian (2019-08-20 reads `8월 20`,
        /// not the lunar `7월 20`), and a formatter that showed Gregorian fields under another
        /// calendar's name would mislabel every row (such a calendar goes through a
        /// ``CalendarBridge``).
        static func formatsCalendar(_ calendar: Calendar) -> Bool {
            guard calendar.identifier == .dangi else { return true }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = utc
            formatter.dateFormat = "M"
            let reference = Date(timeIntervalSince1970: 1_566_302_400)
            return formatter.string(from: reference) == String(calendar.component(.month, from: reference))
        }

        /// How a formatter writes dates of a calendar that Foundation's formatter writes as
        /// Gregorian (``formatsCalendar(_:)``): through the Chinese calendar, which counts
        /// the same 60-year cycles and names its months and days alike, at the Chinese day
        /// that has the dangi day's fields.
        ///
        /// The two calendars differ on a few days a century (Seoul's meridian against
        /// Beijing's: dangi 2017 has a leap fifth month, chinese a leap sixth). A dangi day
        /// whose fields no Chinese day has is written field by field instead
        /// (``fieldSources(_:)``): its year from a Chinese day of the same year, its month from
        /// one with the same month (leap or not, in the nearest year that has it), its day
        /// number from one with the same day, its weekday and time from the day itself.
        struct CalendarBridge {
            /// The calendar whose fields are shown (dangi).
            let shown: Calendar
            /// The calendar the formatter runs (chinese), with the same zone and week rules.
            let formatting: Calendar
            private static let fields: Set<Calendar.Component> = [
                .era, .year, .month, .day, .isLeapMonth, .hour, .minute, .second, .nanosecond,
            ]

            /// The formatting calendar's instant with the fields `date` has in the shown one, or
            /// `nil` when it has no day with them.
            func formattingDate(_ date: Date) -> Date? {
                matchingDay(shown.dateComponents(Self.fields, from: date))
            }

            /// The formatting calendar's instant for `fields`, or `nil` unless its era, year,
            /// month, leap flag and day read back as given (Foundation rolls a day a calendar
            /// lacks into the next month).
            private func matchingDay(_ fields: DateComponents) -> Date? {
                guard let found = formatting.date(from: fields) else { return nil }
                let back = formatting.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: found)
                guard back.era == fields.era, back.year == fields.year, back.month == fields.month,
                    back.day == fields.day, (back.isLeapMonth ?? false) == (fields.isLeapMonth ?? false)
                else { return nil }
                return found
            }

            /// Instants of the formatting calendar that carry, group by group, the fields
            /// `date` has in the shown one, for a day no formatting day matches: the year's
            /// fields, the month's (leap or not) and the day number's; `nil` only where the
            /// formatting calendar has no such year, month or day number at all.
            func fieldSources(_ date: Date) -> (year: Date, month: Date, day: Date)? {
                let fields = shown.dateComponents(Self.fields, from: date)
                guard let era = fields.era, let year = fields.year, let month = fields.month,
                    let day = fields.day
                else { return nil }
                let leap = fields.isLeapMonth ?? false
                /// The formatting calendar's noon of the day with these fields, if it has it.
                func found(cycleYear: Int, month: Int, leap: Bool, day: Int) -> Date? {
                    var parts = DateComponents()
                    parts.era = (cycleYear - 1) / 60
                    parts.year = (cycleYear - 1) % 60 + 1
                    parts.month = month
                    parts.isLeapMonth = leap
                    parts.day = day
                    parts.hour = 12
                    return matchingDay(parts)
                }
                let cycleYear = era * 60 + year
                guard cycleYear > 200,
                    let yearSource = found(cycleYear: cycleYear, month: 1, leap: false, day: 1)
                else { return nil }
                // A leap month of any number recurs within 200 years of any year.
                var monthSource: Date?
                for offset in 0...200 where monthSource == nil {
                    monthSource =
                        found(cycleYear: cycleYear + offset, month: month, leap: leap, day: 1)
                        ?? found(cycleYear: cycleYear - offset, month: month, leap: leap, day: 1)
                }
                var daySource: Date?
                for number in 1...12 where daySource == nil {
                    daySource = found(cycleYear: cycleYear, month: number, leap: false, day: day)
                }
                guard let monthSource, let daySource else { return nil }
                return (yearSource, monthSource, daySource)
            }

            /// The shown calendar's instant with the fields `date` has in the formatting one.
            func shownDate(_ date: Date) -> Date {
                shown.date(from: formatting.dateComponents(Self.fields, from: date)) ?? date
            }
        }

        /// The bridge for `calendar` when Foundation's formatter cannot write it, else `nil`.
        static func bridge(for calendar: Calendar) -> CalendarBridge? {
            guard !formatsCalendar(calendar) else { return nil }
            var chinese = Calendar(identifier: .chinese)
            chinese.locale = calendar.locale
            chinese.timeZone = calendar.timeZone
            chinese.firstWeekday = calendar.firstWeekday
            chinese.minimumDaysInFirstWeek = calendar.minimumDaysInFirstWeek
            return CalendarBridge(shown: calendar, formatting: chinese)
        }

        /// The instant `millis` names for a formatter: the proleptic reading where asked.
        static func instant(millis: Double, proleptic: Bool) -> Date {
            proleptic ? date(prolepticMillis: millis) : Date(timeIntervalSince1970: millis / 1000)
        }

        /// The instant a formatter formats for `millis`: ``instant(millis:proleptic:)``, then
        /// the bridge's day where there is one.
        ///
        /// - Throws: an ``ICUError`` naming the day when the bridge's calendar has none like it.
        static func instant(millis: Double, proleptic: Bool, bridge: CalendarBridge?) throws(ICUError) -> Date {
            let date = instant(millis: millis, proleptic: proleptic)
            guard let bridge else { return date }
            guard let bridged = bridge.formattingDate(date) else {
                throw ICUError(
                    code: 1,
                    operation:
                        "Foundation's \(bridge.shown.identifier) day at \(millis) ms through its chinese calendar (no Chinese day has its fields)"
                )
            }
            return bridged
        }

        /// A strict, UTC formatter for the locale in the locale's calendar, and the bridge it
        /// runs through where Foundation cannot write that calendar (its calendar is then the
        /// bridge's).
        ///
        /// Only a dangi locale can need a bridge, and only its `calendar` keyword makes a
        /// locale's calendar dangi (no region prefers it), so other ids build no `Calendar`
        /// here (`Locale.calendar` looks up the current time zone, ~1 million instructions).
        static func bridgedFormatter(localeID: String) -> (DateFormatter, CalendarBridge?) {
            let formatter = dateFormatter(localeID: localeID)
            guard localeID.contains("dangi"), let bridge = bridge(for: calendar(localeID: localeID)) else {
                return (formatter, nil)
            }
            formatter.calendar = bridge.formatting
            return (formatter, bridge)
        }

        /// A strict, UTC formatter for the locale, in the locale's calendar.
        ///
        /// The formatter keeps the calendar Foundation opens for the locale (its `calendar`
        /// keyword, the locale's week rules, ICU's Gregorian change) rather than being given
        /// ``calendar(localeID:)``, the same calendar: every property set on a
        /// `DateFormatter` reopens its ICU formatter when it is first used, and a calendar is
        /// two reopenings (its name and itself; a long-style Hebrew formatter costs ~9 million
        /// instructions an opening, for its Hebrew numerals' rules). Read the calendar back
        /// with ``formatterCalendar(_:)``.
        static func dateFormatter(localeID: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: localeID)
            formatter.timeZone = utc
            formatter.isLenient = false
            return formatter
        }

        /// The calendar `formatter` formats in, in UTC.
        static func formatterCalendar(_ formatter: DateFormatter) -> Calendar {
            var calendar = formatter.calendar!
            if calendar.timeZone != utc { calendar.timeZone = utc }
            return calendar
        }
    }
#endif
