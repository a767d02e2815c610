/// Values a picker shows but does not let the user stop on: holidays, past dates, weekends.
///
/// The rows stay (the wheel does not jump); choosing a disabled value moves the selection to
/// the nearest enabled one, reported with reason ``PickerAdjustment/Reason/disabled``.
///
/// What is disabled is a whole *unit*: the date part of the picker's mode. A day in the modes
/// with a year, month and day (in date-time modes every time of a disabled day), a month in
/// `.yearMonth`, a year in `.year`. Modes without a year (month-day, times) take none.
/// Only the rows of the unit's smallest column (the day column of a date picker) are marked
/// disabled; rows of larger columns (a month in which every day is disabled) stay enabled, and
/// choosing one moves the day to the nearest enabled day, which may be in another month.
///
/// ```swift
/// var configuration = PickerConfiguration(mode: .date)
/// configuration.disabled = DisabledValues(values: [try Selection(year: 2019, month: 10, day: 1)])
/// configuration.disabled.weekdays = [.saturday, .sunday]
/// ```
public struct DisabledValues: Hashable, Sendable {
    /// Disabled units (or values of the picker's mode, read as their unit).
    public var values: Set<Selection>
    /// Every unit before this one is disabled ("past dates" with today).
    public var before: Selection?
    /// Every unit after this one is disabled.
    public var after: Selection?
    /// Days of these weekdays are disabled (units with a day only).
    public var weekdays: Set<Weekday>
    /// A caller's rule, asked about units (values of ``SelectionMode/disabledUnit``).
    package var rule: DisabledRule?
    /// How many units a search for an enabled value looks at on each side when a rule is
    /// given (``disable(named:where:)``) (a rule cannot be analysed, so a rule that disables a stretch longer than this is
    /// reported as ``PickerError/noEnabledValue(near:searched:)``).
    ///
    /// Without a rule the search is exact: the set, `before`, `after` and the weekdays leave an
    /// enabled unit within `7 × (values.count + 1)` units of any enabled stretch, so the search
    /// stops there and "every value is disabled" is proven, not guessed.
    public var searchLimit = 3660

    /// Disables `values`, the units before `before` and after `after`, and `weekdays`.
    public init(
        values: Set<Selection> = [], before: Selection? = nil, after: Selection? = nil,
        weekdays: Set<Weekday> = []
    ) {
        self.values = values
        self.before = before
        self.after = after
        self.weekdays = weekdays
    }

    /// Disables, besides the rest, every unit `test` is true for (values of
    /// ``SelectionMode/disabledUnit``: a day of a date-time picker, a month of a year-month one).
    ///
    /// `name` stands for the rule when pickers are compared or described, as closures cannot be
    /// compared: two sets of disabled values whose rules share a name are equal. A later rule
    /// replaces an earlier one.
    ///
    /// ```swift
    /// var disabled = DisabledValues()
    /// disabled.disable(named: "national days") { $0[.month] == 10 && $0[.day]! <= 7 }
    /// ```
    public mutating func disable(named name: String, where test: @escaping @Sendable (Selection) -> Bool) {
        rule = DisabledRule(name, test)
    }

    /// Whether nothing is disabled.
    public var isEmpty: Bool {
        values.isEmpty && before == nil && after == nil && weekdays.isEmpty && rule == nil
    }

    /// Whether `unit` (a value of the unit mode) is disabled.
    public func disables(_ unit: Selection) -> Bool {
        if let before, unit < before { return true }
        if let after, unit > after { return true }
        if values.contains(unit) { return true }
        if !weekdays.isEmpty, let weekday = unit.isoDate?.weekday, weekdays.contains(weekday) { return true }
        return rule?.test(unit) ?? false
    }

    /// Whether the unit `unit` (valid values of the unit mode, such as a model's) is disabled.
    package func disables(_ unit: PickerValues) -> Bool {
        disables(unit.validSelection)
    }
}

/// A caller's rule that disables units, named so that pickers can be compared and described.
package struct DisabledRule: Hashable, Sendable {
    /// The rule's name (rules compare by name: two closures cannot be compared).
    package let name: String
    /// Whether a unit is disabled.
    package let test: @Sendable (Selection) -> Bool

    /// A rule named `name`.
    package init(_ name: String, _ test: @escaping @Sendable (Selection) -> Bool) {
        self.name = name
        self.test = test
    }

    /// Rules compare by name.
    package static func == (lhs: DisabledRule, rhs: DisabledRule) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension SelectionMode {
    /// What a disabled value of this mode is: `.date` for modes with a year, month and day,
    /// `.yearMonth` and `.year` for themselves, `nil` for modes without a year.
    public var disabledUnit: SelectionMode? {
        switch self {
        case .year: .year
        case .yearMonth: .yearMonth
        case .date, .dateHour, .dateHourMinute, .dateTime: .date
        default: nil
        }
    }
}
