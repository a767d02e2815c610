#if SystemICU
    internal import CPickerKitICU

    extension LocaleCalendar {
        /// The week rules of a validated ICU locale's Gregorian calendar.
        static func weekRules(localeID: String) throws(ICUError) -> (firstWeekday: Int, minimalDays: Int) {
            try LocaleCalendar(localeID: localeID, type: PKUCAL_GREGORIAN).weekRules()
        }

        /// The calendar's week rules as ICU reports them for its locale.
        ///
        /// The first day of the week (1 for Sunday to 7 for Saturday) and the minimal days of the
        /// year's first week.
        func weekRules() -> (firstWeekday: Int, minimalDays: Int) {
            (
                Int(pkicu_ucal_getAttribute(handle, PKUCAL_FIRST_DAY_OF_WEEK)),
                Int(pkicu_ucal_getAttribute(handle, PKUCAL_MINIMAL_DAYS_IN_FIRST_WEEK))
            )
        }

        /// Sets the week rules (`firstWeekday` 1 for Sunday to 7 for Saturday).
        func setWeekRules(firstWeekday: Int, minimalDays: Int) {
            pkicu_ucal_setAttribute(handle, PKUCAL_FIRST_DAY_OF_WEEK, Int32(firstWeekday))
            pkicu_ucal_setAttribute(handle, PKUCAL_MINIMAL_DAYS_IN_FIRST_WEEK, Int32(minimalDays))
        }

        /// ICU's week-year (`YEAR_WOY`) and week (`WEEK_OF_YEAR`) of the calendar's date.
        func weekOfYear() throws(ICUError) -> (year: Int, week: Int) {
            let year = try ICUStatus.check("ucal_get(YEAR_WOY)") { status in
                pkicu_ucal_get(handle, PKUCAL_YEAR_WOY, &status)
            }
            let week = try ICUStatus.check("ucal_get(WEEK_OF_YEAR)") { status in
                pkicu_ucal_get(handle, PKUCAL_WEEK_OF_YEAR, &status)
            }
            return (Int(year), Int(week))
        }
    }
#endif
