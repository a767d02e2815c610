extension CalendarKind {
    /// This calendar's rules, or `nil` when this build has none for it (a table calendar
    /// whose tables are not plugged in yet).
    ///
    /// Use ``checkedRules(input:)`` where a missing calendar must be reported, never skipped.
    public var rules: (any CalendarRules)? {
        switch self {
        case .gregorian: GregorianCalendarRules()
        case .buddhist, .roc, .japanese, .persian, .islamicCivil, .islamicTbla, .hebrew, .indian,
            .coptic, .ethiopic:
            nil
        case .chinese: LunisolarTableRules.chinese
        case .dangi: LunisolarTableRules.dangi
        case .islamicUmalqura: UmmAlQuraRules()
        }
    }

    /// Whether this build computes the calendar (see ``rules``).
    public var isAvailable: Bool { rules != nil }

    /// This calendar's rules, or ``CalendarError/Kind-swift.enum/notAvailable`` naming `input`.
    public func checkedRules(input: String? = nil) throws(CalendarError) -> any CalendarRules {
        guard let rules else {
            throw CalendarError(
                .notAvailable, input: input ?? rawValue, position: 0,
                message: "calendar \(rawValue) is not available in this build (its tables are missing)")
        }
        return rules
    }
}
