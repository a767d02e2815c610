/// Why a picker model could not be made or changed.
public enum PickerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A minute or second step that does not divide 60.
    case invalidInterval(field: DateField, step: Int)
    /// A bound or selection whose fields do not exist in the calendar.
    case invalidValue(role: String, values: PickerValues)
    /// A bound or selection of another mode than the model's.
    case modeMismatch(role: String, expected: SelectionMode, actual: SelectionMode)
    /// The minimum is after the maximum.
    case minimumAfterMaximum(minimum: PickerValues, maximum: PickerValues)
    /// No value between the bounds falls on the minute and second steps.
    case noValueOnInterval(minimum: PickerValues, maximum: PickerValues, minuteStep: Int, secondStep: Int)
    /// A column index outside the model's columns.
    case columnOutOfRange(column: Int, columnCount: Int)
    /// A row index outside the column's rows.
    case rowOutOfRange(field: DateField, row: Int, rowCount: Int)
    /// A row chosen in a column that a sentinel row (such as Present) has disabled.
    case columnDisabled(field: DateField, sentinel: String)
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
    /// A field the picker's mode does not have (selecting a value by field).
    case fieldNotInMode(DateField, mode: SelectionMode)
    /// A field value no calendar has (month 13, hour 24), given to a picker's `select(_:in:)`.
    case fieldValueOutOfRange(field: DateField, value: Int)
    /// A bound or selection in another calendar than the picker's, or a Gregorian value
    /// without a year for a calendar picker (it names no day of the calendar).
    case calendarMismatch(role: String, expected: CalendarKind, actual: CalendarKind)
    /// A partial selection (``PartialValues``) that gives no field.
    case partialSelectionEmpty
    /// A configuration with both a selection (or selected sentinel) and a partial selection.
    case partialSelectionWithSelection
    /// Disabled values (``DisabledValues``) for a mode that has no year.
    case disabledWithoutYear(mode: SelectionMode)
    /// Disabled weekdays for a mode whose disabled unit has no day (year, year-month).
    case disabledWeekdaysWithoutDay(mode: SelectionMode)
    /// Every value between the bounds is disabled.
    case everyValueDisabled(minimum: PickerValues, maximum: PickerValues)
    /// A caller's rule disabled every unit within `searched` units on each side of `near`
    /// (``DisabledValues/searchLimit``): the search gave up.
    case noEnabledValue(near: PickerValues, searched: Int)
    /// A cascade depth below 1 or beyond the tree's deepest branch (``CascadeTree/depth``);
    /// `levelNames` are the tree's level names, for the message.
    case cascadeDepth(requested: Int, available: Int, levelNames: [String])

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .invalidInterval(let field, let step):
            "\(field) step \(step) does not divide 60"
        case .unparsable(let role, let input, let error):
            "\(role) \(QuotedInput.quoted(input)) is not a valid \(error.mode.map(\.rawValue) ?? "selection"): \(error.message) "
                + "(offset \(error.offset))"
        case .invalidValue(let role, let values):
            "\(role) \(values) is not a valid \(values.mode) value"
        case .modeMismatch(let role, let expected, let actual):
            "\(role) is a \(actual) value, but the picker is \(expected)"
        case .minimumAfterMaximum(let minimum, let maximum):
            "minimum \(minimum.displayString) is after maximum \(maximum.displayString)"
        case .noValueOnInterval(let minimum, let maximum, let minuteStep, let secondStep):
            "no value from \(minimum.displayString) to \(maximum.displayString) falls on the "
                + [(DateField.minute, minuteStep), (.second, secondStep)].filter { minimum.mode.includes($0.0) }
                .map { "\($0.1)-\($0.0)" }.joined(separator: " and ") + " steps"
        case .columnOutOfRange(let column, let count):
            "column \(column) is out of range (the picker has \(count) columns)"
        case .rowOutOfRange(let field, let row, let count):
            "row \(row) is out of range for the \(field) column (\(count) rows)"
        case .columnDisabled(let field, let sentinel):
            "the \(field) column is disabled while \"\(sentinel)\" is selected"
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
                + (actual == .gregorian ? " (a Gregorian value without a year cannot be converted)" : "")
        case .partialSelectionEmpty:
            "the partial selection names no field"
        case .partialSelectionWithSelection:
            "a picker takes a selection or a partial selection, not both"
        case .disabledWithoutYear(let mode):
            "a \(mode) picker takes no disabled values (only modes with a year do)"
        case .disabledWeekdaysWithoutDay(let mode):
            "a \(mode) picker has no day, so it cannot disable weekdays"
        case .everyValueDisabled(let minimum, let maximum):
            "every value from \(minimum.displayString) to \(maximum.displayString) is disabled"
        case .noEnabledValue(let near, let searched):
            "no enabled value within \(searched) \(near.mode.fields.last!)s of \(near.displayString) "
                + "(the disabled rule is searched no further)"
        case .cascadeDepth(let requested, let available, let levelNames):
            Self.cascadeDepthMessage(requested: requested, available: available, levelNames: levelNames)
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
