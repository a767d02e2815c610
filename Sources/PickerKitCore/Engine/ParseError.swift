/// Why a string (or a value) is not one PickerKit can use, and where: a kind, a UTF-8 byte
/// offset and a message.
///
/// Every strict parser throws it: selections and their per-mode values, ranges, weeks and
/// quarters, durations and cascade paths.
///
/// ```swift
/// do {
///     _ = try Selection("2019-02-30")
/// } catch {
///     error.kind     // .dayOutOfRange
///     error.offset   // 8
///     error.message  // "day 30 is out of range for February 2019 (28 days)"
/// }
/// ```
///
/// The offset is always within `0...input.utf8.count`: it equals the count only when the
/// input ended too early (``Kind-swift.enum/tooShort`` or ``Kind-swift.enum/empty``).
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a machine-readable category; its raw value is the name used in JSON.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        // Selections (``Selection``, the per-mode values, ``PickerValues``).
        /// The input is empty (or only white space, when normalizing).
        case empty
        /// The input ends before the mode's last field.
        case tooShort = "too-short"
        /// The input goes on after the mode's last field.
        case tooLong = "too-long"
        /// A byte where a digit of a field belongs is not an ASCII digit.
        case notADigit = "not-a-digit"
        /// A separator is missing or wrong, or a character fits no field.
        case unexpectedCharacter = "unexpected-character"
        /// A field has too many or too few digits (normalizing only).
        case wrongDigitCount = "wrong-digit-count"
        /// No mode has this shape (mode inference only).
        case unknownShape = "unknown-shape"
        /// A date's components lack a field of the mode.
        case missingField = "missing-field"
        /// The year is outside 0001...9999.
        case yearOutOfRange = "year-out-of-range"
        /// The month is outside 01...12.
        case monthOutOfRange = "month-out-of-range"
        /// The day does not exist in its month (and year, when there is one).
        case dayOutOfRange = "day-out-of-range"
        /// The hour is outside 00...23.
        case hourOutOfRange = "hour-out-of-range"
        /// The minute is outside 00...59.
        case minuteOutOfRange = "minute-out-of-range"
        /// The second is outside 00...59.
        case secondOutOfRange = "second-out-of-range"
        /// A calendar annotation that is not exactly `[u-ca=NAME]` at the end.
        case badAnnotation = "bad-annotation"
        /// The annotation names a calendar PickerKit does not support.
        case unknownCalendar = "unknown-calendar"
        /// The month code does not exist in that year of the calendar (or in any year of it).
        case monthNotInYear = "month-not-in-year"
        /// The value lies outside the range the calendar is supported for.
        case outsideCalendar = "outside-calendar"
        /// A calendar date is not written `YEAR-MONTHCODE-DAY` (``CalendarKind/isoDate(parsing:)``),
        /// or is not a date of the proleptic Gregorian calendar of years 1...9999.
        case malformed

        // Ranges (``SelectionRange``, ``PeriodRange``).
        /// There is no `/` between the start and the end.
        case missingSolidus = "missing-solidus"
        /// The end contains a second `/`.
        case extraSolidus = "extra-solidus"
        /// The start is `present`, which only an end can be.
        case presentStart = "present-start"
        /// The end is a value of another mode than the start.
        case modeMismatch = "mode-mismatch"
        /// The end is earlier than the start.
        case endBeforeStart = "end-before-start"
        /// The start does not parse (see ``halfError``).
        case invalidStart = "invalid-start"
        /// The end does not parse (see ``halfError``).
        case invalidEnd = "invalid-end"
        /// A half is in a calendar the range does not take (no range refuses a calendar today:
        /// ``SelectionRange`` takes all of PickerKit's calendars).
        case unsupportedCalendar = "unsupported-calendar"
        /// The end is a value of another calendar than the start (`2019-08-20/2019-09-01[u-ca=hebrew]`).
        case calendarMismatch = "calendar-mismatch"

        // Weeks and quarters.
        /// The week is 00 or after the year's last ISO week.
        case weekOutOfRange = "week-out-of-range"
        /// The quarter is outside 1...4.
        case quarterOutOfRange = "quarter-out-of-range"

        // Durations (``DurationSelection``, ``DurationPicker``).
        /// A sign: durations of a picker are never negative.
        case negative
        /// A fraction (`PT1.5H`): the picker's values are whole units.
        case fraction
        /// Years, months, weeks or days (`P1D`): not lengths a countdown has (a day is not
        /// always 24 hours).
        case dateComponent = "date-component"
        /// Units out of order or repeated (`PT1M2H`).
        case outOfOrder = "out-of-order"
        /// A number with a leading zero (`PT05M`); strict parsing only.
        case leadingZero = "leading-zero"
        /// A zero unit written out (`PT0H30M`, `PT0M`); strict parsing only.
        case zeroComponent = "zero-component"
        /// Minutes or seconds of 60 or more (`PT90M`); strict parsing only (lenient carries them).
        case fieldOutOfRange = "field-out-of-range"
        /// More than 9999 hours in all.
        case hoursOutOfRange = "hours-out-of-range"
        /// A duration over the picker's maximum.
        case overMaximum = "over-maximum"
        /// A duration under the picker's minimum.
        case underMinimum = "under-minimum"
        /// Minutes or seconds off the picker's step.
        case offStep = "off-step"
        /// Seconds in a picker that has no seconds column.
        case secondsNotShown = "seconds-not-shown"
        /// A step that does not divide 60.
        case invalidStep = "invalid-step"

        // Cascade paths (``CascadePath``, ``CascadePicker``).
        /// Two slashes in a row, or a slash at the start or end.
        case emptySegment = "empty-segment"
        /// A code that is not among the children of the code before it (or the first level).
        case unknownCode = "unknown-code"
        /// The path stops at a node that has children.
        case incomplete
        /// The path goes on after a node without children.
        case pastLeaf = "past-leaf"
        /// The path goes on below the last level the picker shows (its ``CascadePicker/depth``).
        case beyondDepth = "beyond-depth"
        /// A name (in a name path) that no node in its place has, exactly or as a short name;
        /// ``ParseError/candidateNames`` holds the nearest names, if any.
        case unknownName = "unknown-name"
        /// A name (in a name path) that two or more nodes in its place have;
        /// ``ParseError/candidateNames`` lists them.
        case ambiguousName = "ambiguous-name"

        // Partial selections (``PartialValues``).
        /// A name before `=` is not a field (`year`, `month`, `day`, `hour`, `minute`, `second`).
        case unknownField = "unknown-field"
        /// The field is not a column of the picker's mode.
        case fieldNotInMode = "field-not-in-mode"
        /// The field is given twice.
        case repeatedField = "repeated-field"

        /// The kind's name as used in JSON, such as `"day-out-of-range"`.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset in the input where the problem is, in `0...input.utf8.count`.
    public var offset: Int
    /// The selection mode the input was read as, or `nil` when none applies or could be inferred.
    public var mode: SelectionMode?
    /// A sentence a person understands, such as `day 30 is out of range for February 2019 (28 days)`.
    public var message: String
    /// The text read, where the error travels apart from the caller's string (a calendar name or
    /// date, a partial selection); `nil` where the caller holds the input.
    public var input: String?
    /// The nodes an ``Kind-swift.enum/ambiguousName`` could mean, or the nearest names for an
    /// ``Kind-swift.enum/unknownName`` (possibly none); empty for every other kind.
    package var candidates: [CascadeRow]
    /// The names an ambiguous name could mean, or the nearest names to an unknown one: what a
    /// "did you mean" offers.
    public var candidateNames: [String] { candidates.map(\.name) }
    /// Held in an array, the one way a struct can hold a value of its own type.
    private var halves: [ParseError]

    /// For ``Kind-swift.enum/invalidStart`` and ``Kind-swift.enum/invalidEnd``: the half's own
    /// error (its offset within the half).
    public var halfError: ParseError? {
        get { halves.first }
        set { halves = newValue.map { [$0] } ?? [] }
    }

    /// Creates an error.
    package init(
        kind: Kind, offset: Int, mode: SelectionMode? = nil, input: String? = nil, message: String,
        halfError: ParseError? = nil, candidates: [CascadeRow] = []
    ) {
        self.kind = kind
        self.offset = offset
        self.mode = mode
        self.message = message
        self.candidates = candidates
        self.input = input
        self.halves = halfError.map { [$0] } ?? []
    }

    /// The message followed by the offset, such as `month 13 is out of range (01...12) (offset 5)`;
    /// with an ``input``, the input first: `"5783-M05L-01" at 5: month M05L (Adar I) does not exist …`.
    public var description: String {
        guard let input else { return "\(message) (offset \(offset))" }
        return "\"\(input)\" at \(offset): \(message)"
    }
}
