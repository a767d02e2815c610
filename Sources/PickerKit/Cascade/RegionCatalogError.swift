/// Why the region list for a locale could not be made.
public enum RegionCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The locale id is not well-formed; it never reached ICU.
    case malformedLocaleID(String, reason: String)
    /// An ICU call failed.
    case icu(ICUError)

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .malformedLocaleID(let id, let reason): "malformed locale id \"\(id)\": \(reason)"
        case .icu(let error): "ICU: \(error)"
        }
    }
}
