/// An ICU date pattern split into fields and literal text.
///
/// `"d. MMMM y 'г'."` becomes `d`, `". "`, `MMMM`, `" "`, `y`, `" г."`: quoted text is
/// literal (with `''` for a quote), every run of one ASCII letter is a field.
package struct DatePattern: Equatable, CustomStringConvertible {
    /// One piece of a pattern.
    enum Token: Equatable {
        /// A field: its letter and how many times it is repeated.
        case field(Character, Int)
        /// Literal text, unquoted.
        case literal(String)
    }

    /// The pattern as ICU wrote it.
    let text: String
    /// The pattern's pieces in order; adjacent literals are merged.
    let tokens: [Token]

    /// Splits `text` into tokens.
    ///
    /// Works on Unicode scalars, not characters: a combining mark after a closing quote
    /// (nnh writes `'lyɛ'̌ʼ`) must not hide the quote in one grapheme cluster.
    package init(_ text: String) {
        self.text = text
        var tokens: [Token] = []
        var literal = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        func flushLiteral() {
            if !literal.isEmpty {
                tokens.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
        }
        while let scalar = scalars.popFirst() {
            if scalar == "'" {
                if scalars.first == "'" {
                    scalars.removeFirst()
                    literal.append("'")
                    continue
                }
                while let quoted = scalars.popFirst() {
                    if quoted == "'" {
                        if scalars.first == "'" {
                            scalars.removeFirst()
                            literal.append("'")
                            continue
                        }
                        break
                    }
                    literal.append(quoted)
                }
            } else if scalar.isASCII && scalar.properties.isAlphabetic {
                var count = 1
                while scalars.first == scalar {
                    scalars.removeFirst()
                    count += 1
                }
                flushLiteral()
                tokens.append(.field(Character(scalar), count))
            } else {
                literal.append(scalar)
            }
        }
        flushLiteral()
        self.tokens = tokens
    }

    /// The column a pattern letter shows, or `nil` for letters that are no column (era `G`,
    /// weekday `E`/`c`, zones).
    ///
    /// The related Gregorian year `r` and cyclic year name `U` stand where lunar calendars put
    /// their year, so they place the year column.
    static func column(of letter: Character) -> DateField? {
        switch letter {
        case "y", "Y", "u", "r", "U": .year
        case "M", "L": .month
        case "d": .day
        case "h", "H", "k", "K": .hour
        case "m": .minute
        case "s": .second
        case "a", "b", "B": .dayPeriod
        default: nil
        }
    }

    /// The columns in the order the pattern shows them, each once.
    package var columnOrder: [DateField] {
        var order: [DateField] = []
        for case .field(let letter, _) in tokens {
            if let column = Self.column(of: letter), !order.contains(column) {
                order.append(column)
            }
        }
        return order
    }

    /// The first field letter that shows `column`, with its count.
    func field(for column: DateField) -> (letter: Character, count: Int)? {
        for case .field(let letter, let count) in tokens where Self.column(of: letter) == column {
            return (letter, count)
        }
        return nil
    }

    /// A pattern of `tokens`, adjacent literals merged (so that no two quoted runs touch,
    /// which would read as an apostrophe).
    init(tokens: [Token]) {
        var merged: [Token] = []
        for token in tokens {
            if case .literal(let text) = token, case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + text)
            } else {
                merged.append(token)
            }
        }
        self.tokens = merged
        text = merged.map { token in
            switch token {
            case .field(let letter, let count): String(repeating: letter, count: count)
            case .literal(let text): Self.quoted(text)
            }
        }.concatenated()
    }

    /// The pattern written back, with literal text quoted where needed.
    package var description: String {
        tokens.map { token in
            switch token {
            case .field(let letter, let count): String(repeating: letter, count: count)
            case .literal(let text): Self.quoted(text)
            }
        }.concatenated()
    }

    /// Literal text quoted for an ICU pattern.
    static func quoted(_ text: String) -> String {
        if text.unicodeScalars.contains(where: { ($0.isASCII && $0.properties.isAlphabetic) || $0 == "'" }) {
            var quoted = "'"
            for scalar in text.unicodeScalars {
                quoted.unicodeScalars.append(scalar)
                if scalar == "'" { quoted.unicodeScalars.append("'") }
            }
            return quoted + "'"
        }
        return text
    }

    /// The pattern without its AM/PM field and the whitespace that joined it to the rest.
    ///
    /// `"ah时"` becomes `"h时"`, `"h a"` becomes `"h"`, `"a h시"` becomes `"h시"`.
    func removingDayPeriod() -> DatePattern {
        var result: [Token] = []
        var dropNextLeadingSpace = false
        for token in tokens {
            switch token {
            case .field(let letter, _) where Self.column(of: letter) == .dayPeriod:
                if case .literal(let text) = result.last {
                    let trimmed = text.trimmingTrailingSpaces()
                    result.removeLast()
                    if !trimmed.isEmpty { result.append(.literal(trimmed)) }
                    dropNextLeadingSpace = trimmed.isEmpty && result.isEmpty
                } else {
                    dropNextLeadingSpace = true
                }
            case .literal(let text) where dropNextLeadingSpace:
                dropNextLeadingSpace = false
                let trimmed = text.trimmingLeadingSpaces()
                if !trimmed.isEmpty { result.append(.literal(trimmed)) }
            default:
                dropNextLeadingSpace = false
                result.append(token)
            }
        }
        return DatePattern(result.map { DatePattern(tokens: [$0]).description }.concatenated())
    }

    /// The pattern with every hour field written in `cycle`'s letter (keeping its count), and
    /// without AM/PM for a 24-hour cycle.
    ///
    /// ICU's best pattern keeps the locale's preferred letter (ja answers `K` when asked for
    /// `h`, en answers `HH` when asked for `k`): `"aK:mm"` becomes `"ah:mm"` for ``HourCycle/h12``,
    /// `"HH:mm"` becomes `"kk:mm"` and `"h:mm a"` becomes `"k:mm"` for ``HourCycle/h24``.
    func withHourCycle(_ cycle: HourCycle) -> DatePattern {
        let replaced = DatePattern(
            tokens: tokens.map { token in
                if case .field(let letter, let count) = token, Self.column(of: letter) == .hour {
                    return .field(cycle.patternLetter, count)
                }
                return token
            })
        let pattern = DatePattern(replaced.description)
        return cycle.usesDayPeriod ? pattern : pattern.removingDayPeriod()
    }

    /// Whether the AM/PM field comes before the hour field.
    var dayPeriodPrecedesHour: Bool? {
        var periodIndex: Int?
        var hourIndex: Int?
        for (index, token) in tokens.enumerated() {
            guard case .field(let letter, _) = token else { continue }
            switch Self.column(of: letter) {
            case .dayPeriod: periodIndex = periodIndex ?? index
            case .hour: hourIndex = hourIndex ?? index
            default: break
            }
        }
        guard let periodIndex, let hourIndex else { return nil }
        return periodIndex < hourIndex
    }

    /// The pattern with every format month letter `M` made the standalone `L`.
    func standaloneMonths() -> DatePattern {
        DatePattern(
            tokens: tokens.map { token in
                if case .field("M", let count) = token { return .field("L", count) }
                return token
            })
    }
}

extension String {
    /// The string without trailing spaces (including no-break and narrow no-break spaces).
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }

    /// The string without leading spaces.
    func trimmingLeadingSpaces() -> String {
        String(drop(while: \.isWhitespace))
    }
}
