import PickerKit
import PickerKitCore

extension CalendarComparison {
    /// The `Int32`s per day in a buffer of ICU's fields (``readICUDays(_:into:stoppingWhen:)``):
    /// era, year, extended year, month (0-based), leap-month flag (0 or 1), day.
    package static let icuFieldsPerDay = 6

    /// Reads ICU's fields of some of the days into `buffer`, so that another process or thread
    /// can read them while this one compares (``run(icuDays:reporting:stoppingWhen:)``).
    ///
    /// `offsets` counts from the first of ``days`` (0 is `days.lowerBound`); day `offset`'s
    /// fields go to `buffer[offset * icuFieldsPerDay ..< (offset + 1) * icuFieldsPerDay]`.
    /// `shouldStop` is asked every 4,096 days, as in ``run(reporting:stoppingWhen:)``.
    ///
    /// ```swift
    /// let comparison = try CalendarComparison(kind: .chinese, isoYears: 1900...2100)
    /// let count = comparison.days.count * CalendarComparison.icuFieldsPerDay
    /// let buffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    /// _ = try comparison.readICUDays(0..<comparison.days.count, into: buffer)
    /// let summary = try comparison.run(icuDays: UnsafeBufferPointer(buffer)) { print($0) }
    /// ```
    ///
    /// - Precondition: ``matching`` is ``Matching/days``.
    /// - Returns: `false` when `shouldStop` ended the reading early.
    /// - Throws: ``ICUError`` when ICU cannot open the calendar, opens another one, or fails
    ///   to compute a day.
    /// - Complexity: O(`offsets.count`) ICU field computations.
    package func readICUDays(
        _ offsets: Range<Int>, into buffer: UnsafeMutableBufferPointer<Int32>,
        stoppingWhen shouldStop: () -> Bool = {
            false
        }
    ) throws(ICUError) -> Bool {
        precondition(matching == .days, "ICU's days are read ahead only where days are matched")
        precondition(offsets.lowerBound >= 0 && offsets.upperBound <= days.count, "offsets outside the days")
        precondition(buffer.count >= offsets.upperBound * Self.icuFieldsPerDay, "buffer too small")
        let reader = try openReader()
        for offset in offsets {
            if (offset - offsets.lowerBound) & 4095 == 4095, shouldStop() { return false }
            let day = try reader.day(days.lowerBound + offset)
            let base = offset * Self.icuFieldsPerDay
            buffer[base] = Int32(truncatingIfNeeded: day.era)
            buffer[base + 1] = Int32(truncatingIfNeeded: day.year)
            buffer[base + 2] = Int32(truncatingIfNeeded: day.extendedYear)
            buffer[base + 3] = Int32(truncatingIfNeeded: day.month)
            buffer[base + 4] = day.isLeapMonth ? 1 : 0
            buffer[base + 5] = Int32(truncatingIfNeeded: day.day)
        }
        return true
    }

    /// Runs the comparison of ``run(reporting:stoppingWhen:)`` with ICU's fields already read
    /// into `icuDays` (every day of ``days``, laid out as
    /// ``readICUDays(_:into:stoppingWhen:)`` writes them): the same mismatches, in the same
    /// order, and the same summary.
    ///
    /// - Precondition: ``matching`` is ``Matching/days``.
    /// - Complexity: O(days), no ICU calls.
    package func run(
        icuDays: UnsafeBufferPointer<Int32>, reporting report: (CalendarMismatch) -> Void,
        stoppingWhen shouldStop: () -> Bool = { false }
    ) -> CalendarComparisonSummary {
        precondition(matching == .days, "ICU's days are read ahead only where days are matched")
        precondition(icuDays.count >= days.count * Self.icuFieldsPerDay, "icuDays does not hold every day")
        let first = days.lowerBound
        return compare(days, reporting: report, stoppingWhen: shouldStop) { (dayNumber: Int) -> ReferenceCalendarDay in
            let base = (dayNumber - first) * Self.icuFieldsPerDay
            return ReferenceCalendarDay(
                era: Int(icuDays[base]), year: Int(icuDays[base + 1]), extendedYear: Int(icuDays[base + 2]),
                month: Int(icuDays[base + 3]), isLeapMonth: icuDays[base + 4] != 0, day: Int(icuDays[base + 5]))
        }
    }
}
