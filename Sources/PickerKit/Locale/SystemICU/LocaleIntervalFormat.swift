#if SystemICU
    internal import CPickerKitICU

    /// An owned ICU `UDateIntervalFormat` for one locale and skeleton, in UTC, with the two
    /// calendars and the result object it formats with.
    ///
    /// `@unchecked Sendable` because: the formatter is configured once in `init`; each format
    /// sets two calendars and fills one result object, which are mutable, so every format runs
    /// under the object's own lock (``state``); nothing else touches them.
    final class LocaleIntervalFormat: @unchecked Sendable {
        /// The open ICU handle; closed in `deinit`.
        let handle: OpaquePointer
        /// The skeleton the formatter was opened with, such as `"yMMM"`.
        let skeleton: String
        /// The calendars of the two dates and the result, used only under the lock.
        private let state: LockedValue<State>

        /// What one format call mutates.
        private final class State {
            let from: LocaleCalendar
            let to: LocaleCalendar
            let result: OpaquePointer
            let position: OpaquePointer

            init(from: LocaleCalendar, to: LocaleCalendar, result: OpaquePointer, position: OpaquePointer) {
                self.from = from
                self.to = to
                self.result = result
                self.position = position
            }

            deinit {
                pkicu_ucfpos_close(position)
                pkicu_udtitvfmt_closeResult(result)
            }
        }

        /// Opens an interval formatter for `skeleton` in the validated ICU locale `localeID`.
        ///
        /// - Parameter proleptic: when `true` (Gregorian display) the dates are read in a
        ///   Gregorian calendar with no Julian part; else in the locale's own calendar.
        init(localeID: String, skeleton: String, proleptic: Bool) throws(ICUError) {
            let zone = Array("UTC".utf16)
            let units = Array(skeleton.utf16)
            let opened = try ICUStatus.check("udtitvfmt_open(\(localeID), \(skeleton))") { status in
                pkicu_udtitvfmt_open(localeID, units, Int32(units.count), zone, Int32(zone.count), &status)
            }
            guard let opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udtitvfmt_open(\(localeID))")
            }
            handle = opened
            self.skeleton = skeleton
            let type = proleptic ? PKUCAL_GREGORIAN : PKUCAL_DEFAULT
            let from = try LocaleCalendar(localeID: localeID, type: type)
            let to = try LocaleCalendar(localeID: localeID, type: type)
            if proleptic {
                try from.makeProleptic()
                try to.makeProleptic()
            }
            let result = try ICUStatus.check("udtitvfmt_openResult") { status in pkicu_udtitvfmt_openResult(&status) }
            let position = try ICUStatus.check("ucfpos_open") { status in pkicu_ucfpos_open(&status) }
            guard let result, let position else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: "udtitvfmt_openResult")
            }
            state = LockedValue(State(from: from, to: to, result: result, position: position))
        }

        deinit {
            pkicu_udtitvfmt_close(handle)
        }

        /// The interval from `fromMillis` to `toMillis` (since 1970-01-01T00:00Z), and the UTF-16
        /// offsets of the end's part in it (`nil` when ICU wrote the interval as one date).
        ///
        /// - Parameter wantsEndSpan: whether to look for the end's part (skipped when `false`).
        func format(fromMillis: Double, toMillis: Double, wantsEndSpan: Bool) throws(ICUError)
            -> (text: [UInt16], end: Range<Int>?)
        {
            let outcome = state.withLock { state in
                Result { () throws(ICUError) in try Self.format(handle, state, fromMillis, toMillis, wantsEndSpan) }
            }
            return try outcome.get()
        }

        private static func format(
            _ handle: OpaquePointer, _ state: State, _ fromMillis: Double, _ toMillis: Double, _ wantsEndSpan: Bool
        ) throws(ICUError) -> (text: [UInt16], end: Range<Int>?) {
            try state.from.setMillis(fromMillis)
            try state.to.setMillis(toMillis)
            try ICUStatus.check("udtitvfmt_formatCalendarToResult") { status in
                pkicu_udtitvfmt_formatCalendarToResult(
                    handle, state.from.handle, state.to.handle, state.result, &status)
            }
            let value = try ICUStatus.check("udtitvfmt_resultAsValue") { status in
                pkicu_udtitvfmt_resultAsValue(state.result, &status)
            }
            var length: Int32 = 0
            let units = try ICUStatus.check("ufmtval_getString") { status in
                pkicu_ufmtval_getString(value, &length, &status)
            }
            guard let units else { return ([], nil) }
            let text = Array(UnsafeBufferPointer(start: units, count: Int(length)))
            guard wantsEndSpan else { return (text, nil) }
            // The span of the second date: field 1 of the date-interval-span category.
            try ICUStatus.check("ucfpos_constrainCategory") { status in
                pkicu_ucfpos_reset(state.position, &status)
                pkicu_ucfpos_constrainCategory(
                    state.position, Int32(PKUFIELD_CATEGORY_DATE_INTERVAL_SPAN.rawValue), &status)
            }
            var end: Range<Int>?
            while try ICUStatus.check(
                "ufmtval_nextPosition",
                { status in
                    pkicu_ufmtval_nextPosition(value, state.position, &status)
                }) != 0
            {
                let field = try ICUStatus.check("ucfpos_getField") { status in
                    pkicu_ucfpos_getField(state.position, &status)
                }
                guard field == 1 else { continue }
                var start: Int32 = 0
                var limit: Int32 = 0
                try ICUStatus.check("ucfpos_getIndexes") { status in
                    pkicu_ucfpos_getIndexes(state.position, &start, &limit, &status)
                }
                end = Int(start)..<Int(limit)
            }
            return (text, end)
        }
    }

    extension LocaleIntervalFormat {
        /// The interval from `fromMillis` to `toMillis` through `udtitvfmt_format` (ICU's own
        /// calendar, Julian before 1582): the baseline the formatter is compared with in tests
        /// and benchmarks.
        func formatMillis(fromMillis: Double, toMillis: Double) throws(ICUError) -> String {
            try ICUBuffer.string("udtitvfmt_format(\(skeleton))") { buffer, capacity, status in
                pkicu_udtitvfmt_format(handle, fromMillis, toMillis, buffer, capacity, nil, &status)
            }
        }
    }

    extension LocaleIntervalFormat {
        /// One formatted interval with where ICU put each date field and each date's part.
        struct FieldedText {
            /// The UTF-16 text.
            var text: [UInt16]
            /// Each date field (`UDateFormatField` raw value) and its UTF-16 offsets, in text order.
            var fields: [(field: Int32, range: Range<Int>)]
            /// The offsets of the first and the second date's parts (`nil` when ICU wrote one date).
            var spans: [Range<Int>?]
        }

        /// The interval from `fromMillis` to `toMillis` with its field and span positions; for
        /// building the templates that ``RangeFormatter`` writes warm ranges from.
        func formatWithFields(fromMillis: Double, toMillis: Double) throws(ICUError) -> FieldedText {
            let outcome = state.withLock { state in
                Result { () throws(ICUError) in
                    let (text, _) = try Self.format(handle, state, fromMillis, toMillis, false)
                    let value = try ICUStatus.check("udtitvfmt_resultAsValue") { status in
                        pkicu_udtitvfmt_resultAsValue(state.result, &status)
                    }
                    var fielded = FieldedText(text: text, fields: [], spans: [nil, nil])
                    for category in [PKUFIELD_CATEGORY_DATE, PKUFIELD_CATEGORY_DATE_INTERVAL_SPAN] {
                        try ICUStatus.check("ucfpos_constrainCategory") { status in
                            pkicu_ucfpos_reset(state.position, &status)
                            pkicu_ucfpos_constrainCategory(state.position, Int32(category.rawValue), &status)
                        }
                        while try ICUStatus.check(
                            "ufmtval_nextPosition",
                            { status in pkicu_ufmtval_nextPosition(value, state.position, &status) }
                        ) != 0 {
                            let field = try ICUStatus.check("ucfpos_getField") { status in
                                pkicu_ucfpos_getField(state.position, &status)
                            }
                            var start: Int32 = 0
                            var limit: Int32 = 0
                            try ICUStatus.check("ucfpos_getIndexes") { status in
                                pkicu_ucfpos_getIndexes(state.position, &start, &limit, &status)
                            }
                            if category == PKUFIELD_CATEGORY_DATE {
                                fielded.fields.append((field, Int(start)..<Int(limit)))
                            } else if field == 0 || field == 1 {
                                fielded.spans[Int(field)] = Int(start)..<Int(limit)
                            }
                        }
                    }
                    fielded.fields.sort { $0.range.lowerBound < $1.range.lowerBound }
                    return fielded
                }
            }
            return try outcome.get()
        }
    }
#endif
