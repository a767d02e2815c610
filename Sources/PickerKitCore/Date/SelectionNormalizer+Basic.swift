extension SelectionNormalizer {
    /// The number of digits `field` has in the basic form: four for the year, two for the rest.
    static func basicWidth(of field: DateField) -> Int {
        field == .year ? 4 : 2
    }

    /// The basic-form digit counts of `mode`: the date part and the time part (either may be 0).
    static func basicWidths(of mode: SelectionMode) -> (date: Int, time: Int) {
        var date = 0
        var time = 0
        for field in mode.fields {
            if field <= .day { date += basicWidth(of: field) } else { time += basicWidth(of: field) }
        }
        return (date, time)
    }

    /// `mode`'s example in the basic form, such as `"20190820T1430"` (with a `T` between a date
    /// and a time, or none when `separatingTime` is false: `"201908201430"`) or `"201908"`.
    static func basicExample(of mode: SelectionMode, separatingTime: Bool = true) -> String {
        var text = ""
        for scalar in mode.example.unicodeScalars {
            switch scalar {
            case " ": if separatingTime { text += "T" }
            case "-", ":": continue
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The mode a basic-form shape suggests: 6, 8, 10, 12 or 14 digits (year-month to
    /// date-time), or an 8-digit date, `T` (or a space) and 2, 4 or 6 digits; `nil` for any
    /// other shape.
    func inferredBasicMode() -> SelectionMode? {
        guard let first = groups.first else { return nil }
        if separators.isEmpty {
            switch first.digitCount {
            case 6: return .yearMonth
            case 8: return .date
            case 10: return .dateHour
            case 12: return .dateHourMinute
            case 14: return .dateTime
            default: return nil
            }
        }
        guard separators.count == 1, separators[0].scalar == "T" || separators[0].scalar == " ", groups.count == 2,
            first.digitCount == 8
        else {
            return nil
        }
        switch groups[1].digitCount {
        case 2: return .dateHour
        case 4: return .dateHourMinute
        case 6: return .dateTime
        default: return nil
        }
    }

    /// The input as a basic-form value of `mode` split into one group per field, or `nil` when
    /// it is not in the basic form (its first group is no longer than the first field).
    ///
    /// The basic form is the fields' digits with no separator (`20190820`, `201908201430`),
    /// or with one `T` (or space) between the date and the time (`20190820T1430`).
    ///
    /// - Throws: ``ParseError`` of kind `wrongDigitCount` for a part of the wrong
    ///   length (at the first extra digit, or where the missing digits belong), or
    ///   `unexpectedCharacter` for a separator the basic form does not have.
    func basicForm(for mode: SelectionMode) throws(ParseError) -> SelectionNormalizer? {
        let fields = mode.fields
        guard fields.count > 1, let first = groups.first, first.digitCount > Self.basicWidth(of: fields[0]) else {
            return nil
        }
        let widths = Self.basicWidths(of: mode)
        // The parts: the date and the time together, or split by one T (or space).
        var parts: [(group: DigitGroup, fields: [DateField])] = []
        if separators.isEmpty {
            parts = [(first, fields)]
        } else {
            let separator = separators[0]
            guard widths.date > 0, widths.time > 0, separator.scalar == "T" || separator.scalar == " " else {
                throw ParseError(
                    kind: .unexpectedCharacter, offset: separator.offset, mode: mode,
                    message:
                        "\(Self.describe(separator.scalar)) in a basic-form value; \(mode.withArticle) in basic "
                        + "form is written \(Self.basicExample(of: mode))")
            }
            if separators.count > 1 {
                let extra = separators[1]
                throw ParseError(
                    kind: .tooLong, offset: extra.offset, mode: mode,
                    message:
                        "unexpected \(Self.describe(extra.scalar)) in a basic-form value (digits, with one T "
                        + "between the date and the time), such as \(Self.basicExample(of: mode))")
            }
            // The one separator must stand between the date's digits and the time's.
            guard groups.count > 1, separator.offset > first.offset else {
                let trailing = separator.offset > first.offset
                throw ParseError(
                    kind: trailing ? .tooShort : .unexpectedCharacter,
                    offset: trailing ? separator.offset + 1 : separator.offset, mode: mode,
                    message: (trailing
                        ? "no time after \(Self.describe(separator.scalar)) in a basic-form value"
                        : "\(Self.describe(separator.scalar)) before the date of a basic-form value")
                        + "; \(mode.withArticle) in basic form is written \(Self.basicExample(of: mode))")
            }
            parts = [(first, fields.filter { $0 <= .day }), (groups[1], fields.filter { $0 > .day })]
        }
        var split: [DigitGroup] = []
        var splitSeparators: [Separator] = []
        for (index, part) in parts.enumerated() {
            let expected = part.fields.reduce(0) { $0 + Self.basicWidth(of: $1) }
            let group = part.group
            guard group.digitCount == expected else {
                let what =
                    parts.count == 1
                    ? "\(mode.withArticle) in basic form"
                    : index == 0 ? "the date of a basic-form value" : "the time of a basic-form value"
                let offset = group.offset + min(group.digitCount, expected) * group.digitWidth
                throw ParseError(
                    kind: .wrongDigitCount, offset: offset, mode: mode,
                    message:
                        "\(what) has \(expected) digits, found \(group.digitCount); "
                        + "such as \(Self.basicExample(of: mode, separatingTime: parts.count > 1))")
            }
            var remaining = expected
            for field in part.fields {
                let width = Self.basicWidth(of: field)
                remaining -= width
                var divisor = 1
                for _ in 0..<remaining { divisor *= 10 }
                var modulus = 1
                for _ in 0..<width { modulus *= 10 }
                let position = expected - remaining - width
                let offset = group.offset + position * group.digitWidth
                if !split.isEmpty {
                    let scalar: Unicode.Scalar =
                        field == .hour ? "T" : field <= .day ? "-" : ":"
                    splitSeparators.append(Separator(scalar: scalar, offset: offset))
                }
                split.append(
                    DigitGroup(
                        value: group.value / divisor % modulus, digitCount: width, offset: offset,
                        digitWidth: group.digitWidth))
            }
        }
        return SelectionNormalizer(groups: split, separators: splitSeparators, end: end)
    }
}
