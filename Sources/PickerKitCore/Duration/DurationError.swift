/// Why a string is not a duration (`PT1H30M`), or a duration does not fit a picker, and where.
///
/// The offset is a UTF-8 byte offset in the input; for a value that parsed but does not fit a
/// picker, in its canonical string (the start of the field that is too large or off the step).
///
/// ```swift
/// do {
///     _ = try DurationSelection("PT90M")
/// } catch {
///     error.kind     // .fieldOutOfRange
///     error.offset   // 2
///     error.message  // "90 minutes is not below 60; the canonical form carries whole hours: write PT1H30M"
/// }
/// ```
public struct DurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a machine-readable category.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The input is empty.
        case empty
        /// The input ends before a complete duration.
        case tooShort = "too-short"
        /// The input goes on after the duration.
        case tooLong = "too-long"
        /// A byte that has no place there (a missing `P` or `T`, an unknown designator).
        case unexpectedCharacter = "unexpected-character"
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
        /// Minutes or seconds off the picker's step.
        case offStep = "off-step"
        /// Seconds in a picker that has no seconds column.
        case secondsNotShown = "seconds-not-shown"
        /// A step that does not divide 60.
        case invalidStep = "invalid-step"

        /// The kind's name as used in JSON, such as `"over-maximum"`.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset of the problem.
    public var offset: Int
    /// A sentence a person understands.
    public var message: String

    /// Creates an error.
    package init(kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// The message followed by the offset, such as `... (offset 2)`.
    public var description: String { "\(message) (offset \(offset))" }
}
