/// Strict parsing of canonical range strings (`start/end`), with positioned errors.
@usableFromInline
enum SelectionRangeParser {
    /// The most bytes a half can have: a `date-time` value.
    static let maximumHalfLength = 19

    /// Parses `bytes` as a range of `mode`, or of the mode inferred from the start's shape.
    @usableFromInline
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) throws(ParseError)
        -> SelectionRange
    {
        if let range = canonical(bytes, mode: mode) { return range }
        return try diagnosed(bytes, mode: mode)
    }

    /// Parses `string` as ``parse(_:mode:)`` does: the out-of-line rest of
    /// ``SelectionRange/init(_:mode:)`` (which tries the fast path first, in the caller).
    @usableFromInline
    static func parse(_ string: String, mode: SelectionMode?) throws(ParseError) -> SelectionRange {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try diagnosed(bytes, mode: mode) }
        }
        return try result.get()
    }

    /// The fast path of ``parse(_:mode:)``: the range when `bytes` are a valid canonical range
    /// of `mode` (or of the mode the start's shape gives when `mode` is `nil`), else `nil`.
    ///
    /// Without a mode the solidus is where a canonical range has it: 8 bytes from the end
    /// (`/present`) or in the middle.
    @inlinable @inline(always)
    static func canonical(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) -> SelectionRange? {
        if let mode { return canonical(bytes, mode: mode) }
        return canonicalInferred(bytes)
    }

    /// The fast path without a mode: the start's shape gives it, as
    /// ``SelectionShape/inferStrictMode(_:)`` would (without its errors, which only the
    /// general path needs).
    @inlinable @inline(always)
    static func canonicalInferred(_ bytes: UnsafeBufferPointer<UInt8>) -> SelectionRange? {
        let count = bytes.count
        let startLength: Int
        if count > 8, bytes[count - 8] == UInt8(ascii: "/") {
            startLength = count - 8
        } else if count & 1 == 1, count > 2, bytes[count / 2] == UInt8(ascii: "/") {
            startLength = count / 2
        } else {
            return nil
        }
        let mode: SelectionMode
        switch startLength {
        case 4: mode = .year
        case 7: mode = .yearMonth
        case 10: mode = .date
        case 13: mode = .dateHour
        case 16: mode = .dateHourMinute
        case 19: mode = .dateTime
        case 5: mode = bytes[2] == UInt8(ascii: ":") ? .hourMinute : .monthDay
        case 8: mode = .time
        case 11: mode = .monthDayHourMinute
        default: return nil
        }
        // The shapes above are the only canonical lengths; the parse checks every byte.
        return canonical(bytes, mode: mode)
    }

    /// The fast path: `bytes` are exactly a valid canonical range of `mode` (two values of
    /// the canonical length around the solidus, or a value and `/present`), else `nil`.
    ///
    /// One pass over the bytes with no error values, no solidus search and no mode
    /// inference: what costs the general path its time is only paid for input that fails.
    /// Inlinable, like the value types' parsers, so that a caller with a known mode gets it
    /// specialized and builds the range in place (copies of the 100-byte range through
    /// unaligned temporaries were most of its cost).
    @inlinable @inline(always)
    static func canonical(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode) -> SelectionRange? {
        let length = mode.canonicalLength
        guard let base = bytes.baseAddress, bytes.count > length, base[length] == UInt8(ascii: "/"),
            let startFields = SelectionParser.parseCanonicalShape(base, mode: mode),
            startFields.isValid(for: mode)
        else { return nil }
        let start = Selection(_unchecked: startFields, mode: mode)
        // (A year-month end has the length of `present`: both are 7 bytes.)
        if bytes.count == length + 8, isPresent(UnsafeBufferPointer(start: base + length + 1, count: 7)) {
            return SelectionRange(_unchecked: start, end: .present, mode: mode)
        }
        guard bytes.count == 2 * length + 1,
            let endFields = SelectionParser.parseCanonicalShape(base + length + 1, mode: mode),
            endFields.isValid(for: mode), !SelectionRange.precedes(endFields, startFields)
        else { return nil }
        return SelectionRange(_unchecked: start, end: Selection(_unchecked: endFields, mode: mode), mode: mode)
    }

    /// The general path: infers the mode when it is `nil`, and finds the first problem.
    private static func diagnosed(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?)
        throws(ParseError) -> SelectionRange
    {
        let count = bytes.count
        guard count > 0 else {
            throw ParseError(
                kind: .empty, offset: 0, mode: mode,
                message: "empty input; a range looks like 2015-03/present or 2019-08-20/2019-09-01")
        }
        if bytes.count <= 2 * SelectionParser.annotatedMaximumLength + 1, bytes.contains(UInt8(ascii: "[")) {
            return try annotated(bytes, mode: mode)
        }
        guard let solidus = firstSolidus(bytes, from: 0) else {
            throw missingSolidus(bytes, mode: mode)
        }
        let startBytes = UnsafeBufferPointer(rebasing: bytes[0..<solidus])
        if isPresent(startBytes) {
            throw ParseError.presentStart(mode: mode)
        }
        let rangeMode: SelectionMode
        if let mode {
            rangeMode = mode
        } else {
            do {
                rangeMode = try SelectionShape.inferStrictMode(startBytes)
            } catch {
                throw .half(error, isEnd: false, base: 0)
            }
        }
        let startFields: SelectionFields
        do {
            startFields = try SelectionParser.parse(startBytes, mode: rangeMode)
        } catch {
            throw .half(error, isEnd: false, base: 0)
        }
        let start = Selection(_unchecked: startFields, mode: rangeMode)
        let endOffset = solidus + 1
        let endBytes = UnsafeBufferPointer(rebasing: bytes[endOffset...])
        if let second = firstSolidus(endBytes, from: 0) {
            throw ParseError.extraSolidus(offset: endOffset + second, mode: rangeMode)
        }
        if isPresent(endBytes) {
            return SelectionRange(_unchecked: start, end: .present, mode: rangeMode)
        }
        let endFields: SelectionFields
        do {
            endFields = try SelectionParser.parse(endBytes, mode: rangeMode)
        } catch {
            // An end that is a whole value of another mode is a mode mismatch, not a typo.
            if let other = try? Selection(parsing: endBytes, mode: nil), other.fields != nil, other.mode != rangeMode {
                throw .modeMismatch(start: start, end: other, offset: endOffset)
            }
            throw .half(error, isEnd: true, base: endOffset)
        }
        let end = Selection(_unchecked: endFields, mode: rangeMode)
        guard !SelectionRange.precedes(endFields, startFields) else {
            // Both are values (parsed above).
            throw .endBeforeStart(start: start, end: end, offset: endOffset)
        }
        return SelectionRange(_unchecked: start, end: end, mode: rangeMode)
    }

    /// The general path for halves with an RFC 9557 annotation
    /// (`1394-M01[u-ca=persian]/present`, `2019-08-20[u-ca=chinese]/2020-01-25[u-ca=chinese]`):
    /// each half is read as ``Selection`` reads it, and both must be of one calendar.
    private static func annotated(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?)
        throws(ParseError) -> SelectionRange
    {
        guard let solidus = bytes.firstIndex(of: UInt8(ascii: "/")) else {
            throw missingSolidus(bytes, mode: mode)
        }
        let startBytes = UnsafeBufferPointer(rebasing: bytes[0..<solidus])
        if isPresent(startBytes) {
            throw ParseError.presentStart(mode: mode)
        }
        let start: Selection
        do {
            start = try Selection(parsing: startBytes, mode: mode)
        } catch {
            throw .half(error, isEnd: false, base: 0)
        }
        // A value of the given mode, or of the inferred one: never present (checked above).
        let rangeMode = start.mode!
        let endOffset = solidus + 1
        let endBytes = UnsafeBufferPointer(rebasing: bytes[endOffset...])
        if let second = endBytes.firstIndex(of: UInt8(ascii: "/")) {
            throw ParseError.extraSolidus(offset: endOffset + second, mode: rangeMode)
        }
        if isPresent(endBytes) {
            return SelectionRange(_unchecked: start, end: .present, mode: rangeMode)
        }
        let end: Selection
        do {
            end = try Selection(parsing: endBytes, mode: rangeMode)
        } catch {
            if let other = try? Selection(parsing: endBytes, mode: nil), !other.isPresent, other.mode != rangeMode {
                throw .modeMismatch(start: start, end: other, offset: endOffset)
            }
            throw .half(error, isEnd: true, base: endOffset)
        }
        guard end.calendar == start.calendar else {
            let annotation = endBytes.firstIndex(of: UInt8(ascii: "[")) ?? endBytes.count
            throw ParseError(
                kind: .calendarMismatch, offset: endOffset + annotation, mode: rangeMode,
                message: ParseError.calendarMismatch(start: start, end: end, offset: 0).message)
        }
        guard !SelectionRange.precedes(end.storage, start.storage) else {
            throw .endBeforeStart(start: start, end: end, offset: endOffset)
        }
        return SelectionRange(_unchecked: start, end: end, mode: rangeMode)
    }

    /// Whether `bytes` are exactly `present`.
    @inlinable @inline(__always)
    static func isPresent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 7 && bytes[0] == 0x70 && bytes[1] == 0x72 && bytes[2] == 0x65 && bytes[3] == 0x73
            && bytes[4] == 0x65 && bytes[5] == 0x6E && bytes[6] == 0x74
    }

    /// The offset of the first `/` among the first `maximumHalfLength + 1` bytes from `from`.
    private static func firstSolidus(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let limit = min(bytes.count, from + maximumHalfLength + 1)
        var index = from
        while index < limit {
            if bytes[index] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    /// The error for input without a solidus: where the end should begin when the input is
    /// (or starts with) a whole value, else why the start does not parse.
    private static func missingSolidus(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?)
        -> ParseError
    {
        if isPresent(bytes) {
            return ParseError.presentStart(mode: mode)
        }
        do {
            let whole = try Selection(parsing: bytes, mode: mode)
            return ParseError(
                kind: .missingSolidus, offset: bytes.count, mode: whole.mode,
                message: "\(whole) is a single value; a range needs '/' and an end, such as \(whole)/present")
        } catch {
            // A whole value of the given mode followed by something other than '/'.
            if let mode, bytes.count > mode.canonicalLength,
                (try? Selection(parsing: UnsafeBufferPointer(rebasing: bytes[..<mode.canonicalLength]), mode: mode))
                    != nil
            {
                return ParseError(
                    kind: .missingSolidus, offset: mode.canonicalLength, mode: mode,
                    message: "expected '/' after the start, found "
                        + SelectionParser.describeCharacter(in: bytes, at: mode.canonicalLength))
            }
            return .half(error, isEnd: false, base: 0)
        }
    }
}
