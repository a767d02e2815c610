extension SingleColumnLabeler {
    /// A compiled display template, or the verdict that ICU formats each row.
    struct CompiledDisplay: Sendable {
        let template: LabelTemplate?
    }

    /// Display templates compiled so far, keyed as ``CalendarLabeler``'s cache is.
    static let cache = LockedValue(
        BoundedCache<CalendarLabeler.CacheKey, CompiledDisplay>(capacity: CalendarLabeler.cacheCapacity))

    /// The labeler for `locale`, `mode` and `options`, compiled on first use and cached (with
    /// ``CalendarLabeler/shared(locale:calendar:mode:options:)`` underneath).
    ///
    /// The rows are Gregorian values, so they are labeled only in a calendar whose months and
    /// days are the Gregorian ones: Gregorian, Buddhist, Japanese or ROC (`2562`, `令和元年`).
    ///
    /// - Throws: ``LocalizationError/calendarHasOwnRows(calendar:)`` for a date mode in a locale
    ///   of another calendar (`zh_CN@calendar=chinese`, `he_IL@calendar=hebrew`): its rows would
    ///   be lunar or Hebrew months, which a Gregorian row is not. Time modes have no calendar and
    ///   take the locale's Gregorian labels.
    public static func shared(
        locale requested: ResolvedLocale, mode: SelectionMode, options: LabelOptions = LabelOptions()
    ) throws(LocalizationError) -> SingleColumnLabeler {
        let locale = try rowLocale(requested, mode: mode)
        let labeler = try CalendarLabeler.shared(locale: locale, mode: mode, options: options)
        let key = CalendarLabeler.CacheKey(locale: locale, calendar: nil, mode: mode, options: options)
        if let cached = cache.withLock({ $0.value(for: key) }) {
            return SingleColumnLabeler(labeler, template: cached.template)
        }
        let compiled = CompiledDisplay(template: try compile(labeler))
        let kept = cache.withLock { $0.insert(compiled, for: key) }
        return SingleColumnLabeler(labeler, template: kept.template)
    }

    /// `locale` when its calendar has the Gregorian months and days, Gregorian for a time mode.
    static func rowLocale(_ locale: ResolvedLocale, mode: SelectionMode) throws(LocalizationError) -> ResolvedLocale {
        if let calendar = calendarWithOwnRows(locale, mode: mode) { throw .calendarHasOwnRows(calendar: calendar) }
        return gregorianMonths.contains(locale.calendarKind) ? locale : locale.withCalendar(.gregorian)
    }

    /// The locale's calendar when its months are not the Gregorian ones and `mode` shows a year
    /// or a month, so a column of Gregorian values cannot be labeled in it; else `nil`.
    package static func calendarWithOwnRows(_ locale: ResolvedLocale, mode: SelectionMode) -> CalendarKind? {
        guard !gregorianMonths.contains(locale.calendarKind), mode.includes(.year) || mode.includes(.month) else {
            return nil
        }
        return locale.calendarKind
    }

    /// The calendars whose months and days are the Gregorian ones.
    private static let gregorianMonths: Set<CalendarKind> = [.gregorian, .buddhist, .roc, .japanese]
}
