/// Why a picker could not be made or changed, or a value could not go between PickerKit and
/// Foundation's `Date` and `DateComponents`: each case names the input.
public enum PickerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A minute or second step that does not divide 60.
    case invalidInterval(field: DateField, step: Int)
    /// A bound or selection whose fields do not exist in the calendar: `values` are its fields
    /// as `field=value` pairs (`year=2019 month=2 day=29`), `mode` the mode they were read in.
    case invalidValue(role: String, values: String, mode: SelectionMode)
    /// A bound or selection of another mode than the model's.
    case modeMismatch(role: String, expected: SelectionMode, actual: SelectionMode)
    /// The minimum is after the maximum, in every family: the bounds as their canonical
    /// strings (`2020-01-01`, `2020-W10`, `PT2H`).
    case minimumAfterMaximum(minimum: String, maximum: String)
    /// No value between the bounds falls on the minute and second steps.
    case noValueOnInterval(minimum: Selection, maximum: Selection, minuteStep: Int, secondStep: Int)
    /// A column index outside the model's columns.
    case columnOutOfRange(column: Int, columnCount: Int)
    /// A row index outside the column's rows; `column` names the column
    /// (``PickerDataSource/name(ofColumn:)``: `year`, `week`, `minute`).
    case rowOutOfRange(column: String, row: Int, rowCount: Int)
    /// A row chosen in a column that a sentinel row (such as Present) has disabled; `column`
    /// names the column.
    case columnDisabled(column: String, sentinel: String)
    /// A bound or selection string that is not the canonical form of the picker's mode.
    case unparsable(role: String, input: String, error: ParseError)
    /// A time zone identifier that ICU does not know.
    case unknownTimeZone(String)
    /// Reading today's date from ICU failed.
    case clock(String)
    /// A column order that is not a permutation of the mode's fields.
    case invalidOrder([DateField], mode: SelectionMode)
    /// An initial sentinel value that matches no sentinel row.
    case unknownSentinel(String)
    /// A field the picker's mode does not have (selecting a value by field); `mode` names the
    /// mode as its canonical strings do (`date`, `year-week`, `duration`).
    case fieldNotInMode(DateField, mode: String)
    /// A field value no calendar has (month 13, hour 24), given to a picker's `select(_:in:)`.
    case fieldValueOutOfRange(field: DateField, value: Int)
    /// A bound or selection in another calendar than the picker's, or a Gregorian value
    /// without a year for a calendar picker (it names no day of the calendar).
    case calendarMismatch(role: String, expected: CalendarKind, actual: CalendarKind)
    /// A partial selection (``PickerConfiguration/partialSelection``) that gives no field.
    case partialSelectionEmpty
    /// A configuration with both a selection (or selected sentinel) and a partial selection.
    case partialSelectionWithSelection
    /// Disabled values (``DisabledValues``) for a mode that has no year.
    case disabledWithoutYear(mode: SelectionMode)
    /// Disabled weekdays for a mode whose disabled unit has no day (year, year-month).
    case disabledWeekdaysWithoutDay(mode: SelectionMode)
    /// Every value between the bounds is disabled.
    case everyValueDisabled(minimum: Selection, maximum: Selection)
    /// A caller's rule disabled every unit within `searched` units on each side of `near`
    /// (``DisabledValues/searchLimit``): the search gave up.
    case noEnabledValue(near: Selection, searched: Int)
    /// A cascade depth below 1 or beyond the tree's deepest branch (``CascadeTree/depth``);
    /// `levelNames` are the tree's level names, for the message.
    case cascadeDepth(requested: Int, available: Int, levelNames: [String])

    // Dates, date components and time zones (PickerKitFoundation).
    /// An instant or a converted date outside PickerKit's years 0001–9999.
    case yearOutOfRange(year: Int, what: String)
    /// Date components with an era before the common era (such as 5 BC: era 0).
    case eraBeforeCommonEra(era: Int, year: Int?)
    /// Date components with an era number that is not the Gregorian calendar's (0 or 1), and
    /// no calendar saying whose era it is (Japanese `236` is Reiwa).
    case unknownEra(era: Int)
    /// Date components of a calendar PickerKit does not compute.
    case unsupportedCalendar(String)
    /// Date components whose fields do not name a day of their calendar.
    case invalidCalendarDate(calendar: String, message: String)
    /// Fields that are not a valid value of the mode (a field missing, or out of range).
    case invalidFields(ParseError)
    /// A field of the mode that the date components lack.
    case missingField(DateField, mode: SelectionMode)
    /// A mode without the larger fields (such as `hour-minute`) turned into a `Date` without a
    /// reference instant to take them from.
    case needsReference(mode: SelectionMode, missing: [DateField])
    /// The Present row (or a caller's sentinel such as Any) is selected: it is not a date.
    case notADate(String)

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .invalidInterval(let field, let step):
            "\(field) step \(step) does not divide 60"
        case .unparsable(let role, let input, let error):
            "\(role) \(QuotedInput.quoted(input)) is not a valid \(error.mode.map(\.rawValue) ?? "selection"): \(error.message) "
                + "(offset \(error.offset))"
        case .invalidValue(let role, let values, let mode):
            "\(role) \(values) is not a valid \(mode) value"
        case .modeMismatch(let role, let expected, let actual):
            "\(role) is a \(actual) value, but the picker is \(expected)"
        case .minimumAfterMaximum(let minimum, let maximum):
            "minimum \(minimum) is after maximum \(maximum)"
        case .noValueOnInterval(let minimum, let maximum, let minuteStep, let secondStep):
            "no value from \(minimum) to \(maximum) falls on the "
                + [(DateField.minute, minuteStep), (.second, secondStep)].filter {
                    minimum.mode?.includes($0.0) == true
                }
                .map { "\($0.1)-\($0.0)" }.joined(separator: " and ") + " steps"
        case .columnOutOfRange(let column, let count):
            "column \(column) is out of range (the picker has \(count) columns)"
        case .rowOutOfRange(let column, let row, let count):
            "row \(row) is out of range for the \(column) column (\(count) rows)"
        case .columnDisabled(let column, let sentinel):
            "the \(column) column is disabled while \"\(sentinel)\" is selected"
        case .clock(let reason):
            "cannot read today's date: \(reason)"
        case .unknownTimeZone(let identifier):
            "unknown time zone \(QuotedInput.quoted(identifier))"
        case .invalidOrder(let order, let mode):
            "column order \(order.map(\.rawValue).joined(separator: ",")) does not list the fields of \(mode) "
                + "(\(mode.fields.map(\.rawValue).joined(separator: ",")))"
        case .fieldNotInMode(let field, let mode):
            "a \(mode) picker has no \(field) column"
        case .fieldValueOutOfRange(let field, let value):
            "\(field) \(value) is outside \(field.smallestValue)...\(PickerValues.largestValue(of: field))"
        case .unknownSentinel(let value):
            "no sentinel row has the value \(QuotedInput.quoted(value))"
        case .calendarMismatch(let role, let expected, let actual):
            "\(role) is a \(actual.rawValue) value, but the picker is in the \(expected.rawValue) calendar"
                + (actual.isISO ? " (a Gregorian value without a year cannot be converted)" : "")
        case .partialSelectionEmpty:
            "the partial selection names no field"
        case .partialSelectionWithSelection:
            "a picker takes a selection or a partial selection, not both"
        case .disabledWithoutYear(let mode):
            "a \(mode) picker takes no disabled values (only modes with a year do)"
        case .disabledWeekdaysWithoutDay(let mode):
            "a \(mode) picker has no day, so it cannot disable weekdays"
        case .everyValueDisabled(let minimum, let maximum):
            "every value from \(minimum) to \(maximum) is disabled"
        case .noEnabledValue(let near, let searched):
            "no enabled value within \(searched) \(near.mode?.fields.last ?? .day)s of \(near) "
                + "(the disabled rule is searched no further)"
        case .cascadeDepth(let requested, let available, let levelNames):
            Self.cascadeDepthMessage(requested: requested, available: available, levelNames: levelNames)
        case .yearOutOfRange(let year, let what):
            "\(what) falls in year \(year), outside PickerKit's years 0001-9999"
        case .eraBeforeCommonEra(let era, let year):
            "era \(era) (before the common era\(year.map { ", year \($0) BC" } ?? "")) is not supported: "
                + "PickerKit's years are 0001-9999 of the common era"
        case .unknownEra(let era):
            "era \(era) is not a Gregorian era (0 BC, 1 AD); set the components' calendar to the "
                + "calendar that made them"
        case .unsupportedCalendar(let identifier):
            "the \(identifier) calendar is not one PickerKit converts"
        case .invalidCalendarDate(let calendar, let message):
            "not a \(calendar) date: \(message)"
        case .invalidFields(let error):
            "\(error.message) (offset \(error.offset) of the canonical form)"
        case .missingField(let field, let mode):
            "the date components have no \(field), which \(mode) needs"
        case .needsReference(let mode, let missing):
            "a \(mode) value has no \(missing.map(\.rawValue).joined(separator: ", ")): pass a reference date to take "
                + (missing.count == 1 ? "it" : "them") + " from"
        case .notADate(let value):
            "\"\(value)\" is selected, which is not a date"
        }
    }

    /// The sentence of ``cascadeDepth(requested:available:levelNames:)``, such as `depth 4 is beyond
    /// the data: it has 3 levels (province, prefecture, county); choose 1 to 3`.
    private static func cascadeDepthMessage(requested: Int, available: Int, levelNames: [String]) -> String {
        let names =
            levelNames.isEmpty
            ? "" : " (" + levelNames.prefix(available).map(QuotedInput.escaped).joined(separator: ", ") + ")"
        let levels = "\(available) \(available == 1 ? "level" : "levels")\(names)"
        let choice = available == 1 ? "the only depth is 1" : "choose 1 to \(available)"
        if requested < 1 {
            return
                "depth \(requested) is not a number of levels: it must be at least 1 (the data has \(levels); \(choice))"
        }
        return "depth \(requested) is beyond the data: it has \(levels); \(choice)"
    }
}

extension PickerError {
    /// ``invalidValue(role:values:mode:)`` for `values`, named as a bound or selection by `role`.
    package static func invalid(role: String, _ values: PickerValues) -> PickerError {
        .invalidValue(role: role, values: values.description, mode: values.mode)
    }
}
