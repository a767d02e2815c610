import Foundation
import PickerKit

extension PickerModel {
    /// The instant of the selected values in `timeZone`: see ``PickerKit/PickerValues/date(in:reference:)``.
    ///
    /// - Throws: ``PickerFoundationError/notADate(_:)`` while a sentinel row (Present, Any) is
    ///   selected.
    public func date(in timeZone: TimeZone, reference: Date? = nil) throws(PickerFoundationError) -> ZonedDate {
        if let sentinel = selectedSentinel { throw .notADate(sentinel.value) }
        return try values.date(in: timeZone, reference: reference)
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
