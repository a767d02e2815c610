/// Why a ``LocalizedPicker`` could not be made, labeled or changed.
public enum LocalizedPickerError: Error, Sendable, CustomStringConvertible {
    /// The locale's labels could not be made.
    case labels(LabelError)
    /// The picker strings could not be loaded.
    case strings(PickerStringsError)
    /// The picker configuration or a row choice is wrong.
    case picker(PickerError)
    /// A caller's column order that does not list the picker's columns; `columns` are the
    /// picker's columns in the locale's order.
    case order(given: [DateField], columns: [DateField])

    /// The underlying error's sentence.
    public var description: String {
        switch self {
        case .labels(let error): error.description
        case .strings(let error): error.description
        case .picker(let error): error.description
        case .order(let given, let columns):
            "column order \(given.map(\.rawValue).joined(separator: ",")) does not list the picker's columns "
                + "(\(columns.map(\.rawValue).joined(separator: ",")) in the locale's order)"
        }
    }
}
