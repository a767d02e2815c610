import Foundation
import PickerKit

/// A wall-clock value placed in a time zone: the `Date`, and what a transition changed.
///
/// ```swift
/// let newYork = try TimeZone(checking: "America/New_York")
/// let night = try Selection("2021-03-14 02:30:00").date(in: newYork)
/// night.adjustment?.isSkipped     // true (clocks went from 02:00 to 03:00)
/// night.adjustment?.resolved      // 2021-03-14 03:00:00, the next valid instant
/// ```
public struct ZonedDate: Hashable, Sendable, CustomStringConvertible {
    /// The instant.
    public let date: Date
    /// The zone the wall-clock fields were read in.
    public let timeZone: TimeZone
    /// The wall-clock time asked for, a `date-time` value (the fields a mode lacks filled in).
    public let requested: Selection
    /// `nil` when the wall-clock time exists exactly once in the zone; else what was done.
    public let adjustment: WallClockAdjustment?

    /// `2021-03-14 03:00:00 America/New_York (skipped ...)`.
    public var description: String {
        let text = "\(adjustment?.resolved ?? requested) \(timeZone.identifier)"
        return adjustment.map { "\(text) (\($0))" } ?? text
    }

    /// Places the wall-clock fields of `values` (valid, all six read) in `timeZone`.
    ///
    /// - Complexity: a few `secondsFromGMT(for:)` calls; about 20 more in a skipped hour.
    static func resolve(_ values: PickerValues, in timeZone: TimeZone) -> ZonedDate {
        let local = CivilTime.localSeconds(of: values)
        func offset(_ instant: Int) -> Int {
            timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
        }
        // Offsets in force a day before and after, and at the instants they point to.
        let around = [offset(local - 100_000), offset(local + 100_000)]
        var offsets = Set(around)
        for candidate in around { offsets.insert(offset(local - candidate)) }
        let valid = offsets.map { local - $0 }.filter { offset($0) == local - $0 }.sorted()
        if valid.count == 1 {
            return ZonedDate(
                date: Date(timeIntervalSince1970: Double(valid[0])), timeZone: timeZone,
                requested: values.validSelection,
                adjustment: nil)
        }
        if let earlier = valid.first, let later = valid.last {
            let adjustment = WallClockAdjustment(
                kind: .repeated,
                transition: Date(timeIntervalSince1970: Double(firstInstant(after: earlier, before: later, offset))),
                offsetBefore: local - earlier, offsetAfter: local - later, resolved: values.validSelection,
                alternative: Date(timeIntervalSince1970: Double(later)))
            return ZonedDate(
                date: Date(timeIntervalSince1970: Double(earlier)), timeZone: timeZone,
                requested: values.validSelection,
                adjustment: adjustment)
        }
        // Skipped: the instants the wall time would have under each offset straddle the jump.
        let largest = offsets.max()!
        let smallest = offsets.min()!
        let transition = firstInstant(after: local - largest, before: local - smallest, offset)
        let after = offset(transition)
        let resolved = CivilTime.values(localSeconds: transition + after) ?? values
        let adjustment = WallClockAdjustment(
            kind: .skipped, transition: Date(timeIntervalSince1970: Double(transition)),
            offsetBefore: offset(transition - 1), offsetAfter: after, resolved: resolved.validSelection,
            alternative: nil)
        return ZonedDate(
            date: Date(timeIntervalSince1970: Double(transition)), timeZone: timeZone, requested: values.validSelection,
            adjustment: adjustment)
    }

    /// The first instant in `(start, end]` whose offset is that of `end` (binary search).
    private static func firstInstant(after start: Int, before end: Int, _ offset: (Int) -> Int) -> Int {
        let target = offset(end)
        var low = start
        var high = end
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if offset(middle) == target { high = middle } else { low = middle }
        }
        return high
    }
}
