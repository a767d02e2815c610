/// One column of a date or time picker.
public enum DateField: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// The year, 1...9999.
    case year
    /// The month, 1...12.
    case month
    /// The day of the month.
    case day
    /// The hour of the day, 0...23.
    case hour
    /// The minute, 0...59.
    case minute
    /// The second, 0...59.
    case second

    /// Orders fields from the largest unit to the smallest.
    public static func < (lhs: DateField, rhs: DateField) -> Bool {
        lhs.index < rhs.index
    }

    /// Every field by ``index`` (a stored copy: `allCases` builds a new array on each use).
    static let byIndex: [DateField] = allCases

    /// The field's name as used in JSON and on the command line, such as `"year"`.
    public var description: String { rawValue }
}
