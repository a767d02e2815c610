#if SystemICU
    internal import CPickerKitICU

    /// An owned ICU `UCollator` for one validated locale id (optionally with `@collation=`).
    ///
    /// Thread safety: `ucol_getSortKey` and `ucol_strcoll` are safe on a shared collator, but
    /// this wrapper is only used locally and so is not `Sendable`.
    package final class LocaleCollator {
        /// The open ICU handle; closed in `deinit`.
        private let handle: OpaquePointer

        /// Opens a collator for a validated locale id, such as `"zh@collation=stroke"`.
        package init(localeID: String) throws(ICUError) {
            var status = PKU_ZERO_ERROR
            guard let handle = pkicu_ucol_open(localeID, &status), !ICUStatus.isFailure(status) else {
                throw ICUError(code: status.rawValue, operation: "ucol_open(\(localeID))")
            }
            self.handle = handle
        }

        deinit {
            pkicu_ucol_close(handle)
        }

        /// The locale whose collation data ICU really uses (`ULOC_VALID_LOCALE`), or `nil` for root.
        package var validLocale: String? {
            var status = PKU_ZERO_ERROR
            let valid = pkicu_ucol_getLocaleByType(handle, PKULOC_VALID_LOCALE, &status)
            guard !ICUStatus.isFailure(status) else { return nil }
            return valid.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The sort key of `text`: byte-wise order of keys is the collation order of texts.
        package func sortKey(_ text: String) throws(ICUError) -> [UInt8] {
            try ICUBuffer.withUTF16(text) { units, length throws(ICUError) in
                var capacity = 64
                while true {
                    var key = [UInt8](repeating: 0, count: capacity)
                    let needed = Int(pkicu_ucol_getSortKey(handle, units, length, &key, Int32(capacity)))
                    if needed <= capacity { return Array(key[..<needed]) }
                    capacity = needed
                }
            }
        }

        /// Compares two texts directly (`ucol_strcoll`): negative, zero or positive.
        package func compare(_ left: String, _ right: String) -> Int {
            let lhs = Array(left.utf16)
            let rhs = Array(right.utf16)
            return Int(pkicu_ucol_strcoll(handle, lhs, Int32(lhs.count), rhs, Int32(rhs.count)).rawValue)
        }

        /// The collation types ICU has for a validated locale id, such as `["pinyin", "stroke", ...]`,
        /// sorted, without private-use types.
        package static func collationTypes(localeID: String) throws(ICUError) -> [String] {
            var status = PKU_ZERO_ERROR
            guard let values = pkicu_ucol_getKeywordValuesForLocale("collation", localeID, 0, &status),
                !ICUStatus.isFailure(status)
            else {
                throw ICUError(code: status.rawValue, operation: "ucol_getKeywordValuesForLocale")
            }
            defer { pkicu_uenum_close(values) }
            var types: [String] = []
            while true {
                var length: Int32 = 0
                guard let value = pkicu_uenum_next(values, &length, &status), !ICUStatus.isFailure(status) else {
                    break
                }
                types.append(String(cString: value))
            }
            return types.filter { !$0.hasPrefix("private-") }.sorted()
        }
    }
#endif
