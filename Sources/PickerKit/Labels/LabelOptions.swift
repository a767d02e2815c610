/// Choices for how a picker's columns are labeled.
public struct LabelOptions: Hashable, Sendable {
    /// How month rows are labeled.
    public var monthStyle: MonthStyle
    /// A forced hour cycle, or `nil` for the locale's own.
    public var hourCycle: HourCycle?
    /// Whether day rows also show the weekday (`20日周二`, `20 Tue`), from ICU's `Ed` pattern.
    public var showsWeekday: Bool

    /// Creates options; by default wide months, the locale's hour cycle, no weekday.
    public init(monthStyle: MonthStyle = .wide, hourCycle: HourCycle? = nil, showsWeekday: Bool = false) {
        self.monthStyle = monthStyle
        self.hourCycle = hourCycle
        self.showsWeekday = showsWeekday
    }
}
