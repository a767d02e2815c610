#if SystemICU
    internal import CPickerKitICU

    extension LocaleDateFormat {
        /// Gives the formatter's calendar the ISO 8601 week rules (weeks from Monday, four days in
        /// week 1), so that `w` and `Y` fields are ISO weeks and week-years.
        ///
        /// Call only right after `init`, before the formatter is shared: `udat_setCalendar`
        /// replaces the calendar (with a copy of the adjusted clone).
        func useISOWeeks() throws(ICUError) {
            try useWeekRules(firstWeekday: Weekday.monday.rawValue, minimalDays: 4)
        }

        /// Gives the formatter's calendar the week rules (`firstWeekday` 1 for Sunday to 7 for
        /// Saturday), for its `w` and `Y` fields; the same caveat as ``useISOWeeks()``.
        func useWeekRules(firstWeekday: Int, minimalDays: Int) throws(ICUError) {
            var status = PKU_ZERO_ERROR
            guard let calendar = pkicu_ucal_clone(pkicu_udat_getCalendar(handle), &status), !ICUStatus.isFailure(status)
            else { throw ICUError(code: status.rawValue, operation: "ucal_clone") }
            defer { pkicu_ucal_close(calendar) }
            pkicu_ucal_setAttribute(calendar, PKUCAL_FIRST_DAY_OF_WEEK, Int32(firstWeekday))
            pkicu_ucal_setAttribute(calendar, PKUCAL_MINIMAL_DAYS_IN_FIRST_WEEK, Int32(minimalDays))
            pkicu_udat_setCalendar(handle, calendar)
        }
    }
#endif
