/// Lenient parsing: reads loosely written selections and returns their canonical fields.
///
/// The rules are documented on ``Selection/normalizing(_:mode:)``, the public entry point
/// (with the mode given, or inferred from the lenient shape). Input over
/// ``maximumInputLength`` bytes is rejected without being read.
struct SelectionNormalizer: Sendable {
    /// A run of decimal digits.
    struct DigitGroup: Sendable {
        var value = 0
        var digitCount = 0
        var offset: Int
        /// The UTF-8 length of each digit (one script per value, so one width per group).
        var digitWidth = 1
    }

    /// One separator character between digit groups.
    struct Separator: Sendable {
        var scalar: Unicode.Scalar
        var offset: Int
    }

    /// The digit groups in input order.
    private(set) var groups: [DigitGroup] = []
    /// The separators; `separators[i]` follows `groups[i]`.
    private(set) var separators: [Separator] = []
    /// The byte offset just after the last character that is not white space.
    private(set) var end = 0
    /// Whether the input is `present` in any case.
    private(set) var isPresent = false

    /// The validated fields of `string` read leniently as `mode`.
    static func normalize(_ string: String, mode: SelectionMode) throws(ParseError) -> SelectionFields {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try SelectionNormalizer(utf8: bytes).fields(for: mode) }
        }
        return try result.get()
    }

    /// The longest input lenient parsing reads, in UTF-8 bytes, white space included; longer
    /// input is a `tooLong` error at this offset, found without reading the rest.
    static let maximumInputLength = 256

    /// Decodes and splits the input into digit groups and separators.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) {
        guard bytes.count <= Self.maximumInputLength else {
            throw ParseError(
                kind: .tooLong, offset: Self.maximumInputLength, mode: nil,
                message: "longer than \(Self.maximumInputLength) bytes, the most lenient parsing reads")
        }
        var scalars: [(scalar: Unicode.Scalar, offset: Int)] = []
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append((Unicode.UTF8.decode(encoded), offset))
                offset += encoded.count
            case .error(let length):
                throw ParseError(
                    kind: .unexpectedCharacter, offset: offset, mode: nil,
                    message:
                        "invalid UTF-8: \(length) byte(s) starting with 0x\(SelectionParser.hex(UInt32(bytes[offset]), digits: 2))"
                )
            case .emptyInput:
                break decoding
            }
        }
        var first = 0
        var last = scalars.count
        while first < last && Self.isWhitespace(scalars[first].scalar) { first += 1 }
        while last > first && Self.isWhitespace(scalars[last - 1].scalar) { last -= 1 }
        guard first < last else {
            throw ParseError(
                kind: .empty, offset: bytes.count, mode: nil,
                message: "no value, only white space; a selection looks like 2019-08-20 or 14:30")
        }
        end = last < scalars.count ? scalars[last].offset : bytes.count
        let trimmed = scalars[first..<last]
        if trimmed.count == 7, String(String.UnicodeScalarView(trimmed.map(\.scalar))).lowercased() == "present" {
            isPresent = true
            return
        }
        var previousWasDigit = false
        // The zero of the value's digit set (U+0030, U+0660, U+FF10 ...): one value, one script.
        var firstDigit: (scalar: Unicode.Scalar, zero: UInt32)?
        for (scalar, offset) in trimmed {
            if let digit = Self.decimalDigitValue(scalar) {
                let zero = scalar.value - UInt32(digit)
                if let first = firstDigit, first.zero != zero {
                    throw ParseError(
                        kind: .unexpectedCharacter, offset: offset, mode: nil,
                        message:
                            "\(Self.describe(scalar)) is a digit of another script than the value's first digit "
                            + "\(Self.describe(first.scalar)); write every digit in one script")
                }
                if firstDigit == nil { firstDigit = (scalar, zero) }
                if previousWasDigit {
                    let index = groups.count - 1
                    groups[index].digitCount += 1
                    // Up to 18 digits fit an Int: a basic-form date-time has 14.
                    if groups[index].digitCount <= 18 { groups[index].value = groups[index].value * 10 + digit }
                } else {
                    groups.append(
                        DigitGroup(value: digit, digitCount: 1, offset: offset, digitWidth: UTF8.width(scalar)))
                }
                previousWasDigit = true
                continue
            }
            guard Self.isAllowedSeparator(scalar) else {
                throw ParseError(
                    kind: .unexpectedCharacter, offset: offset, mode: nil,
                    message: "\(Self.describe(scalar)) is neither a digit nor a separator (- / . : space T)")
            }
            guard previousWasDigit else {
                throw ParseError(
                    kind: .unexpectedCharacter, offset: offset, mode: nil,
                    message: "expected a digit, found \(Self.describe(scalar))")
            }
            separators.append(Separator(scalar: scalar, offset: offset))
            previousWasDigit = false
        }
    }

    /// A normalizer over groups already split into fields (a basic-form value's digits).
    init(groups: [DigitGroup], separators: [Separator], end: Int) {
        self.groups = groups
        self.separators = separators
        self.end = end
    }

    /// Whether lenient parsing understands `scalar` as a separator: `- / . : T` or a space.
    static func isAllowedSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "/", ".", ":", " ", "T": true
        default: false
        }
    }

    /// Separators between date fields.
    static let dateSeparators: Set<Unicode.Scalar> = ["-", "/", "."]

    /// Whether `scalar` is white space (Unicode `White_Space`), with an ASCII fast path.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// The value of a decimal digit of any script (`Numeric_Type=Decimal`), with an ASCII fast path.
    @inline(__always)
    static func decimalDigitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// The mode the lenient shape suggests; see ``Selection`` for the rules.
    func inferredMode() throws(ParseError) -> SelectionMode {
        if let basic = inferredBasicMode() { return basic }
        guard let separator = separators.first else { return .year }
        let groupCount = groups.count
        if Self.dateSeparators.contains(separator.scalar) {
            if groups[0].digitCount >= 3 {
                return Self.yearFirst(groupCount)
            }
            return groupCount <= 2 ? .monthDay : .monthDayHourMinute
        }
        if separator.scalar == ":" { return groupCount <= 2 ? .hourMinute : .time }
        throw ParseError(
            kind: .unknownShape, offset: separator.offset, mode: nil,
            message: "no selection mode starts with a group of digits and \(Self.describe(separator.scalar))")
    }

    /// The year-first mode with `groupCount` fields (at least year-month, at most date-time).
    static func yearFirst(_ groupCount: Int) -> SelectionMode {
        switch groupCount {
        case ...2: .yearMonth
        case 3: .date
        case 4: .dateHour
        case 5: .dateHourMinute
        default: .dateTime
        }
    }

    /// The validated fields of `mode`, with errors at offsets in the original input.
    func fields(for mode: SelectionMode) throws(ParseError) -> SelectionFields {
        if let basic = try basicForm(for: mode) { return try basic.fields(for: mode) }
        var fields = SelectionFields()
        let firstIndex = mode.firstField.index
        var dateSeparator: Unicode.Scalar?
        for position in 0..<mode.fieldCount {
            let field = SelectionFields.fieldsByIndex[firstIndex + position]
            if position > 0 {
                guard position - 1 < separators.count else {
                    throw ParseError(
                        kind: .tooShort, offset: end, mode: mode,
                        message: "ends after the \(SelectionFields.fieldsByIndex[firstIndex + position - 1]); "
                            + "\(mode.withArticle) needs \(field == .hour ? "an" : "a") \(field) too, such as \(mode.example)"
                    )
                }
                let separator = separators[position - 1]
                let allowed: Bool
                let expected: String
                switch field {
                case .year, .month, .day, .week, .quarter:
                    allowed =
                        dateSeparator.map { $0 == separator.scalar } ?? Self.dateSeparators.contains(separator.scalar)
                    expected = dateSeparator.map { Self.describe($0) } ?? "\"-\", \"/\" or \".\""
                    dateSeparator = dateSeparator ?? separator.scalar
                case .hour, .dayPeriod:
                    allowed = separator.scalar == " " || separator.scalar == "T"
                    expected = "\" \" or \"T\""
                case .minute, .second:
                    allowed = separator.scalar == ":"
                    expected = "\":\""
                }
                guard allowed else {
                    throw ParseError(
                        kind: .unexpectedCharacter, offset: separator.offset, mode: mode,
                        message: "expected \(expected) before the \(field), found \(Self.describe(separator.scalar))")
                }
            }
            guard position < groups.count else {
                throw ParseError(
                    kind: .tooShort, offset: end, mode: mode,
                    message: "ends before the \(field); \(mode.withArticle) looks like \(mode.example)")
            }
            let group = groups[position]
            let digitRange: ClosedRange<Int> =
                switch field {
                case .year: 4...4
                case .month, .day, .hour, .dayPeriod, .week, .quarter: 1...2
                case .minute, .second: 2...2
                }
            guard digitRange.contains(group.digitCount) else {
                let expected =
                    digitRange.count == 1
                    ? "\(digitRange.lowerBound)" : "\(digitRange.lowerBound) or \(digitRange.upperBound)"
                throw ParseError(
                    kind: .wrongDigitCount, offset: group.offset, mode: mode,
                    message: "the \(field) has \(group.digitCount) digits; expected \(expected)")
            }
            fields[field] = group.value
        }
        if separators.count >= mode.fieldCount {
            let extra = separators[mode.fieldCount - 1]
            throw ParseError(
                kind: .tooLong, offset: extra.offset, mode: mode,
                message:
                    "unexpected \(Self.describe(extra.scalar)) after the end of \(mode.withArticle), such as \(mode.example)"
            )
        }
        if let field = fields.firstInvalidField(for: mode) {
            let position = field.index - firstIndex
            throw fields.rangeError(field, mode: mode, offset: groups[position].offset)
        }
        return fields
    }

    /// A scalar for a message: printable ASCII in quotes, anything else as `U+XXXX`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.isASCII
            ? SelectionParser.describe(UInt8(scalar.value)) : "U+" + SelectionParser.hex(scalar.value, digits: 4)
    }
}
