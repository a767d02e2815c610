/// The field values a label is made for: a Gregorian date and a time of day.
///
/// Labels take plain values, not selection strings. Fields a mode does not use keep their
/// defaults (a leap year, so February 29 exists for modes without a year).
public struct FieldValues: Hashable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month.
    public var day: Int
    /// The hour, 0...23.
    public var hour: Int
    /// The minute, 0...59.
    public var minute: Int
    /// The second, 0...59.
    public var second: Int

    /// Creates values; unused fields default to 2000-01-01 00:00:00.
    public init(year: Int = 2000, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The value of one date field.
    public subscript(field: DateField) -> Int {
        get {
            switch field {
            case .year: year
            case .month: month
            case .day: day
            case .hour: hour
            case .minute: minute
            case .second: second
            }
        }
        set {
            switch field {
            case .year: year = newValue
            case .month: month = newValue
            case .day: day = newValue
            case .hour: hour = newValue
            case .minute: minute = newValue
            case .second: second = newValue
            }
        }
    }

    /// Whether every field is in range (the date exists in the proleptic Gregorian calendar).
    public var isValid: Bool {
        CalendarDate(year: year, month: month, day: day).isValid && (0...23).contains(hour)
            && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// Milliseconds since 1970-01-01T00:00Z, by proleptic Gregorian arithmetic.
    var millis: Double {
        let days = GregorianRules.dayNumber(of: CalendarDate(year: year, month: month, day: day)) - Self.unixEpochDay
        return Double(days) * 86_400_000 + Double(hour * 3_600 + minute * 60 + second) * 1_000
    }

    /// The values at `millis` since 1970-01-01T00:00Z (years 1...9999), or `nil` outside.
    init?(millis: Double) {
        guard millis.isFinite else { return nil }
        let seconds = Int((millis / 1_000).rounded(.down))
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let dayNumber = days + Self.unixEpochDay
        guard dayNumber >= 0 else { return nil }
        let date = GregorianRules.date(fromDayNumber: dayNumber)
        guard GregorianRules.years.contains(date.year) else { return nil }
        self.init(
            year: date.year, month: date.month, day: date.day, hour: rest / 3_600, minute: rest / 60 % 60,
            second: rest % 60)
    }

    /// The day number of 1970-01-01 counted from 0001-01-01.
    static let unixEpochDay = 719_162

    /// `YYYY-MM-DD HH:MM:SS`, for diagnostics.
    public var description: String {
        CalendarDate(year: year, month: month, day: day).description + " " + Self.two(hour) + ":" + Self.two(minute)
            + ":" + Self.two(second)
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
