extension ColumnLabeler {
    /// What a labeler is derived from.
    struct CacheKey: Hashable, Sendable {
        var localeID: String
        var requested: String
        var mode: SelectionMode
        var options: LabelOptions
    }

    /// Labelers derived so far, behind a mutex.
    static let cache = LockedValue<[CacheKey: ColumnLabeler]>([:])

    /// The labeler for `locale`, `mode` and `options`, derived on first use and cached.
    ///
    /// Derivation runs outside the lock (two threads may both derive on a first use; one
    /// result is kept). The cache holds every labeler asked for; it is not bounded.
    public static func shared(
        locale: ResolvedLocale, mode: SelectionMode, options: LabelOptions = LabelOptions()
    ) throws(LabelError) -> ColumnLabeler {
        let key = CacheKey(localeID: locale.icuIdentifier, requested: locale.requested, mode: mode, options: options)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let labeler = try ColumnLabeler(locale: locale, mode: mode, options: options)
        return cache.withLock { entries in
            if let existing = entries[key] { return existing }
            entries[key] = labeler
            return labeler
        }
    }
}
