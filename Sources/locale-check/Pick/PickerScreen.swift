import PickerKit

/// Draws one frame of the interactive picker as text with ANSI attributes.
///
/// Columns stand side by side in the locale's order; each shows the selected row with
/// ``neighbours`` rows above and below. The focused column's selection is in reverse video,
/// the others' in bold; disabled columns are dim.
struct PickerScreen {
    /// One column as drawn.
    struct Column {
        /// Labels of the rows around the selection, `nil` beyond the column's ends.
        var labels: [String?]
        /// Whether the column can be used.
        var isEnabled: Bool
    }

    /// Rows shown above and below the selected row.
    static let neighbours = 2

    /// The title line, such as "选择日期".
    var title: String
    /// The columns in display order.
    var columns: [Column]
    /// The column keys act on.
    var focus: Int
    /// The localized Cancel and Confirm words.
    var cancel: String
    /// The localized Confirm word.
    var confirm: String

    /// The frame, lines separated by CR LF (raw mode does not turn LF into CR LF).
    func render() -> String {
        let widths = columns.map { column in
            column.labels.compactMap { $0 }.map(DisplayWidth.of).max() ?? 1
        }
        var lines: [String] = ["  " + title, ""]
        for offset in 0..<(2 * Self.neighbours + 1) {
            var line = "  "
            for (index, column) in columns.enumerated() {
                let text = DisplayWidth.centered(column.labels[offset] ?? "", in: widths[index])
                let isSelected = offset == Self.neighbours
                let attributes: String
                switch (column.isEnabled, isSelected, index == focus) {
                case (false, _, _): attributes = "\u{1B}[2m"
                case (true, true, true): attributes = "\u{1B}[7m"
                case (true, true, false): attributes = "\u{1B}[1m"
                default: attributes = ""
                }
                line += attributes + " " + text + " " + "\u{1B}[0m" + "  "
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("  Esc \(cancel)   Enter \(confirm)   ←/→ ↑/↓")
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
