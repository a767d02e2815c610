/// Why a string is not a week (`2020-W53`) or a quarter (`2019-Q3`), and where.
///
/// ```swift
/// do {
///     _ = try YearWeekSelection("2019-W53")
/// } catch {
///     error.kind     // .weekOutOfRange
///     error.offset   // 6
///     error.message  // "week 53 is out of range for 2019 (52 ISO weeks)"
/// }
/// ```
public struct PeriodParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a machine-readable category.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The input is empty.
        case empty
        /// The input ends before the last field.
        case tooShort = "too-short"
        /// The input goes on after the last field.
        case tooLong = "too-long"
        /// A byte where a digit belongs is not an ASCII digit.
        case notADigit = "not-a-digit"
        /// A separator or designator (`-`, `W`, `Q`) is missing or wrong.
        case unexpectedCharacter = "unexpected-character"
        /// The year is outside 0001...9999.
        case yearOutOfRange = "year-out-of-range"
        /// The week is 00 or after the year's last ISO week.
        case weekOutOfRange = "week-out-of-range"
        /// The quarter is outside 1...4.
        case quarterOutOfRange = "quarter-out-of-range"
        /// Without a mode: the input is neither `YYYY-Www` nor `YYYY-Qq`.
        case unknownShape = "unknown-shape"
        /// A range without a `/` between the start and the end.
        case missingSolidus = "missing-solidus"
        /// A range whose end contains a second `/`.
        case extraSolidus = "extra-solidus"
        /// A range that starts at `present`, which only an end can be.
        case presentStart = "present-start"
        /// A range whose halves are of different modes (`2019-Q1/2019-W20`).
        case modeMismatch = "mode-mismatch"
        /// A range whose end is earlier than its start.
        case endBeforeStart = "end-before-start"

        /// The kind's name as used in JSON, such as `"week-out-of-range"`.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset in the input where the problem is, in `0...input.utf8.count`.
    public var offset: Int
    /// A sentence a person understands.
    public var message: String

    /// Creates an error.
    package init(kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// The message followed by the offset, such as `week 53 is out of range for 2019 (52 ISO weeks) (offset 6)`.
    public var description: String { "\(message) (offset \(offset))" }
}
