import PickerKit

/// The picker side of a first use, as the `first-picker` group times it (in
/// `first-picker-child`) and the ratio guard counts it (`GuardFirstUse`): one definition.
///
/// A library of its own, PickerKit alone (no CICU), so that `first-picker-child` also builds
/// with the Foundation provider (`--disable-default-traits`).
public enum FirstPickerBody {
    /// Resolves `id`, makes a `LocalizedPicker` of mode `.date` selecting 2019-08-20 and reads
    /// the labels of its visible rows (the selected row ±3) in every column, as an app's first
    /// screen does; returns the labels' total length in UTF-8 bytes.
    ///
    /// Not inlined, so that callgrind can count it alone (`--toggle-collect='*firstPicker*'`).
    @inline(never)
    public static func firstPicker(_ id: String) throws -> Int {
        let locale = try ResolvedLocale(id)
        let configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        let picker = try LocalizedPicker(locale: locale, configuration: configuration)
        var total = 0
        for column in 0..<picker.numberOfColumns {
            let selected = picker.selectedRow(inColumn: column)
            let rows = picker.numberOfRows(inColumn: column)
            for row in max(0, selected - 3)...min(rows - 1, selected + 3) {
                total += try picker.label(row: row, inColumn: column).utf8.count
            }
        }
        return total
    }
}
