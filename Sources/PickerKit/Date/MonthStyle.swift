/// How month rows are labeled.
public enum MonthStyle: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Full standalone names: `August`, `август`.
    case wide
    /// Abbreviated standalone names: `Aug`.
    case abbreviated
    /// Narrow names: `A`; refused where they are not unique (most languages).
    case narrow
    /// Numbers: `8`.
    case numeric
    /// Two-digit numbers: `08`.
    case numericPadded = "numeric-padded"

    /// The month letters for a skeleton: `MMMM`, `MMM`, `MMMMM`, `M`, `MM`.
    var skeletonLetters: String {
        switch self {
        case .wide: "MMMM"
        case .abbreviated: "MMM"
        case .narrow: "MMMMM"
        case .numeric: "M"
        case .numericPadded: "MM"
        }
    }

    /// The name used on the command line, such as `"numeric-padded"`.
    public var description: String { rawValue }
}

/// Encodes as its raw value; an unknown name is `DecodingError.dataCorrupted` naming it.
extension MonthStyle: Codable {}
