#if SystemICU
    internal import CPickerKitICU

    extension LocaleDateFormat {
        /// The locale's full time pattern (`H時mm分ss秒 zzzz` in ja, `a h시 m분 s초 zzzz` in ko),
        /// where CLDR writes the units of a clock time if the locale writes any.
        static func fullTimePattern(localeID: String) throws(ICUError) -> String {
            let zone = Array("UTC".utf16)
            let opened = try ICUStatus.check("udat_open(\(localeID), full time)") { status in
                pkicu_udat_open(PKUDAT_FULL, PKUDAT_NONE, localeID, zone, Int32(zone.count), nil, 0, &status)
            }
            guard let opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udat_open(\(localeID))")
            }
            defer { pkicu_udat_close(opened) }
            return try ICUBuffer.string("udat_toPattern(\(localeID))") { buffer, capacity, status in
                pkicu_udat_toPattern(opened, 0, buffer, capacity, &status)
            }
        }
    }
#endif
