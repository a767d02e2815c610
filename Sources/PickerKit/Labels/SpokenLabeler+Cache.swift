extension SpokenLabeler {
    /// The most spoken labelers kept, like ``ColumnLabeler/cacheCapacity``.
    static let cacheCapacity = 64

    /// Spoken labelers by canonical locale id, mode and hour cycle, least recently used dropped
    /// first, behind a mutex: at most ``cacheCapacity``, and ``LabelerCache/algorithmicCapacity``
    /// more of locales with an algorithmic numbering system (each keeps its ``ColumnLabeler`` alive).
    private static let cache = LockedValue(LabelerCache<String, SpokenLabeler>(capacity: cacheCapacity))

    /// The shared spoken labeler for `labeler`'s locale, mode and hour cycle.
    ///
    /// - Throws: ``LocalizationError/icu(_:)`` if ICU fails.
    public static func shared(for labeler: ColumnLabeler) throws(LocalizationError) -> SpokenLabeler {
        let key =
            "\(labeler.locale.icuIdentifier)|\(labeler.mode.rawValue)|\(labeler.hourCycle?.rawValue ?? "")"
        if let cached = cache.withLock({ $0.value(for: key) }), cached.labeler.locale == labeler.locale {
            return cached
        }
        let made = try SpokenLabeler(labeler: labeler)
        return cache.withLock { table in
            let kept = table.insert(made, for: key, isAlgorithmic: labeler.writesAlgorithmicNumbers)
            return kept.labeler.locale == labeler.locale ? kept : made
        }
    }

    /// How many spoken labelers the shared cache holds now (for tests).
    static var cachedCount: Int { cache.withLock { $0.count } }
}
