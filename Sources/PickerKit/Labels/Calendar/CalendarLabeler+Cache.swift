extension CalendarLabeler {
    /// What a calendar labeler is derived from.
    struct CacheKey: Hashable, Sendable {
        var localeID: String
        var requested: String
        var calendar: CalendarKind
        var mode: SelectionMode
        var options: LabelOptions
    }

    /// The most labelers ``shared(locale:calendar:mode:options:)`` keeps (one is dropped when full).
    public static let cacheCapacity = 64

    /// Labelers derived so far, behind a mutex.
    static let cache = LockedValue<[CacheKey: CalendarLabeler]>([:])

    /// The labeler for `locale`, `calendar`, `mode` and `options`, derived on first use and cached.
    ///
    /// - Parameter calendar: the calendar of the rows; `nil` for the locale's `calendar` keyword.
    public static func shared(
        locale: ResolvedLocale, calendar: CalendarKind? = nil, mode: SelectionMode,
        options: LabelOptions = LabelOptions()
    ) throws(LabelError) -> CalendarLabeler {
        let kind = calendar ?? locale.calendarKind
        let key = CacheKey(
            localeID: locale.withCalendar(kind).icuIdentifier, requested: locale.requested, calendar: kind, mode: mode,
            options: options)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let labeler = try CalendarLabeler(locale: locale, calendar: kind, mode: mode, options: options)
        return cache.withLock { entries in
            if let existing = entries[key] { return existing }
            // Bounded like ColumnLabeler's cache: ids spelled in many ways cannot grow it forever.
            if entries.count >= cacheCapacity, let victim = entries.keys.first { entries[victim] = nil }
            entries[key] = labeler
            return labeler
        }
    }
}
