/// A calendar value read back from a display string: the fields the mode shows.
public struct CalendarDisplayValue: Hashable, Sendable {
    /// The calendar.
    public var calendar: CalendarKind
    /// The calendar's (arithmetic) year, or `nil` when the mode has no year.
    public var year: Int?
    /// The month's code, or `nil` when the mode has no month.
    public var monthCode: MonthCode?
    /// The day of the month, or `nil` when the mode has no day.
    public var day: Int?
    /// The hour (0...23), minute and second, or `nil` when the mode has none.
    public var hour: Int?
    /// The minute, or `nil` when the mode has none.
    public var minute: Int?
    /// The second, or `nil` when the mode has none.
    public var second: Int?
    /// The ISO date, when the mode has a year, a month and a day.
    public var isoDate: CalendarDate?

    /// Creates a value.
    public init(
        calendar: CalendarKind, year: Int? = nil, monthCode: MonthCode? = nil, day: Int? = nil, hour: Int? = nil,
        minute: Int? = nil, second: Int? = nil, isoDate: CalendarDate? = nil
    ) {
        self.calendar = calendar
        self.year = year
        self.monthCode = monthCode
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.isoDate = isoDate
    }
}
