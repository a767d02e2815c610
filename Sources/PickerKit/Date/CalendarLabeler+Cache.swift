extension CalendarLabeler {
    /// What a calendar labeler is derived from: the locale's canonical ICU base id, numbering
    /// system and region override (`rg`: its hour cycle) (never the caller's spelling: `he-IL-u-ca-hebrew`,
    /// `he_IL@calendar=hebrew` and `HE_il@calendar=hebrew` share one entry), the calendar, the
    /// mode, and the options with the locale's hour cycle filled in.
    struct CacheKey: Hashable, Sendable {
        var baseID: String
        var numbers: String?
        var regionOverride: String?
        var calendar: CalendarKind
        var mode: SelectionMode
        var options: LabelOptions

        /// The key of `locale` in `calendar` (the locale's own when `nil`): no string is built,
        /// so a cache hit costs a hash of the parts.
        init(locale: ResolvedLocale, calendar: CalendarKind?, mode: SelectionMode, options: LabelOptions) {
            baseID = locale.icuBaseIdentifier
            numbers = locale.numbers
            regionOverride = locale.regionOverride
            self.calendar = calendar ?? locale.calendarKind
            self.mode = mode
            self.options = options
            if self.options.hourCycle == nil { self.options.hourCycle = locale.hourCycle }
        }
    }

    /// The most labelers ``shared(locale:calendar:mode:options:)`` keeps (least recently used
    /// dropped first).
    package static let cacheCapacity = 64

    /// The most labelers of locales with an algorithmic numbering system (`@numbers=roman`)
    /// kept besides ``cacheCapacity``: each holds megabytes of ICU rule-based number formats
    /// (see ``LabelerCache``).
    package static var algorithmicCacheCapacity: Int { LabelerCache<CacheKey, CalendarLabeler>.algorithmicCapacity }

    /// Labelers derived so far, least recently used dropped first, behind a mutex (with
    /// ``LabelerCache/algorithmicCapacity`` more for locales with algorithmic numbering).
    static let cache = LockedValue(LabelerCache<CacheKey, CalendarLabeler>(capacity: cacheCapacity))

    /// The labeler for `locale`, `calendar`, `mode` and `options`, derived on first use and cached.
    ///
    /// The cache is keyed by the resolved locale, not the requested spelling, and holds at
    /// most `cacheCapacity` labelers. A caller whose spelling or options differ from the
    /// cached labeler's (only by the hour cycle the locale implies) gets a labeler that shares
    /// its derived data and caches and reports the caller's ``ResolvedLocale`` and options.
    /// Derivation runs outside the lock (two threads may both derive on a first use; one
    /// result is kept).
    ///
    /// - Parameters:
    ///   - locale: the locale whose words and digits label the rows.
    ///   - calendar: the calendar of the rows; `nil` for the locale's `calendar` keyword.
    ///   - mode: the fields picked.
    ///   - options: month style, hour cycle, weekday and the other label styles.
    public static func shared(
        locale: ResolvedLocale, calendar: CalendarKind? = nil, mode: SelectionMode,
        options: LabelOptions = LabelOptions()
    ) throws(LocalizationError) -> CalendarLabeler {
        let key = CacheKey(locale: locale, calendar: calendar, mode: mode, options: options)
        let labeler: CalendarLabeler
        if let cached = cache.withLock({ $0.value(for: key) }) {
            labeler = cached
        } else {
            let derived = try CalendarLabeler(locale: locale, calendar: key.calendar, mode: mode, options: options)
            labeler = cache.withLock {
                $0.insert(derived, for: key, isAlgorithmic: derived.writesAlgorithmicNumbers)
            }
        }
        if labeler.sourceLocale == locale && labeler.options == options { return labeler }
        return CalendarLabeler(sharing: labeler, source: locale, options: options)
    }

    /// How many labelers the shared cache holds now (for tests and diagnostics).
    static var cachedCount: Int { cache.withLock { $0.count } }

    /// How many labelers of locales with algorithmic numbering the shared cache holds now
    /// (besides ``cachedCount``; for tests and diagnostics).
    static var cachedAlgorithmicCount: Int { cache.withLock { $0.algorithmicCount } }
}
