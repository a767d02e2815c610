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
        allows(childBytes: child.utf8, parentBytes: parent.utf8)
    }

    /// ``allows(child:parent:)`` on the codes' UTF-8 bytes (the loader's path: no `String`).
    package func allows(childBytes child: some Collection<UInt8>, parentBytes parent: some Collection<UInt8>) -> Bool {
        switch self {
        case .prefix:
            return child.count > parent.count && child.starts(with: parent)
        case .gbt2260:
            guard let parentPrefix = Self.significantPrefix(parent), let childPrefix = Self.significantPrefix(child)
            else { return false }
            guard childPrefix.digits > parentPrefix.digits else { return false }
            var divisor = 1
            for _ in 0..<(childPrefix.digits - parentPrefix.digits) { divisor *= 10 }
            return childPrefix.value / divisor == parentPrefix.value
        case .unchecked:
            return true
        }
    }

    /// Whether `code` can be a first-level code under the rule (GB/T 2260 codes must be 6 digits).
    func allowsRoot(_ code: String) -> Bool {
        allowsRoot(bytes: code.utf8)
    }

    /// ``allowsRoot(_:)`` on the code's UTF-8 bytes.
    package func allowsRoot(bytes code: some Collection<UInt8>) -> Bool {
        self != .gbt2260 || Self.significantPrefix(code) != nil
    }

    /// The code without trailing `00` pairs, as its number and digit count.
    ///
    /// `440300` -> (4403, 4 digits); `nil` when the code is not 6 ASCII digits. No allocation:
    /// it runs for every node of a tree loaded under this rule.
    package static func significantPrefix(_ code: some Collection<UInt8>) -> (value: Int, digits: Int)? {
        guard code.count == 6 else { return nil }
        var value = 0
        for byte in code {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        var digits = 6
        while digits > 0 && value % 100 == 0 {
            value /= 100
            digits -= 2
        }
        return (value, digits)
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
