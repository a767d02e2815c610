#if SystemICU
    internal import CPickerKitICU

    /// One ICU number formatter made from a number skeleton (`measure-unit/duration-hour
    /// unit-width-full-name`, `group-off`) for one locale.
    ///
    /// Thread safety: `unumf_formatInt` reads the formatter and writes only the result object,
    /// which is opened per call, so one formatter is shared between threads.
    final class LocaleNumberFormatter: @unchecked Sendable {
        private let formatter: OpaquePointer
        /// The skeleton it was made from, for error messages.
        let skeleton: String

        /// Opens the formatter of `skeleton` for `localeID`.
        ///
        /// - Throws: ``ICUError`` when ICU refuses the skeleton or the locale.
        init(skeleton: String, localeID: String) throws(ICUError) {
            let operation = "unumf_openForSkeletonAndLocale(\(skeleton), \(localeID))"
            let opened = try ICUBuffer.withUTF16(skeleton) { (units, length) throws(ICUError) in
                try ICUStatus.check(operation) { status in
                    pkicu_unumf_openForSkeletonAndLocale(units, length, localeID, &status)
                }
            }
            guard let opened else { throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: operation) }
            formatter = opened
            self.skeleton = skeleton
        }

        deinit {
            pkicu_unumf_close(formatter)
        }

        /// `value` formatted, such as `"2 hours"` or `"٢ ساعتان"`.
        func format(_ value: Int) throws(ICUError) -> String {
            let operation = "unumf_formatInt(\(skeleton), \(value))"
            let opened = try ICUStatus.check("unumf_openResult") { status in pkicu_unumf_openResult(&status) }
            guard let result = opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "unumf_openResult")
            }
            defer { pkicu_unumf_closeResult(result) }
            try ICUStatus.check(operation) { status in pkicu_unumf_formatInt(formatter, Int64(value), result, &status) }
            return try ICUBuffer.string(operation) { buffer, capacity, status in
                pkicu_unumf_resultToString(result, buffer, capacity, &status)
            }
        }
    }
#endif
