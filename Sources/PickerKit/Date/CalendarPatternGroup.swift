/// A run of a date pattern whose text depends on one kind of field: the year (with its era,
/// cyclic name and related year), the month, the day, the weekday or the time of day, with
/// the literal text that follows it.
///
/// A calendar label or display string is written group by group, each group formatted by
/// ICU on a day where ICU's reading of that kind of field equals PickerKit's (see
/// ``CalendarDayFinder``). `"rU年MMMMd"` is the groups `rU年`, `MMMM` and `d`; `"Gy年M月d日"`
/// is `Gy年` (so ICU still writes 元年 for an era's first year), `M月` and `d日`.
struct CalendarPatternGroup: Sendable {
    /// What a group's text depends on.
    enum Kind: Sendable, Equatable {
        /// Literal text before the first field.
        case literal
        /// Era, year, related year or cyclic year name (`G`, `y`, `r`, `U`…).
        case year
        /// The month (`M`, `L`).
        case month
        /// The day of the month (`d`).
        case day
        /// The weekday (`E`, `c`, `e`).
        case weekday
        /// Anything else: hours, minutes, seconds, AM/PM.
        case time
    }

    /// What the group's text depends on.
    let kind: Kind
    /// The group as an ICU pattern (fields and quoted literals), or the literal text.
    let pattern: String
    /// ICU's formatter for ``pattern``; `nil` for a literal group.
    let formatter: LocaleDateFormat?
    /// Whether the group writes the year as a number (`y`, `Y`, `u`, `r`), not only its era or
    /// cyclic name (`G`, `U`): lt `y MMMM d G HH` has the year groups `y ` and `G `, and the
    /// digits after `G ` are the hour's.
    var writesYearNumber = false

    /// The kind of field a pattern letter shows.
    static func kind(of letter: Character) -> Kind {
        switch letter {
        case "G", "y", "Y", "u", "r", "U": .year
        case "M", "L": .month
        case "d": .day
        case "E", "c", "e": .weekday
        default: .time
        }
    }

    /// Splits `pattern` into groups and gives each a formatter copied from `base`.
    ///
    /// - Parameter wordDays: the locale writes days as words (zh chinese `d=hanidays`: 初一),
    ///   which carry no unit: a `日` right after the day is dropped, as CLDR's own long pattern
    ///   `rU年MMMd` writes it (ICU's generator answers `d日` for a day alone).
    /// - Parameter base: the locale's long-style formatter in the calendar, whose copies keep
    ///   its numbering overrides (``LocaleDateFormat/copy(pattern:)``, ~20 µs each).
    /// - Parameter formatters: formatters made so far with their patterns (a labeler's row and
    ///   display patterns share groups such as `rU年` and `d`); a few, searched in order (a
    ///   `[String: LocaleDateFormat]` cost a process's first calendar picker a conformance
    ///   lookup of the Swift runtime).
    static func groups(
        of pattern: DatePattern, base: LocaleDateFormat, wordDays: Bool,
        formatters: inout [(pattern: String, formatter: LocaleDateFormat)]
    ) throws(ICUError) -> [CalendarPatternGroup] {
        var runs: [(kind: Kind, tokens: [DatePattern.Token])] = []
        var previousWasDay = false
        for token in pattern.tokens {
            switch token {
            case .field(let letter, _):
                let kind = kind(of: letter)
                if let last = runs.last, last.kind == kind {
                    runs[runs.count - 1].tokens.append(token)
                } else {
                    runs.append((kind, [token]))
                }
                previousWasDay = kind == .day
            case .literal(var text):
                if previousWasDay, wordDays, text.hasPrefix("日") {
                    text.removeFirst()
                }
                previousWasDay = false
                guard !text.isEmpty else { continue }
                if runs.isEmpty {
                    runs.append((.literal, [.literal(text)]))
                } else {
                    runs[runs.count - 1].tokens.append(.literal(text))
                }
            }
        }
        var groups: [CalendarPatternGroup] = []
        for run in runs {
            if run.kind == .literal, case .literal(let text) = run.tokens[0] {
                groups.append(CalendarPatternGroup(kind: .literal, pattern: text, formatter: nil))
                continue
            }
            let text = run.tokens.map { token in
                switch token {
                case .field(let letter, let count): String(repeating: letter, count: count)
                case .literal(let text): DatePattern.quoted(text)
                }
            }.concatenated()
            let formatter: LocaleDateFormat
            if let made = formatters.first(where: { $0.pattern == text }) {
                formatter = made.formatter
            } else {
                formatter = try base.copy(pattern: text)
                formatters.append((text, formatter))
            }
            var group = CalendarPatternGroup(kind: run.kind, pattern: text, formatter: formatter)
            group.writesYearNumber = run.tokens.contains { token in
                if case .field(let letter, _) = token { return "yYur".contains(letter) }
                return false
            }
            groups.append(group)
        }
        return groups
    }
}
