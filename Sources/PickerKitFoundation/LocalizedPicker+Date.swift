import Foundation
import PickerKit

extension LocalizedPicker {
    /// The instant of the selected values in `timeZone`: see ``PickerKit/Selection/date(in:reference:)``.
    ///
    /// - Throws: ``PickerError/notADate(_:)`` while a sentinel row (Present, Any) is
    ///   selected.
    public func date(in timeZone: TimeZone, reference: Date? = nil) throws(PickerError) -> ZonedDate {
        guard let selection, !selection.isPresent else { throw .notADate(selectedValue) }
        return try values.date(in: timeZone, reference: reference)
    }

    /// Shows the wall-clock fields of `date` in `timeZone`, kept to the picker's mode and then
    /// clamped and rounded as ``PickerKit/LocalizedPicker/select(_:)-(Selection)`` does.
    ///
    /// - Throws: ``PickerError/yearOutOfRange(year:what:)`` outside 0001–9999.
    @discardableResult
    public mutating func select(_ date: Date, in timeZone: TimeZone) throws(PickerError) -> PickerChange {
        let selection = try Selection(date, mode: mode, in: timeZone)
        do {
            return try select(selection)
        } catch {
            preconditionFailure("a selection of the picker's own mode was refused: \(error)")
        }
    }
}

extension PickerConfiguration {
    /// Reads "today" from a `Date` clock in `timeZone`: sets ``PickerKit/PickerConfiguration/now``
    /// and ``PickerKit/PickerConfiguration/timeZone``.
    ///
    /// ```swift
    /// var configuration = PickerConfiguration(mode: .date)
    /// configuration.setClock({ Date() }, in: try TimeZone(checking: "Asia/Shanghai"))
    /// ```
    public mutating func setClock(_ clock: @escaping @Sendable () -> Date, in timeZone: TimeZone) {
        now = { clock().timeIntervalSince1970 }
        self.timeZone = timeZone.identifier
    }
}
