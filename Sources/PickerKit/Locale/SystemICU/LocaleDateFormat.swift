#if SystemICU
    internal import CPickerKitICU

    /// An owned ICU `UDateFormat` for one pattern, in UTC, strict, configured once.
    ///
    /// Two ways to open one:
    /// - ``init(localeID:pattern:proleptic:)`` opens the pattern alone (Gregorian labels, display
    ///   strings, spoken text).
    /// - ``init(longStyleOf:proleptic:)`` opens the locale's long date format, which carries the
    ///   locale's numbering overrides: zh `@calendar=chinese` writes days as 初一…三十
    ///   (`d=hanidays`), he `@calendar=hebrew` writes days and years in Hebrew numerals, ja
    ///   `@calendar=japanese` writes the first year of an era as 元年. CLDR attaches those overrides
    ///   to the locale's date formats, not to a pattern: a formatter opened from a pattern alone
    ///   writes `1` where the locale writes `初一`. ``copy(pattern:)`` then gives formatters for
    ///   other patterns that keep the overrides (`udat_clone` shares the override number formats:
    ///   about 20 µs, where each long-style `udat_open` builds them again, 1–2 ms for Hebrew
    ///   numerals, whose rule-based number format is parsed from its rules every time).
    ///
    /// `@unchecked Sendable` because: the formatter is fully configured in `init` (pattern,
    /// calendar, leniency) and never changed afterwards; ICU documents `udat_format` and
    /// `udat_parse` on such a formatter as safe from many threads (measured on this machine,
    /// see DESIGN.md). `udat_parse` here always parses into a fresh calendar clone of our own.
    package final class LocaleDateFormat: @unchecked Sendable {
        /// The open ICU handle; closed in `deinit`.
        ///
        /// Spelled without the CICU name (`UDateFormat` is `void *`): no stored property names a CICU
        /// type (see the note in ICUStatus.swift).
        let handle: UnsafeMutablePointer<UnsafeMutableRawPointer?>
        /// The pattern the formatter uses, such as `"y年M月d日"`.
        let pattern: String

        /// Opens a formatter for `pattern` in the validated ICU locale `localeID`.
        ///
        /// - Parameter proleptic: when `true` (Gregorian display) the formatter's calendar is a
        ///   Gregorian calendar with no Julian part, so years before 1582 are labeled right. ICU
        ///   refuses this for its Buddhist, Japanese and ROC calendars (`U_UNSUPPORTED_ERROR`).
        init(localeID: String, pattern: String, proleptic: Bool) throws(ICUError) {
            let zone = Array("UTC".utf16)
            let units = Array(pattern.utf16)
            let opened = try ICUStatus.check("udat_open(\(localeID), \(pattern))") { status in
                pkicu_udat_open(
                    PKUDAT_PATTERN, PKUDAT_PATTERN, localeID, zone, Int32(zone.count), units, Int32(units.count),
                    &status)
            }
            guard let opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udat_open(\(localeID))")
            }
            handle = opened
            self.pattern = pattern
            try configure(localeID: localeID, proleptic: proleptic)
        }

        /// Opens the long date format of the validated ICU locale `localeID` (whose `@calendar=`
        /// keyword names the calendar), with the locale's numbering overrides; ``pattern`` is the
        /// locale's long date pattern (`"d בMMMM y"`).
        ///
        /// - Parameter proleptic: as in ``init(localeID:pattern:proleptic:)``.
        init(longStyleOf localeID: String, proleptic: Bool) throws(ICUError) {
            let zone = Array("UTC".utf16)
            let opened = try ICUStatus.check("udat_open(\(localeID), long)") { status in
                pkicu_udat_open(PKUDAT_NONE, PKUDAT_LONG, localeID, zone, Int32(zone.count), nil, 0, &status)
            }
            guard let opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udat_open(\(localeID), long)")
            }
            handle = opened
            do {
                pattern = try ICUBuffer.string("udat_toPattern(\(localeID), long)") { buffer, capacity, status in
                    pkicu_udat_toPattern(opened, 0, buffer, capacity, &status)
                }
            } catch {
                pkicu_udat_close(opened)
                throw error
            }
            try configure(localeID: localeID, proleptic: proleptic)
        }

        /// A formatter for `pattern` with everything else of `base`: calendar, leniency and the
        /// numbering overrides (`udat_clone` then `udat_applyPattern`, which keeps them).
        private init(copying base: LocaleDateFormat, pattern: String) throws(ICUError) {
            let cloned = try ICUStatus.check("udat_clone(\(base.pattern))") { status in
                pkicu_udat_clone(base.handle, &status)
            }
            guard let cloned else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udat_clone(\(base.pattern))")
            }
            handle = cloned
            self.pattern = pattern
            let units = Array(pattern.utf16)
            pkicu_udat_applyPattern(handle, 0, units, Int32(units.count))
        }

        /// Sets the formatter strict and, for `proleptic`, gives it a proleptic Gregorian calendar.
        private func configure(localeID: String, proleptic: Bool) throws(ICUError) {
            pkicu_udat_setLenient(handle, 0)
            if proleptic {
                let calendar = try LocaleCalendar(localeID: localeID, type: PKUCAL_GREGORIAN)
                try calendar.makeProleptic()
                // udat_setCalendar copies the calendar; ours is closed when it goes out of scope.
                pkicu_udat_setCalendar(handle, calendar.handle)
            }
        }

        deinit {
            pkicu_udat_close(handle)
        }

        /// A formatter for `pattern` that keeps this one's calendar, leniency and numbering
        /// overrides (see the type's documentation).
        func copy(pattern: String) throws(ICUError) -> LocaleDateFormat {
            try LocaleDateFormat(copying: self, pattern: pattern)
        }

        /// Formats `millis` (since 1970-01-01T00:00Z) with the formatter's pattern.
        func format(millis: Double) throws(ICUError) -> String {
            try ICUBuffer.string("udat_format(\(pattern))") { buffer, capacity, status in
                pkicu_udat_format(handle, millis, buffer, capacity, nil, &status)
            }
        }

        /// Parses a prefix of `units` (UTF-16) with the pattern, strictly.
        ///
        /// Returns the millis and how many units were read, or `nil` when nothing parses.
        func parsePrefix(_ units: [UInt16]) -> (millis: Double, length: Int)? {
            var position: Int32 = 0
            var status = PKU_ZERO_ERROR
            let millis = units.withUnsafeBufferPointer { buffer in
                pkicu_udat_parse(handle, buffer.baseAddress, Int32(buffer.count), &position, &status)
            }
            guard !ICUStatus.isFailure(status), position > 0 else { return nil }
            return (millis, Int(position))
        }

        /// Whether this formatter writes days in a numbering of their own that spells numbers out
        /// (zh chinese `d=hanidays`: 初十), not digit by digit (ja chinese `d=hanidec`: 一〇, where
        /// 10 is 1 then 0): the test is whether 10 reads as 1 followed by 0.
        func writesDaysAsWords() -> Bool {
            let general = pkicu_udat_getNumberFormat(handle)
            guard let own = pkicu_udat_getNumberFormatForField(handle, UInt16(UInt8(ascii: "d"))), own != general else {
                return false
            }
            func text(_ number: Int64) -> String? {
                try? ICUBuffer.string("unum_formatInt64") { buffer, capacity, status in
                    pkicu_unum_formatInt64(own, number, buffer, capacity, nil, &status)
                }
            }
            guard let one = text(1), let zero = text(0), let ten = text(10) else { return true }
            return ten != one + zero
        }

        /// Parses `text` strictly: the whole text must be consumed; returns millis since 1970.
        ///
        /// - Returns: `nil` when ICU cannot parse it or leaves text over.
        func parse(_ text: String) -> Double? {
            let units = Array(text.utf16)
            var position: Int32 = 0
            var status = PKU_ZERO_ERROR
            let millis = units.withUnsafeBufferPointer { buffer in
                pkicu_udat_parse(handle, buffer.baseAddress, Int32(buffer.count), &position, &status)
            }
            guard !ICUStatus.isFailure(status), Int(position) == units.count else { return nil }
            return millis
        }

        /// Where a strict parse of `text` stops, for error messages.
        ///
        /// Returns the UTF-16 offset of the first unmatched unit (the end when all of it matched),
        /// and the millis when it all matched.
        func parseStop(_ text: String) -> (offset: Int, millis: Double?) {
            let units = Array(text.utf16)
            var position: Int32 = 0
            var status = PKU_ZERO_ERROR
            let millis = units.withUnsafeBufferPointer { buffer in
                pkicu_udat_parse(handle, buffer.baseAddress, Int32(buffer.count), &position, &status)
            }
            let matched = !ICUStatus.isFailure(status) && Int(position) == units.count
            return (min(max(Int(position), 0), units.count), matched ? millis : nil)
        }

        /// Parses `text` strictly into a clone of the formatter's calendar preset to
        /// `defaultYear`-01-01, so fields the pattern lacks (the year of `February 29`) come from
        /// it rather than from 1970; returns millis since 1970.
        ///
        /// The calendar is this call's own clone (never shared); `udat_parseCalendar` does not
        /// clear it first, unlike `udat_parse`.
        func parse(_ text: String, defaultYear: Int) -> Double? {
            var status = PKU_ZERO_ERROR
            guard let calendar = pkicu_ucal_clone(pkicu_udat_getCalendar(handle), &status), !ICUStatus.isFailure(status)
            else { return nil }
            defer { pkicu_ucal_close(calendar) }
            pkicu_ucal_clear(calendar)
            pkicu_ucal_set(calendar, PKUCAL_ERA, 1)
            pkicu_ucal_set(calendar, PKUCAL_YEAR, Int32(defaultYear))
            pkicu_ucal_set(calendar, PKUCAL_MONTH, 0)
            pkicu_ucal_set(calendar, PKUCAL_DATE, 1)
            let units = Array(text.utf16)
            var position: Int32 = 0
            units.withUnsafeBufferPointer { buffer in
                pkicu_udat_parseCalendar(handle, calendar, buffer.baseAddress, Int32(buffer.count), &position, &status)
            }
            guard !ICUStatus.isFailure(status), Int(position) == units.count else { return nil }
            let millis = pkicu_ucal_getMillis(calendar, &status)
            return ICUStatus.isFailure(status) ? nil : millis
        }

        /// The locale whose date patterns ICU really uses for `localeID` (`ULOC_ACTUAL_LOCALE`
        /// of a medium date format), such as `"de"` for `de_DE` or `"root"` for `ce`.
        ///
        /// This is per resource: month names may come from the locale while patterns come from
        /// a parent or root.
        package static func datePatternLocale(localeID: String) -> String {
            var status = PKU_ZERO_ERROR
            let zone = Array("UTC".utf16)
            guard
                let format = pkicu_udat_open(
                    PKUDAT_NONE, PKUDAT_MEDIUM, localeID, zone, Int32(zone.count), nil, 0, &status),
                !ICUStatus.isFailure(status)
            else { return "" }
            defer { pkicu_udat_close(format) }
            guard let name = pkicu_udat_getLocaleByType(format, PKULOC_ACTUAL_LOCALE, &status),
                !ICUStatus.isFailure(status)
            else { return "" }
            return String(cString: name)
        }

        /// The date format symbols of `kind`, such as standalone wide month names (ICU's weekday
        /// tables have an empty entry 0; Sunday is 1).
        func symbols(_ kind: SymbolKind) throws(ICUError) -> [String] {
            let type = kind.icuType
            let count = pkicu_udat_countSymbols(handle, type)
            var names: [String] = []
            for index in 0..<count {
                names.append(
                    try ICUBuffer.string("udat_getSymbols") { buffer, capacity, status in
                        pkicu_udat_getSymbols(handle, type, index, buffer, capacity, &status)
                    })
            }
            return names
        }

        /// The ten digits from zero to nine as the formatter's number format writes them.
        ///
        /// One `unum_formatInt64` of 1234567890 where that writes the ten digits of one block of
        /// consecutive code points, 1…9 then 0 (the decimal numbering systems with Unicode's
        /// digits: a date formatter's number format has no grouping); else, as for an
        /// algorithmic system or `hanidec` (〇一二…), one call per digit (in ar, the ten calls
        /// cost a first picker ~120,000 instructions).
        func digits() throws(ICUError) -> [String] {
            guard let numberFormat = pkicu_udat_getNumberFormat(handle) else {
                throw ICUError(code: PKU_INTERNAL_PROGRAM_ERROR.rawValue, operation: "udat_getNumberFormat")
            }
            let all = try ICUBuffer.string("unum_formatInt64") { buffer, capacity, status in
                pkicu_unum_formatInt64(numberFormat, 1_234_567_890, buffer, capacity, nil, &status)
            }
            // Written 1…9 then 0, each the zero's scalar plus its value (a decimal block).
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(10)
            scalars.append(contentsOf: all.unicodeScalars.prefix(11))
            if scalars.count == 10,
                (0..<9).allSatisfy({ scalars[$0].value == scalars[9].value + UInt32($0 + 1) })
            {
                return (0..<10).map { String(scalars[($0 + 9) % 10]) }
            }
            var digits: [String] = []
            for digit in 0..<10 {
                digits.append(
                    try ICUBuffer.string("unum_formatInt64") { buffer, capacity, status in
                        pkicu_unum_formatInt64(numberFormat, Int64(digit), buffer, capacity, nil, &status)
                    })
            }
            return digits
        }
    }

    extension LocaleDateFormat.SymbolKind {
        /// ICU's symbol table for the kind.
        var icuType: PKUDateFormatSymbolType {
            switch self {
            case .standaloneMonths: PKUDAT_STANDALONE_MONTHS
            case .standaloneShortMonths: PKUDAT_STANDALONE_SHORT_MONTHS
            case .standaloneNarrowMonths: PKUDAT_STANDALONE_NARROW_MONTHS
            case .months: PKUDAT_MONTHS
            case .shortMonths: PKUDAT_SHORT_MONTHS
            case .narrowMonths: PKUDAT_NARROW_MONTHS
            case .shortWeekdays: PKUDAT_SHORT_WEEKDAYS
            case .weekdays: PKUDAT_WEEKDAYS
            case .standaloneShortWeekdays: PKUDAT_STANDALONE_SHORT_WEEKDAYS
            case .standaloneWeekdays: PKUDAT_STANDALONE_WEEKDAYS
            case .amPm: PKUDAT_AM_PMS
            case .eras: PKUDAT_ERAS
            case .eraNames: PKUDAT_ERA_NAMES
            }
        }
    }
#endif
