/// Writes ranges for display in a locale with ICU's interval formats: `Aug 2019 – Mar 2020`,
/// `2019年8月至2020年3月`, `2019年8月～2020年3月`; an open end is the locale's Present word.
///
/// The skeleton is the mode's display skeleton (``CalendarLabeler/skeleton``, so the month
/// style, hour cycle and weekday options apply); ICU decides which fields the two dates
/// share (`Aug 20 – Sep 1, 2019`). An open range (`2015-03/present`) is ICU's interval for
/// a difference in the mode's largest field with the end's part replaced by
/// ``PickerString/present`` (`Mar 2015 – Present`; text the range word and the Present word share is written once:
/// `2015年3月至今`, not `2015年3月至至今`).
///
/// ```swift
/// let formatter = try RangeFormatter(locale: try ResolvedLocale("en_US"), mode: .yearMonth)
/// try formatter.string(for: try SelectionRange("2019-08/2020-03"))   // "Aug 2019 – Mar 2020"
/// try formatter.string(for: try SelectionRange("2015-03/present"))   // "Mar 2015 – Present"
/// ```
///
/// Once warm, a range is written from a template of ICU's text for its largest difference,
/// without calling ICU (about 10x faster than `udtitvfmt_format`); the first range of each
/// difference reads its template from ICU (tens of probe ranges). The warm path's layers
/// (``string(for:)``, ``string(start:end:)``, `templateString`, `template(for:)`,
/// `RangeTemplate.renderOpen` and `Compiled.render`) are inlined into their caller, so that the
/// two ends' fields are not copied from call to call (an open year range in en_US: 1,289 to
/// 1,159 instructions, counted by callgrind).
///
/// Thread safety: immutable after creation but for the template cache, which is locked; the
/// ICU interval formatter runs under a lock.
package final class RangeFormatter: Sendable {
    /// The labeler whose locale, mode, options and skeleton the formatter uses.
    package let labeler: CalendarLabeler
    /// The locale's Present word (`"至今"` for zh_CN).
    package let presentWord: String
    /// ICU's interval formatter for the labeler's skeleton (or the skeleton given).
    let intervalFormat: LocaleIntervalFormat
    /// A date alone in the skeleton given for the intervals, when one was.
    private let aloneFormat: LocaleDateFormat?
    /// The templates of warm ranges by ``Difference`` raw value, built on first use (`nil`
    /// where ICU writes the range; see `RangeFormatter+Templates.swift`).
    let templates = OnceSlots<RangeTemplate>(count: RangeFormatter.Difference.allCases.count)

    /// Makes a formatter for `mode` in `locale`.
    ///
    /// - Throws: ``LocalizationError`` when the columns cannot be labeled, ICU refuses the
    ///   skeleton (``LocalizationError/icu(operation:code:)``) or the strings are damaged
    ///   (``LocalizationError/resources(_:)``).
    package convenience init(locale: ResolvedLocale, mode: SelectionMode, options: LabelOptions = LabelOptions())
        throws(LocalizationError)
    {
        try self.init(locale: locale, mode: mode, calendar: nil, options: options)
    }

    /// Makes a formatter for ranges of `calendar`'s values (`1394-M01[u-ca=persian]/present`),
    /// written in that calendar in `locale`'s language; with `nil` (or Gregorian) for Gregorian
    /// values, written in a calendar with the Gregorian months (the locale's own when it has
    /// them: Buddhist and Japanese years, else the Gregorian calendar).
    ///
    /// With an `intervalSkeleton`, ranges are written in that skeleton's interval format instead
    /// of the mode's display skeleton (`yQQQQ`: year-month ranges from each quarter's first
    /// month, written as quarters).
    package init(
        locale given: ResolvedLocale, mode: SelectionMode, calendar: CalendarKind?, options: LabelOptions,
        intervalSkeleton: String? = nil
    ) throws(LocalizationError) {
        let locale: ResolvedLocale
        if let calendar, !calendar.isISO {
            locale = given.withCalendar(calendar)
        } else {
            locale = given.writingGregorianValues
        }
        do {
            labeler = try CalendarLabeler.shared(locale: locale, calendar: calendar, mode: mode, options: options)
        } catch {
            throw error
        }
        do {
            presentWord = try PickerStrings(locale: locale)[.present]
        } catch {
            throw error
        }
        do {
            let proleptic = locale.calendarKind.isISO
            intervalFormat = try LocaleIntervalFormat(
                localeID: locale.icuIdentifier, skeleton: intervalSkeleton ?? labeler.skeleton, proleptic: proleptic)
            aloneFormat = try intervalSkeleton.map { (skeleton) throws(ICUError) in
                let pattern = try LocalePatternGenerator(localeID: locale.icuIdentifier).bestPattern(skeleton)
                return try LocaleDateFormat(localeID: locale.icuIdentifier, pattern: pattern, proleptic: proleptic)
            }
        } catch {
            throw .icu(error)
        }
    }

    /// The mode of the ranges this formatter writes.
    package var mode: SelectionMode { labeler.mode }

    /// The range in the locale's interval format.
    ///
    /// - Throws: ``LocalizationError/picker(_:)`` with ``PickerError/modeMismatch(role:expected:actual:)``
    ///   for a range of another mode; ``LocalizationError/beforeGregorianReform(calendar:values:)``
    ///   for a Buddhist, Japanese or ROC date before 1582-10-15, ``LocalizationError/icu(operation:code:)``
    ///   for an ICU failure.
    @inline(__always)
    package func string(for range: SelectionRange) throws(LocalizationError) -> String {
        guard range.mode == mode else {
            throw .picker(.modeMismatch(role: "range", expected: mode, actual: range.mode))
        }
        if !range.calendar.isISO { return try calendarString(for: range) }
        guard labeler.calendar.hasISOMonths else {
            throw .picker(.calendarMismatch(role: "range", expected: labeler.calendar, actual: .gregorian))
        }
        // The start is a value (never present) in every range; both ends are ISO values here
        // (a range's ends share its calendar), so their stored fields are read directly
        // rather than through `Selection.fields`, a call into PickerKitCore per end.
        return try string(start: range.start.storage, end: range.end.mode == nil ? nil : range.end.storage)
    }

    /// The range from `start` to `end` (`nil`: Present), ISO values of the formatter's mode
    /// whose range the caller has checked (the end after the start).
    ///
    /// - Throws: as ``string(for:)``, but for the checks of the range's mode and calendar.
    @inline(__always)
    package func string(start: SelectionFields, end given: SelectionFields?) throws(LocalizationError) -> String {
        let end = given ?? Self.probe(after: start, mode: mode)
        if !labeler.calendar.isISO {
            // ICU keeps a Julian part in its Buddhist, Japanese and ROC calendars (it refuses to
            // move their cutover), and its interval formats have no other calendar.
            for values in [start, end] where (values.year, values.month, values.day) < (1582, 10, 15) {
                throw .beforeGregorianReform(
                    calendar: labeler.calendar,
                    values: Selection(_unchecked: values.keeping(mode), mode: mode))
            }
        }
        if labeler.calendar.isISO,
            let text = templateString(start: start, end: end, open: given == nil)
        {
            return text
        }
        return try icuString(start: start, end: end, open: given == nil)
    }

    /// The range as ICU writes it: the interval of `start` and `end`, or with `open` the
    /// interval of `start` and the probe `end` with the end's part replaced by the Present word.
    func icuString(start: SelectionFields, end: SelectionFields, open: Bool) throws(LocalizationError) -> String {
        try icuString(
            fromMillis: Self.millis(start), toMillis: Self.millis(end), open: open, endAlone: { aloneText(end) })
    }

    /// The interval of two instants as ICU writes it in the labeler's calendar; with `open`, the
    /// end's part (which runs on to the end of `endAlone`, the end written alone, where ICU's
    /// span stops early) replaced by the Present word, or by `endText` when given.
    func icuString(
        fromMillis: Double, toMillis: Double, open: Bool, endAlone: () -> String?,
        replacingEndWith endText: String? = nil
    ) throws(LocalizationError) -> String {
        let formatted: (text: [UInt16], end: Range<Int>?)
        do {
            formatted = try intervalFormat.format(fromMillis: fromMillis, toMillis: toMillis, wantsEndSpan: open)
        } catch {
            throw .icu(error)
        }
        guard open else { return String(decoding: formatted.text, as: UTF16.self) }
        guard let span = formatted.end else {
            throw .icu(ICUError(code: 5, operation: "udtitvfmt: no end span for \(fromMillis)"))
        }
        let endLimit = openEndLimit(in: formatted.text, span: span, alone: endAlone())
        let before = String(decoding: formatted.text[..<span.lowerBound], as: UTF16.self)
        let after = String(decoding: formatted.text[endLimit...], as: UTF16.self)
        if let endText { return before + endText + after }
        return Self.joining(before, presentWord) + after
    }

    /// Where the end's part of an open range stops in ICU's interval text.
    ///
    /// ICU's `span` of the second date ends at its last field, before a trailing literal (`2016年3` of `2016年3月`), and
    /// may start after a field it shares with the first date (the era of `平成27年3月～28年4月`).
    /// So the part runs on to the end of the date as the display pattern writes it alone when
    /// the text at the span is a tail of that date at least as long as the span; else it is
    /// ICU's span.
    func openEndLimit(in text: [UInt16], span: Range<Int>, alone: String?) -> Int {
        guard let alone else { return span.upperBound }
        let units = Array(alone.utf16)
        let rest = text[span.lowerBound...]
        var offset = 0
        while units.count - offset >= span.count {
            if rest.starts(with: units[offset...]) { return span.lowerBound + units.count - offset }
            offset += 1
        }
        return span.upperBound
    }

    /// `before` followed by `word`, without repeating text the two share: the range word
    /// "至" of `2015年3月至` and the start of "至今" are written once (`2015年3月至今`).
    static func joining(_ before: String, _ word: String) -> String {
        let tail = Array(before)
        let head = Array(word)
        var overlap = min(tail.count, head.count)
        while overlap > 0 && tail[(tail.count - overlap)...] != head[..<overlap] { overlap -= 1 }
        return String(tail[..<(tail.count - overlap)]) + word
    }

    /// A value that differs from `start` in the mode's largest field, so that ICU writes both
    /// dates in full: a year later, another month of the same year, the other half of the
    /// day, or half an hour apart.
    static func probe(after start: SelectionFields, mode: SelectionMode) -> SelectionFields {
        var probe = start
        switch mode.firstField {
        case .year: probe.year += 1
        case .month:
            probe.month = start.month % 12 + 1
            probe.day = min(start.day, 28)
        case .hour: probe.hour = (start.hour + 12) % 24
        default: probe.minute = (start.minute + 30) % 60
        }
        return probe
    }

    /// Milliseconds since 1970-01-01T00:00Z of `fields` in the proleptic Gregorian calendar;
    /// a missing year is 2000, a missing month or day 1.
    static func millis(_ fields: SelectionFields) -> Double {
        let date = CalendarDate(
            year: fields.year == 0 ? 2000 : fields.year, month: max(fields.month, 1), day: max(fields.day, 1))
        let days = date.dayNumber - PickerValues.unixEpochDay
        return Double(days) * 86_400_000 + Double(fields.hour * 3_600 + fields.minute * 60 + fields.second) * 1_000
    }

    /// `fields` as the display pattern writes them alone (the end's part of an open range).
    func aloneText(_ fields: SelectionFields) -> String? {
        if let aloneFormat { return try? aloneFormat.format(millis: Self.millis(fields)) }
        if let formatter = labeler.displayFormatter { return try? formatter.format(millis: Self.millis(fields)) }
        return try? labeler.displayString(
            for: PickerValues(
                mode: mode, year: fields.year, month: fields.month, day: fields.day, hour: fields.hour,
                minute: fields.minute, second: fields.second))
    }
}
