/// A day or month row label a ``CalendarLabeler`` composed, kept in its once-slot (``OnceSlots``
/// keeps objects): a warm label is one acquiring load, with no lock and no hashing.
final class CalendarRowLabel: Sendable {
    /// The label.
    let text: String

    /// The label `text`.
    init(_ text: String) {
        self.text = text
    }
}
