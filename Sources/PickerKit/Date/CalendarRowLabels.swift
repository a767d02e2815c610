/// The row labels a ``CalendarLabeler`` has composed so far, by the row's key (a day, or a
/// year's or month's key), read and written as a dictionary would be.
///
/// A struct around the dictionary, so that the labeler's `LockedValue` of it names no
/// `[Int: String]`: making a `LockedValue<[Int: String]>` cost a process's first picker the Swift
/// runtime's conformance lookup of `Int: Hashable` even in a Gregorian labeler, which never
/// stores a label here; the dictionary's own metadata is made on the first insert instead.
struct CalendarRowLabels {
    private var labels: [Int: String] = [:]

    /// The label stored under `key`, or `nil`.
    subscript(key: Int) -> String? {
        get { labels[key] }
        set { labels[key] = newValue }
    }
}
