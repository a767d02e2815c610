/// The phrase a screen reader should say for a value of a picker in one of PickerKit's
/// calendars: the whole date (and time) in the locale's long pattern in that calendar, such as
/// `יום שלישי, י״ט באב תשע״ט` for 19 Av 5779 in `he_IL@calendar=hebrew`, or
/// `1987丁卯年闰六月初一星期日` in `zh_CN@calendar=chinese` (a leap month says so: 闰六月).
///
/// The skeleton is the one ``SpokenLabeler`` asks of a Gregorian locale (wide months, the
/// weekday when the mode has a year and a day, the hour in the labeler's hour cycle), given to
/// ICU's pattern generator in the calendar; the pattern is then written group by group as
/// ``CalendarLabeler`` writes its display strings (each group formatted by ICU on a day ICU
/// reads as PickerKit does, with the locale's numbering overrides: Hebrew numerals, 初一).
///
/// Caching: ``shared(for:)`` derives one per calendar labeler (locale, calendar, mode,
/// options); a phrase is then `udat_format` calls on formatters made at derivation, never a
/// new `udat_open`.
///
/// Thread safety: immutable after creation; the ICU formatters are used only through `udat_format`.
package final class CalendarSpokenLabeler: Sendable {
    /// The calendar labeler whose locale, calendar, mode and hour cycle are spoken.
    package let labeler: CalendarLabeler
    /// The locale's pattern for the spoken skeleton in the calendar, such as
    /// `"EEEE, d בMMMM y"`.
    package let pattern: String
    let groups: [CalendarPatternGroup]

    /// Derives the spoken pattern and its formatters for `labeler`'s locale, calendar, mode
    /// and hour cycle.
    ///
    /// - Throws: ``LocalizationError/icu(_:)`` if ICU fails.
    package init(labeler: CalendarLabeler) throws(LocalizationError) {
        self.labeler = labeler
        let mode = labeler.mode
        let skeleton = DisplaySkeleton.spoken(mode, hourLetter: labeler.hourCycle?.patternLetter ?? "H")
        let localeID = labeler.locale.icuIdentifier
        var gregorianTime: DatePattern?
        if let timeLabeler = labeler.timeLabeler {
            gregorianTime = DatePattern(try SpokenLabeler.shared(for: timeLabeler).pattern)
        }
        do {
            let generator = try LocalePatternGenerator(localeID: localeID, standardStyles: false)
            var shown = DatePattern(try generator.bestPattern(skeleton))
            if let cycle = labeler.hourCycle { shown = shown.withHourCycle(cycle) }
            // The time is said as the Gregorian spoken labeler of the locale says it, as
            // display strings write it (``DatePattern/withTime(of:)``).
            if let gregorianTime { shown = shown.withTime(of: gregorianTime) }
            shown = labeler.eraPlaceholders.applied(to: shown)
            pattern = shown.text
            // The long-style formatter carries the numbering overrides its copies keep.
            let base = try LocaleDateFormat(longStyleOf: localeID, proleptic: labeler.calendar == .gregorian)
            var formatters: [String: LocaleDateFormat] = [:]
            groups = try CalendarPatternGroup.groups(
                of: shown, base: base, wordDays: base.writesDaysAsWords(), formatters: &formatters)
        } catch {
            throw .icu(error)
        }
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
        let context = try labeler.displayContext(
            year: date.year, month: date.month, code: date.monthCode, day: date.day,
            seconds: hour * 3_600 + minute * 60 + second)
        return try CalendarLabeler.compose(groups, context, finder: labeler.finder)
    }
}
