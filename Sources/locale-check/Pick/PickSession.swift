/// The key loop of `locale-check pick`: moves focus and rows, redraws, ends on Enter or Esc.
struct PickSession<Picker: InteractivePicker> {
    /// How a session ended.
    enum Outcome: Equatable {
        /// Enter: the canonical value (or sentinel value) chosen.
        case confirmed(String)
        /// Esc, q, or the end of input.
        case cancelled
        /// Ctrl-C.
        case interrupted
    }

    private(set) var picker: Picker
    /// The focused column, in display order.
    private(set) var focus = 0
    /// What the last key moved besides the row it chose (a day clamped to a shorter month),
    /// shown under the columns until the next key.
    private(set) var notice: [String] = []

    init(picker: Picker) {
        self.picker = picker
    }

    /// Draws, reads keys and applies them until the picker is confirmed or cancelled.
    ///
    /// Keys cut between two reads are joined (``KeyDecoder``); a lone ESC cancels only when
    /// nothing follows it within ``KeyDecoder/escapeTimeout`` milliseconds.
    mutating func run(on terminal: TerminalSession) -> Outcome {
        var decoder = KeyDecoder()
        var needsDraw = true
        while true {
            if needsDraw || terminal.takeRedrawRequest() {
                terminal.draw(screen().render(width: terminal.width()))
            }
            let keys: [PickerKey]
            if decoder.hasPending && !terminal.waitForInput(milliseconds: KeyDecoder.escapeTimeout) {
                keys = decoder.flush()
            } else {
                guard let chunk = terminal.readChunk() else { return .cancelled }
                keys = decoder.decode(chunk)
            }
            // Every key redraws, and so does an interrupted read (resize, resume); half a
            // sequence does not.
            needsDraw = !(keys.isEmpty && decoder.hasPending)
            for key in keys {
                if key == .suspend {
                    // Raw mode turns off ISIG, so the terminal sends no SIGTSTP for Ctrl-Z.
                    terminal.suspendAsTyped()
                    continue
                }
                if let outcome = apply(key) { return outcome }
            }
        }
    }

    /// Applies one key; returns an outcome when the key ends the session.
    mutating func apply(_ key: PickerKey) -> Outcome? {
        let columns = picker.columnCount
        notice = []
        switch key {
        case .left, .right:
            // Move to the next enabled column in that direction, if any.
            var candidate = focus
            for _ in 0..<columns {
                candidate = (candidate + (key == .left ? columns - 1 : 1)) % columns
                if picker.columnState(candidate).isEnabled {
                    focus = candidate
                    break
                }
            }
        case .up, .down:
            let state = picker.columnState(focus)
            guard state.isEnabled else { return nil }
            let target = state.selectedRow + (key == .up ? -1 : 1)
            if target >= 0 && target < state.rowCount {
                notice = picker.choose(row: target, inColumn: focus)
            }
            // A cascade may have fewer columns after the choice.
            focus = min(focus, picker.columnCount - 1)
        case .confirm:
            return .confirmed(picker.selectedValue)
        case .cancel:
            return .cancelled
        case .interrupt:
            return .interrupted
        case .suspend, .other:
            break
        }
        return nil
    }

    /// The frame for the current state.
    func screen() -> PickerScreen {
        let columns = (0..<picker.columnCount).map { index in
            let state = picker.columnState(index)
            let center = state.selectedRow
            let labels = (-PickerScreen.neighbours...PickerScreen.neighbours).map { offset -> String? in
                let row = center + offset
                guard row >= 0 && row < state.rowCount else { return nil }
                return picker.displayLabel(row: row, inColumn: index)
            }
            return PickerScreen.Column(labels: labels, isEnabled: state.isEnabled)
        }
        return PickerScreen(
            title: picker.title, columns: columns, focus: focus, cancel: picker.cancelWord,
            confirm: picker.confirmWord, notice: notice)
    }
}
