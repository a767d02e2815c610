extension ColumnLabeler {
    /// The units a locale writes right after hour, minute and second numbers, from ICU.
    ///
    /// The sources, in order:
    /// 1. the unit after the field in the hour's own pattern (`H时` in zh, `H時` in ja) or in
    ///    the locale's full time pattern (`H時mm分ss秒 zzzz` in ja, `a h시 m분 s초 zzzz` in ko);
    /// 2. for minutes and seconds of a locale that joins a unit to its hours but whose
    ///    patterns have none for minutes and seconds (zh: `HH:mm:ss`), CLDR's narrow field
    ///    names (`分`, `秒`; zh_Hant `分鐘`).
    ///
    /// Locales that write no unit after the hour (`HH`, `HH 'Uhr'`) get none.
    static func timeUnits(
        generator: LocalePatternGenerator, localeID: String, hourPattern: DatePattern
    ) throws(ICUError) -> [DateField: String] {
        let full = DatePattern(try LocaleDateFormat.fullTimePattern(localeID: localeID))
        var units: [DateField: String] = [:]
        guard let hour = hourPattern.unit(after: .hour) ?? full.unit(after: .hour) else { return units }
        units[.hour] = hour
        for field in [DateField.minute, .second] {
            if let unit = full.unit(after: field) {
                units[field] = unit
            } else {
                let name = try generator.fieldDisplayName(field, width: .narrow)
                if !name.isEmpty, name.unicodeScalars.allSatisfy(\.properties.isAlphabetic) { units[field] = name }
            }
        }
        return units
    }

    /// `pattern` for `field` in the seed styles of `options`: two digits, the unit after it.
    static func styled(
        _ pattern: DatePattern, field: DateField, options: LabelOptions, calendar: DisplayCalendar,
        units: [DateField: String]
    ) -> DatePattern {
        var styled = pattern
        if options.padsNumbers { styled = styled.zeroPadded(field) }
        if let unit = units[field] { styled = styled.appendingUnit(unit, after: field) }
        return styled
    }
}
