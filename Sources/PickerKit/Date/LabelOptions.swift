/// Choices for how a picker's columns are labeled.
public struct LabelOptions: Hashable, Sendable {
    /// How month rows are labeled.
    public var monthStyle: MonthStyle
    /// A forced hour cycle, or `nil` for the locale's own.
    public var hourCycle: HourCycle?
    /// Whether day rows also show the weekday (`20日周二`, `20 Tue`), from ICU's `Ed` pattern.
    public var showsWeekday: Bool
    /// Whether day, hour and numeric month rows have two digits (`08日`, `00时`, `08`), as
    /// minute and second rows always do.
    public var padsNumbers: Bool
    /// Whether hour, minute and second rows carry the unit the locale writes after them
    /// (`14时` `05分` `09秒` in zh, `14時` `05分` in ja, `14시` `05분` in ko), where ICU's data
    /// has one; locales that write none (`en`, `de`) are unchanged.
    public var showsUnits: Bool
    /// Whether the day rows of yesterday, today and tomorrow (in the picker's clock and time
    /// zone) read as the locale's words (`Today`, `今天`) in a ``LocalizedPicker``.
    public var namesRelativeDays: Bool

    /// Creates options; by default wide months, the locale's hour cycle, no weekday, numbers
    /// as the locale writes them, no added units, dates as dates.
    public init(
        monthStyle: MonthStyle = .wide, hourCycle: HourCycle? = nil, showsWeekday: Bool = false,
        padsNumbers: Bool = false, showsUnits: Bool = false, namesRelativeDays: Bool = false
    ) {
        self.monthStyle = monthStyle
        self.hourCycle = hourCycle
        self.showsWeekday = showsWeekday
        self.padsNumbers = padsNumbers
        self.showsUnits = showsUnits
        self.namesRelativeDays = namesRelativeDays
    }
}
