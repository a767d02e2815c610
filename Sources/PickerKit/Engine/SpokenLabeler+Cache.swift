extension SpokenLabeler {
    /// The most spoken labelers kept, like ``CalendarLabeler/cacheCapacity``.
    static let cacheCapacity = 64

    /// Spoken labelers by the labeler's cache key, least recently used dropped first, behind a
    /// mutex (with ``LabelerCache/algorithmicCapacity`` more for locales with algorithmic numbering).
    private static let cache = LockedValue(
        LabelerCache<CalendarLabeler.CacheKey, SpokenLabeler>(capacity: cacheCapacity))

    /// The shared spoken labeler for `labeler`'s locale, calendar, mode and options.
    ///
    /// Derived on first use; later phrases open nothing in ICU. Another spelling of the same
    /// ICU locale shares the entry: its ``labeler`` is the first spelling's, which speaks alike.
    ///
    /// - Throws: ``LocalizationError/icu(_:)`` if ICU fails.
    package static func shared(for labeler: CalendarLabeler) throws(LocalizationError) -> SpokenLabeler {
        let key = CalendarLabeler.CacheKey(
            locale: labeler.locale, calendar: labeler.calendar, mode: labeler.mode, options: labeler.options)
        if let cached = cache.withLock({ $0.value(for: key) }) { return cached }
        let made = try SpokenLabeler(labeler: labeler)
        return cache.withLock { $0.insert(made, for: key, isAlgorithmic: labeler.writesAlgorithmicNumbers) }
    }

    /// How many spoken labelers the shared cache holds now (for tests).
    static var cachedCount: Int { cache.withLock { $0.count } }
}
