import PickerKit

/// Why the region list for a locale could not be made.
public enum RegionCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The locale id was refused by ``ResolvedLocale`` (malformed, unknown language or region,
    /// unsupported keyword); it never reached ICU.
    case locale(LocaleError)
    /// The collation type is not one ICU has for the locale; `available` lists those it has.
    case unsupportedCollation(locale: String, collation: String, available: [String])
    /// An ICU call failed.
    case icu(ICUError)

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .locale(let error): error.description
        case .unsupportedCollation(let locale, let collation, let available):
            "collation \(QuotedInput.quoted(collation)) is not available for locale \(QuotedInput.quoted(locale)) "
                + "(available: "
                + available.joined(separator: ", ") + ")"
        case .icu(let error): "ICU: \(error)"
        }
    }
}
