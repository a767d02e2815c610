/// The phrase a screen reader should say for a picker value, in any of PickerKit's calendars:
/// the whole date and time in the locale's long pattern for the mode, such as
/// `Tuesday, August 20, 2019` for the day row "20" of an en_US date picker,
/// `יום שלישי, י״ט באב תשע״ט` for 19 Av 5779 in `he_IL@calendar=hebrew`, or
/// `1987丁卯年闰六月初一星期日` in `zh_CN@calendar=chinese` (a leap month says so: 闰六月).
///
/// The skeleton is the mode's fields with wide months (`MMMM`), the weekday (`EEEE`) when the
/// mode has a year and a day, and the hour in the labeler's hour cycle; ICU's pattern
/// generator gives the locale's full pattern for it in the calendar. Gregorian days are
/// ICU's own days, so a Gregorian phrase is one `udat_format` of the whole pattern. In another
/// calendar the pattern is written group by group as ``CalendarLabeler`` writes its display
/// strings (each group formatted by ICU on a day ICU reads as PickerKit does, with the
/// locale's numbering overrides: Hebrew numerals, 初一), and the time is said as the locale's
/// Gregorian phrase says it.
///
/// Caching: ``shared(for:)`` derives one per labeler (locale, calendar, mode, options); a
/// phrase is then `udat_format` calls on formatters made at derivation, never a new `udat_open`.
///
/// Thread safety: immutable after creation; the ICU formatters are used only through `udat_format`.
package final class SpokenLabeler: Sendable {
    /// The labeler whose locale, calendar, mode and hour cycle are spoken.
    package let labeler: CalendarLabeler
    /// The locale's pattern for the spoken skeleton in the calendar, such as
    /// `"EEEE, MMMM d, y"` or `"EEEE, d בMMMM y"`.
    package let pattern: String
    /// How a phrase is written.
    private let writer: Writer

    /// How a phrase is written: one formatter of the whole pattern on the real day
    /// (Gregorian), or the pattern's groups on days ICU reads as PickerKit does.
    private enum Writer: Sendable {
        case whole(LocaleDateFormat)
        case groups([CalendarPatternGroup])
    }

    /// Derives the spoken pattern and its formatters for `labeler`'s locale, calendar, mode
    /// and hour cycle.
    ///
    /// - Throws: ``LocalizationError/icu(_:)`` if ICU fails.
    package init(labeler: CalendarLabeler) throws(LocalizationError) {
        self.labeler = labeler
        let localeID = labeler.locale.icuIdentifier
        do {
            if labeler.dateColumns != nil {
                let shown = try Self.pattern(localeID: localeID, labeler: labeler, standardStyles: true)
                pattern = shown.text
                writer = .whole(try LocaleDateFormat(localeID: localeID, pattern: shown.text, proleptic: true))
                return
            }
            var shown = try Self.pattern(localeID: localeID, labeler: labeler, standardStyles: false)
            // The time is said as the locale's Gregorian phrase says it, as display strings
            // write it (``DatePattern/withTime(of:)``).
            if labeler.gregorianColumns != nil {
                let gregorianID = labeler.locale.withCalendar(.gregorian).icuIdentifier
                shown = shown.withTime(
                    of: try Self.pattern(localeID: gregorianID, labeler: labeler, standardStyles: true))
            }
            shown = labeler.eraPlaceholders.applied(to: shown)
            pattern = shown.text
            // The long-style formatter carries the numbering overrides its copies keep.
            let base = try LocaleDateFormat(longStyleOf: localeID, proleptic: false)
            var formatters: [(pattern: String, formatter: LocaleDateFormat)] = []
            writer = .groups(
                try CalendarPatternGroup.groups(
                    of: shown, base: base, wordDays: base.writesDaysAsWords(), formatters: &formatters))
        } catch {
            throw .icu(error)
        }
    }

    /// The locale's pattern for the spoken skeleton of `labeler`'s mode in the hour cycle:
    /// Gregorian patterns with the locale's standard styles (as Gregorian display strings are
    /// made), another calendar's without them (as its display strings are).
    private static func pattern(localeID: String, labeler: CalendarLabeler, standardStyles: Bool)
        throws(ICUError) -> DatePattern
    {
        let skeleton = DisplaySkeleton.spoken(labeler.mode, hourLetter: labeler.hourCycle?.patternLetter ?? "H")
        let generator = try LocalePatternGenerator(localeID: localeID, standardStyles: standardStyles)
        var shown = DatePattern(try generator.bestPattern(skeleton))
        if let cycle = labeler.hourCycle { shown = shown.withHourCycle(cycle) }
        return shown
    }

    /// The phrase for the calendar date `date` at the time of day (fields the mode lacks are
    /// not spoken); a mode with a year reads the ordinal `date.month`, one without reads
    /// `date.monthCode`, as ``CalendarLabeler/displayString(for:hour:minute:second:)`` does.
    ///
    /// - Throws: ``LocalizationError/calendar(_:)`` for fields the calendar refuses, or
    ///   ``LocalizationError/icu(_:)``.
    package func phrase(for date: CalendarFields, hour: Int = 0, minute: Int = 0, second: Int = 0)
        throws(LocalizationError) -> String
    {
        switch writer {
        case .whole(let formatter):
            let mode = labeler.mode
            // A mode without a year is said in the leap year 2000, where every month-day exists.
            let year = mode.includes(.year) ? date.year : 2000
            let month = mode.includes(.month) ? (mode.includes(.year) ? date.month : date.monthCode.number) : 1
            let values = PickerValues(
                mode: .dateTime, year: year, month: month, day: mode.includes(.day) ? date.day : 1, hour: hour,
                minute: minute, second: second)
            guard values.isValid, !date.monthCode.isLeap else {
                throw .invalidValues(values.converted(to: mode).timestamp)
            }
            do {
                return try formatter.format(millis: values.millis)
            } catch {
                throw .icu(error)
            }
        case .groups(let groups):
            let context = try labeler.displayContext(
                year: date.year, month: date.month, code: date.monthCode, day: date.day,
                seconds: hour * 3_600 + minute * 60 + second)
            return try CalendarLabeler.compose(groups, context, finder: labeler.finder)
        }
    }

    /// The phrase for `values`, the fields of a picker in ``labeler``'s calendar (year, ordinal
    /// month and day, and the time of day).
    ///
    /// - Throws: as ``phrase(for:hour:minute:second:)``.
    package func phrase(for values: PickerValues) throws(LocalizationError) -> String {
        guard values.calendar == labeler.calendar, values.isValid else { throw .invalidValues(values.timestamp) }
        return try phrase(
            for: CalendarLabeler.fields(of: values), hour: values.hour, minute: values.minute, second: values.second)
    }
}
