import PickerKit

/// The key loop of `locale-check pick`: moves focus and rows, redraws, ends on Enter or Esc.
///
/// It drives any picker through the library's ``PickerDataSource``, as an app's wheel would:
/// dates in any calendar, weeks and quarters, durations, regions and divisions.
struct PickSession<Picker: PickerDataSource> {
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
    /// The title, Cancel and Confirm.
    let words: PickerWords
    /// The focused column, in display order.
    private(set) var focus = 0
    /// What the last key moved besides the row it chose (a day clamped to a shorter month),
    /// shown under the columns until the next key.
    private(set) var notice: [String] = []

    init(picker: Picker, words: PickerWords) {
        self.picker = picker
        self.words = words
    }

    /// The fewest columns a frame is drawn in; a narrower window shows ``frame(_:size:)``'s notice.
    static var minimumColumns: Int { 20 }

    /// `screen` rendered for a window of `size` (80 columns when the terminal does not say), or
    /// `window too small` with the size the frame needs when it has fewer columns than
    /// ``minimumColumns`` or fewer rows than the frame's lines.
    static func frame(_ screen: PickerScreen, size: (columns: Int, rows: Int)?) -> (text: String, isTooSmall: Bool) {
        guard let size else { return (screen.render(width: 80), false) }
        let frame = screen.render(width: size.columns)
        // Lines end in "\r\n", one Character in Swift: counted by their bytes.
        let newline = UInt8(ascii: "\n")
        var lines = frame.utf8.split(separator: newline, omittingEmptySubsequences: false).count
        if frame.utf8.last == newline { lines -= 1 }
        guard size.columns < minimumColumns || size.rows < lines else { return (frame, false) }
        return ("window too small (\(size.columns)x\(size.rows)); pick needs \(minimumColumns)x\(lines)", true)
    }

    /// Draws, reads keys and applies them until the picker is confirmed or cancelled.
    ///
    /// Keys cut between two reads are joined (``KeyDecoder``); a lone ESC cancels only when
    /// nothing follows it within ``KeyDecoder/escapeTimeout`` milliseconds.
    mutating func run(on terminal: TerminalSession) -> Outcome {
        var decoder = KeyDecoder()
        var needsDraw = true
        // While the window is too small to show the rows, keys choose nothing (Esc still cancels).
        var hidden = false
        while true {
            if needsDraw || terminal.takeRedrawRequest() {
                let frame = Self.frame(screen(), size: terminal.size())
                hidden = frame.isTooSmall
                terminal.draw(frame.text)
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
                if hidden && key != .cancel && key != .interrupt { continue }
                if let outcome = apply(key) { return outcome }
            }
        }
    }

    /// Applies one key; returns an outcome when the key ends the session.
    mutating func apply(_ key: PickerKey) -> Outcome? {
        let columns = picker.numberOfColumns
        notice = []
        switch key {
        case .left, .right:
            // Move to the next enabled column in that direction, if any.
            var candidate = focus
            for _ in 0..<columns {
                candidate = (candidate + (key == .left ? columns - 1 : 1)) % columns
                if picker.isEnabled(column: candidate) {
                    focus = candidate
                    break
                }
            }
        case .up, .down:
            guard picker.isEnabled(column: focus) else { return nil }
            let current = picker.selectedRow(inColumn: focus)
            let target = current + (key == .up ? -1 : 1)
            if target >= 0 && target < picker.numberOfRows(inColumn: focus) {
                notice = picker.didSelect(row: steppingOverDisabled(target, from: current), inColumn: focus).sentences
            }
            // A cascade may have fewer columns after the choice.
            focus = min(focus, picker.numberOfColumns - 1)
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

    /// `row`, or when it is disabled the first enabled row beyond it in the direction the key
    /// moved from `current` (a key steps one row: without this a run of two disabled days
    /// could never be crossed, the picker moving back to the nearest enabled day each time);
    /// `row` itself when every row that way is disabled (the picker then moves to the nearest
    /// enabled value).
    func steppingOverDisabled(_ row: Int, from current: Int) -> Int {
        guard !picker.isEnabled(row: row, inColumn: focus) else { return row }
        let step = row > current ? 1 : -1
        let count = picker.numberOfRows(inColumn: focus)
        var candidate = row
        while candidate >= 0 && candidate < count {
            if picker.isEnabled(row: candidate, inColumn: focus) { return candidate }
            candidate += step
        }
        return row
    }

    /// The frame for the current state.
    func screen() -> PickerScreen {
        let columns = (0..<picker.numberOfColumns).map { index in
            let center = picker.selectedRow(inColumn: index)
            let count = picker.numberOfRows(inColumn: index)
            let labels = (-PickerScreen.neighbours...PickerScreen.neighbours).map { offset -> String? in
                let row = center + offset
                guard row >= 0 && row < count else { return nil }
                let title = picker.title(forRow: row, inColumn: index)
                let label = title.isEmpty ? "?" : title
                // A disabled row stays (the wheel does not jump), struck as in `labels`.
                return picker.isEnabled(row: row, inColumn: index) ? label : "~\(label)~"
            }
            return PickerScreen.Column(labels: labels, isEnabled: picker.isEnabled(column: index))
        }
        return PickerScreen(
            title: words.title, columns: columns, focus: focus, cancel: words.cancel, confirm: words.confirm,
            notice: notice)
    }
}
