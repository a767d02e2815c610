/// A calendar input that cannot be used: the input, what is wrong and where.
///
/// ```swift
/// try CalendarKind.hebrew.isoDate(year: 5783, monthCode: MonthCode("M05L")!, day: 1)
/// // CalendarError: "5783-M05L-01": month M05L (Adar I) does not exist in 5783: not a leap year
/// ```
public struct CalendarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of mistake it is.
    public enum Kind: String, Sendable, Equatable {
        /// The calendar name is not one PickerKit supports.
        case unknownCalendar
        /// The text is not written `YEAR-MONTHCODE-DAY` or `YYYY-MM-DD`.
        case malformed
        /// The month code does not exist in that year (or in that calendar).
        case monthNotInYear
        /// The day is past the month's end (or 0).
        case dayOutOfRange
        /// The date lies outside the range the calendar is supported for.
        case outOfRange
    }

    /// What kind of mistake it is.
    public let kind: Kind
    /// The input as given (a date string or a calendar name).
    public let input: String
    /// The 0-based offset in `input` (in characters) where the problem starts.
    public let position: Int
    /// What is wrong, in one sentence.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, input: String, position: Int, message: String) {
        self.kind = kind
        self.input = input
        self.position = position
        self.message = message
    }

    /// `"<input>" at <position>: <message>`.
    public var description: String {
        "\"\(input)\" at \(position): \(message)"
    }
}
