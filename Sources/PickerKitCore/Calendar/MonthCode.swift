/// A month as TC39 Temporal codes it: `M01`…`M13`; a leap month is the month it follows
/// with `L` (chinese `M06L` after `M06`; hebrew Adar I is `M05L`, Adar and Adar II `M06`).
///
/// ```swift
/// MonthCode("M06L")            // MonthCode(number: 6, isLeap: true)
/// MonthCode(number: 5, isLeap: true).description   // "M05L"
/// MonthCode("M6")              // nil: two digits are required
/// ```
public struct MonthCode: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// The month number, 1...13.
    public var number: Int
    /// Whether this is the leap month that follows month `number`.
    public var isLeap: Bool

    /// Creates a code without checking it.
    public init(number: Int, isLeap: Bool = false) {
        self.number = number
        self.isLeap = isLeap
    }

    /// Parses `M01`…`M13` with an optional trailing `L`, strictly (uppercase, two digits).
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 3 || bytes.count == 4, bytes[0] == UInt8(ascii: "M"),
            (0x30...0x39).contains(bytes[1]), (0x30...0x39).contains(bytes[2])
        else { return nil }
        let number = Int(bytes[1] - 0x30) * 10 + Int(bytes[2] - 0x30)
        guard (1...13).contains(number) else { return nil }
        if bytes.count == 4 {
            guard bytes[3] == UInt8(ascii: "L") else { return nil }
        }
        self.init(number: number, isLeap: bytes.count == 4)
    }

    /// The Temporal spelling, such as `"M05L"`.
    public var description: String {
        (number < 10 ? "M0" : "M") + String(number) + (isLeap ? "L" : "")
    }

    /// Orders codes as months follow each other: `M05` < `M05L` < `M06`.
    public static func < (lhs: MonthCode, rhs: MonthCode) -> Bool {
        (lhs.number, lhs.isLeap ? 1 : 0) < (rhs.number, rhs.isLeap ? 1 : 0)
    }
}
