/// Why a string is not a selection, and where: a kind, a UTF-8 byte offset and a message.
///
/// ```swift
/// do {
///     _ = try DateSelection("2019-02-30")
/// } catch {
///     error.kind     // .dayOutOfRange
///     error.offset   // 8
///     error.message  // "day 30 is out of range for February 2019 (28 days)"
/// }
/// ```
///
/// The offset is always within `0...input.utf8.count`: it equals the count only when the
/// input ended too early (``Kind-swift.enum/tooShort`` or ``Kind-swift.enum/empty``).
public struct SelectionParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a machine-readable category.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
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

        /// The kind's name as used in JSON, such as `"day-out-of-range"`.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset in the input where the problem is, in `0...input.utf8.count`.
    public var offset: Int
    /// The mode the input was parsed as, or `nil` when no mode could be inferred.
    public var mode: SelectionMode?
    /// A sentence a person understands, such as `day 30 is out of range for February 2019 (28 days)`.
    public var message: String

    /// Creates an error.
    package init(kind: Kind, offset: Int, mode: SelectionMode?, message: String) {
        self.kind = kind
        self.offset = offset
        self.mode = mode
        self.message = message
    }

    /// The message followed by the offset, such as `month 13 is out of range (01...12) (offset 5)`.
    public var description: String { "\(message) (offset \(offset))" }
}
