/// The field values of one picker state: a number for each field of a mode.
///
/// Fields outside the mode read as their smallest value (1 for year, month and day, 0 for
/// times) and take no part in comparisons.
///
/// ```swift
/// var values = FieldValues(mode: .date, year: 2019, month: 8, day: 20)
/// values[.day] = 31
/// values.isValid  // true
/// ```
public struct FieldValues: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The mode whose fields these are.
    public let mode: SelectionMode
    private var year: Int
    private var month: Int
    private var day: Int
    private var hour: Int
    private var minute: Int
    private var second: Int

    /// Creates values for `mode`; fields the mode lacks are ignored.
    public init(
        mode: SelectionMode, year: Int = 1, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0,
        second: Int = 0
    ) {
        self.mode = mode
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
        for field in DateField.allCases where !mode.fields.contains(field) {
            store(field.smallestValue, in: field)
        }
    }

    /// The value of `field`; setting a field outside the mode has no effect.
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
            guard mode.fields.contains(field) else { return }
            store(newValue, in: field)
        }
    }

    private mutating func store(_ value: Int, in field: DateField) {
        switch field {
        case .year: year = value
        case .month: month = value
        case .day: day = value
        case .hour: hour = value
        case .minute: minute = value
        case .second: second = value
        }
    }

    /// The date part, with year 2000 (a leap year) for modes without a year.
    var calendarDate: CalendarDate {
        CalendarDate(
            year: mode.hasYear ? self[.year] : FieldValues.leapYearForYearlessModes, month: self[.month],
            day: self[.day])
    }

    /// The year used to validate month and day in modes without a year, so that 02-29 exists.
    static let leapYearForYearlessModes = 2000

    /// Whether every field is inside its calendar range (proleptic Gregorian, years 1...9999).
    public var isValid: Bool {
        for field in mode.fields {
            let value = self[field]
            let upper =
                field == .day
                ? GregorianRules.daysInMonth(year: calendarDate.year, month: clampedMonth) : field.largestValue
            if value < field.smallestValue || value > upper { return false }
        }
        return true
    }

    private var clampedMonth: Int { min(max(self[.month], 1), 12) }

    /// Whether the fields before `field` (in the mode, largest unit first) equal those of `other`.
    func hasSamePrefix(as other: FieldValues, before field: DateField) -> Bool {
        for earlier in mode.fields {
            if earlier == field { return true }
            if self[earlier] != other[earlier] { return false }
        }
        return true
    }

    /// Orders values by their mode's fields, largest unit first.
    public static func < (lhs: FieldValues, rhs: FieldValues) -> Bool {
        for field in lhs.mode.fields where lhs[field] != rhs[field] {
            return lhs[field] < rhs[field]
        }
        return false
    }

    /// The fields as `field=value` pairs, such as `year=2019 month=8`, for diagnostics.
    public var description: String {
        mode.fields.map { "\($0)=\(self[$0])" }.joined(separator: " ")
    }
}

extension DateField {
    /// The smallest value the field can take.
    var smallestValue: Int {
        switch self {
        case .year, .month, .day: 1
        case .hour, .minute, .second: 0
        }
    }

    /// The largest value the field can take in any month (31 for days).
    var largestValue: Int {
        switch self {
        case .year: 9999
        case .month: 12
        case .day: 31
        case .hour: 23
        case .minute, .second: 59
        }
    }
}

extension SelectionMode {
    /// Whether the mode has a year column.
    var hasYear: Bool { fields.contains(.year) }
}
