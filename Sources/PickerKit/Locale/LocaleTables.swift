/// CLDR data compiled into PickerKit for what Foundation has no API for: field display names,
/// plural categories, unit lists, the week-of-year pattern, where a locale's date patterns
/// come from, East Asian width, the known UN M.49 codes and the algorithmic numbering systems.
///
/// The data (`LocaleTables+Data.swift`) is written by `tools/generate_locale_tables.py` from
/// CLDR 42 as ICU 72.1 ships it; the Foundation provider reads it, and the SystemICU
/// configuration's tests check every table against the live ICU. Lookups fall back through a
/// locale id's truncation parents (`zh_Hant_TW`, `zh_Hant`, `zh`, `root`), as the generator
/// left out a locale whose value equals its parent's. Parsed once, on first use; immutable.
enum LocaleTables {
    /// The value of `localeID` (keywords dropped) or of its nearest truncation parent.
    static func lookup(_ table: [String: Substring], _ localeID: String) -> Substring? {
        var name = String(localeID.prefix { $0 != "@" })
        while true {
            if let found = table[name] { return found }
            if name == "root" { return nil }
            name = name.lastIndex(of: "_").map { String(name[..<$0]) } ?? "root"
        }
    }

    /// A table of `locale<TAB>value` lines.
    private static func parse(_ data: String) -> [String: Substring] {
        var table: [String: Substring] = [:]
        for line in data.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            table[String(line[..<tab])] = line[line.index(after: tab)...]
        }
        return table
    }

    private static let fieldNames = parse(fieldNamesData)
    private static let pluralLocales = parse(pluralLocalesData)
    private static let pluralSequences = pluralSequencesData.split(separator: "\n")
    private static let unitLists = parse(unitListsData)
    private static let weekPatterns = parse(weekPatternsData)
    private static let patternLocales = parse(patternLocalesData)

    /// The locale's wide or narrow display name of `field` (`year`, `分钟`), CLDR's `dateFields`.
    static func fieldDisplayName(localeID: String, field: DateField, narrow: Bool) -> String? {
        guard let names = lookup(fieldNames, localeID)?.split(separator: "¦", omittingEmptySubsequences: false),
            names.count == 2 * DateField.allCases.count,
            let index = DateField.allCases.firstIndex(of: field)
        else { return nil }
        return String(names[(narrow ? DateField.allCases.count : 0) + index])
    }

    /// The plural category (`one`, `few`, `other` …) of every integer in `numbers` (within
    /// 0–999) in the locale, as `uplrules_select` gives them.
    static func pluralCategories(localeID: String, numbers: Range<Int>) -> [String]? {
        guard numbers.lowerBound >= 0, numbers.upperBound <= 1000,
            let index = lookup(pluralLocales, localeID).flatMap({ Int($0) }), pluralSequences.indices.contains(index)
        else { return nil }
        let letters = Array(pluralSequences[index].utf8)
        return numbers.map { number in
            switch letters[number] {
            case UInt8(ascii: "z"): "zero"
            case UInt8(ascii: "o"): "one"
            case UInt8(ascii: "t"): "two"
            case UInt8(ascii: "f"): "few"
            case UInt8(ascii: "m"): "many"
            default: "other"
            }
        }
    }

    /// The locale's unit lists of two, three and four items, the items written as U+E000,
    /// U+E001 …, such as `"\u{E000}, \u{E001} und \u{E002}"`.
    static func unitListSamples(localeID: String) -> [String]? {
        guard let samples = lookup(unitLists, localeID)?.split(separator: "¦"), samples.count == 3 else { return nil }
        return samples.map(String.init)
    }

    /// The locale's Gregorian week-of-year pattern (`availableFormats/yw/other`: `Y年第w周`).
    static func weekPattern(localeID: String) -> String? {
        lookup(weekPatterns, localeID).map(String.init)
    }

    /// The locale ICU 72 takes an available locale's date patterns from (`de` for `de_DE`,
    /// `root` for `ce`); `nil` for ids that are not available locales.
    static func patternLocale(localeID: String) -> String? {
        patternLocales[String(localeID.prefix { $0 != "@" })].map(String.init)
    }

    /// East Asian Wide and Fullwidth code point ranges, sorted.
    static let eastAsianWide: [ClosedRange<UInt32>] = eastAsianWideData.split(separator: " ").compactMap { range in
        let bounds = range.split(separator: "-")
        guard bounds.count == 2, let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds[1], radix: 16) else {
            return nil
        }
        return low...high
    }

    /// Whether a scalar is East Asian Wide or Fullwidth (a binary search of ``eastAsianWide``).
    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        var low = 0
        var high = eastAsianWide.count
        while low < high {
            let middle = (low + high) / 2
            if eastAsianWide[middle].upperBound < scalar.value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < eastAsianWide.count && eastAsianWide[low].contains(scalar.value)
    }

    /// The three-digit UN M.49 codes CLDR knows (`419`, `150`, `840`).
    static let numericRegions: Set<String> = Set(numericRegionsData.split(separator: " ").map(String.init))

    /// The numbering systems that write numbers as words rather than digit by digit (hebr, jpan).
    static let algorithmicNumberingSystems: Set<String> = Set(
        algorithmicNumberingSystemsData.split(separator: " ").map(String.init))

    /// The digits 0–9 of the numbering system `name` (`arab`: ٠…٩), or `nil` for a system that
    /// is algorithmic or unknown.
    ///
    /// A scan of the few dozen lines' UTF-8 in place: no table is built for one lookup, and
    /// no line is split into characters (the table's scripts made that ~1 million instructions).
    static func decimalDigits(ofSystem name: String) -> [String]? {
        let data = decimalDigitsData.utf8
        let key = Array(name.utf8) + [UInt8(ascii: "\t")]
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
            if data[start..<end].starts(with: key) {
                let digits = decimalDigitsData[data.index(start, offsetBy: key.count)..<end]
                return digits.unicodeScalars.map { String($0) }
            }
            start = end < data.endIndex ? data.index(after: end) : end
        }
        return nil
    }
}
