/// A day of the week, numbered as ICU and Foundation number them: 1 is Sunday, 7 is Saturday.
public enum Weekday: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case sunday = 1
    case monday
    case tuesday
    case wednesday
    case thursday
    case friday
    case saturday

    /// Orders weekdays from Sunday to Saturday.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The English name, such as `"Tuesday"` (for diagnostics, not for display to users).
    public var description: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }
}
