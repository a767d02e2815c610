import Foundation
import PickerKit

extension LocalizedPeriodPicker {
    /// Shows the week (under the picker's week rules) or the quarter that holds the day of
    /// `date` in `timeZone`, clamped into the bounds as
    /// ``PickerKit/LocalizedPeriodPicker/select(periodContaining:)`` does.
    ///
    /// ```swift
    /// try picker.select(Date(timeIntervalSince1970: 1_609_632_000), in: TimeZone(checking: "UTC"))  // 2021-01-03: 2020-W53
    /// ```
    ///
    /// - Throws: ``PickerError/yearOutOfRange(year:what:)`` outside 0001–9999.
    @discardableResult
    public mutating func select(_ date: Date, in timeZone: TimeZone) throws(PickerError) -> PickerChange {
        let values = try PickerValues(date, mode: .date, in: timeZone)
        return try select(periodContaining: CalendarDate(year: values[.year], month: values[.month], day: values[.day]))
    }
}
