#if !SystemICU
    internal import Foundation

    /// A strict UTC `DateFormatter` for one pattern: the Foundation provider's date format.
    ///
    /// The same members as the system ICU's (Locale/SystemICU), over Foundation's API:
    /// - a proleptic formatter formats, before 1582-10-15, the instant Foundation's Julian
    ///   reading gives the same date (``FoundationLocaleSupport/date(prolepticMillis:in:)``);
    /// - ``copy(pattern:)`` keeps the locale's numbering overrides, as the system ICU's does;
    /// - prefix parses try the longest prefix first, as Foundation parses whole strings only.
    ///
    /// `@unchecked Sendable` because the formatter is configured in `init` and the week-rule
    /// setters (called before it is shared) and then used only under its lock.
    package final class LocaleDateFormat: @unchecked Sendable {
        /// The pattern the formatter uses, such as `"y年M月d日"`.
        ///
        /// A long-style formatter reads its pattern from Foundation on first use (opening its
        /// ICU formatter): a calendar labeler's base is only copied, never opened.
        var pattern: String { givenPattern ?? formatter.withLock { $0.dateFormat ?? "" } }
        /// The pattern given to ``init(localeID:pattern:proleptic:)`` or ``copy(pattern:)``.
        private let givenPattern: String?
        private let localeID: String
        private let proleptic: Bool
        private let formatter: LockedValue<DateFormatter>
        /// Week rules set by ``useWeekRules(firstWeekday:minimalDays:)``: Foundation's formatter
        /// counts `w` and `Y` with the locale's rules whatever its calendar's, so this type
        /// writes those fields itself from the calendar (``weekFields(of:)``).
        private var weekCalendar: Calendar?
        /// Where Foundation's formatter cannot write the locale's calendar (dangi on Linux),
        /// how it writes it instead (``FoundationLocaleSupport/CalendarBridge``).
        private let bridge: FoundationLocaleSupport.CalendarBridge?
        /// The copy of pattern `d` that ``writesDaysAsWords()`` opened, which ``copy(pattern:)``
        /// returns for `d` (a labeler's day rows and its check of them share one opening).
        private let dayCopy = LockedValue<LocaleDateFormat?>(nil)
        /// The locale's long-style numbering override that this copy writes itself: its
        /// formatter has the pattern with the overridden fields marked
        /// (``NumberingOverride/markedPattern(_:)``); `nil` for every other formatter.
        private var numerals: NumberingOverride?
        /// For a copy with ``numerals`` whose pattern is the one field `y` or `d`: the
        /// calendar the field's number is read from (no formatter is opened to write it).
        private var fieldCalendar: (calendar: Calendar, component: Calendar.Component)?
        /// The long-style formatter of the same pattern, which a copy with ``numerals`` opens
        /// only to parse, read symbols or write what the override cannot (``native()``).
        private let nativeCopy = LockedValue<LocaleDateFormat?>(nil)
        /// The formatter this one's plain copies share (``CombinedDateFormatter``).
        private let combined: CombinedDateFormatter
        /// For a plain copy: the shared formatter that writes its pattern, and the pattern's
        /// index there (`nil` when it was registered after the formatter had been opened).
        private var shared: (formatter: CombinedDateFormatter, index: Int)?

        /// Opens a formatter for `pattern` in the validated locale `localeID`.
        convenience init(localeID: String, pattern: String, proleptic: Bool) throws(ICUError) {
            self.init(localeID: localeID, proleptic: proleptic, longStyle: false, pattern: pattern)
        }

        /// Opens the locale's long date format; ``pattern`` is its pattern.
        convenience init(longStyleOf localeID: String, proleptic: Bool) throws(ICUError) {
            self.init(localeID: localeID, proleptic: proleptic, longStyle: true, pattern: nil)
        }

        /// The initializer the others go through: the locale's long style first where
        /// `longStyle` (its numbering overrides then stay, see ``copy(pattern:)``), then
        /// `pattern` where one is given.
        private init(
            localeID: String, proleptic: Bool, longStyle: Bool, pattern: String?, formatPattern: String? = nil
        ) {
            let (formatter, bridge) = FoundationLocaleSupport.bridgedFormatter(localeID: localeID)
            if longStyle {
                formatter.dateStyle = .long
                formatter.timeStyle = .none
            }
            if let pattern { formatter.dateFormat = formatPattern ?? pattern }
            givenPattern = pattern
            self.localeID = localeID
            self.proleptic = proleptic
            self.bridge = bridge
            self.formatter = LockedValue(formatter)
            combined = CombinedDateFormatter(localeID: localeID)
        }

        /// A formatter for `pattern` that keeps this one's calendar, week rules and the
        /// locale's numbering overrides: Foundation applies the overrides of a style (zh
        /// `@calendar=chinese` days as 初一…三十, he `@calendar=hebrew` years in Hebrew numerals)
        /// to a pattern set after the style, not to a formatter opened with the pattern alone.
        ///
        /// The copy opens the same locale, so it has this one's calendar (the bridge's where
        /// there is one); only week rules set on this one are set on it. A pattern of names
        /// alone (``writesNamesOnly(_:)``: `MMMM`, `EEEE`, `G`) is opened without the long
        /// style, whose numbering overrides it would not use: an override costs every opening
        /// of the formatter its number format (Hebrew numerals ~9 million instructions).
        ///
        /// Copies of `d` share the one ``writesDaysAsWords()`` opened (copies are only
        /// formatted and parsed; week rules are set on formatters opened with a pattern).
        ///
        /// Where the compiled table knows the locale's override (``NumberingOverride``), a
        /// copy opens without the long style: a pattern the override does not touch as it is,
        /// one with overridden fields marked, their numbers written by ``NumberingOverride``.
        func copy(pattern: String) throws(ICUError) -> LocaleDateFormat {
            if pattern == "d", let dayCopy = dayCopy.withLock({ $0 }) { return dayCopy }
            if weekCalendar == nil, bridge == nil, let known = NumberingOverride.of(localeID: localeID) {
                guard let numbering = known else {
                    let copy = LocaleDateFormat(
                        localeID: localeID, proleptic: proleptic, longStyle: false, pattern: pattern)
                    copy.shared = combined.add(pattern).map { (combined, $0) }
                    return copy
                }
                if let marked = numbering.markedPattern(pattern) {
                    let copy = LocaleDateFormat(
                        localeID: localeID, proleptic: proleptic, longStyle: false, pattern: pattern,
                        formatPattern: marked)
                    if marked != pattern { copy.numerals = numbering }
                    if marked != pattern, pattern == "y" || pattern == "d",
                        let name = localeID.range(of: "calendar=").map({ localeID[$0.upperBound...] }),
                        let identifier = ReferenceCalendarReader.identifier(icuName: String(name.prefix { $0 != ";" }))
                    {
                        var calendar = Calendar(identifier: identifier)
                        calendar.timeZone = FoundationLocaleSupport.utc
                        copy.fieldCalendar = (calendar, pattern == "y" ? .year : .day)
                    } else {
                        copy.shared = combined.add(marked).map { (combined, $0) }
                    }
                    return copy
                }
            }
            let copy = LocaleDateFormat(
                localeID: localeID, proleptic: proleptic, longStyle: !Self.writesNamesOnly(pattern), pattern: pattern)
            if let weekCalendar {
                copy.formatter.withLock { $0.calendar = weekCalendar }
                copy.weekCalendar = weekCalendar
            }
            return copy
        }

        /// Formats `millis` (since 1970-01-01T00:00Z) with the formatter's pattern; a day that
        /// the bridge's calendar lacks is written field by field (``formatByField``).
        func format(millis: Double) throws(ICUError) -> String {
            if numerals != nil || shared != nil {
                let date = FoundationLocaleSupport.instant(millis: millis, proleptic: proleptic)
                if let numerals, let (calendar, component) = fieldCalendar,
                    let written = numerals.write(calendar.component(component, from: date), isYear: component == .year)
                {
                    return written
                }
                let text =
                    shared.flatMap { $0.formatter.string($0.index, from: date) }
                    ?? formatter.withLock { $0.string(from: date) }
                guard let numerals else { return text }
                if let written = numerals.rewrite(text) { return written }
                return try native().format(millis: millis)
            }
            var date = FoundationLocaleSupport.instant(millis: millis, proleptic: proleptic)
            if let bridge {
                guard let bridged = bridge.formattingDate(date) else {
                    return try formatByField(date, millis: millis, bridge: bridge)
                }
                date = bridged
            }
            if let weekCalendar, let pattern = weekPattern(for: millis, in: weekCalendar) {
                return formatter.withLock { formatter in
                    let kept = formatter.dateFormat
                    formatter.dateFormat = pattern
                    defer { formatter.dateFormat = kept }
                    return formatter.string(from: date)
                }
            }
            return formatter.withLock { $0.string(from: date) }
        }

        /// The long-style formatter of this copy's pattern (with the locale's numbering
        /// overrides, as Foundation writes them), opened on first use.
        private func native() -> LocaleDateFormat {
            nativeCopy.withLock { kept in
                if let kept { return kept }
                let opened = LocaleDateFormat(
                    localeID: localeID, proleptic: proleptic, longStyle: true, pattern: pattern)
                kept = opened
                return opened
            }
        }

        /// Formats a day of the shown calendar that no day of the bridge's formatting calendar
        /// matches, one field at a time from the instants that carry each field's value
        /// (``FoundationLocaleSupport/CalendarBridge/fieldSources(_:)``).
        ///
        /// - Throws: an ``ICUError`` naming the day when the formatting calendar lacks one of
        ///   its fields altogether.
        private func formatByField(
            _ shown: Date, millis: Double, bridge: FoundationLocaleSupport.CalendarBridge
        ) throws(ICUError) -> String {
            guard let sources = bridge.fieldSources(shown) else {
                throw ICUError(
                    code: 1,
                    operation:
                        "Foundation's \(bridge.shown.identifier) day at \(millis) ms through its chinese calendar (it has no such year, month or day)"
                )
            }
            let written = weekCalendar.flatMap { weekPattern(for: millis, in: $0) } ?? pattern
            return formatter.withLock { formatter in
                let kept = formatter.dateFormat
                defer { formatter.dateFormat = kept }
                var text = ""
                for token in DatePattern(written).tokens {
                    switch token {
                    case .literal(let literal):
                        text += literal
                    case .field(let letter, let count):
                        formatter.dateFormat = String(repeating: letter, count: count)
                        let source: Date =
                            switch letter {
                            case "G", "y", "u", "U", "r", "Y": sources.year
                            case "M", "L": sources.month
                            case "d": sources.day
                            default: shown
                            }
                        text += formatter.string(from: source)
                    }
                }
                return text
            }
        }

        /// The pattern with its `w` and `Y` fields replaced by the quoted week and week-year of
        /// `millis` under `calendar`'s week rules, in the locale's digits; `nil` without such fields.
        private func weekPattern(for millis: Double, in calendar: Calendar) -> String? {
            guard pattern.contains("w") || pattern.contains("Y") else { return nil }
            let weeks: (year: Int, week: Int)
            if proleptic {
                weeks = FoundationLocaleSupport.weekFields(prolepticMillis: millis, calendar: calendar)
            } else {
                let parts = calendar.dateComponents(
                    [.yearForWeekOfYear, .weekOfYear], from: Date(timeIntervalSince1970: millis / 1000))
                weeks = (parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
            }
            let digits = (try? digits()) ?? (0..<10).map(String.init)
            func written(_ number: Int, padded width: Int, lastTwo: Bool = false) -> String {
                var text = String(number)
                if lastTwo { text = String(text.suffix(2)) }
                text = String(repeating: "0", count: max(0, width - text.count)) + text
                return text.map { $0.wholeNumberValue.map { digits[$0] } ?? String($0) }.joined()
            }
            var replaced = false
            let tokens = DatePattern(pattern).tokens.map { token -> DatePattern.Token in
                switch token {
                case .field("w", let count):
                    replaced = true
                    return .literal(written(weeks.week, padded: count))
                case .field("Y", let count):
                    replaced = true
                    return .literal(written(weeks.year, padded: count == 2 ? 2 : count, lastTwo: count == 2))
                default:
                    return token
                }
            }
            return replaced ? DatePattern(tokens: tokens).description : nil
        }

        /// Millis since 1970 of a parsed date, in the proleptic reading where asked.
        private func millis(_ parsed: Date) -> Double {
            let date = bridge?.shownDate(parsed) ?? parsed
            let millis = (date.timeIntervalSince1970 * 1000).rounded()
            guard proleptic, millis < FoundationLocaleSupport.gregorianChange else { return millis }
            let parts = FoundationLocaleSupport.gregorian.dateComponents(
                [.era, .year, .month, .day, .hour, .minute, .second], from: date)
            let year = parts.era == 0 ? 1 - (parts.year ?? 1) : (parts.year ?? 1)
            let day = CalendarDate(year: year, month: parts.month ?? 1, day: parts.day ?? 1).dayNumber
            let seconds = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
            return Double(day - ReferenceCalendarReader.unixEpochDayNumber) * 86_400_000 + Double(seconds) * 1000
        }

        /// Parses a prefix of `units` (UTF-16) strictly: the longest prefix that parses.
        func parsePrefix(_ units: [UInt16]) -> (millis: Double, length: Int)? {
            if numerals != nil { return native().parsePrefix(units) }
            return formatter.withLock { formatter in
                for length in stride(from: units.count, to: 0, by: -1) {
                    let text = String(decoding: units[..<length], as: UTF16.self)
                    if let date = formatter.date(from: text) { return (millis(date), length) }
                }
                return nil
            }
        }

        /// Whether the locale writes days in a numbering of their own that spells numbers out
        /// (zh chinese 初十), not digit by digit: whether day 10 reads as day 1 then a zero,
        /// as day 20 reads as day 2 then the same zero.
        ///
        /// Where the compiled table knows the locale's override (``NumberingOverride``), its
        /// answer: days spelled out by `hanidays` and Hebrew numerals, digit by digit without an
        /// override (one the table does not write is checked as before). No formatter is opened:
        /// reading the day formatter's calendar cost ~3.4 million instructions in fa_IR, ~39
        /// million with Hebrew numerals.
        func writesDaysAsWords() -> Bool {
            if weekCalendar == nil, bridge == nil, let known = NumberingOverride.of(localeID: localeID),
                known != .other
            {
                return known == .hebrew || known == .chineseDays
            }
            guard let day = try? copy(pattern: "d") else { return false }
            if weekCalendar == nil { dayCopy.withLock { $0 = day } }
            let calendar = day.formatter.withLock { FoundationLocaleSupport.formatterCalendar($0) }
            let reference = Date(timeIntervalSince1970: 1_566_259_200)
            var parts = calendar.dateComponents([.era, .year, .month], from: reference)
            func text(_ number: Int) -> String? {
                parts.day = number
                guard let date = calendar.date(from: parts) else { return nil }
                return day.formatter.withLock { $0.string(from: date) }
            }
            guard let one = text(1), let ten = text(10), let two = text(2), let twenty = text(20) else { return false }
            guard ten.hasPrefix(one), twenty.hasPrefix(two) else { return true }
            return ten.dropFirst(one.count) != twenty.dropFirst(two.count)
        }

        /// Parses `text` strictly: the whole text must match; returns millis since 1970.
        func parse(_ text: String) -> Double? {
            if numerals != nil { return native().parse(text) }
            return formatter.withLock { $0.date(from: text) }.map(millis)
        }

        /// Where a strict parse of `text` stops: the length of its longest prefix that parses
        /// (Foundation reports no error index), and the millis when all of it parsed.
        func parseStop(_ text: String) -> (offset: Int, millis: Double?) {
            let units = Array(text.utf16)
            if let whole = parse(text) { return (units.count, whole) }
            return (parsePrefix(units)?.length ?? 0, nil)
        }

        /// Parses `text` strictly with fields it lacks taken from `defaultYear`-01-01.
        func parse(_ text: String, defaultYear: Int) -> Double? {
            if numerals != nil { return native().parse(text, defaultYear: defaultYear) }
            return formatter.withLock { formatter -> Double? in
                var parts = DateComponents()
                parts.year = defaultYear
                parts.month = 1
                parts.day = 1
                let previous = formatter.defaultDate
                formatter.defaultDate = FoundationLocaleSupport.formatterCalendar(formatter).date(from: parts)
                defer { formatter.defaultDate = previous }
                return formatter.date(from: text).map(millis)
            }
        }

        /// The locale whose date patterns the locale's data comes from, from the compiled
        /// table (Foundation reports no actual locale); `""` for ids that are not available.
        package static func datePatternLocale(localeID: String) -> String {
            LocaleTables.patternLocale(localeID: localeID) ?? ""
        }

        /// The date format symbols of `kind` (weekday tables have an empty entry 0, as ICU's).
        ///
        /// A Gregorian formatter's month names (of an id without a script) come from Foundation's
        /// `Calendar` of the locale (one ICU formatter, opened by the calendar) rather than from
        /// the `DateFormatter`, which opens ICU three times on first use (~1.7 million
        /// instructions) and bridges the names through an `NSArray`.
        func symbols(_ kind: SymbolKind) throws(ICUError) -> [String] {
            if numerals != nil { return try native().symbols(kind) }
            // Not for an id with a script: Foundation's formatter and calendar read some of them
            // differently (the formatter writes shi_Latn's months in Tifinagh, sr_Cyrl_ME's in
            // Latin), and labels keep the formatter's.
            let subtags = localeID.unicodeScalars.prefix { $0 != "@" }.split(separator: "_").dropFirst()
            if bridge == nil, weekCalendar == nil, localeID.contains("calendar=gregorian"),
                !subtags.contains(where: { $0.count == 4 })
            {
                var calendar = Calendar(identifier: .gregorian)
                calendar.locale = Locale(identifier: localeID)
                calendar.timeZone = FoundationLocaleSupport.utc
                switch kind {
                case .standaloneMonths: return calendar.standaloneMonthSymbols
                case .standaloneShortMonths: return calendar.shortStandaloneMonthSymbols
                case .standaloneNarrowMonths: return calendar.veryShortStandaloneMonthSymbols
                case .months: return calendar.monthSymbols
                case .shortMonths: return calendar.shortMonthSymbols
                case .narrowMonths: return calendar.veryShortMonthSymbols
                default: break
                }
            }
            return formatter.withLock { formatter in
                switch kind {
                case .standaloneMonths: formatter.standaloneMonthSymbols
                case .standaloneShortMonths: formatter.shortStandaloneMonthSymbols
                case .standaloneNarrowMonths: formatter.veryShortStandaloneMonthSymbols
                case .months: formatter.monthSymbols
                case .shortMonths: formatter.shortMonthSymbols
                case .narrowMonths: formatter.veryShortMonthSymbols
                case .shortWeekdays: [""] + formatter.shortWeekdaySymbols
                case .weekdays: [""] + formatter.weekdaySymbols
                case .standaloneShortWeekdays: [""] + formatter.shortStandaloneWeekdaySymbols
                case .standaloneWeekdays: [""] + formatter.standaloneWeekdaySymbols
                case .amPm: [formatter.amSymbol, formatter.pmSymbol]
                case .eras: formatter.eraSymbols
                case .eraNames: formatter.longEraSymbols
                }
            }
        }

        /// Whether `pattern` writes only names, no number (month names `MMMM` and `LLLL`,
        /// weekdays, eras, day periods): the locale's numbering overrides do not touch it.
        static func writesNamesOnly(_ pattern: String) -> Bool {
            var hasField = false
            for token in DatePattern(pattern).tokens {
                guard case .field(let letter, let count) = token else { continue }
                hasField = true
                switch letter {
                case "G", "E", "a", "b", "B": continue
                case "M", "L", "c", "e": if count < 3 { return false }
                default: return false
                }
            }
            return hasField
        }

        /// The ten digits from zero to nine as the locale's number format writes them.
        ///
        /// Those of the locale's numbering system from the compiled CLDR table where the system
        /// writes digit by digit (a `NumberFormatter` costs ~0.9 million instructions for its
        /// ten numbers), else as a `NumberFormatter` writes them.
        func digits() throws(ICUError) -> [String] {
            if let name = LocaleNumberingSystem.name(localeID: localeID),
                let digits = LocaleTables.decimalDigits(ofSystem: name)
            {
                return digits
            }
            let numbers = NumberFormatter()
            numbers.locale = Locale(identifier: localeID)
            numbers.usesGroupingSeparator = false
            return (0..<10).map { numbers.string(from: NSNumber(value: $0)) ?? String($0) }
        }

        /// The locale's full time pattern (`H時mm分ss秒 zzzz` in ja).
        static func fullTimePattern(localeID: String) throws(ICUError) -> String {
            let formatter = FoundationLocaleSupport.dateFormatter(localeID: localeID)
            formatter.dateStyle = .none
            formatter.timeStyle = .full
            return formatter.dateFormat ?? ""
        }

        /// Gives the formatter's calendar the ISO 8601 week rules; call before it is shared.
        func useISOWeeks() throws(ICUError) {
            try useWeekRules(firstWeekday: Weekday.monday.rawValue, minimalDays: 4)
        }

        /// Gives the formatter's calendar the week rules (`firstWeekday` 1 = Sunday).
        func useWeekRules(firstWeekday: Int, minimalDays: Int) throws(ICUError) {
            shared = nil
            if numerals != nil {
                // A copy given week rules formats through its long-style formatter from now on.
                let native = native().formatter.withLock { $0 }
                formatter.withLock { $0 = native }
                numerals = nil
                fieldCalendar = nil
            }
            formatter.withLock { formatter in
                var calendar = FoundationLocaleSupport.formatterCalendar(formatter)
                calendar.firstWeekday = firstWeekday
                calendar.minimumDaysInFirstWeek = minimalDays
                formatter.calendar = calendar
                weekCalendar = calendar
            }
        }
    }
#endif
