extension SingleColumnLabeler {
    /// A compiled display template, or the verdict that ICU formats each row.
    struct CompiledDisplay: Sendable {
        let template: LabelTemplate?
    }

    /// Display templates compiled so far, keyed as ``ColumnLabeler``'s cache is.
    static let cache = LockedValue(
        BoundedCache<ColumnLabeler.CacheKey, CompiledDisplay>(capacity: ColumnLabeler.cacheCapacity))

    /// The labeler for `locale`, `mode` and `options`, compiled on first use and cached (with
    /// ``ColumnLabeler/shared(locale:mode:options:)`` underneath).
    public static func shared(
        locale: ResolvedLocale, mode: SelectionMode, options: LabelOptions = LabelOptions()
    ) throws(LocalizationError) -> SingleColumnLabeler {
        let labeler = try ColumnLabeler.shared(locale: locale, mode: mode, options: options)
        var effective = options
        if effective.hourCycle == nil { effective.hourCycle = locale.hourCycle }
        let key = ColumnLabeler.CacheKey(localeID: locale.icuIdentifier, mode: mode, options: effective)
        if let cached = cache.withLock({ $0.value(for: key) }) {
            return SingleColumnLabeler(labeler, template: cached.template)
        }
        let compiled = CompiledDisplay(template: try compile(labeler))
        let kept = cache.withLock { $0.insert(compiled, for: key) }
        return SingleColumnLabeler(labeler, template: kept.template)
    }
}
