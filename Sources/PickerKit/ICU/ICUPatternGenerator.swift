@_implementationOnly import CICU

/// An owned ICU date-time pattern generator for one locale.
///
/// Not `Sendable`: `udatpg_getBestPattern` on a shared generator gave wrong answers under
/// threads (DESIGN.md). PickerKit opens one per derivation and caches what it derives.
final class ICUPatternGenerator {
    /// The open ICU handle; closed in `deinit`.
    ///
    /// Spelled without the CICU name (`UDateTimePatternGenerator` is `void *`): no stored property names a CICU
    /// type (see the note in ICUStatus.swift).
    let handle: UnsafeMutablePointer<UnsafeMutableRawPointer?>

    /// Opens a generator for the validated ICU locale `localeID`.
    init(localeID: String) throws(ICUError) {
        let opened = try ICUStatus.check("udatpg_open(\(localeID))") { status in
            cicu_udatpg_open(localeID, &status)
        }
        guard let opened else {
            throw ICUError(code: U_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udatpg_open(\(localeID))")
        }
        handle = opened
    }

    deinit {
        cicu_udatpg_close(handle)
    }

    /// The locale's best pattern for `skeleton`, keeping every field's length as asked.
    func bestPattern(_ skeleton: String) throws(ICUError) -> String {
        let units = Array(skeleton.utf16)
        return try ICUBuffer.string("udatpg_getBestPatternWithOptions(\(skeleton))") { buffer, capacity, status in
            cicu_udatpg_getBestPatternWithOptions(
                handle, units, Int32(units.count), UDATPG_MATCH_ALL_FIELDS_LENGTH, buffer, capacity, &status)
        }
    }
}
