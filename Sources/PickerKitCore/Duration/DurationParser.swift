/// Strict and lenient parsing of ISO 8601 time durations (`PT1H30M`), byte by byte with offsets.
enum DurationParser {
    /// What a duration looks like, for messages.
    static let example = "PT1H30M"

    /// Parses `string`; see ``DurationSelection/init(_:)`` and ``DurationSelection/init(normalizing:)``.
    static func parse(_ string: String, lenient: Bool) throws(ParseError) -> DurationSelection {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try parse(bytes, lenient: lenient) }
        }
        return try result.get()
    }

    /// Parses UTF-8 `bytes`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lenient: Bool) throws(ParseError) -> DurationSelection {
        var start = 0
        var end = bytes.count
        if lenient {
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        }
        guard start < end else {
            throw ParseError(
                kind: .empty, offset: start, message: "empty input; expected a duration such as \(example)")
        }
        var index = start
        try expectDesignator("P", bytes, at: index, lenient: lenient)
        index += 1
        guard index < end else {
            throw ParseError(
                kind: .tooShort, offset: index, message: "the duration ends after P; expected T and a time")
        }
        if isDigit(bytes[index]) {
            try refuseDatePart(bytes, from: index, end: end)
        }
        try expectDesignator("T", bytes, at: index, lenient: lenient)
        index += 1
        var values = [0, 0, 0]
        var seen = [false, false, false]
        var numberOffsets = [0, 0, 0]
        var lastUnit = -1
        while index < end {
            let numberStart = index
            var value = 0
            var tooLarge = false
            while index < end, isDigit(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 0x30)
                if value > 1_000_000_000 { tooLarge = true }
                if tooLarge { value = 1_000_000_001 }
                index += 1
            }
            guard index > numberStart else {
                throw unexpected(bytes, numberStart, "a number")
            }
            guard index < end else {
                throw ParseError(
                    kind: .tooShort, offset: index, message: "the duration ends after a number; expected H, M or S")
            }
            let unit = try unitIndex(bytes, at: index, numberStart: numberStart, lenient: lenient)
            if unit <= lastUnit {
                let names = ["H", "M", "S"]
                throw ParseError(
                    kind: .outOfOrder, offset: index,
                    message: "\(names[unit]) after \(names[lastUnit]); the units go H, M, S, each at most once")
            }
            if tooLarge {
                throw ParseError(
                    kind: .hoursOutOfRange, offset: numberStart,
                    message: "the number is over \(DurationSelection.maximumHours) hours")
            }
            lastUnit = unit
            values[unit] = value
            seen[unit] = true
            numberOffsets[unit] = numberStart
            if !lenient {
                let digits = index - numberStart
                if digits > 1 && bytes[numberStart] == 0x30 {
                    throw canonicalOnly(
                        .leadingZero, bytes, start: start, end: end, offset: numberStart,
                        "a number has no leading zero")
                }
                let isWholeZero = unit == 2 && !seen[0] && !seen[1] && index + 1 == end
                if value == 0 && !isWholeZero {
                    throw canonicalOnly(
                        .zeroComponent, bytes, start: start, end: end, offset: numberStart,
                        "a zero unit is left out (zero is PT0S)")
                }
                if unit > 0 && value >= 60 {
                    let name = unit == 1 ? "minutes" : "seconds"
                    throw canonicalOnly(
                        .fieldOutOfRange, bytes, start: start, end: end, offset: numberStart,
                        "\(value) \(name) is not below 60; the canonical form carries whole \(unit == 1 ? "hours" : "minutes")"
                    )
                }
            }
            index += 1
        }
        guard lastUnit >= 0 else {
            throw ParseError(
                kind: .tooShort, offset: index, message: "the duration ends after T; expected a number and H, M or S")
        }
        let total = values[0] * 3600 + values[1] * 60 + values[2]
        guard total / 3600 <= DurationSelection.maximumHours else {
            let first = numberOffsets[seen.firstIndex(of: true)!]
            throw ParseError(
                kind: .hoursOutOfRange, offset: first,
                message: "\(total / 3600) hours in all is over \(DurationSelection.maximumHours)")
        }
        return DurationSelection(uncheckedHours: total / 3600, minutes: total / 60 % 60, seconds: total % 60)
    }

    /// Checks the designator `letter` (`P` or `T`) at `offset`; lowercase only when lenient.
    private static func expectDesignator(
        _ letter: Character, _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, lenient: Bool
    ) throws(ParseError) {
        let upper = letter.asciiValue!
        let byte = bytes[offset]
        if byte == upper || (lenient && byte == upper | 0x20) { return }
        if byte == UInt8(ascii: "-") {
            throw ParseError(kind: .negative, offset: offset, message: "a duration is never negative")
        }
        if byte == upper | 0x20 {
            throw ParseError(
                kind: .unexpectedCharacter, offset: offset,
                message:
                    "expected \"\(letter)\", found \"\(Character(Unicode.Scalar(byte)))\"; designators are upper-case")
        }
        throw unexpected(bytes, offset, "\"\(letter)\"")
    }

    /// The index of the unit designator at `offset` (H 0, M 1, S 2), or the error for anything else.
    private static func unitIndex(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, numberStart: Int, lenient: Bool
    ) throws(ParseError) -> Int {
        let byte = bytes[offset]
        let folded = lenient && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
        switch folded {
        case UInt8(ascii: "H"): return 0
        case UInt8(ascii: "M"): return 1
        case UInt8(ascii: "S"): return 2
        case UInt8(ascii: "."), UInt8(ascii: ","):
            throw ParseError(
                kind: .fraction, offset: offset, message: "fractions are not supported; the units are whole")
        case UInt8(ascii: "D"), UInt8(ascii: "W"), UInt8(ascii: "Y"):
            throw dateUnit(at: numberStart)
        default:
            if byte >= 0x61 && byte <= 0x7A && [UInt8(ascii: "h"), UInt8(ascii: "m"), UInt8(ascii: "s")].contains(byte)
            {
                throw ParseError(
                    kind: .unexpectedCharacter, offset: offset,
                    message:
                        "expected H, M or S, found \"\(Character(Unicode.Scalar(byte)))\"; designators are upper-case")
            }
            throw unexpected(bytes, offset, "H, M or S")
        }
    }

    /// The error for a date part after `P` (`P1D`, `P1Y2M`): reads the first unit to name it.
    private static func refuseDatePart(
        _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, end: Int
    ) throws(ParseError) {
        var index = offset
        while index < end, isDigit(bytes[index]) { index += 1 }
        if index < end,
            [UInt8(ascii: "Y"), UInt8(ascii: "M"), UInt8(ascii: "W"), UInt8(ascii: "D")].contains(bytes[index] & ~0x20)
        {
            throw dateUnit(at: offset)
        }
        throw unexpected(bytes, offset, "\"T\"")
    }

    private static func dateUnit(at offset: Int) -> ParseError {
        ParseError(
            kind: .dateComponent, offset: offset,
            message: "years, months, weeks and days are not countdown units (a day is not always 24 hours); "
                + "write hours after T, such as PT24H")
    }

    /// An error for a non-canonical spelling that names the canonical one when the input reads leniently.
    private static func canonicalOnly(
        _ kind: ParseError.Kind, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, offset: Int,
        _ message: String
    ) -> ParseError {
        let whole = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let suggestion = try? parse(whole, lenient: true)
        return ParseError(
            kind: kind, offset: offset, message: message + (suggestion.map { ": write \($0)" } ?? ""))
    }

    private static func unexpected(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ expected: String)
        -> ParseError
    {
        if bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") {
            return ParseError(
                kind: .negative, offset: offset, message: "a duration has no sign and is never negative")
        }
        return ParseError(
            kind: .unexpectedCharacter, offset: offset,
            message: "expected \(expected), found \(SelectionParser.describeCharacter(in: bytes, at: offset)); "
                + "a duration looks like \(example)")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
