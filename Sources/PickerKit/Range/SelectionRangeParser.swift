/// Strict parsing of canonical range strings (`start/end`), with positioned errors.
enum SelectionRangeParser {
    /// The most bytes a half can have: a `date-time` value.
    static let maximumHalfLength = 19

    /// Parses `bytes` as a range of `mode`, or of the mode inferred from the start's shape.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) throws(SelectionRangeParseError)
        -> SelectionRange
    {
        let count = bytes.count
        guard count > 0 else {
            throw SelectionRangeParseError(
                kind: .empty, offset: 0, mode: mode,
                message: "empty input; a range looks like 2015-03/present or 2019-08-20/2019-09-01")
        }
        guard let solidus = firstSolidus(bytes, from: 0) else {
            throw missingSolidus(bytes, mode: mode)
        }
        let startBytes = UnsafeBufferPointer(rebasing: bytes[0..<solidus])
        if isPresent(startBytes) {
            throw SelectionRangeParseError(
                kind: .presentStart, offset: 0, mode: mode,
                message: "a range cannot start at present; present is only an end")
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
        let start = Selection(parsedFields: startFields, mode: rangeMode)
        let endOffset = solidus + 1
        let endBytes = UnsafeBufferPointer(rebasing: bytes[endOffset...])
        if let second = firstSolidus(endBytes, from: 0) {
            throw SelectionRangeParseError(
                kind: .extraSolidus, offset: endOffset + second, mode: rangeMode,
                message: "a second '/' in the end; a range has exactly one")
        }
        if isPresent(endBytes) {
            return SelectionRange(_unchecked: start, end: .present, mode: rangeMode)
        }
        let endFields: SelectionFields
        do {
            endFields = try SelectionParser.parse(endBytes, mode: rangeMode)
        } catch {
            // An end that is a whole value of another mode is a mode mismatch, not a typo.
            if let other = try? Selection(parsing: endBytes, mode: nil), let otherValue = other.value,
                otherValue.mode != rangeMode, let startValue = start.value
            {
                throw .modeMismatch(start: startValue, end: otherValue, offset: endOffset)
            }
            throw .half(error, isEnd: true, base: endOffset)
        }
        let end = Selection(parsedFields: endFields, mode: rangeMode)
        guard !SelectionRange.precedes(endFields, startFields) else {
            // Both are values (parsed above).
            throw .endBeforeStart(start: start.value!, end: end.value!, offset: endOffset)
        }
        return SelectionRange(_unchecked: start, end: end, mode: rangeMode)
    }

    /// Whether `bytes` are exactly `present`.
    @inline(__always)
    private static func isPresent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
        -> SelectionRangeParseError
    {
        if isPresent(bytes) {
            return SelectionRangeParseError(
                kind: .presentStart, offset: 0, mode: mode,
                message: "a range cannot start at present; present is only an end")
        }
        do {
            let whole = try Selection(parsing: bytes, mode: mode)
            return SelectionRangeParseError(
                kind: .missingSolidus, offset: bytes.count, mode: whole.mode,
                message: "\(whole) is a single value; a range needs '/' and an end, such as \(whole)/present")
        } catch {
            // A whole value of the given mode followed by something other than '/'.
            if let mode, bytes.count > mode.canonicalLength,
                (try? Selection(parsing: UnsafeBufferPointer(rebasing: bytes[..<mode.canonicalLength]), mode: mode))
                    != nil
            {
                return SelectionRangeParseError(
                    kind: .missingSolidus, offset: mode.canonicalLength, mode: mode,
                    message: "expected '/' after the start, found "
                        + SelectionParser.describeCharacter(in: bytes, at: mode.canonicalLength))
            }
            return .half(error, isEnd: false, base: 0)
        }
    }
}
