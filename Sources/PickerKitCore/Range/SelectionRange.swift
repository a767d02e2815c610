/// A range of selections of one mode: a start, and an end that is a later (or equal) value of
/// the same mode or ``Selection/present``.
///
/// The canonical string joins the halves with the ISO 8601 solidus:
///
/// | range | canonical |
/// |---|---|
/// | a job held since March 2015 | `2015-03/present` |
/// | a trip | `2019-08-20/2019-09-01` |
/// | a working day | `2019-08-20 09:00/2019-08-20 17:30` |
/// | a job held since Farvardin 1394 (Persian calendar) | `1394-M01[u-ca=persian]/present` |
///
/// Halves in another calendar than Gregorian carry its RFC 9557 annotation, both the same
/// (see ``calendar``), and are ordered as that calendar orders its months: a leap month in
/// place (`2020-M04[u-ca=chinese]/2020-M04L[u-ca=chinese]`).
///
/// ```swift
/// let job = try SelectionRange("2015-03/present")
/// job.mode           // .yearMonth
/// job.isOpen         // true
/// try SelectionRange("2019-09-01/2019-08-20")
/// // throws: the end 2019-08-20 is before the start 2019-09-01 (offset 11)
/// ```
public struct SelectionRange: Hashable, Sendable, CustomStringConvertible {
    /// The first value, never ``Selection/present``.
    public let start: Selection
    /// The last value (of the start's mode, not before it), or ``Selection/present``.
    public let end: Selection
    /// The mode of both halves.
    public let mode: SelectionMode

    /// The separator of the halves in canonical strings: `/`, the ISO 8601 solidus.
    public static let solidus: Character = "/"

    /// Makes a range, checking that `start` is a value, `end` has its mode and calendar or is
    /// ``Selection/present``, and `start <= end` in their calendar.
    ///
    /// - Throws: ``ParseError`` positioned in the canonical string the range
    ///   would have (the end's problems at the end's first byte; halves of two calendars,
    ///   `calendar-mismatch`, where the end's annotation is or would be).
    public init(start: Selection, end: Selection) throws(ParseError) {
        guard let startMode = start.mode else {
            throw ParseError.presentStart(mode: nil)
        }
        let endOffset = start.description.utf8.count + 1
        if let endMode = end.mode {
            guard endMode == startMode else {
                throw .modeMismatch(start: start, end: end, offset: endOffset)
            }
            guard end.calendar == start.calendar else {
                throw .calendarMismatch(start: start, end: end, offset: endOffset)
            }
            guard !Self.precedes(end.storage, start.storage) else {
                throw .endBeforeStart(start: start, end: end, offset: endOffset)
            }
        }
        self.start = start
        self.end = end
        self.mode = startMode
    }

    /// Wraps halves already checked for `mode`.
    @inlinable
    init(_unchecked start: Selection, end: Selection, mode: SelectionMode) {
        self.start = start
        self.end = end
        self.mode = mode
    }

    /// Parses a canonical range strictly, as `mode` or as the mode inferred from the start's
    /// shape when `mode` is `nil` (`2019-08-20/2019-09-01` is a `date` range).
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem: a
    ///   missing or second solidus, `present` as the start, halves of different modes, an end
    ///   before the start (at the end's first byte), or a half that does not parse (at the
    ///   problem inside it).
    ///
    /// Always inlined: only the fast path for valid canonical input is in the caller, where
    /// a mode known there (`mode: .yearMonth`) folds it to that mode's bytes; anything else
    /// goes to the out-of-line general path. (Left to the optimizer, the whole initializer
    /// stayed one out-of-line function that switched on the mode at every step and called
    /// the field checks, which made an open year-month range cost twice its floor.)
    @inlinable @inline(always)
    public init(_ string: String, mode: SelectionMode? = nil) throws(ParseError) {
        var string = string
        // Valid canonical input never builds a result that could carry an error.
        if let range = string.withUTF8({ SelectionRangeParser.canonical($0, mode: mode) }) {
            self = range
            return
        }
        self = try SelectionRangeParser.parse(string, mode: mode)
    }

    /// Parses a canonical range strictly from UTF-8 bytes (any bytes are safe).
    ///
    /// - Complexity: O(1): at most 40 bytes are looked at (129 when a half carries an annotation).
    public init(parsing utf8: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) throws(ParseError) {
        self = try SelectionRangeParser.parse(utf8, mode: mode)
    }

    /// Whether the end is ``Selection/present`` (a job or study still going on).
    @inlinable
    public var isOpen: Bool {
        // Present is the one selection without a mode: no comparison of whole values (the
        // derived `==` stayed an out-of-line call of two, with the global `present` read).
        end.mode == nil
    }

    /// The canonical string, such as `"2015-03/present"` or `"2019-08-20/2019-09-01"`.
    public var description: String { start.description + "/" + end.description }

    /// The calendar of both halves: ``CalendarKind/gregorian`` unless the start carries an
    /// annotation (`1394-M01[u-ca=persian]/present` is a Persian range).
    public var calendar: CalendarKind { start.calendar }

    /// Whether `left` is earlier than `right` (fields of one mode and calendar; absent fields are 0).
    ///
    /// In a calendar the month is its ordinal position (in the year, or in the calendar's
    /// list of months for modes without a year), so a leap month sorts where its year has it:
    /// `M06L` after `M06` and before `M07`, Hebrew `M05L` before `M06`.
    @inlinable
    static func precedes(_ left: SelectionFields, _ right: SelectionFields) -> Bool {
        (left.year, left.month, left.day, left.hour, left.minute, left.second)
            < (right.year, right.month, right.day, right.hour, right.minute, right.second)
    }
}
