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
    /// - Throws: ``PickerError/yearOutOfRange(year:what:)`` outside 0001–9999.
    public init(_ date: Date, mode: SelectionMode, in timeZone: TimeZone) throws(PickerError) {
        let values = try PickerValues(date, mode: mode, in: timeZone)
        do {
            self = try values.selection
        } catch {
            throw .invalidFields(error)
        }
    }

    /// The instant this selection names in `timeZone`: see ``PickerKit/PickerValues/date(in:reference:)``.
    ///
    /// A calendar value of a date mode names its ISO day.
    ///
    /// - Throws: ``PickerError/notADate(_:)`` for ``PickerKit/Selection/present`` and
    ///   for calendar years, year-months and month-days.
    public func date(in timeZone: TimeZone, reference: Date? = nil) throws(PickerError) -> ZonedDate {
        guard let values = inGregorian.flatMap(PickerValues.init) else { throw .notADate(description) }
        return try values.date(in: timeZone, reference: reference)
    }
}
