/// One row of a picker column: what it shows and the normalized value it stands for.
package struct LabelRow: Hashable, Sendable {
    /// The ASCII value: `"2019"`, `"08"`, `"14"`, `"am"`.
    public let value: String
    /// The label in the locale: `"2019年"`, `"August"`, `"٢٠١٩"`.
    public let label: String
    /// The value as a number (0 for AM and 1 for PM in the AM/PM column), or `nil` for a
    /// sentinel row such as Present.
    public let number: Int?

    /// Creates a row.
    public init(value: String, label: String, number: Int?) {
        self.value = value
        self.label = label
        self.number = number
    }
}
