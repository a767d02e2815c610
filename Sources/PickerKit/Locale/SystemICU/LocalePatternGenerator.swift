#if SystemICU
    internal import CICUSkeletonPatterns
    internal import CPickerKitICU

    /// An owned ICU date-time pattern generator for one locale.
    ///
    /// Not `Sendable`: `udatpg_getBestPattern` on a shared generator gave wrong answers under
    /// threads (DESIGN.md). PickerKit opens one per derivation and caches what it derives.
    final class LocalePatternGenerator {
        /// The open ICU handle; closed in `deinit`.
        ///
        /// Spelled without the CICU name (`UDateTimePatternGenerator` is `void *`): no stored property names a CICU
        /// type (see the note in ICUStatus.swift).
        let handle: UnsafeMutablePointer<UnsafeMutableRawPointer?>

        /// Opens a generator for the validated ICU locale `localeID`.
        ///
        /// - Parameter standardStyles: whether the locale's four standard date and four time
        ///   styles join its CLDR `availableFormats` (`udatpg_open`, as Gregorian labels have
        ///   always used). Without them (ICU's generator for `DateFormat::createInstanceForSkeleton`)
        ///   single-field skeletons match the same patterns in every locale and calendar, and a
        ///   calendar whose style patterns carry a numbering override opens 35× faster
        ///   (`he_IL@calendar=hebrew`: 0.18 ms against 6.4 ms); a skeleton of several fields can
        ///   differ where a style pattern tied with a CLDR entry (README, "Calendar patterns").
        init(localeID: String, standardStyles: Bool = true) throws(ICUError) {
            let operation = standardStyles ? "udatpg_open(\(localeID))" : "udatpg open without styles(\(localeID))"
            let opened: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
            if standardStyles {
                opened = try ICUStatus.check(operation) { status in pkicu_udatpg_open(localeID, &status) }
            } else {
                opened = try ICUStatus.check(operation) { status in
                    var code = status.rawValue
                    defer { status = PKUErrorCode(rawValue: code) }
                    return cicu_udatpg_openSkeletonPatterns(localeID, &code)
                }
            }
            guard let opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: operation)
            }
            handle = opened
        }

        deinit {
            pkicu_udatpg_close(handle)
        }

        /// The locale's best pattern for `skeleton`, keeping every field's length as asked.
        func bestPattern(_ skeleton: String) throws(ICUError) -> String {
            let units = Array(skeleton.utf16)
            return try ICUBuffer.string("udatpg_getBestPatternWithOptions(\(skeleton))") { buffer, capacity, status in
                pkicu_udatpg_getBestPatternWithOptions(
                    handle, units, Int32(units.count), PKUDATPG_MATCH_ALL_FIELDS_LENGTH, buffer, capacity, &status)
            }
        }

        /// The locale's own pattern stored under `key` (a path such as `yw/other`) in its Gregorian `availableFormats`,
        /// looked up in the locale and its truncation parents (`zh_Hans_CN`, `zh_Hans`, `zh`,
        /// `root`), such as `Y年第w周` for `yw/other` in zh; `nil` when none has one.
        ///
        /// For skeletons the generator does not match: ICU 72 gives an empty pattern for `yw`,
        /// whose data is a table by plural category (`yw/one`, `yw/other`).
        static func availableFormat(localeID: String, key: String) -> String? {
            var name = String(localeID.prefix { $0 != "@" })
            while true {
                if let found = availableFormat(inBundle: name, key: key) { return found }
                if name == "root" { return nil }
                name = name.lastIndex(of: "_").map { String(name[..<$0]) } ?? "root"
            }
        }

        /// The pattern under `key` in the bundle of exactly `bundleName`, without fallback.
        private static func availableFormat(inBundle bundleName: String, key: String) -> String? {
            var status = PKU_ZERO_ERROR
            guard let bundle = pkicu_ures_openDirect(nil, bundleName, &status), !ICUStatus.isFailure(status) else {
                return nil
            }
            var opened: [OpaquePointer] = [bundle]
            defer {
                for handle in opened { pkicu_ures_close(handle) }
            }
            for part in ["calendar", "gregorian", "availableFormats"] + key.split(separator: "/").map(String.init) {
                guard let next = pkicu_ures_getByKey(opened[opened.count - 1], part, nil, &status),
                    !ICUStatus.isFailure(status)
                else { return nil }
                opened.append(next)
            }
            var length: Int32 = 0
            guard let text = pkicu_ures_getString(opened[opened.count - 1], &length, &status),
                !ICUStatus.isFailure(status)
            else { return nil }
            return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
        }
    }
#endif
