import Foundation
import PickerKit

extension Selection {
    /// The value of `mode` at `date` in `timeZone` (smaller fields dropped).
    ///
    /// ```swift
    /// let kolkata = try TimeZone(checking: "Asia/Kolkata")
    /// let time = try Selection(Date(timeIntervalSince1970: 0), mode: .hourMinute, in: kolkata)  // → 05:30
    /// ```
    ///
    /// Days are PickerKit's proleptic Gregorian day numbers, so a `Date` in 1500 reads as its
    /// proleptic date, not the Julian date Foundation's Gregorian calendar would give.
    ///
    /// - Throws: ``PickerError/yearOutOfRange(year:what:)`` outside 0001–9999.
    public init(_ date: Date, mode: SelectionMode, in timeZone: TimeZone) throws(PickerError) {
        let values = try PickerValues(date, mode: mode, in: timeZone)
        do {
            self = try values.selection
        } catch {
            throw .invalidFields(error)
        }
    }

    /// The instant this selection names in `timeZone`, with what a daylight-saving transition
    /// did.
    ///
    /// Fields the mode lacks: the larger ones (the day of an `hour-minute`, the year of a
    /// `month-day`) come from `reference` read in `timeZone`; the smaller ones are their
    /// smallest (a `date` is its midnight, a `year-month` its first day). A calendar value of
    /// a date mode names its ISO day.
    ///
    /// In a skipped hour the result is the next valid instant (02:30 -> 03:00 on a
    /// spring-forward night); in a repeated hour, the earlier instant. Both are reported in
    /// ``ZonedDate/adjustment``.
    ///
    /// - Throws: ``PickerError/notADate(_:)`` for ``PickerKit/Selection/present`` and
    ///   for calendar years, year-months and month-days; ``PickerError/invalidFields(_:)`` for
    ///   a month-day 02-29 with a reference in a common year;
    ///   ``PickerError/needsReference(mode:missing:)`` when larger fields are missing.
    public func date(in timeZone: TimeZone, reference: Date? = nil) throws(PickerError) -> ZonedDate {
        guard let values = inGregorian.flatMap(PickerValues.init) else { throw .notADate(description) }
        return try values.date(in: timeZone, reference: reference)
    }
}
