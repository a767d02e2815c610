/// How a child's code must relate to its parent's code, which codes may stand at the first
/// level, and what short forms a node's name has.
///
/// Checked for every node when a tree is built or loaded. The core knows two rules, ``prefix``
/// and ``unchecked``; PickerKitRegions adds China's, `gbt2260` (GB/T 2260 administrative codes,
/// whose trees also match the short forms of China's division names: 上海 for 上海市). A tree's
/// JSON names its rule (`"codeRule"`) among the rules of the reader that loads it.
public struct CascadeCodeRule: Hashable, Sendable, CustomStringConvertible {
    /// The rule's name in a tree's JSON, such as `"prefix"`.
    public let rawValue: String
    /// The checks and the short names.
    private let scheme: any CascadeCodeScheme

    /// A rule named `rawValue` whose checks are `scheme`'s.
    package init(rawValue: String, scheme: any CascadeCodeScheme) {
        self.rawValue = rawValue
        self.scheme = scheme
    }

    /// The child's code starts with the parent's code and is longer (`44` -> `4403`).
    public static let prefix = CascadeCodeRule(rawValue: "prefix", scheme: PrefixCodeScheme())

    /// No relation is required; codes only have to differ among siblings.
    public static let unchecked = CascadeCodeRule(rawValue: "unchecked", scheme: UncheckedCodeScheme())

    /// The rules of this module, which every reader of tree documents knows.
    package static let coreRules: [CascadeCodeRule] = [.prefix, .unchecked]

    /// The rule's name.
    public var description: String { rawValue }

    /// Rules are equal when their names are: a name means one rule.
    public static func == (lhs: CascadeCodeRule, rhs: CascadeCodeRule) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the rule's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Whether `child` extends `parent` under the rule.
    public func allows(child: String, parent: String) -> Bool {
        allows(childBytes: Array(child.utf8), parentBytes: Array(parent.utf8))
    }

    /// ``allows(child:parent:)`` on the codes' UTF-8 bytes (the loader's path: no `String`).
    package func allows(childBytes child: UnsafeBufferPointer<UInt8>, parentBytes parent: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        scheme.allows(child: child, parent: parent)
    }

    /// ``allows(child:parent:)`` on byte arrays.
    package func allows(childBytes child: [UInt8], parentBytes parent: [UInt8]) -> Bool {
        child.withUnsafeBufferPointer { child in
            parent.withUnsafeBufferPointer { allows(childBytes: child, parentBytes: $0) }
        }
    }

    /// Whether `code` can be a first-level code under the rule (GB/T 2260 codes must be 6 digits).
    func allowsRoot(_ code: String) -> Bool {
        Array(code.utf8).withUnsafeBufferPointer { allowsRoot(bytes: $0) }
    }

    /// ``allowsRoot(_:)`` on the code's UTF-8 bytes.
    package func allowsRoot(bytes code: UnsafeBufferPointer<UInt8>) -> Bool {
        scheme.allowsRoot(code)
    }

    /// The short form of a node's name under the rule (上海 for 上海市 under GB/T 2260), or
    /// `nil` when it has none (always under ``prefix`` and ``unchecked``).
    package func shortName(of name: String) -> String? {
        scheme.shortName(of: name)
    }

    /// A phrase for error messages: what a child's code must be.
    var explanation: String { scheme.explanation }

    /// A phrase for error messages, what a first-level code must be: `a GB/T 2260 code (6 ASCII digits)`.
    var rootExplanation: String { scheme.rootExplanation }

    /// The rule of `name` among `rules`, or `nil`.
    package static func named(_ name: String, among rules: [CascadeCodeRule]) -> CascadeCodeRule? {
        rules.first { $0.rawValue == name }
    }
}
