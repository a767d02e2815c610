import PickerKit

/// Selection strings on the command line, read with the library's strict parser.
enum SelectionInput {
    /// A value that does not parse as the mode's canonical string, or is `present`.
    struct Failure: Error, CustomStringConvertible {
        let text: String
        let mode: SelectionMode
        let reason: String

        var description: String { "\(OutputEscaping.quoted(text)) is not \(mode.withArticle) value: \(reason)" }
    }

    /// Reads `text` strictly as the canonical string of `mode`.
    static func parse(_ text: String, _ mode: SelectionMode) throws(Failure) -> PickerValues {
        let selection: Selection
        do {
            selection = try Selection(text, mode: mode)
        } catch {
            throw Failure(text: text, mode: mode, reason: error.description)
        }
        guard let values = PickerValues(selection) else {
            throw Failure(text: text, mode: mode, reason: "\"present\" has no fields to label")
        }
        return values
    }
}
