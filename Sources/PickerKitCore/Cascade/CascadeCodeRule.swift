/// How a child's code must relate to its parent's code.
///
/// Checked for every node below the first level when a tree is built or loaded.
public enum CascadeCodeRule: String, Hashable, Sendable, CaseIterable {
    /// The child's code starts with the parent's code and is longer (`44` -> `4403`).
    case prefix
    /// GB/T 2260 administrative codes: both codes are 6 ASCII digits, and the child's code
    /// starts with the parent's *significant prefix* (its code with trailing `00` pairs
    /// removed: `440000` -> `44`, `440300` -> `4403`) and has a longer significant prefix
    /// (`440300` under `440000`, `440305` under `440300`; `440000` under `440000` fails).
    case gbt2260
    /// No relation is required; codes only have to differ among siblings.
    case unchecked

    /// Whether `child` extends `parent` under the rule.
    public func allows(child: String, parent: String) -> Bool {
        switch self {
        case .prefix:
            return child.utf8.count > parent.utf8.count && child.utf8.starts(with: parent.utf8)
        case .gbt2260:
            guard let parentPrefix = Self.significantPrefix(parent), let childPrefix = Self.significantPrefix(child)
            else { return false }
            return childPrefix.count > parentPrefix.count && childPrefix.starts(with: parentPrefix)
        case .unchecked:
            return true
        }
    }

    /// Whether `code` can be a first-level code under the rule (GB/T 2260 codes must be 6 digits).
    func allowsRoot(_ code: String) -> Bool {
        self != .gbt2260 || Self.significantPrefix(code) != nil
    }

    /// The code without trailing `00` pairs, or `nil` when it is not 6 ASCII digits.
    private static func significantPrefix(_ code: String) -> ArraySlice<UInt8>? {
        let bytes = Array(code.utf8)
        guard bytes.count == 6, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        var end = 6
        while end > 0 && bytes[end - 2] == 0x30 && bytes[end - 1] == 0x30 { end -= 2 }
        return bytes[..<end]
    }

    /// A phrase for error messages.
    var explanation: String {
        switch self {
        case .prefix: return "a child's code must start with its parent's code and be longer"
        case .gbt2260:
            return
                "GB/T 2260: 6 digits, starting with the parent's code without its trailing 00 pairs, and longer in it"
        case .unchecked: return "no rule"
        }
    }
}
