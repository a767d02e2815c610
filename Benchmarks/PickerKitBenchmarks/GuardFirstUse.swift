import FirstPickerBody

/// The first date picker of a process against ICU's first formatted date of a process, for
/// ``GuardCatalog``: the `first-picker` group's own two bodies, so the guard and the published
/// figure are one definition; the guard runs each in a fresh process of its own (a fork made
/// before anything touched ICU or PickerKit), so nothing is cached before the call.
///
/// - The picker: ``FirstPickerBody/firstPicker(_:)``, what `first-picker-child` times:
///   `ResolvedLocale(id)`, a `LocalizedPicker` of a date selecting 2019-08-20, the visible rows
///   (the selected row ±3) of every column read.
/// - ICU: ``FirstPickerBenchmarks/firstICUDate(_:)``, what `first-picker-child icu` times:
///   `udatpg_open`, the best pattern for `yMMMMd`, `udat_open` on it and one `udat_format`,
///   closing everything.
enum GuardFirstUse {
    /// Makes the first date picker for `id` and reads its visible rows; returns the labels'
    /// total length.
    static func firstPicker(_ id: String) -> Int {
        let size = try! FirstPickerBody.firstPicker(id)
        precondition(size > 0, "\(id): the first picker's visible rows have no text")
        return size
    }

    /// ICU's first formatted date for `id`; returns the text's length, which must not be 0 (ICU
    /// failed or wrote nothing).
    static func firstICUDate(_ id: String) -> Int {
        let length = FirstPickerBenchmarks.firstICUDate(id)
        precondition(length > 0, "\(id): ICU's first date failed or wrote nothing")
        return length
    }
}
