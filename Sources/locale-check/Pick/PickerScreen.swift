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
    /// Sentences on what the last key moved besides its row, drawn under the columns.
    var notice: [String] = []

    /// The frame, lines separated by CR LF (raw mode does not turn LF into CR LF), fitted to
    /// `width` terminal cells: columns that do not fit are left out around the focused one
    /// (marked with ‹ and ›), and the title and key line are cut.
    func render(width: Int = .max) -> String {
        // Labels (names from data files among them) are escaped and cut to fit the terminal.
        let labelWidth = min(Self.maximumLabelWidth, max(1, width - 7))
        let columns = columns.map { column in
            Column(labels: column.labels.map { $0.map { Self.fitted($0, labelWidth) } }, isEnabled: column.isEnabled)
        }
        let widths = columns.map { column in
            column.labels.compactMap { $0 }.map(DisplayWidth.of).max() ?? 1
        }
        let shown = visibleColumns(widths: widths, width: width)
        let more = (before: shown.lowerBound > 0, after: shown.upperBound < columns.count)
        var lines: [String] = [DisplayWidth.prefix("  " + title, fitting: width), ""]
        for offset in 0..<(2 * Self.neighbours + 1) {
            var line = more.before ? "‹ " : "  "
            for index in shown {
                let column = columns[index]
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
            lines.append(more.after ? line + "›" : line)
        }
        lines.append("")
        if !notice.isEmpty {
            // Sentences come from data (names, labels): escaped, wrapped to the terminal.
            let text = OutputEscaping.terminalLine(notice.joined(separator: " "))
            lines += Self.wrapped(text, cells: width - 2, lines: Self.noticeLines).map { "  " + $0 }
            lines.append("")
        }
        lines.append(DisplayWidth.prefix("  Esc \(cancel)   Enter \(confirm)   ←/→ ↑/↓", fitting: width))
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The most lines the notice takes; a longer one ends with `…`.
    static let noticeLines = 3

    /// `text` in lines of at most `cells` cells, broken after a space where a line has one
    /// (else anywhere: CJK has none), at most `lines` lines, the last ending in `…` when
    /// text is left over.
    static func wrapped(_ text: String, cells: Int, lines: Int) -> [String] {
        guard cells >= 2 else { return [] }
        var result: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty && result.count < lines {
            if DisplayWidth.of(String(rest)) <= cells {
                result.append(String(rest))
                return result
            }
            if result.count == lines - 1 {
                var last = Substring(DisplayWidth.prefix(String(rest), fitting: cells - 1))
                while last.last == " " { last = last.dropLast() }
                result.append(last + "…")
                return result
            }
            // The characters that fit, as a slice of `rest` (so its indices stay valid).
            var line = rest.prefix(DisplayWidth.prefix(String(rest), fitting: cells).count)
            if line.isEmpty { line = rest.prefix(1) }
            if line.endIndex < rest.endIndex, rest[line.endIndex] == " " {
                // The line ends at a word's end: the space after it is the break.
                rest = rest[rest.index(after: line.endIndex)...]
            } else if let space = line.lastIndex(of: " "), space > line.startIndex {
                rest = rest[rest.index(after: space)...]
                line = line[..<space]
            } else {
                rest = rest[line.endIndex...]
            }
            result.append(String(line))
        }
        return result
    }

    /// The most cells a label takes; longer ones end with `…`.
    static let maximumLabelWidth = 40

    /// `label` without control bytes, cut to `cells` cells (with `…`) if wider.
    static func fitted(_ label: String, _ cells: Int) -> String {
        let label = OutputEscaping.terminalLine(label)
        guard DisplayWidth.of(label) > cells else { return label }
        return DisplayWidth.prefix(label, fitting: cells - 1) + "…"
    }

    /// The widest run of columns around the focused one that fits in `width` cells.
    func visibleColumns(widths: [Int], width: Int) -> Range<Int> {
        // Each column takes its label width plus a space on each side and a gap of two; the
        // line starts with two cells (or "‹ ") and may end with "›".
        let cells = widths.map { $0 + 4 }
        let budget = width - 3
        var start = focus
        var end = focus + 1
        var used = cells[focus]
        // Grow to the right first (the locale's order reads on), then to the left.
        while end < cells.count && used + cells[end] <= budget {
            used += cells[end]
            end += 1
        }
        while start > 0 && used + cells[start - 1] <= budget {
            start -= 1
            used += cells[start]
        }
        return start..<end
    }
}
