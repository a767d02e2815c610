#if SystemICU
    internal import CPickerKitICU

    extension LocalePatternGenerator {
        /// The locale's name for a picker column's field (`year`, `分钟`, `Stunde`), from CLDR's
        /// field display names (`udatpg_getFieldDisplayName`).
        func fieldDisplayName(_ field: DateField, width: NameWidth) throws(ICUError) -> String {
            let icuField: PKUDateTimePatternField =
                switch field {
                case .year: PKUDATPG_YEAR_FIELD
                case .month: PKUDATPG_MONTH_FIELD
                case .day: PKUDATPG_DAY_FIELD
                case .hour: PKUDATPG_HOUR_FIELD
                case .minute: PKUDATPG_MINUTE_FIELD
                case .second: PKUDATPG_SECOND_FIELD
                case .dayPeriod: PKUDATPG_DAYPERIOD_FIELD
                case .week: PKUDATPG_WEEK_OF_YEAR_FIELD
                case .quarter: PKUDATPG_QUARTER_FIELD
                }
            let icuWidth: PKUDateTimePGDisplayWidth = width == .wide ? PKUDATPG_WIDE : PKUDATPG_NARROW
            return try ICUBuffer.string("udatpg_getFieldDisplayName(\(field))") { buffer, capacity, status in
                pkicu_udatpg_getFieldDisplayName(handle, icuField, icuWidth, buffer, capacity, &status)
            }
        }
    }
#endif
