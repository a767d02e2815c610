/// A key press the interactive picker understands.
enum PickerKey: Equatable {
    /// Left arrow or `h`: the previous column.
    case left
    /// Right arrow, `l` or Tab: the next column.
    case right
    /// Up arrow or `k`: the previous row.
    case up
    /// Down arrow or `j`: the next row.
    case down
    /// Enter: confirm.
    case confirm
    /// Esc or `q`: cancel.
    case cancel
    /// Ctrl-C: interrupt (cancel with status 130).
    case interrupt
    /// Ctrl-Z: suspend (the terminal restored, the process stopped until `fg`).
    case suspend
    /// Any other input, ignored.
    case other
}
