import Foundation
import PickerKit

extension Selection {
    /// The value of `mode` at `date` in `timeZone` (smaller fields dropped).
    ///
    /// - Throws: ``PickerFoundationError/yearOutOfRange(year:what:)`` outside 0001–9999.
    public init(_ date: Date, mode: SelectionMode, in timeZone: TimeZone) throws(PickerFoundationError) {
        let values = try PickerValues(date, mode: mode, in: timeZone)
        do {
            self = try values.selection
        } catch {
            throw .invalidFields(error)
        }
    }

    /// The instant this selection names in `timeZone`: see ``PickerKit/PickerValues/date(in:reference:)``.
    ///
    /// - Throws: ``PickerFoundationError/notADate(_:)`` for ``PickerKit/Selection/present``.
    public func date(in timeZone: TimeZone, reference: Date? = nil) throws(PickerFoundationError) -> ZonedDate {
        guard let value else { throw .notADate(description) }
        return try PickerValues(value).date(in: timeZone, reference: reference)
    }
}
