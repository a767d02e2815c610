/// Why a locale could not be used, or labels, picker strings or sentences could not be made
/// from it: the one error of PickerKit's localized layer.
///
/// Every locale id from outside is validated before ICU sees it; the locale cases name what
/// was wrong instead of letting ICU fall back silently (or crash, see ICU-22609).
public enum LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    // The locale id.
    /// The id does not follow BCP-47 or ICU locale id syntax; `part` is the offending piece.
    case malformedLocale(id: String, part: String, reason: String)
    /// ICU has no data for the language (and no fallback was asked for).
    case unknownLanguage(id: String, language: String)
    /// ICU has data for the language but not in the script asked for, such as `en_Cyrl_US`
    /// (English is written in Latn); `dataScript` is the script of the language's data.
    case unsupportedScript(id: String, language: String, script: String, dataScript: String)
    /// The region is not an ISO 3166 code or UN M.49 area (and no fallback was asked for).
    case unknownRegion(id: String, region: String)
    /// A keyword or extension key PickerKit does not support, such as `collation`.
    case unsupportedKeyword(id: String, key: String)
    /// A `calendar` value that is not one of PickerKit's calendars.
    case unsupportedCalendar(id: String, calendar: String)
    /// A `numbers` value that ICU does not know as a numbering system.
    case unknownNumberingSystem(id: String, numbers: String)
    /// A keyword value PickerKit does not know, such as `hours=h13`; `supported` lists the
    /// values it takes.
    case unsupportedKeywordValue(id: String, key: String, value: String, supported: String)
    /// A numbering system that is not for general numbers (`jpanyear` writes 1 as 元, only
    /// right for era years), so it cannot label months, days and times.
    case unsuitableNumberingSystem(id: String, numbers: String, reason: String)

    // Labels and display strings.
    /// A column would show the same label for different rows, so the style is refused.
    case ambiguousLabels(locale: String, field: DateField, style: String, label: String, values: [String])
    /// A label that no row of the column has.
    case unknownLabel(field: DateField, label: String)
    /// A display string that does not parse strictly in the locale's pattern.
    case unparsableDisplayString(text: String, pattern: String, reason: String)
    /// The mode has no such column (an hour column asked of a date picker).
    case columnNotShown(field: DateField, mode: SelectionMode)
    /// The selection lies outside the minimum and maximum.
    case outOfBounds(selection: Selection, minimum: Selection, maximum: Selection)
    /// A Buddhist, Japanese or ROC date before 1582-10-15: ICU keeps those calendars Julian
    /// there and refuses to make them proleptic, so it would show another day.
    case beforeGregorianReform(calendar: CalendarKind, values: Selection)
    /// Field values outside the proleptic Gregorian years 1...9999 or out of range: all six
    /// fields as `YYYY-MM-DD HH:MM:SS` (`2019-02-30 00:00:00`; fields the value's mode lacks at
    /// their defaults, 2000-01-01 00:00:00).
    case invalidValues(String)
    /// Weekday labels asked of a mode without the year and the day that fix the weekday.
    case weekdayNeedsYearAndDay(mode: SelectionMode)
    /// Relative day names (Today) asked of a mode without the year and the day that make a
    /// day row one day.
    case relativeDaysNeedYearAndDay(mode: SelectionMode)
    /// A calendar with its own years, months and days asked of what shows Gregorian rows
    /// (a one-column list): a ``LocalizedPicker`` shows that calendar's rows.
    case calendarHasOwnRows(calendar: CalendarKind)
    /// Calendar fields that the calendar refuses (a month the year lacks, a day past the
    /// month's end, a date outside the calendar's range).
    case calendar(ParseError)
    /// No day was found on which ICU reads a field of the calendar as PickerKit does, so ICU
    /// has no text for it.
    case icuDisagrees(calendar: CalendarKind, what: String)

    // Pickers, strings and the libraries under them.
    /// The picker model refused the configuration, the bounds, the selection or a row choice.
    case picker(PickerError)
    /// A caller's column order that does not list the picker's columns; `columns` are the
    /// picker's columns in the locale's order.
    case order(given: [DateField], columns: [DateField])
    /// The shipped picker strings could not be read (a packaging fault).
    case resources(String)
    /// A localization that must exist (English) is missing.
    case missingLocalization(String)
    /// A sentence template that is malformed or names a placeholder nothing fills.
    case sentenceTemplate(template: String, reason: String)
    /// The collation type is not one ICU has for the locale; `available` lists those it has.
    case unsupportedCollation(locale: String, collation: String, available: [String])
    /// An ICU call failed: the function (or operation) and the `UErrorCode` it returned.
    case icu(operation: String, code: Int32)

    /// A sentence naming what could not be done and why.
    public var description: String {
        switch self {
        case .malformedLocale(let id, let part, let reason):
            "locale \(QuotedInput.quoted(id)) is malformed: \(QuotedInput.quoted(part)) \(reason)"
        case .unknownLanguage(let id, let language):
            "locale \(QuotedInput.quoted(id)): ICU has no data for language \(QuotedInput.quoted(language))"
        case .unsupportedScript(let id, let language, let script, let dataScript):
            "locale \(QuotedInput.quoted(id)): ICU has no data for language \(QuotedInput.quoted(language)) in script "
                + "\(QuotedInput.quoted(script)) (its likely script \(dataScript) has data: drop the script or write \(dataScript))"
        case .unknownRegion(let id, let region):
            "locale \(QuotedInput.quoted(id)): \(QuotedInput.quoted(region)) is not a known region code"
        case .unsupportedKeyword(let id, let key):
            "locale \(QuotedInput.quoted(id)): keyword \(QuotedInput.quoted(key)) is not supported (supported: \(LocaleIdentifierSyntax.supportedKeywords); ignored: sd, cu, ms, co and the other collation keys)"
        case .unsupportedCalendar(let id, let calendar):
            "locale \(QuotedInput.quoted(id)): calendar \(QuotedInput.quoted(calendar)) is not a supported calendar "
                + "(supported: \(CalendarKind.supportedNames))"
        case .unknownNumberingSystem(let id, let numbers):
            "locale \(QuotedInput.quoted(id)): numbering system \(QuotedInput.quoted(numbers)) is not known to ICU"
        case .unsupportedKeywordValue(let id, let key, let value, let supported):
            "locale \(QuotedInput.quoted(id)): \(key) \(QuotedInput.quoted(value)) is not supported (supported: \(supported))"
        case .unsuitableNumberingSystem(let id, let numbers, let reason):
            "locale \(QuotedInput.quoted(id)): numbering system \(QuotedInput.quoted(numbers)) cannot label a picker: \(reason)"
        case .ambiguousLabels(let locale, let field, let style, let label, let values):
            "\(locale): \(style) \(field) labels are not unique: \(QuotedInput.quoted(label)) labels \(values.joined(separator: ", "))"
        case .unknownLabel(let field, let label): "\(QuotedInput.quoted(label)) is not a \(field) label"
        case .unparsableDisplayString(let text, let pattern, let reason):
            "\(QuotedInput.quoted(text)) does not match the display pattern \(QuotedInput.quoted(pattern)): \(reason)"
        case .columnNotShown(let field, let mode): "a \(mode) picker has no \(field) column"
        case .outOfBounds(let selection, let minimum, let maximum):
            "the selection \(Self.timestamp(selection)) is not between \(Self.timestamp(minimum)) and "
                + Self.timestamp(maximum)
        case .beforeGregorianReform(let calendar, let values):
            "\(Self.timestamp(values)) is before 1582-10-15, where ICU's \(calendar) calendar is Julian and cannot be made proleptic"
        case .invalidValues(let values): "\(values) is not a valid date and time in years 1...9999"
        case .weekdayNeedsYearAndDay(let mode):
            "the weekday option needs a mode with a year and a day; \(mode) has no "
                + (mode.includes(.year) ? "day" : mode.includes(.day) ? "year" : "year and no day")
        case .relativeDaysNeedYearAndDay(let mode):
            "relative day names (Today) need a mode with a year and a day; \(mode) has no "
                + (mode.includes(.year) ? "day" : mode.includes(.day) ? "year" : "year and no day")
        case .calendarHasOwnRows(let calendar):
            "the \(calendar.rawValue) calendar has its own years, months and days, which Gregorian rows cannot show: "
                + "a LocalizedPicker shows them, or add @calendar=gregorian to the locale"
        case .calendar(let error): error.description
        case .icuDisagrees(let calendar, let what):
            "ICU's \(calendar.rawValue) calendar has no day whose \(what) matches PickerKit's, so it has no text for it"
        case .picker(let error): error.description
        case .order(let given, let columns):
            "column order \(given.map(\.rawValue).joined(separator: ",")) does not list the picker's columns "
                + "(\(columns.map(\.rawValue).joined(separator: ",")) in the locale's order)"
        case .resources(let reason): reason
        case .missingLocalization(let name): "the \(name) picker strings are missing"
        case .sentenceTemplate(let template, let reason): "sentence template \(QuotedInput.quoted(template)): \(reason)"
        case .unsupportedCollation(let locale, let collation, let available):
            "collation \(QuotedInput.quoted(collation)) is not available for locale \(QuotedInput.quoted(locale)) "
                + "(available: " + available.joined(separator: ", ") + ")"
        case .icu(let operation, let code): "ICU: \(ICUError(code: code, operation: operation))"
        }
    }

    /// The error of a failed ICU call.
    package static func icu(_ error: ICUError) -> LocalizationError {
        .icu(operation: error.operation, code: error.code)
    }

    /// All six fields of `value` as `YYYY-MM-DD HH:MM:SS`, as messages about labels write them.
    private static func timestamp(_ value: Selection) -> String {
        PickerValues(value)?.timestamp ?? value.description
    }
}
