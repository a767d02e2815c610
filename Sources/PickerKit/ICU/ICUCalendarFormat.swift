@_implementationOnly import CICU

/// An ICU date formatter in one calendar, for one pattern, that keeps the locale's numbering
/// overrides: zh `@calendar=chinese` writes days as 初一…三十 (`d=hanidays`), he
/// `@calendar=hebrew` writes days and years in Hebrew numerals, ja `@calendar=japanese` writes
/// the first year of an era as 元年.
///
/// CLDR attaches those overrides to the locale's date formats, not to a pattern: a formatter
/// opened from a pattern alone writes `1` where the locale writes `初一`. So the formatter is
/// opened with the locale's long date style and then given the pattern (`udat_applyPattern`
/// keeps the overrides).
///
/// Thread safety: after `init` only `udat_format` is called, which ICU allows on a shared,
/// configured formatter; `@unchecked Sendable` for that reason.
final class ICUCalendarFormat: @unchecked Sendable {
    /// The open ICU handle; closed in `deinit`.
    ///
    /// Spelled without the CICU name (`UDateFormat` is `void *`): no stored property names a CICU
    /// type (see the note in ICUStatus.swift).
    private let handle: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// The pattern the formatter uses, such as `"rU年"`.
    let pattern: String

    /// Opens a formatter for `pattern` in the validated ICU locale `localeID`, whose
    /// `@calendar=` keyword names the calendar.
    ///
    /// - Parameter proleptic: make the calendar proleptic Gregorian (only for `gregorian`).
    init(localeID: String, pattern: String, proleptic: Bool) throws(ICUError) {
        let zone = Array("UTC".utf16)
        let opened = try ICUStatus.check("udat_open(\(localeID), long)") { status in
            cicu_udat_open(UDAT_NONE, UDAT_LONG, localeID, zone, Int32(zone.count), nil, 0, &status)
        }
        guard let opened else {
            throw ICUError(code: U_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udat_open(\(localeID))")
        }
        handle = opened
        self.pattern = pattern
        let units = Array(pattern.utf16)
        cicu_udat_applyPattern(handle, 0, units, Int32(units.count))
        cicu_udat_setLenient(handle, 0)
        if proleptic {
            let calendar = try ICUCalendar(localeID: localeID, type: UCAL_GREGORIAN)
            try calendar.makeProleptic()
            // udat_setCalendar copies the calendar.
            cicu_udat_setCalendar(handle, calendar.handle)
        }
    }

    deinit {
        cicu_udat_close(handle)
    }

    /// Formats `millis` (since 1970-01-01T00:00Z) with the formatter's pattern.
    func format(millis: Double) throws(ICUError) -> String {
        try ICUBuffer.string("udat_format(\(pattern))") { buffer, capacity, status in
            cicu_udat_format(handle, millis, buffer, capacity, nil, &status)
        }
    }

    /// Parses a prefix of `units` (UTF-16) with the pattern, strictly.
    ///
    /// Returns the millis and how many units were read, or `nil` when nothing parses. Used for
    /// time-of-day groups only.
    func parsePrefix(_ units: [UChar]) -> (millis: Double, length: Int)? {
        var position: Int32 = 0
        var status = U_ZERO_ERROR
        let millis = units.withUnsafeBufferPointer { buffer in
            cicu_udat_parse(handle, buffer.baseAddress, Int32(buffer.count), &position, &status)
        }
        guard !ICUStatus.isFailure(status), position > 0 else { return nil }
        return (millis, Int(position))
    }

    /// The ten digits from zero to nine as the formatter's general number format writes them
    /// (fields with a numbering override may use others).
    func digits() throws(ICUError) -> [String] {
        guard let numberFormat = cicu_udat_getNumberFormat(handle) else {
            throw ICUError(code: U_INTERNAL_PROGRAM_ERROR.rawValue, operation: "udat_getNumberFormat")
        }
        var digits: [String] = []
        for digit in 0..<10 {
            digits.append(
                try ICUBuffer.string("unum_formatInt64") { buffer, capacity, status in
                    cicu_unum_formatInt64(numberFormat, Int64(digit), buffer, capacity, nil, &status)
                })
        }
        return digits
    }

    /// The pattern letters whose numbers the locale's long date format writes in another
    /// numbering system than its other numbers (`d` for zh chinese, `d`, `y` and `M` for he
    /// hebrew, `y` for ja japanese).
    static func numberingOverrides(localeID: String) -> Set<Character> {
        var status = U_ZERO_ERROR
        let zone = Array("UTC".utf16)
        guard let format = cicu_udat_open(UDAT_NONE, UDAT_LONG, localeID, zone, Int32(zone.count), nil, 0, &status),
            !ICUStatus.isFailure(status)
        else { return [] }
        defer { cicu_udat_close(format) }
        let general = cicu_udat_getNumberFormat(format)
        var letters: Set<Character> = []
        for letter in "GyrUMLd" {
            let field = UChar(letter.asciiValue!)
            if let own = cicu_udat_getNumberFormatForField(format, field), own != general {
                letters.insert(letter)
            }
        }
        return letters
    }
}
