/// A piece of picker chrome text that PickerKit ships translations for.
///
/// Labels of rows (months, years, days) never come from here: they come from ICU. These are
/// the few words around a picker that CLDR does not have.
package enum PickerString: String, Sendable, CaseIterable {
    /// The button that closes the picker without choosing.
    case cancel
    /// The button that accepts the chosen value.
    case confirm
    /// The row meaning "until now" (至今), the end date of an ongoing period.
    case present
    /// The button or row that jumps to today.
    case today
    /// The title of a date picker.
    case selectDate
    /// The title of a year-month picker.
    case selectMonth
    /// The title of a year picker.
    case selectYear
    /// The title of a week picker (`2020-W53`).
    case selectWeek
    /// The title of a quarter picker (`2019-Q3`).
    case selectQuarter
    /// The title of a time picker.
    case selectTime
    /// The title of a picker with both date and time fields, such as `date-hour-minute`.
    case selectDateTime
    /// The title of a country or region picker.
    case selectRegion
    /// The row meaning "no restriction" (不限) in a filter picker.
    case any
}
