/// Why a ``LocalizedPicker`` could not be made, labeled or changed.
public enum LocalizedPickerError: Error, Sendable, CustomStringConvertible {
    /// The locale's labels could not be made.
    case labels(LabelError)
    /// The picker strings could not be loaded.
    case strings(PickerStringsError)
    /// The picker configuration or a row choice is wrong.
    case picker(PickerError)

    /// The underlying error's sentence.
    public var description: String {
        switch self {
        case .labels(let error): error.description
        case .strings(let error): error.description
        case .picker(let error): error.description
        }
    }
}
