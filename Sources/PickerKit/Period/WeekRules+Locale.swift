extension WeekRules {
    /// The locale's own rules, from ICU (`ucal_getAttribute`): de_DE Monday and 4, en_US
    /// Sunday and 1, ar_EG Saturday and 1.
    ///
    /// A region override takes its region's rules (`en_US@rg=gbzzzz`: Monday and 4), and the
    /// `fw` keyword sets the first day as BCP 47 defines it (`en_US@fw=mon`: Monday and 1),
    /// which ICU 72 ignores.
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU cannot open a calendar for the locale.
    public init(locale: ResolvedLocale) throws(LocalizationError) {
        do {
            let rules = try LocaleCalendar.weekRules(localeID: locale.icuIdentifier)
            self.init(
                uncheckedFirstWeekday: locale.firstWeekday ?? Weekday(rawValue: rules.firstWeekday) ?? .monday,
                minimalDays: min(max(rules.minimalDays, 1), 7))
        } catch {
            throw .icu(error)
        }
    }
}
