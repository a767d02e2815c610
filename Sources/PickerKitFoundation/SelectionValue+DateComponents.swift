import Foundation
import PickerKit

extension SelectionValue {
    /// The fields as `DateComponents` (no calendar or time zone set; the fields are proleptic
    /// Gregorian): see ``PickerKit/PickerValues/dateComponents``.
    ///
    /// ```swift
    /// try DateSelection("2019-08-20").dateComponents  // year: 2019 month: 8 day: 20
    /// ```
    public var dateComponents: DateComponents { PickerValues(self).dateComponents }

    /// A value from the components' fields of this mode, checked: see
    /// ``PickerKit/PickerValues/init(_:mode:)`` (calendars, eras, fields the mode lacks).
    public init(_ components: DateComponents) throws(PickerFoundationError) {
        self = try Self.checked(try PickerValues(components, mode: Self.mode))
    }
}

extension Selection {
    /// The fields as `DateComponents`, or `nil` for ``PickerKit/Selection/present``.
    public var dateComponents: DateComponents? {
        value.map { PickerValues($0).dateComponents }
    }

    /// A selection of `mode` from the components, checked: see ``PickerKit/PickerValues/init(_:mode:)``.
    public init(_ components: DateComponents, mode: SelectionMode) throws(PickerFoundationError) {
        let values = try PickerValues(components, mode: mode)
        do {
            self = try values.selection
        } catch {
            throw .invalidFields(error)
        }
    }
}
