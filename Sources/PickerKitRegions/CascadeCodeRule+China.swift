import PickerKit

extension CascadeCodeRule {
    /// GB/T 2260 administrative codes, China's: both codes are 6 ASCII digits, and the child's
    /// code starts with the parent's *significant prefix* (its code with trailing `00` pairs
    /// removed: `440000` -> `44`, `440300` -> `4403`) and has a longer significant prefix
    /// (`440300` under `440000`, `440305` under `440300`; `440000` under `440000` fails).
    ///
    /// A tree of this rule also matches the short forms of its names when selecting by name
    /// (上海 for 上海市, 广西 for 广西壮族自治区; ``CascadeTree/shortName(of:)``).
    public static let gbt2260 = CascadeCodeRule(rawValue: "gbt2260", scheme: GBT2260CodeScheme())

    /// Every rule a tree's JSON can name: ``prefix``, ``gbt2260`` and ``unchecked``.
    public static let allCases: [CascadeCodeRule] = [.prefix, .gbt2260, .unchecked]

    /// The rule named `rawValue` (`"prefix"`, `"gbt2260"`, `"unchecked"`), or `nil`.
    public init?(rawValue: String) {
        guard let rule = Self.named(rawValue, among: Self.allCases) else { return nil }
        self = rule
    }
}

extension CascadeCodeRule: Codable {
    /// Reads a rule's name; an unknown name is `DecodingError.dataCorrupted` naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let rule = Self(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Cannot initialize CascadeCodeRule from invalid String value \(name)")
        }
        self = rule
    }

    /// Writes the rule's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
