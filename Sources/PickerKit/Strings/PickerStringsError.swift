/// Why picker strings could not be loaded.
public enum PickerStringsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The locale id is not a well-formed BCP-47 or ICU id.
    case malformedLocaleID(String, reason: String)
    /// The shipped resources could not be read (a packaging fault).
    case resources(String)
    /// A localization that must exist (English) is missing.
    case missingLocalization(String)

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .malformedLocaleID(_, let reason): reason
        case .resources(let reason): reason
        case .missingLocalization(let name): "the \(name) picker strings are missing"
        }
    }
}
