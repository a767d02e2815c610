import Foundation
import PickerKit

extension Selection {
    /// The fields as `DateComponents` (no calendar or time zone set; the fields are proleptic
    /// Gregorian, a calendar value's ISO day), or `nil` for ``PickerKit/Selection/present`` and
    /// calendar periods: see ``PickerKit/PickerValues/dateComponents``.
    ///
    /// ```swift
    /// let components = try Selection("2019-08-20").dateComponents  // → year: 2019 month: 8 day: 20
    /// ```
    public var dateComponents: DateComponents? {
        inGregorian.flatMap(PickerValues.init).map(\.dateComponents)
    }

    /// A selection of `mode` from the components, checked: see ``PickerKit/PickerValues/init(_:mode:)``.
    public init(_ components: DateComponents, mode: SelectionMode) throws(PickerError) {
        let values = try PickerValues(components, mode: mode)
        do {
            self = try values.selection
        } catch {
            throw .invalidFields(error)
        }
    }
}
