import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Every verb of every family says each adjustment in the picker's language, from its
/// reason's template, never with the adjustment's debugging text.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed> swift test --filter SpokenAdjustmentProperty`.
@Suite("every family says every adjustment in the locale's language")
struct SpokenAdjustmentPropertyTests {
    /// A picker family, driven by random verbs.
    enum Family: String, CaseIterable, CustomStringConvertible {
        case dates, lunar, times, weeks, quarters, durations, singleColumn, ranges, regions

        var description: String { rawValue }

        /// The reasons the family's first, fixed moves give (``SpokenAdjustmentPropertyTests/run(_:_:using:)``).
        var fixedReasons: Set<String> {
            switch self {
            case .dates: ["monthLength"]
            case .lunar: ["leapMonth"]
            case .times: ["interval"]
            case .weeks: ["weeksInYear"]
            case .quarters, .ranges: ["minimum"]
            case .durations: ["maximum"]
            case .singleColumn: ["disabled"]
            case .regions: ["levelFilled", "levelClamped"]
            }
        }
    }

    /// How many random verbs each family gets per locale.
    static let moves = 40

    static let china = try! CascadeTree.chinaDivisions()

    /// What is wrong with the sentences of `change` in `localeID`, or `nil`.
    ///
    /// Each adjustment has one sentence; it is not the debugging text of any adjustment; it is
    /// the locale's template of the adjustment's reason (its literal pieces, in order); zh and
    /// ar sentences carry Han or Arabic letters and, where the rows have native digits
    /// (`asciiRows` false), ar ones no ASCII digits.
    static func problem(
        with change: PickerChange, verb: String, in localeID: String, asciiRows: Bool = false
    ) throws -> String? {
        guard change.sentences.count == change.adjustments.count else {
            return "\(verb): \(change.adjustments.count) adjustments, sentences \(change.sentences)"
        }
        let strings = try PickerStrings(locale: ResolvedLocale(localeID))
        for (adjustment, sentence) in zip(change.adjustments, change.sentences) {
            if change.adjustments.contains(where: { $0.description == sentence }) {
                return "\(verb): \(adjustment) is said as debugging text"
            }
            let key = AdjustmentSentence(adjustment.reason).rawValue
            let template = try #require(strings.table[key], "\(localeID) has no \(key)")
            if !follows(sentence, template) {
                return "\(verb): \(adjustment) is said \"\(sentence)\", not by the template \"\(template)\""
            }
            let scalars = sentence.unicodeScalars
            if localeID.hasPrefix("zh"), !scalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) {
                return "\(verb): \"\(sentence)\" has no Han letter"
            }
            if localeID.hasPrefix("ar") {
                if !scalars.contains(where: { (0x0620...0x064A).contains($0.value) }) {
                    return "\(verb): \"\(sentence)\" has no Arabic letter"
                }
                if !asciiRows, scalars.contains(where: { ("0"..."9").contains($0) }) {
                    return "\(verb): \"\(sentence)\" has ASCII digits"
                }
            }
        }
        return nil
    }

    /// Whether `sentence` is `template` with its placeholders filled: it begins with the first
    /// literal piece (ignoring case: the speaker capitalizes the first letter), ends with the
    /// last, and holds the others in order between.
    static func follows(_ sentence: String, _ template: String) -> Bool {
        var pieces: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(String(rest[..<open]))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(String(rest))
        guard let first = pieces.first, let last = pieces.last,
            sentence.lowercased().hasPrefix(first.lowercased()), sentence.hasSuffix(last)
        else { return false }
        var remaining = Substring(sentence).dropFirst(first.count)
        for piece in pieces.dropFirst() where !piece.isEmpty {
            guard let end = Self.end(of: piece, in: remaining) else { return false }
            remaining = remaining[end...]
        }
        return true
    }

    /// Where the first `piece` in `text` ends, or `nil` when `text` has none.
    static func end(of piece: String, in text: Substring) -> Substring.Index? {
        var start = text.startIndex
        while true {
            if text[start...].hasPrefix(piece) { return text.index(start, offsetBy: piece.count) }
            guard start < text.endIndex else { return nil }
            start = text.index(after: start)
        }
    }

    /// The changes of fixed moves (`first`), then of random verbs on one picker: `verb` names
    /// and runs one verb per draw (`nil` for a draw that changed nothing); each change is
    /// checked; returns the first problem and the reasons seen.
    static func drive(
        _ localeID: String, using random: inout SplitMix64, first: [(String, PickerChange)], asciiRows: Bool = false,
        _ verb: (inout SplitMix64) throws -> (String, PickerChange)?
    ) throws -> (problem: String?, reasons: Set<String>) {
        var reasons: Set<String> = []
        for move in -first.count..<moves {
            guard let (name, change) = move < 0 ? first[first.count + move] : try verb(&random) else { continue }
            if let problem = try problem(with: change, verb: "move \(move) \(name)", in: localeID, asciiRows: asciiRows)
            {
                return (problem, reasons)
            }
            for adjustment in change.adjustments {
                reasons.insert("\(adjustment.reason)".prefix { $0 != "(" }.description)
            }
        }
        return (nil, reasons)
    }

    /// A random row of a random column of `picker`.
    static func randomRow(of picker: some PickerDataSource, using random: inout SplitMix64) -> (row: Int, column: Int) {
        let column = Int.random(in: 0..<picker.numberOfColumns, using: &random)
        return (Int.random(in: 0..<max(1, picker.numberOfRows(inColumn: column)), using: &random), column)
    }

    /// A date string of 2010–2029, valid or not (day up to 31).
    static func randomDate(using random: inout SplitMix64) -> String {
        let year = Int.random(in: 2010...2029, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...31, using: &random)
        return "\(year)-" + (month < 10 ? "0\(month)" : "\(month)") + "-" + (day < 10 ? "0\(day)" : "\(day)")
    }

    static func run(_ family: Family, _ localeID: String, using random: inout SplitMix64) throws -> (
        problem: String?, reasons: Set<String>
    ) {
        let locale = try ResolvedLocale(localeID)
        switch family {
        case .dates:
            var configuration = try PickerConfiguration(mode: .date, minimum: "2015-03-10", maximum: "2024-10-20")
            configuration.disabled = DisabledValues(weekdays: [.sunday])
            var picker = try LocalizedPicker(locale: locale, configuration: configuration)
            // Saturday 31 August 2019, then September: the day moves to the 30th (a Monday).
            try picker.select(storedValue: "2019-08-31")
            let first = [("select(9, in: .month)", try picker.select(9, in: .month))]
            return try drive(localeID, using: &random, first: first) { random in
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
                case 1:
                    let date = randomDate(using: &random)
                    return (try? picker.select(storedValue: date)).map { ("select(storedValue: \(date))", $0) }
                case 2:
                    let date = randomDate(using: &random)
                    guard let selection = try? Selection(date, mode: .date) else { return nil }
                    return ("select(\(date))", try picker.select(selection))
                case 3:
                    let field = [DateField.year, .month, .day].randomElement(using: &random)!
                    let value = Int.random(
                        in: field == .year ? 2010...2029 : field == .month ? 1...12 : 1...31, using: &random)
                    return (try? picker.select(value, in: field)).map { ("select(\(value), in: \(field))", $0) }
                default:
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("select(row: \(row), inColumn: \(column))", try picker.select(row: row, inColumn: column))
                }
            }
        case .lunar:
            var configuration = try PickerConfiguration(mode: .yearMonth, selection: "1987-M06L[u-ca=chinese]")
            configuration.calendar = .chinese
            var picker = try LocalizedPicker(locale: locale, configuration: configuration)
            // From the leap sixth month of 1987 to 1988, which has none. CLDR 42 has no Arabic
            // names of the Chinese months: ar rows (and so the sentences) say `M06`, `M06bis`.
            let first = [("select(1988, in: .year)", try picker.select(1988, in: .year))]
            return try drive(localeID, using: &random, first: first, asciiRows: localeID.hasPrefix("ar")) { random in
                let (row, column) = randomRow(of: picker, using: &random)
                return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
            }
        case .times:
            var configuration = try PickerConfiguration(mode: .hourMinute, minimum: "08:30", maximum: "18:45")
            configuration.intervals = try PickerIntervals(minuteStep: 15)
            var picker = try LocalizedPicker(locale: locale, configuration: configuration)
            let first = [("select(storedValue: 10:07)", try picker.select(storedValue: "10:07"))]
            return try drive(localeID, using: &random, first: first) { random in
                let hour = Int.random(in: 0...23, using: &random)
                let minute = Int.random(in: 0...59, using: &random)
                let time = (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
                case 1: return ("select(storedValue: \(time))", try picker.select(storedValue: time))
                default: return ("select(\(minute), in: minute)", try picker.select(minute, in: .minute))
                }
            }
        case .weeks, .quarters:
            let mode: PeriodMode = family == .weeks ? .yearWeek : .yearQuarter
            let configuration = try PeriodConfiguration(
                mode: mode, minimum: mode == .yearWeek ? "2015-W10" : "2015-Q2",
                maximum: mode == .yearWeek ? "2021-W20" : "2021-Q3",
                selection: mode == .yearWeek ? "2020-W53" : "2020-Q4")
            var picker = try LocalizedPeriodPicker(locale: locale, configuration: configuration, includesPresent: true)
            var first: [(String, PickerChange)] = []
            if mode == .yearWeek {
                // From 2020-W53 to the year 2019, which has 52 weeks.
                let column = try #require((0..<2).first { picker.storedValue(row: 0, inColumn: $0)?.count == 4 })
                let row = try #require(
                    (0..<picker.numberOfRows(inColumn: column)).first {
                        picker.storedValue(row: $0, inColumn: column) == "2019"
                    })
                first.append(("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column)))
            } else {
                first.append(("select(storedValue: 2010-Q1)", try picker.select(storedValue: "2010-Q1")))
            }
            return try drive(localeID, using: &random, first: first) { random in
                if Bool.random(using: &random) {
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
                }
                let year = Int.random(in: 2010...2026, using: &random)
                let stored =
                    mode == .yearWeek
                    ? "\(year)-W\(Int.random(in: 10...52, using: &random))"
                    : "\(year)-Q\(Int.random(in: 1...4, using: &random))"
                return ("select(storedValue: \(stored))", try picker.select(storedValue: stored))
            }
        case .durations:
            var configuration = try DurationConfiguration(maximum: "PT3H20M30S")
            configuration.minuteStep = 10
            configuration.secondStep = 15
            var picker = try LocalizedDurationPicker(locale: locale, configuration: configuration)
            // 50 minutes, then the maximum's hour: the minutes move down to 20.
            picker.didSelect(row: 5, inColumn: 1)
            let first = [("didSelect(3, 0)", picker.didSelect(row: 3, inColumn: 0))]
            return try drive(localeID, using: &random, first: first) { random in
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    // A random minute under an earlier hour, then the maximum's hour: minutes
                    // (and seconds) above the maximum move down.
                    picker.didSelect(row: 0, inColumn: 0)
                    picker.didSelect(
                        row: Int.random(in: 0..<picker.numberOfRows(inColumn: 1), using: &random), inColumn: 1)
                    let last = picker.numberOfRows(inColumn: 0) - 1
                    return ("didSelect(\(last), 0)", picker.didSelect(row: last, inColumn: 0))
                case 1, 2:
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
                default: break
                }
                let stored = "PT\(Int.random(in: 0...3, using: &random))H\(10 * Int.random(in: 0...5, using: &random))M"
                return (try? picker.select(storedValue: stored)).map { ("select(storedValue: \(stored))", $0) }
            }
        case .singleColumn:
            var configuration = try PickerConfiguration(mode: .date, minimum: "2019-01-10", maximum: "2019-03-20")
            configuration.disabled = DisabledValues(weekdays: [.saturday, .sunday])
            var picker = try LocalizedSingleColumnPicker(locale: locale, configuration: configuration)
            // Saturday 2 February 2019 is disabled.
            let first = [("select(storedValue: 2019-02-02)", try picker.select(storedValue: "2019-02-02"))]
            return try drive(localeID, using: &random, first: first) { random in
                let date = randomDate(using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
                case 1:
                    return (try? picker.select(storedValue: date)).map { ("select(storedValue: \(date))", $0) }
                default:
                    guard let selection = try? Selection(date, mode: .date) else { return nil }
                    return ("select(\(date))", try picker.select(selection))
                }
            }
        case .ranges:
            let configuration = try PickerConfiguration(mode: .date, minimum: "2018-11-20", maximum: "2020-03-10")
            var picker = try LocalizedRangePicker(
                locale: locale, configuration: configuration, range: SelectionRange("2019-01-31/2019-03-01"))
            let stored = "2018-01-01/2019-01-01"
            let first = [("select(storedValue: \(stored))", try picker.select(storedValue: stored))]
            return try drive(localeID, using: &random, first: first) { random in
                if Bool.random(using: &random) {
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
                }
                let stored = randomDate(using: &random) + "/" + randomDate(using: &random)
                return (try? picker.select(storedValue: stored)).map { ("select(storedValue: \(stored))", $0) }
            }
        case .regions:
            var picker = try LocalizedCascadePicker(locale: locale, picker: CascadePicker(tree: china, depth: 3))
            // 广东省 alone: its city and district are filled in; then 北京市: both are clamped.
            let first = [
                ("select(storedValue: 440000)", try picker.select(storedValue: "440000")),
                ("didSelect(0, 0)", picker.didSelect(row: 0, inColumn: 0)),
            ]
            return try drive(localeID, using: &random, first: first) { random in
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let (row, column) = randomRow(of: picker, using: &random)
                    return ("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))
                case 1:
                    // A province, or one of its prefectures: the levels below are filled in.
                    let province = picker.picker.column(at: 0).row(at: Int.random(in: 0..<34, using: &random))!
                    var path = province.code
                    if Bool.random(using: &random), let filled = try? picker.picker.selecting(path: path).picker,
                        filled.numberOfColumns > 1
                    {
                        path += "/" + filled.column(at: 1).selected.code
                    }
                    return ("select(storedValue: \(path))", try picker.select(storedValue: path))
                default:
                    let depth = Int.random(in: 1...3, using: &random)
                    return ("limit(toDepth: \(depth))", try picker.limit(toDepth: depth))
                }
            }
        }
    }

    static let locales = ["de_DE", "zh_CN", "ar_EG"]

    @Test(
        "every change with an adjustment has a sentence per adjustment from the reason's template",
        arguments: Family.allCases, locales)
    func property(family: Family, localeID: String) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let (problem, reasons) = try Self.run(family, localeID, using: &random)
        #expect(problem == nil, "seed \(seed): \(family) \(localeID): \(problem ?? "")")
        // The fixed moves did move fields: the property was checked on each family's own reasons.
        #expect(family.fixedReasons.isSubset(of: reasons), "seed \(seed): \(family) \(localeID): \(reasons.sorted())")
    }
}
