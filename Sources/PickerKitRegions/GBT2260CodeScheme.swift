import PickerKit

/// The checks of ``CascadeCodeRule/gbt2260`` (GB/T 2260 codes: 6 ASCII digits, a child
/// extending its parent's significant prefix) and the short names of China's divisions.
struct GBT2260CodeScheme: CascadeCodeScheme {
    func allows(child: UnsafeBufferPointer<UInt8>, parent: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let parentPrefix = Self.significantPrefix(parent), let childPrefix = Self.significantPrefix(child)
        else { return false }
        guard childPrefix.digits > parentPrefix.digits else { return false }
        var divisor = 1
        for _ in 0..<(childPrefix.digits - parentPrefix.digits) { divisor *= 10 }
        return childPrefix.value / divisor == parentPrefix.value
    }

    func allowsRoot(_ code: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.significantPrefix(code) != nil
    }

    func shortName(of name: String) -> String? {
        CascadeShortName.of(name)
    }

    var explanation: String {
        "GB/T 2260: 6 digits, starting with the parent's code without its trailing 00 pairs, and longer in it"
    }

    var rootExplanation: String { "a GB/T 2260 code (6 ASCII digits)" }

    /// The code without trailing `00` pairs, as its number and digit count.
    ///
    /// `440300` -> (4403, 4 digits); `nil` when the code is not 6 ASCII digits. No allocation:
    /// it runs for every node of a tree loaded under this rule.
    static func significantPrefix(_ code: UnsafeBufferPointer<UInt8>) -> (value: Int, digits: Int)? {
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
}
