/// The strict parser of selections, from raw UTF-8 bytes: exactly the canonical form of a mode.
///
/// A value is in the Gregorian calendar unless it ends in a calendar annotation, such as
/// `1987-M06L-01[u-ca=chinese]` (read in SelectionParser+Calendar.swift). The success path of
/// a plain value is allocation-free and looks at each byte once. Any bytes at all give either
/// a value or a ``ParseError``; an input longer than the mode's canonical form and any
/// annotated one is rejected after looking at no more than `canonicalLength + 1` bytes.
@usableFromInline
enum SelectionParser {
    /// Parses `bytes` strictly as `mode`, or as the mode inferred from the shape: the one entry
    /// point of ``Selection/init(parsing:mode:)``.
    ///
    /// The canonical value of a given mode is read inline (the success path); everything else,
    /// `present`, an inferred mode, an annotated value or the error, out of line.
    ///
    /// - Complexity: O(1) without an annotation: at most `mode.canonicalLength + 1` bytes are
    ///   read; allocation-free unless it throws.
    @inlinable @inline(always)
    static func selection(parsing bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) throws(ParseError)
        -> Selection
    {
        if let mode, let fields = parseCanonical(bytes, mode: mode) {
            return Selection(_unchecked: fields, mode: mode)
        }
        return try selectionSlowly(bytes, mode: mode)
    }

    /// Everything but a canonical value of a given mode: `present`, an inferred mode, a
    /// calendar annotation, or the error.
    @usableFromInline
    static func selectionSlowly(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) throws(ParseError)
        -> Selection
    {
        if bytes.elementsEqual(Selection.presentString.utf8) { return .present }
        do {
            let parsedMode: SelectionMode
            if let mode { parsedMode = mode } else { parsedMode = try SelectionShape.inferStrictMode(bytes) }
            return Selection(_unchecked: try parse(bytes, mode: parsedMode), mode: parsedMode)
        } catch {
            // Annotated strings are longer than any plain canonical form, so they always fail
            // as Gregorian values first: plain strings never pay for the annotation.
            guard let start = annotationStart(bytes) else { throw error }
            return try parseAnnotated(bytes, annotationAt: start, mode: mode)
        }
    }

    /// Parses `bytes` as the canonical form of `mode` and returns validated fields.
    ///
    /// - Complexity: O(1): at most `mode.canonicalLength + 1` bytes are read.
    @inlinable @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode) throws(ParseError)
        -> SelectionFields
    {
        guard bytes.count == mode.canonicalLength, let base = bytes.baseAddress,
            let fields = parseCanonicalShape(base, mode: mode)
        else {
            throw diagnose(bytes, mode: mode)
        }
        if let field = fields.firstInvalidField(for: mode) {
            throw fields.rangeError(field, mode: mode, offset: mode.canonicalOffset(of: field)!)
        }
        return fields
    }

    /// The validated fields of `bytes` when they are exactly a canonical value of `mode`, else
    /// `nil` (``parse(_:mode:)`` says why): the success path of ``selection(parsing:mode:)``.
    @inlinable @inline(always)
    static func parseCanonical(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode) -> SelectionFields? {
        guard bytes.count == mode.canonicalLength, let base = bytes.baseAddress,
            let fields = parseCanonicalShape(base, mode: mode), fields.isValid(for: mode)
        else { return nil }
        return fields
    }

    /// Reads the fields of an input whose length is right; `nil` when a byte is out of place.
    @inlinable @inline(always)
    static func parseCanonicalShape(_ input: UnsafePointer<UInt8>, mode: SelectionMode) -> SelectionFields? {
        var bad: UInt8 = 0
        @inline(__always) func two(_ offset: Int) -> Int {
            let tens = input[offset] &- 0x30
            let ones = input[offset + 1] &- 0x30
            bad |= (tens > 9 ? 1 : 0) | (ones > 9 ? 1 : 0)
            return Int(tens) &* 10 &+ Int(ones)
        }
        @inline(__always) func four(_ offset: Int) -> Int {
            two(offset) &* 100 &+ two(offset + 2)
        }
        @inline(__always) func separator(_ offset: Int, _ expected: UInt8) {
            bad |= input[offset] == expected ? 0 : 1
        }
        let dash = UInt8(ascii: "-")
        let colon = UInt8(ascii: ":")
        let space = UInt8(ascii: " ")
        var fields = SelectionFields()
        switch mode {
        case .year, .yearMonth, .date, .dateHour, .dateHourMinute, .dateTime:
            fields.year = four(0)
            guard mode != .year else { break }
            separator(4, dash)
            fields.month = two(5)
            guard mode != .yearMonth else { break }
            separator(7, dash)
            fields.day = two(8)
            guard mode != .date else { break }
            separator(10, space)
            fields.hour = two(11)
            guard mode != .dateHour else { break }
            separator(13, colon)
            fields.minute = two(14)
            guard mode != .dateHourMinute else { break }
            separator(16, colon)
            fields.second = two(17)
        case .monthDay, .monthDayHourMinute:
            fields.month = two(0)
            separator(2, dash)
            fields.day = two(3)
            guard mode != .monthDay else { break }
            separator(5, space)
            fields.hour = two(6)
            separator(8, colon)
            fields.minute = two(9)
        case .hourMinute, .time:
            fields.hour = two(0)
            separator(2, colon)
            fields.minute = two(3)
            guard mode != .hourMinute else { break }
            separator(5, colon)
            fields.second = two(6)
        case .minuteSecond:
            fields.minute = two(0)
            separator(2, colon)
            fields.second = two(3)
        }
        return bad == 0 ? fields : nil
    }

    /// The first problem with the shape of `bytes` as `mode`, in byte order (the slow path).
    @usableFromInline
    static func diagnose(_ bytes: UnsafeBufferPointer<UInt8>, mode: SelectionMode) -> ParseError {
        let count = bytes.count
        if count == 0 {
            return ParseError(
                kind: .empty, offset: 0, mode: mode,
                message: "empty input; \(mode.withArticle) looks like \(mode.example)")
        }
        let firstIndex = mode.firstField.index
        for index in firstIndex..<(firstIndex + mode.fieldCount) {
            let field = SelectionFields.fieldsByIndex[index]
            let start = mode.canonicalOffset(of: field)!
            if index > firstIndex, start - 1 < count, bytes[start - 1] != field.separatorBefore {
                let previous = SelectionFields.fieldsByIndex[index - 1]
                return ParseError(
                    kind: .unexpectedCharacter, offset: start - 1, mode: mode,
                    message: "expected \(describe(field.separatorBefore)) after the \(previous), found "
                        + describeCharacter(in: bytes, at: start - 1))
            }
            for offset in start..<max(start, min(count, start + field.canonicalWidth)) where !isDigit(bytes[offset]) {
                return ParseError(
                    kind: .notADigit, offset: offset, mode: mode,
                    message: "expected a digit of the \(field), found " + describeCharacter(in: bytes, at: offset))
            }
        }
        let length = mode.canonicalLength
        if count < length {
            return ParseError(
                kind: .tooShort, offset: count, mode: mode,
                message: "ends after \(count) bytes; \(mode.withArticle) has \(length), such as \(mode.example)")
        }
        if count > length {
            return ParseError(
                kind: .tooLong, offset: length, mode: mode,
                message: "unexpected " + describeCharacter(in: bytes, at: length)
                    + " after the end; \(mode.withArticle) has \(length) bytes, such as \(mode.example)")
        }
        // Not reached: a right-length input with a misplaced byte fails in the loop above.
        return ParseError(
            kind: .unexpectedCharacter, offset: 0, mode: mode,
            message: "not \(mode.withArticle), such as \(mode.example)")
    }

    /// Whether `byte` is an ASCII digit.
    @inlinable @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 <= 9
    }

    /// A printable ASCII byte in quotes, such as `"-"`, else its code, such as `U+0009`.
    static func describe(_ byte: UInt8) -> String {
        if (0x20...0x7E).contains(byte) { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        return "U+" + hex(UInt32(byte), digits: 4)
    }

    /// The character starting at `offset`: printable ASCII in quotes, another scalar as
    /// `U+FF12`, a byte that does not start valid UTF-8 as `byte 0xFF`.
    static func describeCharacter(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        let byte = bytes[offset]
        if byte < 0x80 { return describe(byte) }
        var iterator = bytes[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        if case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            let scalar = Unicode.UTF8.decode(encoded)
            return "U+" + hex(scalar.value, digits: 4)
        }
        return "byte 0x" + hex(UInt32(byte), digits: 2)
    }

    /// `value` in upper-case hexadecimal, zero-padded to `digits`.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
