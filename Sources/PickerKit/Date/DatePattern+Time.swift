extension DatePattern {
    /// The span of tokens from the first to the last time field (hour, minute, second, AM/PM),
    /// or `nil` when the pattern has none or a date field stands inside it.
    var timeSpan: ClosedRange<Int>? {
        var first: Int?
        var last: Int?
        for (index, token) in tokens.enumerated() {
            guard case .field(let letter, _) = token, let column = Self.column(of: letter) else { continue }
            switch column {
            case .hour, .minute, .second, .dayPeriod:
                first = first ?? index
                last = index
            case .year, .month, .day, .week, .quarter:
                if first != nil { return nil }
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// This pattern with its time written as `other` writes it: the tokens from the first to
    /// the last time field are `other`'s, the date and the glue before the time are this
    /// pattern's; unchanged when either has no time span of its own.
    ///
    /// A calendar's date-time pattern comes from CLDR's `availableFormats` without ICU's
    /// standard styles, which pad the hour in some locales where the Gregorian pattern does
    /// not (de: `HH:mm` against `H:mm`); the time of day is the same in every calendar, so it
    /// is written as the Gregorian labeler writes it.
    func withTime(of other: DatePattern) -> DatePattern {
        guard let span = timeSpan, let otherSpan = other.timeSpan else { return self }
        let tokens = Array(tokens[..<span.lowerBound]) + other.tokens[otherSpan] + tokens[(span.upperBound + 1)...]
        return DatePattern(DatePattern(tokens: tokens).description)
    }
}

extension DatePattern {
    /// A Chinese or Korean lunar year pattern that names each year once: where it writes only
    /// the year of the 60-year cycle, the related Gregorian year `r` is written with it.
    ///
    /// ICU 72's year patterns for these calendars name only the cycle in many locales (de, fr,
    /// ru: `U`, the cyclic name, `ji-hai`; ja: `U年`; th, ar: `y`, the cycle's year number,
    /// 36), so a picker's year rows repeated every 60 years. `U` becomes `r(U)`, as CLDR's own
    /// wide patterns for the calendar write it (fr `r(U) MMMM d`), and `y` becomes `r`.
    /// Patterns that have `r` (zh `rU年`, ko `r년(U년)`, en `r(U)`) are unchanged.
    func namingRelatedYear() -> DatePattern {
        let hasRelatedYear = tokens.contains { token in
            if case .field("r", _) = token { return true }
            return false
        }
        guard !hasRelatedYear else { return self }
        var result: [Token] = []
        for token in tokens {
            switch token {
            case .field("U", let count): result += [.field("r", 1), .literal("("), .field("U", count), .literal(")")]
            case .field("y", _): result.append(.field("r", 1))
            default: result.append(token)
            }
        }
        return DatePattern(DatePattern(tokens: result).description)
    }
}
