#if !SystemICU
    internal import Foundation

    /// The Foundation provider's interval format: `DateIntervalFormatter` with a skeleton.
    ///
    /// Foundation reports no field positions: the end's part is the end date written alone by
    /// the skeleton's pattern at the end of the interval (or, where the interval does not end
    /// so, CLDR's fallback of both dates alone around an en dash), and ``formatWithFields(fromMillis:toMillis:)``
    /// is refused (``RangeFormatter`` then writes every range through the formatter).
    final class LocaleIntervalFormat: @unchecked Sendable {
        /// The skeleton, such as `"yMMMd"`.
        let skeleton: String
        private let proleptic: Bool
        private let intervals: LockedValue<DateIntervalFormatter>
        private let alone: LocaleDateFormat
        private let bridge: FoundationLocaleSupport.CalendarBridge?

        /// Opens an interval format for `skeleton` in the validated locale.
        init(localeID: String, skeleton: String, proleptic: Bool) throws(ICUError) {
            self.skeleton = skeleton
            self.proleptic = proleptic
            let intervals = DateIntervalFormatter()
            let calendar = FoundationLocaleSupport.calendar(localeID: localeID)
            bridge = FoundationLocaleSupport.bridge(for: calendar)
            // A locale whose calendar Foundation cannot write (ko_KR@calendar=dangi) crashes
            // DateIntervalFormatter's locale setter: it is given the bridge's calendar instead.
            var components = Locale.components(fromIdentifier: localeID)
            if bridge != nil { components["calendar"] = "chinese" }  // the bridge formats in the Chinese calendar
            intervals.locale = Locale(identifier: Locale.identifier(fromComponents: components))
            intervals.calendar = bridge?.formatting ?? calendar
            intervals.timeZone = FoundationLocaleSupport.utc
            intervals.dateTemplate = skeleton
            self.intervals = LockedValue(intervals)
            let pattern = try LocalePatternGenerator(localeID: localeID).bestPattern(skeleton)
            alone = try LocaleDateFormat(localeID: localeID, pattern: pattern, proleptic: proleptic)
        }

        private func date(_ millis: Double) throws(ICUError) -> Date {
            try FoundationLocaleSupport.instant(millis: millis, proleptic: proleptic, bridge: bridge)
        }

        /// The interval from `fromMillis` to `toMillis` and, with `wantsEndSpan`, the UTF-16
        /// offsets of the end's part.
        func format(fromMillis: Double, toMillis: Double, wantsEndSpan: Bool) throws(ICUError)
            -> (text: [UInt16], end: Range<Int>?)
        {
            let from = try date(fromMillis)
            let to = try date(toMillis)
            let text = intervals.withLock { $0.string(from: from, to: to) }
            let units = Array(text.utf16)
            guard wantsEndSpan else { return (units, nil) }
            let end = Array(try alone.format(millis: toMillis).utf16)
            if !end.isEmpty, units.count > end.count, Array(units.suffix(end.count)) == end {
                return (units, (units.count - end.count)..<units.count)
            }
            // The interval does not end with the end written alone (a skeleton whose interval
            // pattern shares fields): CLDR's fallback, both dates alone around an en dash.
            let start = Array(try alone.format(millis: fromMillis).utf16)
            let fallback = start + Array(" – ".utf16) + end
            return (fallback, (fallback.count - end.count)..<fallback.count)
        }

        /// The interval as `DateIntervalFormatter` writes it: the baseline in tests.
        func formatMillis(fromMillis: Double, toMillis: Double) throws(ICUError) -> String {
            let text = try format(fromMillis: fromMillis, toMillis: toMillis, wantsEndSpan: false).text
            return String(decoding: text, as: UTF16.self)
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
