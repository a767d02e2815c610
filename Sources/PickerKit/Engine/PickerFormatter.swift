/// Writes any stored value as a locale shows it, and reads display strings back: dates and
/// times in each of the fourteen calendars, ranges, weeks and quarters, and durations.
///
/// The one formatter of the localized layer, for what a picker stores but no picker is on
/// screen to show: a saved birthday in a list, a résumé's `2015-03/present`, a week in a
/// report.
///
/// ```swift
/// let zh = try PickerFormatter(locale: "zh_CN")
/// try zh.string(for: Selection("2019-08-20"))                   // "2019年8月20日"
/// try zh.string(for: SelectionRange("2015-03/present"))         // "2015年3月至今"
/// try zh.string(for: Period("2019-Q3"))                         // "2019年第3季度"
/// try zh.string(for: DurationSelection("PT1H30M"))              // "1小时30分钟"
/// try zh.selection(ofDisplayString: "2019年8月20日", mode: .date) // 2019-08-20
///
/// let lunar = try PickerFormatter(locale: "zh_CN@calendar=chinese")
/// try lunar.string(for: Selection("1987-07-26"))                // "1987丁卯年闰六月初一"
/// ```
///
/// The locale decides the calendar: a value with a year, a month and a day names one day, so
/// it is written in the locale's calendar (`1987-07-26` in `zh_CN@calendar=chinese` is
/// 1987丁卯年闰六月初一, and so is `1987-M06L-01[u-ca=chinese]` in a Gregorian locale's language).
/// A value without a day (a year, a year-month, a month-day) is no day of another calendar, so
/// it is written in its own: `2019-08` as a Gregorian month in the locale's language,
/// `5784-M06[u-ca=hebrew]` as Adar of 5784. Times are the same in every calendar.
///
/// `present` is written as the locale's Present word (`至今`), and that word reads back as
/// ``Selection/present``.
///
/// Labels and patterns are derived once per locale, mode and calendar and shared by every
/// formatter and picker of the process; a formatter may be used from many threads.
public final class PickerFormatter: Sendable {
    /// The locale whose words, digits and calendar the strings use.
    public let locale: ResolvedLocale
    /// The month style, hour cycle and other label styles of dates and times.
    public let options: LabelOptions
    /// The rules weeks are numbered by: ISO unless given (`WeekRules(locale:)` for the locale's own).
    public let weekRules: WeekRules
    /// The locale's Present word (`"至今"` for zh_CN, `"Present"` for English).
    public let presentWord: String
    /// What the formatter makes on first use and keeps, read without a lock once made: the
    /// writers of Gregorian values by mode (``SelectionMode/ordinal``), the labelers of
    /// calendar values by mode and calendar (``writerSlot(_:_:)``), the range formatters by
    /// mode and calendar (``rangeSlot(_:_:)``), the week and quarter labeler and the duration
    /// labeler.
    private let gregorianWriters = OnceSlots<SingleColumnLabeler>(count: SelectionMode.allCases.count)
    private let calendarWriters = OnceSlots<CalendarLabeler>(
        count: SelectionMode.allCases.count * CalendarKind.allCases.count)
    private let ranges = OnceSlots<RangeFormatter>(
        count: SelectionMode.allCases.count * (CalendarKind.allCases.count + 1))
    private let periods = OnceSlots<PeriodLabeler>(count: 1)
    private let durations = OnceSlots<DurationLabeler>(count: 1)

    /// Makes a formatter for a resolved locale.
    ///
    /// - Throws: ``LocalizationError/resources(_:)`` when the shipped strings are damaged.
    public init(locale: ResolvedLocale, options: LabelOptions = LabelOptions(), weekRules: WeekRules = .iso)
        throws(LocalizationError)
    {
        self.locale = locale
        self.options = options
        self.weekRules = weekRules
        presentWord = try PickerStrings(locale: locale)[.present]
    }

    /// Makes a formatter for a locale id such as `"zh_CN"`, `"ja-JP-u-ca-japanese"` or
    /// `"fa-IR-u-ca-persian"`, validated as ``ResolvedLocale/init(_:allowingFallback:)-(String,_)`` does.
    ///
    /// - Throws: ``LocalizationError`` naming what is wrong with the id.
    public convenience init(
        locale id: String, options: LabelOptions = LabelOptions(), weekRules: WeekRules = .iso,
        allowingFallback: Bool = false
    ) throws(LocalizationError) {
        try self.init(
            locale: ResolvedLocale(id, allowingFallback: allowingFallback), options: options, weekRules: weekRules)
    }

    // MARK: Dates and times

    /// A date, time or month of any mode and calendar as one display string, such as
    /// `"2019年8月20日"`, `"August 20, 2019"`, `"1987丁卯年闰六月初一"` or `"至今"`.
    ///
    /// - Throws: ``LocalizationError`` for values outside the calendar the locale writes them in.
    public func string(for selection: Selection) throws(LocalizationError) -> String {
        guard let mode = selection.mode else { return presentWord }
        let shownIn = writingCalendar(of: selection)
        if shownIn.isISO {
            // A Gregorian selection's fields were checked for its mode when it was made: the
            // writer of its mode writes it without checking them again, and without a call to
            // `inGregorian`.
            if selection.calendar.isISO { return try gregorianWriter(mode).label(for: selection) }
            guard let values = PickerValues(selection.inGregorian ?? selection) else {
                throw .picker(.modeMismatch(role: "selection", expected: mode, actual: mode))
            }
            return try gregorianWriter(mode).label(for: values)
        }
        let labeler = try calendarWriter(mode, shownIn)
        // A mode's fields are contiguous: one with neither an hour nor a minute has no time.
        let timed = mode.includes(.hour) || mode.includes(.minute)
        let hour = timed ? selection[.hour] ?? 0 : 0
        let minute = timed ? selection[.minute] ?? 0 : 0
        let second = timed ? selection[.second] ?? 0 : 0
        if let isoDate = selection.isoDate, mode.includes(.year), mode.includes(.day) {
            return try labeler.displayString(isoDate: isoDate, hour: hour, minute: minute, second: second)
        }
        let fields = CalendarFields(
            kind: shownIn, year: selection[.year] ?? 0, month: selection[.year] == nil ? 1 : (selection[.month] ?? 1),
            monthCode: selection.monthCode ?? MonthCode(number: 1), day: selection[.day] ?? 1)
        return try labeler.displayString(for: fields, hour: hour, minute: minute, second: second)
    }

    /// Reads a display string of `mode` back strictly, in the locale's pattern and calendar.
    ///
    /// The whole text must match, with no rollover (`February 30, 2019` is refused), and it
    /// must write back as itself. The Present word reads as ``Selection/present``.
    ///
    /// - Returns: a Gregorian value for a Gregorian locale, else a value annotated with the
    ///   locale's calendar (`1987-07-26[u-ca=chinese]`).
    /// - Throws: ``LocalizationError/unparsableDisplayString(text:pattern:reason:)`` naming where
    ///   the text stops matching.
    public func selection(ofDisplayString text: String, mode: SelectionMode) throws(LocalizationError) -> Selection {
        if text == presentWord { return .present }
        return try CalendarLabeler.shared(locale: locale, mode: mode, options: options).value(ofDisplayString: text)
    }

    /// A range in the locale's interval format (`"2019年8月至2020年3月"`, `"Aug 20 – Sep 1, 2019"`);
    /// an open end is the Present word (`"2015年3月至今"`).
    ///
    /// A range of calendar values is written in its calendar, in the locale's language
    /// (`1394-M01[u-ca=persian]/1398-M05[u-ca=persian]` in fa_IR: `فروردین ۱۳۹۴ تا مرداد ۱۳۹۸`);
    /// a Gregorian range in the locale's calendar where it has the Gregorian months (Buddhist,
    /// Japanese, ROC), else in the Gregorian calendar.
    ///
    /// - Throws: ``LocalizationError`` when ICU cannot write the range's dates.
    public func string(for range: SelectionRange) throws(LocalizationError) -> String {
        let calendar = range.calendar.isISO ? nil : range.calendar
        let formatter = try ranges.object(
            at: rangeSlot(range.mode, calendar),
            make: { () throws(LocalizationError) in
                try RangeFormatter(locale: locale, mode: range.mode, calendar: calendar, options: options)
            })
        return try formatter.string(for: range)
    }

    /// Derives what values of `mode` in the locale's calendar are written and read with, so that
    /// options the mode cannot show (a weekday without a day) are refused before any value.
    package func prepare(_ mode: SelectionMode) throws(LocalizationError) {
        _ = try CalendarLabeler.shared(locale: locale, mode: mode, options: options)
    }

    /// The calendar a selection is written in (see the type's discussion).
    private func writingCalendar(of selection: Selection) -> CalendarKind {
        let fullDate = selection.mode.map { $0.includes(.year) && $0.includes(.day) } ?? false
        if fullDate { return locale.calendarKind }
        guard selection.mode?.includes(.month) == true || selection.mode?.includes(.year) == true else {
            return .gregorian
        }
        return selection.calendar
    }

    /// The writer of Gregorian values in the locale's language (in the locale's own calendar
    /// only where that calendar shows Gregorian rows), made on first use and kept: the display
    /// pattern assembled in Swift where it agrees with ICU (``SingleColumnLabeler``, the rows of
    /// a one-column list), so a warm string costs no ICU call and no shared-cache lookup.
    private func gregorianWriter(_ mode: SelectionMode) throws(LocalizationError) -> SingleColumnLabeler {
        try gregorianWriters.object(
            at: mode.ordinal,
            make: { () throws(LocalizationError) in
                let writing = locale.writingGregorianValues
                return try SingleColumnLabeler.shared(
                    locale: writing, calendar: writing.calendarKind, mode: mode, options: options)
            })
    }

    /// The labeler of `calendar`'s values of `mode`, made on first use and kept (no shared-cache
    /// lookup on a warm call).
    private func calendarWriter(_ mode: SelectionMode, _ calendar: CalendarKind) throws(LocalizationError)
        -> CalendarLabeler
    {
        try calendarWriters.object(
            at: writerSlot(mode, calendar),
            make: { () throws(LocalizationError) in
                try CalendarLabeler.shared(locale: locale, calendar: calendar, mode: mode, options: options)
            })
    }

    /// The index of `mode` and `calendar` in the table of calendar labelers.
    private func writerSlot(_ mode: SelectionMode, _ calendar: CalendarKind) -> Int {
        mode.ordinal * calendarCount + calendar.ordinal
    }

    /// The index of the range formatter of `mode` and `calendar` (`nil`: Gregorian values).
    private func rangeSlot(_ mode: SelectionMode, _ calendar: CalendarKind?) -> Int {
        mode.ordinal * (calendarCount + 1) + (calendar?.ordinal ?? calendarCount)
    }

    /// The number of calendars (`allCases` makes an array on every read), kept per formatter:
    /// a stored property is one load on a warm call, where a static one is a lazy global whose
    /// initialization `swift_once` checks every time.
    private let calendarCount = CalendarKind.allCases.count

    // MARK: Weeks, quarters and durations

    /// A week or quarter in the locale's pattern: `"week 53 of 2020"`, `"2020年第53周"`,
    /// `"2019年第3季度"`.
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU fails.
    public func string(for period: Period) throws(LocalizationError) -> String {
        try periodLabeler().displayString(for: period)
    }

    /// A range of weeks or quarters in the locale's interval format: weeks as the days they
    /// cover (`"Mar 4 – May 19, 2019"`), quarters as quarters; an open end is the Present word.
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU fails.
    public func string(for range: PeriodRange) throws(LocalizationError) -> String {
        try periodLabeler().displayString(for: range, presentWord: presentWord)
    }

    /// Reads a whole week or quarter back from the locale's pattern (`"2020年第53周"` →
    /// `2020-W53`); the Present word is refused here, as a period has no Present value.
    ///
    /// - Throws: ``LocalizationError/unparsableDisplayString(text:pattern:reason:)``.
    public func period(ofDisplayString text: String, mode: PeriodMode) throws(LocalizationError) -> Period {
        try periodLabeler().period(ofDisplayString: text, mode: mode)
    }

    /// A duration as the locale joins its units (`"1 hour, 30 minutes"`, `"1小时30分钟"`);
    /// zero is `0` seconds in the locale's words (`"0 seconds"`, `"0秒钟"`).
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU fails.
    public func string(for duration: DurationSelection) throws(LocalizationError) -> String {
        try durationLabeler().displayString(for: duration)
    }

    /// The week and quarter labeler, made on first use.
    private func periodLabeler() throws(LocalizationError) -> PeriodLabeler {
        try periods.object(
            at: 0,
            make: { () throws(LocalizationError) in try PeriodLabeler(locale: locale, weekRules: weekRules) })
    }

    /// The duration labeler, made on first use.
    private func durationLabeler() throws(LocalizationError) -> DurationLabeler {
        try durations.object(
            at: 0,
            make: { () throws(LocalizationError) in try DurationLabeler(locale: locale) })
    }
}
