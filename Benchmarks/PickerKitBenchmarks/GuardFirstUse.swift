import CICU
import PickerKit

/// The first date picker of a process against ICU's first formatted date of a process, as
/// issue 41 measures them, for ``GuardCatalog``; the guard runs each in a fresh process of its
/// own, so nothing is cached before the call.
///
/// Both start from a locale id and nothing else. The picker is made for a date (selection
/// 2019-08-20) and the visible rows are read: the selected row and three on each side, in every
/// column. ICU's side is `udatpg_open`, the best pattern for `yMMMMd`, `udat_open` on it and
/// one `udat_format`, closing everything.
///
/// These are the definitions of the `first-picker` group being written beside this guard
/// (`FirstPickerBenchmarks.firstPicker(_:)` and `firstICUDate(_:)`, which time the same two
/// calls in wall time); once both are merged, these two bodies can call those instead.
enum GuardFirstUse {
    /// 2019-08-20 12:00 UTC in milliseconds since 1970.
    static let day = RangeBenchmarks.millis(2019, 8, 20) + 43_200_000

    /// Makes the first date picker for `id` and reads its visible rows; returns the labels'
    /// total length.
    static func firstPicker(_ id: String) -> Int {
        let configuration = try! PickerConfiguration(mode: .date, selection: "2019-08-20")
        let picker = try! LocalizedPicker(locale: ResolvedLocale(id), configuration: configuration)
        var total = 0
        for column in 0..<picker.numberOfColumns {
            let selected = picker.selectedRow(inColumn: column)
            let last = picker.numberOfRows(inColumn: column) - 1
            for row in max(0, selected - 3)...min(last, selected + 3) {
                total &+= try! picker.label(row: row, inColumn: column).utf8.count
            }
        }
        return total
    }

    /// ICU's first formatted date for `id`: a pattern generator, the best pattern for
    /// `yMMMMd`, a date format on it and one `udat_format`; returns the text's length.
    static func firstICUDate(_ id: String) -> Int {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(id, &status)
        let skeleton = Array("yMMMMd".utf16)
        var pattern = [UInt16](repeating: 0, count: 128)
        let length = cicu_udatpg_getBestPattern(
            generator, skeleton, Int32(skeleton.count), &pattern, 128, &status)
        cicu_udatpg_close(generator)
        let zone = Array("UTC".utf16)
        let format = cicu_udat_open(UDAT_PATTERN, UDAT_PATTERN, id, zone, Int32(zone.count), pattern, length, &status)
        var buffer = [UInt16](repeating: 0, count: 128)
        let written = cicu_udat_format(format, day, &buffer, 128, &status)
        cicu_udat_close(format)
        precondition(status.rawValue <= 0, "\(id): ICU status \(status.rawValue)")
        return Int(written)
    }
}
