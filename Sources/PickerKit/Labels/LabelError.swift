/// Why columns cannot be labeled or a label or display string cannot be read back.
public enum LabelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The locale id was refused.
    case locale(LocaleError)
    /// An ICU call failed.
    case icu(ICUError)
    /// A column would show the same label for different rows, so the style is refused.
    case ambiguousLabels(locale: String, field: DateField, style: String, label: String, values: [String])
    /// A label that no row of the column has.
    case unknownLabel(field: DateField, label: String)
    /// A display string that does not parse strictly in the locale's pattern.
    case unparsableDisplayString(text: String, pattern: String, reason: String)
    /// The mode has no such column (an hour column asked of a date picker).
    case columnNotShown(field: DateField, mode: SelectionMode)
    /// The minimum is after the maximum, so no selection can lie between them.
    case reversedBounds(minimum: PickerValues, maximum: PickerValues)
    /// The selection lies outside the minimum and maximum.
    case outOfBounds(selection: PickerValues, minimum: PickerValues, maximum: PickerValues)
    /// A Buddhist, Japanese or ROC date before 1582-10-15: ICU keeps those calendars Julian
    /// there and refuses to make them proleptic, so it would show another day.
    case beforeGregorianReform(calendar: DisplayCalendar, values: PickerValues)
    /// Display strings of this calendar cannot be parsed back strictly.
    case displayParsingUnsupported(calendar: DisplayCalendar)
    /// The picker model refused the bounds or selection.
    case model(PickerError)
    /// Field values outside the proleptic Gregorian years 1...9999 or out of range.
    case invalidValues(PickerValues)
    /// Weekday labels asked of a mode without the year and the day that fix the weekday.
    case weekdayNeedsYearAndDay(mode: SelectionMode)
    /// Relative day names (Today) asked of a mode without the year and the day that make a
    /// day row one day.
    case relativeDaysNeedYearAndDay(mode: SelectionMode)
    /// A calendar with its own years, months and days asked of ``ColumnLabeler``, which labels
    /// Gregorian rows: ``CalendarLabeler`` labels it.
    case calendarHasOwnRows(calendar: CalendarKind)
    /// Calendar fields that the calendar refuses (a month the year lacks, a day past the
    /// month's end, a date outside the calendar's range).
    case calendar(ParseError)
    /// No day was found on which ICU reads a field of the calendar as PickerKit does, so ICU
    /// has no text for it.
    case icuDisagrees(calendar: CalendarKind, what: String)

    /// A sentence naming what could not be done and why.
    public var description: String {
        switch self {
        case .locale(let error): error.description
        case .icu(let error): "ICU: \(error)"
        case .ambiguousLabels(let locale, let field, let style, let label, let values):
            "\(locale): \(style) \(field) labels are not unique: \(QuotedInput.quoted(label)) labels \(values.joined(separator: ", "))"
        case .unknownLabel(let field, let label): "\(QuotedInput.quoted(label)) is not a \(field) label"
        case .unparsableDisplayString(let text, let pattern, let reason):
            "\(QuotedInput.quoted(text)) does not match the display pattern \(QuotedInput.quoted(pattern)): \(reason)"
        case .columnNotShown(let field, let mode): "a \(mode) picker has no \(field) column"
        case .reversedBounds(let minimum, let maximum):
            "the minimum \(minimum.timestamp) is after the maximum \(maximum.timestamp)"
        case .outOfBounds(let selection, let minimum, let maximum):
            "the selection \(selection.timestamp) is not between \(minimum.timestamp) and \(maximum.timestamp)"
        case .beforeGregorianReform(let calendar, let values):
            "\(values.timestamp) is before 1582-10-15, where ICU's \(calendar) calendar is Julian and cannot be made proleptic"
        case .displayParsingUnsupported(let calendar):
            "display strings in the \(calendar) calendar cannot be parsed back (ICU does not read its cyclic years)"
        case .model(let error): error.description
        case .invalidValues(let values): "\(values.timestamp) is not a valid date and time in years 1...9999"
        case .weekdayNeedsYearAndDay(let mode):
            "the weekday option needs a mode with a year and a day; \(mode) has no "
                + (mode.includes(.year) ? "day" : mode.includes(.day) ? "year" : "year and no day")
        case .relativeDaysNeedYearAndDay(let mode):
            "relative day names (Today) need a mode with a year and a day; \(mode) has no "
                + (mode.includes(.year) ? "day" : mode.includes(.day) ? "year" : "year and no day")
        case .calendarHasOwnRows(let calendar):
            "the \(calendar.rawValue) calendar has its own years, months and days: label it with CalendarLabeler"
        case .calendar(let error): error.description
        case .icuDisagrees(let calendar, let what):
            "ICU's \(calendar.rawValue) calendar has no day whose \(what) matches PickerKit's, so it has no text for it"
        }
    }
}
