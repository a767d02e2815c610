/// A family of pickers the gallery draws, as `--family` names it.
enum GalleryFamily: String, CaseIterable {
    /// Dates and times in the locale's own calendar, one page per `--mode`.
    case dates
    /// The date picker in each calendar of `--calendar` (default: all of PickerKit's).
    case calendars
    /// The end of a range: year-month, newest first, with the Present row selected (至今).
    case ranges
    /// Weeks and quarters.
    case periods
    /// A countdown duration.
    case durations
    /// China's divisions, one column per level (`pick --mode division`).
    case cascade
    /// One-column lists: whole year-months, whole dates with weekday, regions by name.
    case lists

    /// The names for `--family` and its help, in order.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
