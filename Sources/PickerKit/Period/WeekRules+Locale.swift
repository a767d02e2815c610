extension WeekRules {
    /// The locale's own rules, from ICU (`ucal_getAttribute`): de_DE Monday and 4, en_US
    /// Sunday and 1, ar_EG Saturday and 1.
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU cannot open a calendar for the locale.
    public init(locale: ResolvedLocale) throws(LocalizationError) {
        do {
            let rules = try LocaleCalendar.weekRules(localeID: locale.icuIdentifier)
            self.init(
                uncheckedFirstWeekday: Weekday(rawValue: rules.firstWeekday) ?? .monday,
                minimalDays: min(max(rules.minimalDays, 1), 7))
        } catch {
            throw .icu(error)
        }
    }
}
