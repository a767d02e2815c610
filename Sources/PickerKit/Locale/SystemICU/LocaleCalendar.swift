#if SystemICU
    internal import CPickerKitICU

    /// An owned ICU `UCalendar`, in UTC unless another time zone is given.
    ///
    /// Thread safety: a `UCalendar` holds mutable field state even for reads (`ucal_get`
    /// computes and caches fields), so an `LocaleCalendar` must never be shared between threads.
    /// It is deliberately not `Sendable`; make one per thread or per task.
    package final class LocaleCalendar {
        /// The open ICU handle; closed in `deinit`.
        ///
        /// Spelled without the CICU name (`UCalendar` is `void *`): no stored property names a CICU
        /// type (see the note in ICUStatus.swift).
        let handle: UnsafeMutablePointer<UnsafeMutableRawPointer?>

        /// The Gregorian cutover date ICU uses by default (1582-10-15), in ms since 1970.
        static let defaultGregorianChange: Double = -12_219_292_800_000

        /// Opens a calendar for `localeID` (already validated) with the given calendar type.
        ///
        /// - Parameters:
        ///   - localeID: an ICU locale id that has passed validation; never raw user input.
        ///   - type: `UCAL_GREGORIAN` for a Gregorian calendar, `UCAL_DEFAULT` for the locale's.
        ///   - timeZone: an IANA id checked with ``canonicalTimeZone(_:)``; ICU silently uses
        ///     GMT for ids it does not know.
        init(localeID: String, type: PKUCalendarType = PKUCAL_GREGORIAN, timeZone: String = "UTC") throws(ICUError) {
            let zone: [UInt16] = Array(timeZone.utf16)
            let handle = try ICUStatus.check("ucal_open(\(localeID))") { status in
                zone.withUnsafeBufferPointer { zoneBuffer in
                    pkicu_ucal_open(zoneBuffer.baseAddress, Int32(zoneBuffer.count), localeID, type, &status)
                }
            }
            guard let handle else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "ucal_open(\(localeID))")
            }
            self.handle = handle
        }

        /// ICU's canonical id of a system time zone (`"Asia/Shanghai"`) or of a custom offset
        /// (`"GMT+8"` and `"GMT+0800"` give `"GMT+08:00"`), or `nil` when ICU knows neither.
        ///
        /// `Etc/Unknown`, ICU's marker for a zone it could not determine (it behaves as GMT),
        /// is `nil` too.
        static func canonicalTimeZone(_ identifier: String) -> String? {
            guard !identifier.isEmpty, identifier.utf8.count <= 64 else { return nil }
            guard identifier != unknownZone else { return nil }
            // A custom offset id succeeds with isSystemID false; an unknown id is an error.
            var isSystemID: Int8 = 0
            let canonical = try? ICUBuffer.withUTF16(identifier) { units, length throws(ICUError) in
                try ICUBuffer.string("ucal_getCanonicalTimeZoneID") { buffer, capacity, status in
                    pkicu_ucal_getCanonicalTimeZoneID(units, length, buffer, capacity, &isSystemID, &status)
                }
            }
            return canonical == unknownZone ? nil : canonical
        }

        /// ICU's id of the unknown zone.
        static let unknownZone = "Etc/Unknown"

        /// The current time in milliseconds since 1970-01-01T00:00Z.
        static func now() -> Double {
            pkicu_ucal_getNow()
        }

        deinit {
            pkicu_ucal_close(handle)
        }

        /// A Gregorian calendar of `localeID` in UTC (ICU's hybrid until ``makeProleptic()``).
        package static func gregorian(localeID: String) throws(ICUError) -> LocaleCalendar {
            try LocaleCalendar(localeID: localeID)
        }

        /// Makes the calendar proleptic Gregorian: Gregorian rules for every date, no Julian part.
        ///
        /// Only meaningful on a calendar whose type is `gregorian`.
        package func makeProleptic() throws(ICUError) {
            try ICUStatus.check("ucal_setGregorianChange") { status in
                pkicu_ucal_setGregorianChange(handle, -Double.greatestFiniteMagnitude, &status)
            }
        }

        /// ICU's calendar type name, such as `"gregorian"` or `"buddhist"`.
        func typeName() throws(ICUError) -> String {
            let name = try ICUStatus.check("ucal_getType") { status in
                pkicu_ucal_getType(handle, &status)
            }
            return name.map { String(cString: $0) } ?? ""
        }

        /// Sets the calendar to midnight UTC of `year`-`month`-`day` in the Christian era.
        ///
        /// `month` is 1-based here (ICU's own months are 0-based).
        package func setDate(year: Int, month: Int, day: Int) {
            pkicu_ucal_clear(handle)
            pkicu_ucal_set(handle, PKUCAL_ERA, 1)
            pkicu_ucal_set(handle, PKUCAL_YEAR, Int32(year))
            pkicu_ucal_set(handle, PKUCAL_MONTH, Int32(month - 1))
            pkicu_ucal_set(handle, PKUCAL_DATE, Int32(day))
        }

        /// The calendar's time in milliseconds since 1970-01-01T00:00Z.
        package func millis() throws(ICUError) -> Double {
            try ICUStatus.check("ucal_getMillis") { status in pkicu_ucal_getMillis(handle, &status) }
        }

        /// Moves the calendar to `millis` since 1970-01-01T00:00Z.
        package func setMillis(_ millis: Double) throws(ICUError) {
            try ICUStatus.check("ucal_setMillis") { status in pkicu_ucal_setMillis(handle, millis, &status) }
        }

        /// Reads one field as ICU reports it (months 0-based, weekdays 1 = Sunday).
        package func field(_ field: Field) throws(ICUError) -> Int {
            Int(try ICUStatus.check("ucal_get") { status in pkicu_ucal_get(handle, field.icuField, &status) })
        }
    }

    extension LocaleCalendar.Field {
        /// ICU's field constant.
        var icuField: PKUCalendarDateFields {
            switch self {
            case .era: PKUCAL_ERA
            case .year: PKUCAL_YEAR
            case .isLeapMonth: PKUCAL_IS_LEAP_MONTH
            case .extendedYear: PKUCAL_EXTENDED_YEAR
            case .month: PKUCAL_MONTH
            case .day: PKUCAL_DATE
            case .hourOfDay: PKUCAL_HOUR_OF_DAY
            case .minute: PKUCAL_MINUTE
            case .second: PKUCAL_SECOND
            case .dayOfWeek: PKUCAL_DAY_OF_WEEK
            case .dayOfYear: PKUCAL_DAY_OF_YEAR
            }
        }
    }
#endif
