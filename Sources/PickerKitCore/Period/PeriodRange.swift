/// A range of weeks or quarters: a start, and an end of the same mode not before it, or
/// `present`; canonical `2019-W10/2019-W20`, `2019-Q1/present`, and in a calendar
/// `1400-Q1[u-ca=persian]/1403-Q2[u-ca=persian]` (each half with its annotation).
///
/// ```swift
/// let range = try PeriodRange("2019-Q1/present")
/// range.mode       // .yearQuarter
/// range.end        // nil: present
/// try PeriodRange("2019-W20/2019-W10")
/// // throws: the end 2019-W10 is before the start 2019-W20 (offset 9)
/// ```
public struct PeriodRange: Hashable, Sendable, CustomStringConvertible {
    /// The first period.
    public let start: Period
    /// The last period (of the start's mode, not before it), or `nil` for `present`.
    public let end: Period?

    /// Makes a range, checking that `end` has the start's mode and is not before it.
    ///
    /// - Throws: ``ParseError`` positioned in the canonical string the range would have.
    public init(start: Period, end: Period?) throws(ParseError) {
        if let end {
            let offset = start.description.utf8.count + 1
            try Self.check(start: start, end: end, endOffset: offset)
        }
        self.start = start
        self.end = end
    }

    /// Parses `start/end` strictly, as `mode` or as the mode of the start's letter.
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset in the whole string: a missing or
    ///   second solidus, `present` as the start, halves of different modes, an end before the
    ///   start (at the end's first byte), or the first problem inside a half.
    public init(_ string: String, mode: PeriodMode? = nil) throws(ParseError) {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try PeriodRange(parsing: bytes, mode: mode) }
        }
        self = try result.get()
    }

    /// Parses a range strictly from UTF-8 bytes (any bytes are safe).
    public init(parsing bytes: UnsafeBufferPointer<UInt8>, mode: PeriodMode?) throws(ParseError) {
        guard !bytes.isEmpty else {
            throw ParseError(
                kind: .empty, offset: 0, message: "empty input; a range looks like 2019-W10/2019-W20 or 2019-Q1/present"
            )
        }
        // Halves are at most 8 bytes and an annotation: the solidus is within the first 64.
        guard let solidus = bytes.prefix(Self.longestHalf).firstIndex(of: UInt8(ascii: "/")) else {
            if Self.isPresent(bytes) { throw Self.presentStart() }
            let whole = Result { () throws(ParseError) in try Period(parsing: bytes, mode: mode) }
            let wholeError: ParseError
            switch whole {
            case .success(let period):
                throw ParseError(
                    kind: .missingSolidus, offset: bytes.count,
                    message: "\(period) is a single value; a range needs '/' and an end, such as \(period)/present")
            case .failure(let error): wholeError = error
            }
            if let mode, bytes.count > mode.canonicalLength,
                (try? Period(parsing: UnsafeBufferPointer(rebasing: bytes[..<mode.canonicalLength]), mode: mode)) != nil
            {
                throw ParseError(
                    kind: .missingSolidus, offset: mode.canonicalLength,
                    message: "expected '/' after the start, found "
                        + SelectionParser.describeCharacter(in: bytes, at: mode.canonicalLength))
            }
            throw Self.half(wholeError, isEnd: false, base: 0)
        }
        let startBytes = UnsafeBufferPointer(rebasing: bytes[..<solidus])
        if Self.isPresent(startBytes) { throw Self.presentStart() }
        let start: Period
        do {
            start = try Period(parsing: startBytes, mode: mode)
        } catch {
            throw Self.half(error, isEnd: false, base: 0)
        }
        let endOffset = solidus + 1
        let endBytes = UnsafeBufferPointer(rebasing: bytes[endOffset...])
        if let second = endBytes.prefix(Self.longestHalf).firstIndex(of: UInt8(ascii: "/")) {
            throw ParseError(
                kind: .extraSolidus, offset: endOffset + second,
                message: "a second '/' in the end; a range has exactly one")
        }
        if Self.isPresent(endBytes) {
            self.start = start
            self.end = nil
            return
        }
        let end: Period
        do {
            end = try Period(parsing: endBytes, mode: start.mode)
        } catch {
            // An end that is a whole value of the other mode is a mode mismatch, not a typo.
            if let other = try? Period(parsing: endBytes, mode: nil), other.mode != start.mode {
                throw Self.mismatch(start: start, end: other, offset: endOffset)
            }
            throw Self.half(error, isEnd: true, base: endOffset)
        }
        try Self.check(start: start, end: end, endOffset: endOffset)
        self.start = start
        self.end = end
    }

    /// The mode of both halves.
    public var mode: PeriodMode { start.mode }

    /// Whether the end is `present`.
    public var isOpen: Bool { end == nil }

    /// The canonical string, such as `"2019-W10/2019-W20"` or `"2019-Q1/present"`.
    public var description: String { start.description + "/" + (end?.description ?? Selection.presentString) }

    /// The most bytes searched for a solidus: a half with the longest annotation fits.
    private static let longestHalf = SelectionParser.annotatedMaximumLength

    private static func check(start: Period, end: Period, endOffset: Int) throws(ParseError) {
        guard end.mode == start.mode else { throw mismatch(start: start, end: end, offset: endOffset) }
        guard end.calendar == start.calendar else {
            throw ParseError(
                kind: .calendarMismatch, offset: endOffset,
                message: "the end \(end) is in the \(end.calendar.rawValue) calendar but the start \(start) "
                    + "in the \(start.calendar.rawValue) one; both halves need one calendar")
        }
        guard !(end < start) else {
            throw ParseError(
                kind: .endBeforeStart, offset: endOffset, message: "the end \(end) is before the start \(start)")
        }
    }

    private static func mismatch(start: Period, end: Period, offset: Int) -> ParseError {
        ParseError(
            kind: .modeMismatch, offset: offset,
            message: "the end \(end) is \(end.mode) but the start \(start) is \(start.mode); both halves need one mode")
    }

    private static func presentStart() -> ParseError {
        ParseError(
            kind: .presentStart, offset: 0, message: "a range cannot start at present; present is only an end")
    }

    /// A half's error, its offset moved by `base` and its message naming the half.
    private static func half(_ error: ParseError, isEnd: Bool, base: Int) -> ParseError {
        ParseError(
            kind: error.kind, offset: base + error.offset, message: (isEnd ? "end: " : "start: ") + error.message)
    }

    private static func isPresent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.elementsEqual(Selection.presentString.utf8)
    }
}
