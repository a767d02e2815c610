@_implementationOnly import CICU

extension ICUPatternGenerator {
    /// How long a field's display name is.
    enum NameWidth {
        /// The full name: `minute`, `分钟`.
        case wide
        /// The narrow name: `min`, `分`.
        case narrow
    }

    /// The locale's name for a picker column's field (`year`, `分钟`, `Stunde`), from CLDR's
    /// field display names (`udatpg_getFieldDisplayName`).
    func fieldDisplayName(_ field: DateField, width: NameWidth) throws(ICUError) -> String {
        let icuField: UDateTimePatternField =
            switch field {
            case .year: UDATPG_YEAR_FIELD
            case .month: UDATPG_MONTH_FIELD
            case .day: UDATPG_DAY_FIELD
            case .hour: UDATPG_HOUR_FIELD
            case .minute: UDATPG_MINUTE_FIELD
            case .second: UDATPG_SECOND_FIELD
            case .dayPeriod: UDATPG_DAYPERIOD_FIELD
            case .week: UDATPG_WEEK_OF_YEAR_FIELD
            case .quarter: UDATPG_QUARTER_FIELD
            }
        let icuWidth: UDateTimePGDisplayWidth = width == .wide ? UDATPG_WIDE : UDATPG_NARROW
        return try ICUBuffer.string("udatpg_getFieldDisplayName(\(field))") { buffer, capacity, status in
            cicu_udatpg_getFieldDisplayName(handle, icuField, icuWidth, buffer, capacity, &status)
        }
    }
}
