/// Why a string is not a range, and where: a kind, a UTF-8 byte offset and a message.
///
/// ```swift
/// do {
///     _ = try SelectionRange("2019-09-01/2019-08-20")
/// } catch {
///     error.kind     // .endBeforeStart
///     error.offset   // 11: the end's first byte
///     error.message  // "the end 2019-08-20 is before the start 2019-09-01"
/// }
/// ```
public struct SelectionRangeParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a machine-readable category.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The input is empty.
        case empty
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
        /// A half is a value of a calendar other than Gregorian (`…[u-ca=chinese]`), which
        /// ranges do not take yet.
        case unsupportedCalendar = "unsupported-calendar"

        /// The kind's name as used in JSON, such as `"end-before-start"`.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset in the whole range string, in `0...input.utf8.count`.
    public var offset: Int
    /// The mode of the range, or `nil` when none could be inferred.
    public var mode: SelectionMode?
    /// A sentence a person understands, such as `the end 2019-08-20 is before the start 2019-09-01`.
    public var message: String
    /// For ``Kind-swift.enum/invalidStart`` and ``Kind-swift.enum/invalidEnd``: the half's own
    /// error (its offset within the half).
    public var halfError: SelectionParseError?

    /// Creates an error.
    package init(
        kind: Kind, offset: Int, mode: SelectionMode?, message: String, halfError: SelectionParseError? = nil
    ) {
        self.kind = kind
        self.offset = offset
        self.mode = mode
        self.message = message
        self.halfError = halfError
    }

    /// The error of a half that does not parse, with its offset moved by `base` bytes.
    static func half(_ error: SelectionParseError, isEnd: Bool, base: Int) -> SelectionRangeParseError {
        SelectionRangeParseError(
            kind: isEnd ? .invalidEnd : .invalidStart, offset: base + error.offset, mode: error.mode,
            message: (isEnd ? "end: " : "start: ") + error.message, halfError: error)
    }

    /// Halves of different modes.
    static func modeMismatch(start: any SelectionValue, end: any SelectionValue, offset: Int)
        -> SelectionRangeParseError
    {
        SelectionRangeParseError(
            kind: .modeMismatch, offset: offset, mode: start.mode,
            message: "the end \(end) is \(end.mode) but the start \(start) is \(start.mode); both halves need one mode")
    }

    /// An end earlier than the start.
    static func endBeforeStart(start: any SelectionValue, end: any SelectionValue, offset: Int)
        -> SelectionRangeParseError
    {
        SelectionRangeParseError(
            kind: .endBeforeStart, offset: offset, mode: start.mode,
            message: "the end \(end) is before the start \(start)")
    }

    /// The message followed by the offset, such as `the end 2019-08-20 is before the start 2019-09-01 (offset 11)`.
    public var description: String { "\(message) (offset \(offset))" }
}
