/// Which widths of a calendar's era field a locale has no names for: ICU writes CLDR root's
/// placeholders (`ERA0`, `ERA1`) there, as for coptic and ethiopic in en, de, ar, sw and most
/// other locales (fr, ru, zh and ~15 more languages name those eras).
///
/// Read from ICU, never from a list of locales: the abbreviated (`G`…`GGG`) and wide
/// (`GGGG`) names are the formatter's era symbols (`udat_getSymbols` with `UDAT_ERAS`,
/// `UDAT_ERA_NAMES`), a width counting as a placeholder when every era's name is `ERA` and its
/// index; ICU 72's C API has no narrow era symbols, so narrow (`GGGGG`) is the text ICU writes
/// for the calendar's first day, the reference day and its last day, each of which must read
/// `ERA` and digits. Widths are read on their own: he names the wide eras (`עידן 1`), not
/// the abbreviated ones.
///
/// Only coptic and ethiopic labelers drop placeholder eras (``DatePattern/removingEra(where:yearLetter:)``):
/// there ICU's extended year `u` is PickerKit's year (coptic −64 is `65 ERA0`, ethiopic −7
/// `5493 ERA0`), so the year alone still tells every year apart. No other calendar has a
/// placeholder era in any of ICU 72's 805 locales (measured), and other calendars keep their patterns.
struct EraPlaceholders: Sendable, Equatable {
    /// `G`, `GG`, `GGG`: placeholders.
    var abbreviated = false
    /// `GGGG`: placeholders.
    var wide = false
    /// `GGGGG`: placeholders.
    var narrow = false

    /// No placeholders: patterns are kept as ICU wrote them.
    static let none = EraPlaceholders()

    /// The calendars whose placeholder eras are dropped (an array: a `Set<CalendarKind>` cost a
    /// process's first calendar picker a conformance lookup of the Swift runtime).
    static let calendars: [CalendarKind] = [.coptic, .ethiopic]

    /// Reads the era names of `base`'s calendar (`kind`, with `rules`) from ICU; ``none`` for
    /// calendars other than ``calendars``.
    init(kind: CalendarKind, rules: any CalendarRules, base: LocaleDateFormat) throws(ICUError) {
        guard Self.calendars.contains(kind) else { return }
        abbreviated = Self.arePlaceholders(try base.symbols(.eras))
        wide = Self.arePlaceholders(try base.symbols(.eraNames))
        let narrowFormat = try base.copy(pattern: "GGGGG")
        let reference = min(
            max(CalendarDayFinder.referenceDay, rules.dayNumbers.lowerBound), rules.dayNumbers.upperBound)
        var narrow = true
        for day in [rules.dayNumbers.lowerBound, reference, rules.dayNumbers.upperBound] {
            let text = try narrowFormat.format(
                millis: Double(day - PickerValues.unixEpochDay) * 86_400_000 + 43_200_000)
            narrow = narrow && Self.isPlaceholder(text)
        }
        self.narrow = narrow
    }

    /// Placeholders in the widths given.
    init(abbreviated: Bool = false, wide: Bool = false, narrow: Bool = false) {
        self.abbreviated = abbreviated
        self.wide = wide
        self.narrow = narrow
    }

    /// Whether an era field of `count` letters writes placeholders.
    func contains(count: Int) -> Bool {
        switch count {
        case 1...3: abbreviated
        case 4: wide
        default: narrow
        }
    }

    /// Whether any width writes placeholders.
    var isEmpty: Bool { !abbreviated && !wide && !narrow }

    /// Whether `names` (ICU's era symbols, era 0 first) are all CLDR root's placeholders.
    ///
    /// The placeholders are `ERA` and the era's index: `ERA0`, `ERA1`.
    static func arePlaceholders(_ names: [String]) -> Bool {
        !names.isEmpty && names.indices.allSatisfy { names[$0] == "ERA\($0)" }
    }

    /// Whether `text` is a placeholder era name: `ERA` and ASCII digits.
    static func isPlaceholder(_ text: String) -> Bool {
        guard text.hasPrefix("ERA") else { return false }
        let digits = text.dropFirst(3)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `pattern` without the era fields that write placeholders, its years then written as the
    /// extended year `u` (see the type's documentation); `pattern` itself when none do.
    func applied(to pattern: DatePattern) -> DatePattern {
        guard !isEmpty else { return pattern }
        return pattern.removingEra(where: contains(count:), yearLetter: "u")
    }
}
