import Foundation
import PickerKit

/// Date components of calendars other than the Gregorian one.
enum ForeignCalendar {
    /// Replaces the year, month and day in `fields` by the proleptic Gregorian date of the
    /// components' day in `calendar`.
    static func convert(
        _ components: DateComponents, calendar: Calendar.Identifier, into fields: inout [DateField: Int],
        mode: SelectionMode
    ) throws(PickerFoundationError) {
        throw .unsupportedCalendar("\(calendar)")
    }
}
