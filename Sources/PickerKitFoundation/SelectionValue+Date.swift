import Foundation
import PickerKit

extension SelectionValue {
    /// The value of this mode at `date` in `timeZone` (smaller fields dropped).
    ///
    /// ```swift
    /// let kolkata = try TimeZone(checking: "Asia/Kolkata")
    /// try HourMinuteSelection(Date(timeIntervalSince1970: 0), in: kolkata).description   // "05:30"
    /// ```
    ///
    /// - Throws: ``PickerFoundationError/yearOutOfRange(year:what:)`` outside 0001–9999.
    public init(_ date: Date, in timeZone: TimeZone) throws(PickerFoundationError) {
        let values = try PickerValues(date, mode: Self.mode, in: timeZone)
        self = try Self.checked(values)
    }

    /// The instant this value names in `timeZone`: see ``PickerKit/PickerValues/date(in:reference:)``.
    public func date(in timeZone: TimeZone, reference: Date? = nil) throws(PickerFoundationError) -> ZonedDate {
        try PickerValues(self).date(in: timeZone, reference: reference)
    }

    /// The value of `values` (of this mode), checked.
    static func checked(_ values: PickerValues) throws(PickerFoundationError) -> Self {
        let selection: Selection
        do {
            selection = try values.selection
        } catch {
            throw .invalidFields(error)
        }
        guard let value = selection.value as? Self else {
            preconditionFailure("PickerValues of \(values.mode) made a value of another type than \(Self.self)")
        }
        return value
    }
}
