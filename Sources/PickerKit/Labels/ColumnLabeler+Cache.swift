extension ColumnLabeler {
    /// What a labeler is derived from: the canonical ICU id of the resolved locale (never the
    /// caller's spelling: `EN-us`, `en_US` and `en-US-u-ca-gregory` share one entry), the
    /// mode, and the options with the locale's hour cycle filled in.
    struct CacheKey: Hashable, Sendable {
        var localeID: String
        var mode: SelectionMode
        var options: LabelOptions
    }

    /// The most labelers kept: each holds ICU formatters and label tables (about 0.1–0.5 MB).
    package static let cacheCapacity = 64

    /// The most labelers of locales with an algorithmic numbering system (`@numbers=roman`)
    /// kept besides ``cacheCapacity``: each holds about 1.6 MB of ICU rule-based number
    /// formats (see ``LabelerCache``).
    package static var algorithmicCacheCapacity: Int { LabelerCache<CacheKey, ColumnLabeler>.algorithmicCapacity }

    /// Labelers derived so far, least recently used dropped first, behind a mutex.
    static let cache = LockedValue(LabelerCache<CacheKey, ColumnLabeler>(capacity: cacheCapacity))

    /// The labeler for `locale`, `mode` and `options`, derived on first use and cached.
    ///
    /// The cache is keyed by the resolved locale, not the requested spelling, and holds at
    /// most `cacheCapacity` labelers, and `algorithmicCacheCapacity` more of locales with
    /// an algorithmic numbering system (least recently used dropped first). A caller whose
    /// spelling differs from the cached labeler's gets a labeler that shares its derived data
    /// and reports the caller's ``ResolvedLocale``. Derivation runs outside the lock (two
    /// threads may both derive on a first use; one result is kept).
    public static func shared(
        locale: ResolvedLocale, mode: SelectionMode, options: LabelOptions = LabelOptions()
    ) throws(LocalizationError) -> ColumnLabeler {
        var effective = options
        if effective.hourCycle == nil { effective.hourCycle = locale.hourCycle }
        let key = CacheKey(localeID: locale.icuIdentifier, mode: mode, options: effective)
        let labeler: ColumnLabeler
        if let cached = cache.withLock({ $0.value(for: key) }) {
            labeler = cached
        } else {
            let derived = try ColumnLabeler(locale: locale, mode: mode, options: options)
            labeler = cache.withLock {
                $0.insert(derived, for: key, isAlgorithmic: derived.writesAlgorithmicNumbers)
            }
        }
        if labeler.locale == locale && labeler.options == options { return labeler }
        return ColumnLabeler(sharing: labeler, locale: locale, options: options)
    }

    /// How many labelers the shared cache holds now (for tests and diagnostics).
    static var cachedCount: Int { cache.withLock { $0.count } }

    /// How many labelers of locales with algorithmic numbering the shared cache holds now
    /// (besides ``cachedCount``; for tests and diagnostics).
    static var cachedAlgorithmicCount: Int { cache.withLock { $0.algorithmicCount } }
}
