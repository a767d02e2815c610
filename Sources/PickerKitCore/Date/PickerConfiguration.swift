/// Everything a picker of dates and times is made from, with documented defaults.
///
/// ```swift
/// var configuration = PickerConfiguration(mode: .yearMonth)
/// configuration.descendingFields = [.year]
/// configuration.present = SentinelRow(value: "present", label: "至今", position: .first)
/// let model = try PickerModel(configuration)
/// ```
public struct PickerConfiguration: Sendable {
    /// The fields picked.
    public var mode: SelectionMode
    /// The calendar whose years, months and days the date columns show, or `nil` for the
    /// locale's.
    ///
    /// `nil` by default: a ``LocalizedPicker`` then takes the calendar of its locale's
    /// `calendar` keyword (`zh_CN@calendar=chinese`, `ja-JP-u-ca-japanese`), Gregorian without
    /// one (or the calendar of an annotated bound or selection). A calendar given here overrides the locale's
    /// (`.gregorian` gives Gregorian rows with Gregorian labels in any locale). Bounds and
    /// selection may be Gregorian values (converted to the calendar's day, or for a year or
    /// year-month to the calendar's year or month that holds its first or last day) or values
    /// in this calendar.
    public var calendar: CalendarKind?

    /// The calendar of a picker made from this configuration: as
    /// ``pickerCalendar(mode:configured:default:)`` decides it, with the ISO calendar (Gregorian)
    /// as the default and for a picker without a calendar (a clock), whose rules are then the
    /// picker's like any other's.
    package var pickerCalendar: CalendarKind {
        Self.pickerCalendar(mode: mode, configured: calendar, default: .gregorian) ?? .gregorian
    }

    /// The calendar of a picker of `mode`, decided here and nowhere else: `configured`
    /// (``calendar``) when given, else `default` (a localized picker's locale calendar);
    /// `nil` for a mode with no year or month column (a clock has no calendar).
    @inline(__always)
    package static func pickerCalendar(mode: SelectionMode, configured: CalendarKind?, default: CalendarKind)
        -> CalendarKind?
    {
        guard mode.includes(.year) || mode.includes(.month) else { return nil }
        return configured ?? `default`
    }
    /// The earliest value offered (of ``mode``); `nil` for the start of the default range.
    ///
    /// The default range starts on 1900-01-01. ``Selection/present`` is refused when the
    /// picker is made.
    public var minimum: Selection?
    /// The latest value offered (of ``mode``); `nil` for the end of the default range, 2100.
    public var maximum: Selection?
    /// The initial selection (of ``mode``); `nil` for today (from ``now`` in ``timeZone``).
    ///
    /// ``Selection/present`` selects the Present row (``present`` must then be set).
    public var selection: Selection?
    /// The initial selection as some fields, completed from today: `[.month: 8]` is today's
    /// year and day in August.
    ///
    /// The picker completes the fields from today in its time zone (``timeZone`` and ``now``),
    /// then rounds the value to the steps and clamps it into the bounds, reporting every field
    /// it moved; a day the completed month lacks (today the 31st, `[.month: 2]`) moves to the
    /// month's last day. In a calendar picker the fields are the calendar's (the month is the
    /// ordinal month of the year). `nil` for ``selection``, or today; giving both is an error.
    public var partialSelection: [DateField: Int]? {
        get { partialValues?.dictionary }
        set { partialValues = newValue.map(PartialValues.init) }
    }
    /// ``partialSelection`` with its fields in order.
    package var partialValues: PartialValues?
    /// Values the rows show but the selection never stops on (none by default).
    public var disabled = DisabledValues()
    /// Whether the initial selection is a sentinel row's value instead of field values.
    public var selectedSentinel: String?
    /// The minute column's step: every `minuteStep` minutes (00, 15, 30, 45 for 15).
    ///
    /// A divisor of 60; any other is refused when the picker is made
    /// (``PickerError/invalidInterval(field:step:)``).
    public var minuteStep = 1
    /// The second column's step, a divisor of 60 like ``minuteStep``.
    public var secondStep = 1
    /// The columns in display order; `nil` for the mode's fields, largest first.
    ///
    /// Locale-aware pickers pass the order of the locale's pattern (month-day-year for en_US).
    public var order: [DateField]?
    /// Whether hours are picked as 12-hour values plus an AM/PM column (`.dayPeriod` in ``order``).
    package var usesDayPeriod = false
    /// Per-field direction; fields not listed are ascending.
    package var sortOrders: [DateField: ColumnSortOrder] = [:]
    /// The fields whose rows run from the largest value down (years newest first: 2019, 2018, …).
    ///
    /// The other fields run up. A Present row leads a first column listed newest first.
    public var descendingFields: Set<DateField> {
        get { Set(sortOrders.filter { $0.value == .descending }.keys) }
        set { sortOrders = Dictionary(uniqueKeysWithValues: newValue.map { ($0, ColumnSortOrder.descending) }) }
    }
    /// The Present row, if the picker has one.
    public var present: SentinelRow?
    /// Caller-given sentinel rows, such as Any.
    public var customRows: [SentinelRow] = []
    /// The clock that says what "today" is, in seconds since 1970-01-01T00:00Z; `nil` for the
    /// system clock.
    public var now: (@Sendable () -> Double)?
    /// The time zone in which "today" is read, as an IANA identifier.
    public var timeZone: String = "UTC"

    /// Both steps, unchecked (``PickerModel`` checks them when it is made).
    package var intervals: PickerIntervals {
        get { PickerIntervals(uncheckedMinuteStep: minuteStep, secondStep: secondStep) }
        set { (minuteStep, secondStep) = (newValue.minuteStep, newValue.secondStep) }
    }

    /// Creates a configuration for `mode` with every default.
    public init(mode: SelectionMode) {
        self.mode = mode
    }

    /// Creates a configuration from strict canonical strings of `mode`.
    ///
    /// `selection` may be `"present"`, which selects the Present row (the configuration must
    /// then also get a ``present`` row before the model is made). A string with a calendar
    /// annotation (`1987-07-26[u-ca=chinese]`) sets ``calendar``; two different calendars
    /// are an error.
    ///
    /// ```swift
    /// let configuration = try PickerConfiguration(mode: .date, minimum: "2015-01-01", selection: "2019-08-20")
    /// ```
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` naming the string and the
    ///   parser's positioned error.
    public init(
        mode: SelectionMode, minimum: String? = nil, maximum: String? = nil, selection: String? = nil
    ) throws(PickerError) {
        self.init(mode: mode)
        self.minimum = try minimum.map { text throws(PickerError) in try Self.parse(text, mode: mode, role: "minimum") }
        self.maximum = try maximum.map { text throws(PickerError) in try Self.parse(text, mode: mode, role: "maximum") }
        if selection == Selection.presentString {
            self.selectedSentinel = SentinelRow.presentValue
        } else {
            self.selection = try selection.map { text throws(PickerError) in
                try Self.parse(text, mode: mode, role: "selection")
            }
        }
        for (role, value) in [("minimum", self.minimum), ("maximum", self.maximum), ("selection", self.selection)] {
            // A value written without an annotation is an ISO (Gregorian) value: it names a day of
            // every calendar, so it leaves the calendar to the others and to the locale.
            guard let value, !value.calendar.isISO else { continue }
            if let calendar, calendar != value.calendar {
                throw .calendarMismatch(role: role, expected: calendar, actual: value.calendar)
            }
            calendar = value.calendar
        }
    }

    private static func parse(_ text: String, mode: SelectionMode, role: String) throws(PickerError) -> Selection {
        let value: Selection
        do {
            value = try Selection(text, mode: mode)
        } catch {
            throw .unparsable(role: role, input: text, error: error)
        }
        guard !value.isPresent else {
            throw .unparsable(
                role: role, input: text,
                error: ParseError(
                    kind: .unexpectedCharacter, offset: 0, mode: mode,
                    message: "\"\(Selection.presentString)\" is not a \(mode) value here"))
        }
        return value
    }
}

extension PickerConfiguration {
    /// Adds a Present row labeled `label`, placed as in every picker: first when the first
    /// field's rows run newest first, else last.
    package mutating func addPresentRow(label: String) {
        let isNewestFirst = sortOrders[mode.fields[0]] == .descending
        present = SentinelRow(value: SentinelRow.presentValue, label: label, position: isNewestFirst ? .first : .last)
    }
}
