#if SystemICU
    internal import CPickerKitICU

    /// ICU's names for yesterday, today and tomorrow in one locale, capitalized as at the start of a sentence
    /// (`Today`, `Gestern`, `明天`), read once from a `URelativeDateTimeFormatter`.
    enum LocaleRelativeDayFormat {
        /// The names for day offsets -1, 0 and 1, in that order.
        ///
        /// - Throws: ``ICUError`` when ICU cannot open the formatter or format an offset.
        static func names(localeID: String) throws(ICUError) -> [String] {
            let opened = try ICUStatus.check("ureldatefmt_open(\(localeID))") { status in
                pkicu_ureldatefmt_open(
                    localeID, nil, PKUDAT_STYLE_LONG, PKUDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, &status)
            }
            guard let formatter = opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "ureldatefmt_open(\(localeID))")
            }
            defer { pkicu_ureldatefmt_close(formatter) }
            var names: [String] = []
            for offset in [-1.0, 0, 1] {
                names.append(
                    try ICUBuffer.string("ureldatefmt_format(\(offset))") { buffer, capacity, status in
                        pkicu_ureldatefmt_format(formatter, offset, PKUDAT_REL_UNIT_DAY, buffer, capacity, &status)
                    })
            }
            return names
        }
    }
#endif
