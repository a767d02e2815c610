/// A row that stands for a whole selection instead of a field value, such as Present or Any.
///
/// Sentinel rows sit at the start or end of the first (largest-unit) column. Choosing one
/// selects its ``value`` and disables the other columns until a value row is chosen again.
public struct SentinelRow: Hashable, Sendable {
    /// Where the row sits in its column.
    public enum Position: String, Hashable, Sendable {
        /// Before the value rows.
        case first
        /// After the value rows.
        case last
    }

    /// The value selected by the row, such as `"present"`.
    public let value: String
    /// The text shown, such as `"至今"`.
    public let label: String
    /// Where the row sits.
    public let position: Position

    /// Creates a sentinel row with a caller-given value and label.
    public init(value: String, label: String, position: Position) {
        self.value = value
        self.label = label
        self.position = position
    }

    /// The value of the Present row of a resume picker.
    public static let presentValue = "present"
    /// The value of the Any row (不限) of a filter picker.
    public static let anyValue = "any"
}
