extension SpokenLabeler {
    /// Spoken labelers by locale, mode and hour cycle, made once.
    private static let cache = LockedValue<[String: SpokenLabeler]>([:])

    /// The shared spoken labeler for `labeler`'s locale, mode and hour cycle.
    ///
    /// - Throws: ``LabelError/icu(_:)`` if ICU fails.
    public static func shared(for labeler: ColumnLabeler) throws(LabelError) -> SpokenLabeler {
        let key =
            "\(labeler.locale.icuIdentifier)|\(labeler.mode.rawValue)|\(labeler.hourCycle?.rawValue ?? "")"
        if let cached = cache.withLock({ $0[key] }), cached.labeler.locale == labeler.locale { return cached }
        let made = try SpokenLabeler(labeler: labeler)
        return cache.withLock { table in
            if let existing = table[key], existing.labeler.locale == labeler.locale { return existing }
            table[key] = made
            return made
        }
    }
}
