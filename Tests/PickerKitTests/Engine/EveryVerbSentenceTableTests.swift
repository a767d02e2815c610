import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Every family, every verb it has, in German, Chinese and Arabic: each change that carries
/// adjustments carries as many sentences, each in the locale's language, never the
/// adjustments' debugging text (`week 53 -> 52: 2021 has 52 weeks`).
///
/// The families are the rows of ``families``: a family's row makes its picker in a locale,
/// makes its opening moves (which adjust, so that no row passes without a sentence to check)
/// and lists its verbs, each drawing its own input. A new verb is one more entry in its row.
/// Repeat a failing run with `PICKERKIT_SEED=<seed> swift test --filter EveryVerbSentenceTable`.
@Suite("every verb of every family speaks the locale's language (table)")
struct EveryVerbSentenceTableTests {
    /// One verb of a picker: its name and a run that draws its input and returns the change,
    /// or `nil` when the drawn input was refused (an invalid date) and nothing changed.
    struct Verb {
        let name: String
        let run: (inout SplitMix64) throws -> PickerChange?
    }

    /// A family's picker in one locale after its opening moves, and the verbs that drive it.
    struct Drive {
        /// The opening moves' names and changes: each adjusts, by construction.
        var opening: [(String, PickerChange)]
        var verbs: [Verb]
    }

    /// A row of the table: a family (with its mode or calendar) and how to drive it.
    struct Family: CustomStringConvertible, Sendable {
        let description: String
        let drive: @Sendable (ResolvedLocale) throws -> Drive
    }

    /// A picker the verbs of one drive share.
    final class Box<Picker: PickerDataSource> {
        var picker: Picker
        init(_ picker: Picker) { self.picker = picker }

        /// Choosing a random row of a random column (`didSelect`), as a wheel does.
        var rowVerb: Verb {
            Verb(name: "didSelect") { random in
                let column = Int.random(in: 0..<self.picker.numberOfColumns, using: &random)
                let rows = max(1, self.picker.numberOfRows(inColumn: column))
                return self.picker.didSelect(row: Int.random(in: 0..<rows, using: &random), inColumn: column)
            }
        }

        /// `select(row:inColumn:)`, the row verb every family has from ``PickerDataSource``,
        /// with a drawn column and row; a refused column or row (disabled) changes nothing.
        var selectRowVerb: Verb {
            Verb(name: "select(row:inColumn:)") { random in
                let column = Int.random(in: 0..<self.picker.numberOfColumns, using: &random)
                let rows = max(1, self.picker.numberOfRows(inColumn: column))
                return try? self.picker.select(row: Int.random(in: 0..<rows, using: &random), inColumn: column)
            }
        }

        /// `select(storedValue:)` with a drawn string; a refused string changes nothing.
        func storedVerb(_ draw: @escaping (inout SplitMix64) -> String) -> Verb {
            Verb(name: "select(storedValue:)") { random in try? self.picker.select(storedValue: draw(&random)) }
        }
    }

    static let china = try! CascadeTree.chinaDivisions()

    /// `year-MM-dd` of 2010–2029, valid or not (day up to 31).
    static func date(_ random: inout SplitMix64) -> String {
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...31, using: &random)
        return "\(Int.random(in: 2010...2029, using: &random))-" + (month < 10 ? "0" : "") + "\(month)-"
            + (day < 10 ? "0" : "") + "\(day)"
    }

    /// A date picker's field verb, `select(_:in:)`, with a value drawn for one of `fields`.
    static func fieldVerb(_ box: Box<LocalizedPicker>, _ fields: [(DateField, ClosedRange<Int>)]) -> Verb {
        Verb(name: "select(_:in:)") { random in
            let (field, values) = fields.randomElement(using: &random)!
            return try? box.picker.select(Int.random(in: values, using: &random), in: field)
        }
    }

    /// A week or quarter picker's field verb, `select(_:in:)`, with a value drawn for one of `fields`.
    static func periodFieldVerb(_ box: Box<LocalizedPeriodPicker>, _ fields: [(DateField, ClosedRange<Int>)]) -> Verb {
        Verb(name: "select(_:in:)") { random in
            let (field, values) = fields.randomElement(using: &random)!
            return try? box.picker.select(Int.random(in: values, using: &random), in: field)
        }
    }

    /// A date picker in `calendar` (nil: the locale's, Gregorian in the three locales).
    static func dates(
        _ name: String, mode: SelectionMode, calendar: CalendarKind?, minimum: String?, maximum: String?,
        opening: @escaping @Sendable (inout LocalizedPicker) throws -> [(String, PickerChange)],
        fields: [(DateField, ClosedRange<Int>)], stored: @escaping @Sendable (inout SplitMix64) -> String
    ) -> Family {
        Family(description: name) { locale in
            var configuration = try PickerConfiguration(mode: mode, minimum: minimum, maximum: maximum)
            configuration.calendar = calendar
            if mode.includes(.minute) { configuration.intervals = try PickerIntervals(minuteStep: 15) }
            var picker = try LocalizedPicker(locale: locale, configuration: configuration)
            let opening = try opening(&picker)
            let box = Box(picker)
            return Drive(
                opening: opening,
                verbs: [
                    box.rowVerb, box.selectRowVerb, box.storedVerb(stored), fieldVerb(box, fields),
                    Verb(name: "select(_ selection:)") { random in
                        guard let selection = try? Selection(stored(&random), mode: mode) else { return nil }
                        return try? box.picker.select(selection)
                    },
                ])
        }
    }

    /// The table: one row per family (dates in several modes and calendars).
    static let families: [Family] = [
        dates(
            "dates (Gregorian date, weekends disabled)", mode: .date, calendar: nil, minimum: "2015-03-10",
            maximum: "2024-10-20",
            opening: { picker in
                // 31 August 2019, then September: the day moves to the 30th (month length).
                try picker.select(storedValue: "2019-08-31")
                return [("select(9, in: .month)", try picker.select(9, in: .month))]
            }, fields: [(.year, 2010...2029), (.month, 1...12), (.day, 1...31)], stored: date),
        dates(
            "dates (Chinese year-month)", mode: .yearMonth, calendar: .chinese, minimum: nil, maximum: nil,
            opening: { picker in
                // From the leap sixth month of 1987 to 1988, which has none (leap month).
                try picker.select(storedValue: "1987-M06L[u-ca=chinese]")
                return [("select(1988, in: .year)", try picker.select(1988, in: .year))]
            }, fields: [(.year, 1980...2030), (.month, 1...13)],
            stored: { random in
                let month = Int.random(in: 1...12, using: &random)
                return "\(Int.random(in: 1980...2030, using: &random))-M" + (month < 10 ? "0" : "") + "\(month)"
                    + (Bool.random(using: &random) ? "L" : "") + "[u-ca=chinese]"
            }),
        dates(
            "dates (Hebrew date)", mode: .date, calendar: .hebrew, minimum: "2020-01-01", maximum: "2026-12-31",
            opening: { picker in
                // 30 Shevat 5784, then Tevet (29 days): the day moves to the 29th.
                try picker.select(storedValue: "2024-02-09[u-ca=hebrew]")
                let day = picker.model.values.day
                return day == 30 ? [("select(4, in: .month)", try picker.select(4, in: .month))] : []
            }, fields: [(.year, 5780...5787), (.month, 1...13), (.day, 1...30)],
            stored: { random in date(&random) + "[u-ca=hebrew]" }),
        dates(
            "dates (hour-minute, 15-minute steps)", mode: .hourMinute, calendar: nil, minimum: "08:30",
            maximum: "18:45",
            opening: { picker in [("select(storedValue: 10:07)", try picker.select(storedValue: "10:07"))] },
            fields: [(.hour, 0...23), (.minute, 0...59)],
            stored: { random in
                let hour = Int.random(in: 0...23, using: &random)
                let minute = Int.random(in: 0...59, using: &random)
                return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
            }),
        Family(description: "ranges (dates)") { locale in
            let configuration = try PickerConfiguration(mode: .date, minimum: "2018-11-20", maximum: "2020-03-10")
            var picker = try LocalizedRangePicker(
                locale: locale, configuration: configuration, range: SelectionRange("2019-01-31/2019-03-01"),
                includesPresent: true)
            let opening = [
                ("select(storedValue: 2018-01-01/2019-01-01)", try picker.select(storedValue: "2018-01-01/2019-01-01"))
            ]
            let box = Box(picker)
            return Drive(
                opening: opening,
                verbs: [
                    box.rowVerb, box.selectRowVerb,
                    box.storedVerb { random in
                        date(&random) + "/" + (Int.random(in: 0..<4, using: &random) == 0 ? "present" : date(&random))
                    },
                ])
        },
        Family(description: "one-column list (dates, weekends disabled)") { locale in
            var configuration = try PickerConfiguration(mode: .date, minimum: "2019-01-10", maximum: "2019-03-20")
            configuration.disabled = DisabledValues(weekdays: [.saturday, .sunday])
            var picker = try LocalizedSingleColumnPicker(locale: locale, configuration: configuration)
            // Saturday 2 February 2019 is disabled.
            let opening = [("select(storedValue: 2019-02-02)", try picker.select(storedValue: "2019-02-02"))]
            let box = Box(picker)
            return Drive(
                opening: opening,
                verbs: [
                    box.rowVerb, box.selectRowVerb, box.storedVerb(date),
                    Verb(name: "select(_ selection:)") { random in
                        guard let selection = try? Selection(date(&random), mode: .date) else { return nil }
                        return try box.picker.select(selection)
                    },
                ])
        },
        Family(description: "weeks") { locale in
            var picker = try LocalizedPeriodPicker(
                locale: locale,
                configuration: PeriodConfiguration(
                    mode: .yearWeek, minimum: "2015-W10", maximum: "2021-W20", selection: "2020-W53"),
                includesPresent: true)
            // From 2020-W53 to the year 2019, which has 52 weeks.
            let column = try #require((0..<2).first { picker.storedValue(row: 0, inColumn: $0)?.count == 4 })
            let row = try #require(
                (0..<picker.numberOfRows(inColumn: column)).first {
                    picker.storedValue(row: $0, inColumn: column) == "2019"
                })
            let opening = [("didSelect(\(row), \(column))", picker.didSelect(row: row, inColumn: column))]
            let box = Box(picker)
            return Drive(
                opening: opening,
                verbs: [
                    box.rowVerb, box.selectRowVerb,
                    box.storedVerb { random in
                        "\(Int.random(in: 2010...2026, using: &random))-W\(Int.random(in: 10...53, using: &random))"
                    },
                    periodFieldVerb(box, [(.year, 2010...2026), (.week, 1...53)]),
                    Verb(name: "select(periodContaining:)") { random in
                        let day = CalendarDate(
                            year: Int.random(in: 2012...2024, using: &random),
                            month: Int.random(in: 1...12, using: &random), day: Int.random(in: 1...28, using: &random))
                        return try box.picker.select(periodContaining: day)
                    },
                ])
        },
        Family(description: "quarters") { locale in
            var picker = try LocalizedPeriodPicker(
                locale: locale,
                configuration: PeriodConfiguration(
                    mode: .yearQuarter, minimum: "2015-Q2", maximum: "2021-Q3", selection: "2020-Q4"),
                includesPresent: true)
            let opening = [("select(storedValue: 2010-Q1)", try picker.select(storedValue: "2010-Q1"))]
            let box = Box(picker)
            return Drive(
                opening: opening,
                verbs: [
                    box.rowVerb, box.selectRowVerb,
                    box.storedVerb { random in
                        "\(Int.random(in: 2010...2026, using: &random))-Q\(Int.random(in: 1...4, using: &random))"
                    },
                    periodFieldVerb(box, [(.year, 2010...2026), (.quarter, 1...4)]),
                ])
        },
        Family(description: "durations") { locale in
            var configuration = try DurationConfiguration(maximum: "PT3H20M30S")
            configuration.minuteStep = 10
            configuration.secondStep = 15
            var picker = try LocalizedDurationPicker(locale: locale, configuration: configuration)
            // 50 minutes, then the maximum's hour: the minutes move down to 20.
            picker.didSelect(row: 5, inColumn: 1)
            let opening = [("didSelect(3, 0)", picker.didSelect(row: 3, inColumn: 0))]
            let box = Box(picker)
            return Drive(
                opening: opening,
                verbs: [
                    box.rowVerb, box.selectRowVerb,
                    Verb(name: "select(_:in:)") { random in
                        let (unit, values) = [(DateField.hour, 0...4), (.minute, 0...59), (.second, 0...59)]
                            .randomElement(using: &random)!
                        return try? box.picker.select(Int.random(in: values, using: &random), in: unit)
                    },
                    box.storedVerb { random in
                        // On the steps and mostly under the maximum: most are taken.
                        "PT\(Int.random(in: 1...3, using: &random))H\(10 * Int.random(in: 1...5, using: &random))M"
                    },
                ])
        },
        Family(description: "cascade (China, three levels)") { locale in
            var picker = try LocalizedCascadePicker(locale: locale, picker: CascadePicker(tree: china, depth: 3))
            // 广东省 alone: its city and county are filled in; then 北京市: both are clamped;
            // then 深圳市 by its code: its county is clamped.
            let opening = [
                ("select(storedValue: 440000)", try picker.select(storedValue: "440000")),
                ("didSelect(0, 0)", picker.didSelect(row: 0, inColumn: 0)),
                ("select(440000, atLevel: 0)", try picker.select("440000", atLevel: 0)),
                ("select(440300, atLevel: 1)", try picker.select("440300", atLevel: 1)),
            ]
            let box = Box(picker)
            /// A code of the level's column or of a sibling's children: often not a child.
            func code(atLevel level: Int, _ random: inout SplitMix64) -> String {
                let column = box.picker.picker.column(at: level)
                let row = Int.random(in: 0..<column.rowCount, using: &random)
                return column.row(at: row)!.code
            }
            return Drive(
                opening: opening,
                verbs: [
                    box.rowVerb, box.selectRowVerb,
                    box.storedVerb { random in
                        let province = box.picker.picker.column(at: 0).row(
                            at: Int.random(in: 0..<34, using: &random))!
                        return province.code
                    },
                    Verb(name: "select(_:atLevel:)") { random in
                        let level = Int.random(in: 0..<box.picker.numberOfColumns, using: &random)
                        return try box.picker.select(code(atLevel: level, &random), atLevel: level)
                    },
                    Verb(name: "select(names:)") { random in
                        let province = box.picker.picker.column(at: 0).row(
                            at: Int.random(in: 0..<34, using: &random))!
                        return try box.picker.select(names: province.name)
                    },
                    Verb(name: "limit(toDepth:)") { random in
                        try box.picker.limit(toDepth: Int.random(in: 1...3, using: &random))
                    },
                ])
        },
    ]

    static let locales = ["de_DE", "zh_CN", "ar_EG"]

    /// Words of the English sentences that German ones never have (`changed`, `earliest`,
    /// `selected`…): a German sentence holding one is English text.
    static let englishOnlyWords: Set<String> = try! templateWords("en_US").subtracting(templateWords("de_DE"))

    /// The words of the locale's adjustment templates, placeholders left out, lower-cased.
    static func templateWords(_ localeID: String) throws -> Set<String> {
        let strings = try PickerStrings(locale: ResolvedLocale(localeID))
        var words: Set<String> = []
        for sentence in AdjustmentSentence.allCases {
            var template = try #require(strings.table[sentence.rawValue], "\(localeID): \(sentence.rawValue)")
            while let open = template.firstIndex(of: "{"), let close = template[open...].firstIndex(of: "}") {
                template.removeSubrange(open...close)
            }
            words.formUnion(template.split { !$0.isLetter }.map { $0.lowercased() })
        }
        return words
    }

    /// What is wrong with the sentences of `change` in `localeID`, or `nil`.
    static func problem(with change: PickerChange, in localeID: String) -> String? {
        guard change.sentences.count == change.adjustments.count else {
            return "\(change.adjustments.count) adjustments but \(change.sentences.count) sentences \(change.sentences)"
        }
        let debugging = Set(change.adjustments.map(\.description))
        for sentence in change.sentences {
            if sentence.allSatisfy(\.isWhitespace) { return "an empty sentence" }
            if debugging.contains(sentence) || sentence.contains("->") {
                return "\"\(sentence)\" is an adjustment's debugging text"
            }
            let scalars = sentence.unicodeScalars
            switch localeID.prefix(2) {
            case "zh" where !scalars.contains { (0x4E00...0x9FFF).contains($0.value) }:
                return "\"\(sentence)\" has no Han character"
            case "ar" where !scalars.contains { (0x0620...0x064A).contains($0.value) }:
                return "\"\(sentence)\" has no Arabic letter"
            case "de":
                let english = sentence.split { !$0.isLetter }.map { $0.lowercased() }.filter(englishOnlyWords.contains)
                if !english.isEmpty { return "\"\(sentence)\" has English words \(english)" }
            default: break
            }
        }
        return nil
    }

    /// How many random verbs each family gets per locale.
    static let draws = 60

    @Test(
        "each change with adjustments has as many sentences, each in the locale's language",
        arguments: families, locales)
    func sentences(family: Family, localeID: String) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let drive = try family.drive(ResolvedLocale(localeID))
        var spoken = 0
        var used: Set<String> = []
        for (name, change) in drive.opening {
            #expect(!change.adjustments.isEmpty, "\(family) \(localeID): \(name) adjusted nothing (seed \(seed))")
            if let problem = Self.problem(with: change, in: localeID) {
                Issue.record("seed \(seed): \(family) \(localeID) \(name): \(problem)")
            }
            spoken += change.sentences.count
        }
        for draw in 0..<Self.draws {
            let verb = drive.verbs[
                draw < drive.verbs.count ? draw : Int.random(in: 0..<drive.verbs.count, using: &random)]
            guard let change = try verb.run(&random) else { continue }
            used.insert(verb.name)
            if let problem = Self.problem(with: change, in: localeID) {
                Issue.record("seed \(seed): \(family) \(localeID) draw \(draw) \(verb.name): \(problem)")
            }
            spoken += change.sentences.count
        }
        #expect(spoken > 0, "seed \(seed): \(family) \(localeID) said nothing")
        #expect(used.count == drive.verbs.count, "seed \(seed): \(family) \(localeID) ran only \(used.sorted())")
    }
}
