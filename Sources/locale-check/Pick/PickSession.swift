import PickerKit

/// The key loop of `locale-check pick`: moves focus and rows, redraws, ends on Enter or Esc.
struct PickSession {
    /// How a session ended.
    enum Outcome: Equatable {
        /// Enter: the canonical value (or sentinel value) chosen.
        case confirmed(String)
        /// Esc, q, or the end of input.
        case cancelled
        /// Ctrl-C.
        case interrupted
    }

    private(set) var picker: LocalizedPicker
    /// The focused column, in display order.
    private(set) var focus = 0

    init(picker: LocalizedPicker) {
        self.picker = picker
    }

    /// Draws, reads keys and applies them until the picker is confirmed or cancelled.
    mutating func run(on terminal: TerminalSession) -> Outcome {
        while true {
            terminal.draw(screen().render())
            guard let chunk = terminal.readChunk() else { return .cancelled }
            for key in KeyDecoder.decode(chunk) {
                if let outcome = apply(key) { return outcome }
            }
        }
    }

    /// Applies one key; returns an outcome when the key ends the session.
    mutating func apply(_ key: PickerKey) -> Outcome? {
        let columns = picker.model.order.count
        switch key {
        case .left, .right:
            // Move to the next enabled column in that direction, if any.
            var candidate = focus
            for _ in 0..<columns {
                candidate = (candidate + (key == .left ? columns - 1 : 1)) % columns
                if picker.model.column(for: picker.model.order[candidate]).isEnabled {
                    focus = candidate
                    break
                }
            }
        case .up, .down:
            let column = picker.model.column(for: picker.model.order[focus])
            guard column.isEnabled, let selected = column.selectedRow else { return nil }
            let target = selected + (key == .up ? -1 : 1)
            if target >= 0 && target < column.rowCount {
                // Rows in range of an enabled column are always accepted.
                _ = try? picker.select(row: target, inColumn: focus)
            }
        case .confirm:
            return .confirmed(picker.model.selectedValue)
        case .cancel:
            return .cancelled
        case .interrupt:
            return .interrupted
        case .other:
            break
        }
        return nil
    }

    /// The frame for the current state.
    func screen() -> PickerScreen {
        let columns = picker.model.order.enumerated().map { index, field in
            let column = picker.model.column(for: field)
            let center = column.selectedRow ?? column.rowIndex(of: picker.model.value(of: field)) ?? 0
            let labels = (-PickerScreen.neighbours...PickerScreen.neighbours).map { offset -> String? in
                let row = center + offset
                guard row >= 0 && row < column.rowCount else { return nil }
                return (try? picker.label(row: row, inColumn: index)) ?? "?"
            }
            return PickerScreen.Column(labels: labels, isEnabled: column.isEnabled)
        }
        return PickerScreen(
            title: picker.title, columns: columns, focus: focus, cancel: picker.strings[.cancel],
            confirm: picker.strings[.confirm])
    }
}
