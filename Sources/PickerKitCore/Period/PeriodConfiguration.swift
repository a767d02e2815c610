/// Everything a week or quarter picker is made from, with documented defaults: the
/// `PickerFamilyConfiguration` shape under ``PickerConfiguration``'s names.
///
/// ```swift
/// var configuration = try PeriodConfiguration(mode: .yearQuarter, minimum: "2015-Q1", selection: "present")
/// configuration.descendingFields = [.year]
/// configuration.present = SentinelRow(value: "present", label: "至今", position: .first)
///
/// let persian = try PeriodConfiguration(mode: .yearQuarter, minimum: "1400-Q1[u-ca=persian]")
/// persian.calendar                       // .persian: taken from the annotated strings
/// ```
public struct PeriodConfiguration: OrderedPickerFamilyConfiguration {
    /// Weeks or quarters.
    public var mode: PeriodMode
    /// The earliest period offered; `nil` for the first of 1900.
    public var minimum: Period?
    /// The latest period offered; `nil` for the last of 2100.
    public var maximum: Period?
    /// The initial selection, clamped into the bounds; `nil` for the period holding today
    /// (from ``now`` in ``timeZone``).
    public var selection: Period?
    /// The calendar whose years, weeks and quarters the picker lists; `nil` for ISO's.
    ///
    /// Its values are written with its annotation, `1403-W05[u-ca=persian]`,
    /// `1403-Q2[u-ca=persian]`; its weeks are counted from its new year (see ``Period``).
    public var calendar: CalendarKind?
    /// How the week column numbers weeks: ISO unless given (`WeekRules(locale:)` for the
    /// locale's own); quarters ignore it.
    public var weekRules: WeekRules = .iso
    /// The Present row, if the picker has one (a localized picker's `includesPresent` adds
    /// one labeled in its locale).
    public var present: SentinelRow?
    /// Caller-given sentinel rows, such as Any.
    public var customRows: [SentinelRow] = []
    /// The value of the sentinel row selected first, such as `present`.
    public var selectedSentinel: String?
    /// The columns whose rows run from the largest value down: ``DateField/year``, and
    /// ``DateField/week`` or ``DateField/quarter``.
    ///
    /// A Present row leads the year column when it is listed newest first.
    public var descendingFields: Set<DateField> = []
    /// The clock that says what "today" is, in seconds since 1970-01-01T00:00Z; `nil` for the
    /// system clock.
    public var now: (@Sendable () -> Double)?
    /// The time zone in which "today" is read, as an IANA identifier.
    public var timeZone: String = "UTC"

    /// A configuration for `mode` with every default.
    public init(mode: PeriodMode) {
        self.mode = mode
    }

    /// A configuration from strict canonical strings of `mode`.
    ///
    /// The strings look like `2020-W53`, `2019-Q3`, `1403-W05[u-ca=persian]` or
    /// `1403-Q2[u-ca=persian]`; `selection` may be
    /// `present`, which selects the Present row. Strings in a calendar other than ISO set ``calendar``.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` naming the string and the
    ///   parser's positioned error (kind `calendarMismatch` for strings of two calendars).
    public init(
        mode: PeriodMode, minimum: String? = nil, maximum: String? = nil, selection: String? = nil
    ) throws(PickerError) {
        self.init(mode: mode)
        self.minimum = try minimum.map { text throws(PickerError) in try Self.parse(text, mode: mode, role: "minimum") }
        self.maximum = try maximum.map { text throws(PickerError) in try Self.parse(text, mode: mode, role: "maximum") }
        if selection == Selection.presentString {
            selectedSentinel = SentinelRow.presentValue
        } else {
            self.selection = try selection.map { text throws(PickerError) in
                try Self.parse(text, mode: mode, role: "selection")
            }
        }
        let named = [("minimum", self.minimum), ("maximum", self.maximum), ("selection", self.selection)]
        guard let first = named.first(where: { $0.1 != nil })?.1 else { return }
        for (role, value) in named {
            if let value, value.calendar != first.calendar {
                throw .unparsable(
                    role: role, input: value.description, error: value.calendarMismatch(expected: first.calendar))
            }
        }
        if !first.calendar.isISO { calendar = first.calendar }
    }

    /// Whether the rows of `field` run from the largest value down.
    package func isDescending(_ field: DateField) -> Bool { descendingFields.contains(field) }

    private static func parse(_ text: String, mode: PeriodMode, role: String) throws(PickerError) -> Period {
        do {
            return try Period(text, mode: mode)
        } catch {
            throw .unparsable(role: role, input: text, error: error)
        }
    }
}
