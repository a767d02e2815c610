#if !SystemICU
    internal import Foundation

    /// The Foundation provider's interval format: `DateIntervalFormatter` with a skeleton.
    ///
    /// Foundation reports no field positions: the end's part is found as the end date written
    /// alone by the skeleton's pattern at the end of the interval, and ``formatWithFields(fromMillis:toMillis:)``
    /// is refused (``RangeFormatter`` then writes every range through the formatter).
    final class LocaleIntervalFormat: @unchecked Sendable {
        /// The skeleton, such as `"yMMMd"`.
        let skeleton: String
        private let proleptic: Bool
        private let intervals: LockedValue<DateIntervalFormatter>
        private let alone: LocaleDateFormat

        /// Opens an interval format for `skeleton` in the validated locale.
        init(localeID: String, skeleton: String, proleptic: Bool) throws(ICUError) {
            self.skeleton = skeleton
            self.proleptic = proleptic
            let intervals = DateIntervalFormatter()
            intervals.locale = Locale(identifier: localeID)
            intervals.calendar = FoundationLocaleSupport.calendar(localeID: localeID)
            intervals.timeZone = FoundationLocaleSupport.utc
            intervals.dateTemplate = skeleton
            self.intervals = LockedValue(intervals)
            let pattern = try LocalePatternGenerator(localeID: localeID).bestPattern(skeleton)
            alone = try LocaleDateFormat(localeID: localeID, pattern: pattern, proleptic: proleptic)
        }

        private func date(_ millis: Double) -> Date {
            proleptic
                ? FoundationLocaleSupport.date(prolepticMillis: millis) : Date(timeIntervalSince1970: millis / 1000)
        }

        /// The interval from `fromMillis` to `toMillis` and the UTF-16 offsets of the end's part
        /// (`nil` when the interval does not end with the end date written alone).
        func format(fromMillis: Double, toMillis: Double, wantsEndSpan: Bool) throws(ICUError)
            -> (text: [UInt16], end: Range<Int>?)
        {
            let from = date(fromMillis)
            let to = date(toMillis)
            let text = intervals.withLock { $0.string(from: from, to: to) }
            let units = Array(text.utf16)
            guard wantsEndSpan else { return (units, nil) }
            let end = Array(try alone.format(millis: toMillis).utf16)
            guard !end.isEmpty, units.count >= end.count, Array(units.suffix(end.count)) == end,
                units.count > end.count || fromMillis == toMillis
            else { return (units, nil) }
            return (units, (units.count - end.count)..<units.count)
        }

        /// The interval as `DateIntervalFormatter` writes it: the baseline in tests.
        func formatMillis(fromMillis: Double, toMillis: Double) throws(ICUError) -> String {
            String(decoding: try format(fromMillis: fromMillis, toMillis: toMillis, wantsEndSpan: false).text, as: UTF16.self)
        }

        /// One formatted interval with its field and span positions: not available here.
        struct FieldedText {
            /// The UTF-16 text.
            var text: [UInt16]
            /// Each date field and its UTF-16 offsets, in text order.
            var fields: [(field: Int32, range: Range<Int>)]
            /// The offsets of the first and the second date's parts.
            var spans: [Range<Int>?]
        }

        /// Refused: Foundation reports no field positions.
        func formatWithFields(fromMillis: Double, toMillis: Double) throws(ICUError) -> FieldedText {
            throw ICUError(code: 16, operation: "interval field positions under Foundation")
        }
    }
#endif
