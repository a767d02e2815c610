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
    /// The rows are values of `calendar`, else of the locale's calendar
    /// (``ResolvedLocale/calendarKind``: its keyword, else its region's); a time mode has
    /// none and takes the locale's Gregorian labels.
    public static func shared(
        locale: ResolvedLocale, calendar: CalendarKind? = nil, mode: SelectionMode,
        options: LabelOptions = LabelOptions()
    ) throws(LocalizationError) -> SingleColumnLabeler {
        let calendar = rowCalendar(locale, calendar, mode: mode)
        let labeler = try CalendarLabeler.shared(locale: locale, calendar: calendar, mode: mode, options: options)
        let key = CalendarLabeler.CacheKey(locale: locale, calendar: calendar, mode: mode, options: options)
        if let cached = cache.withLock({ $0.value(for: key) }) {
            return SingleColumnLabeler(labeler, template: cached.template)
        }
        let compiled = CompiledDisplay(template: try compile(labeler))
        let kept = cache.withLock { $0.insert(compiled, for: key) }
        return SingleColumnLabeler(labeler, template: kept.template)
    }

    /// The calendar of the rows: `configured`, else the locale's; Gregorian fields for a clock.
    static func rowCalendar(_ locale: ResolvedLocale, _ configured: CalendarKind?, mode: SelectionMode) -> CalendarKind
    {
        locale.pickerCalendar(mode: mode, configured: configured)?.kind ?? .gregorian
    }
}
