import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Warm ranges come from templates of ICU's text; they must be ICU's text, byte for byte.
@Suite("range templates write what ICU writes")
struct RangeTemplateTests {
    /// The ten locales issue 41 measures display strings in.
    static let measuredLocales = [
        "en_US", "de_DE", "zh_CN", "ar_EG", "hi_IN", "ja_JP", "ru_RU", "he_IL", "fa_IR", "ko_KR",
    ]

    /// A random valid range of `mode`: a start, and an end that differs from it in a random
    /// field (or not at all), in 1...9999.
    static func randomRange(_ mode: SelectionMode, _ random: inout SplitMix64) -> (SelectionFields, SelectionFields) {
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let has = { (field: DateField) in mode.fields.contains(field) }
        var start = SelectionFields()
        if has(.year) { start.year = 1 + next(9999) }
        if has(.month) { start.month = 1 + next(12) }
        if has(.day) {
            let year = start.year == 0 ? 2000 : start.year
            start.day = 1 + next(GregorianRules.daysInMonth(year: year, month: max(start.month, 1)))
        }
        if has(.hour) { start.hour = next(24) }
        if has(.minute) { start.minute = next(60) }
        if has(.second) { start.second = next(60) }
        var end = start
        switch next(4) {
        case 0: break  // the same value
        case 1:  // a small step in the last field
            if has(.second) {
                end.second = min(59, start.second + 1 + next(5))
            } else if has(.minute) {
                end.minute = min(59, start.minute + 1 + next(5))
            } else if has(.hour) {
                end.hour = min(23, start.hour + 1 + next(13))
            } else if has(.day) {
                end.day = min(28, start.day + next(5))
            } else if has(.month) {
                end.month = min(12, start.month + next(3))
            }
        default:  // anything later
            var later = start
            if has(.year) { later.year = min(9999, start.year + next(3)) }
            if has(.month) { later.month = 1 + next(12) }
            if has(.day) { later.day = 1 + next(28) }
            if has(.hour) { later.hour = next(24) }
            if has(.minute) { later.minute = next(60) }
            if has(.second) { later.second = next(60) }
            end = later
        }
        let order = { (fields: SelectionFields) in
            [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second]
        }
        if order(end).lexicographicallyPrecedes(order(start)) { swap(&start, &end) }
        return (start, end)
    }

    @Test(
        "closed and open ranges, every mode, locales with other digits, scripts and orders, month styles and hour cycles",
        .needsICUFieldPositions,
        arguments: [
            "en_US", "zh_CN", "ja_JP", "ko_KR", "de_DE", "fr_FR", "ru_RU", "ar_EG", "fa_IR@calendar=gregorian",
            "hi_IN", "he_IL", "th_TH@calendar=gregorian", "vi_VN", "fi_FI", "pl_PL", "bn_BD", "my_MM", "am_ET",
            "es_419", "pt_BR", "tr_TR", "uk_UA", "el_GR", "zh_Hant_TW",
        ])
    func agreesWithICU(localeID: String) throws {
        var random = SplitMix64(seed: 0x52A1_6E00 &+ UInt64(localeID.utf8.count))
        let locale = try ResolvedLocale(localeID)
        let variants: [LabelOptions] = [
            LabelOptions(), LabelOptions(monthStyle: .abbreviated), LabelOptions(monthStyle: .numeric),
            LabelOptions(hourCycle: .h12), LabelOptions(hourCycle: .h23), LabelOptions(showsWeekday: true),
        ]
        var fromTemplates = 0
        for mode in SelectionMode.allCases {
            for options in variants {
                guard let formatter = try? RangeFormatter(locale: locale, mode: mode, options: options) else {
                    continue
                }
                for _ in 0..<30 {
                    let (start, end) = Self.randomRange(mode, &random)
                    for open in [false, true] {
                        let probe = open ? RangeFormatter.probe(after: start, mode: mode) : end
                        let icu = try formatter.icuString(start: start, end: probe, open: open)
                        guard let fast = formatter.templateString(start: start, end: probe, open: open) else {
                            continue
                        }
                        fromTemplates += 1
                        #expect(
                            fast == icu,
                            "\(localeID) \(mode) \(options) \(start) \(probe) open \(open): \(fast) vs ICU \(icu)")
                    }
                }
            }
        }
        // Most ranges come from templates (eras and flexible day periods go to ICU).
        #expect(fromTemplates > 500, "\(localeID): \(fromTemplates)")
    }

    @Test(
        "open ranges of every start come from templates: PM starts, December, the 31st", .needsICUFieldPositions,
        arguments: measuredLocales)
    func openStarts(localeID: String) throws {
        let locale = try ResolvedLocale(localeID)
        for mode in [SelectionMode.monthDay, .hourMinute, .time, .date, .yearMonth] {
            let formatter = try RangeFormatter(locale: locale, mode: mode)
            let has = { (field: DateField) in mode.fields.contains(field) }
            for (month, day, hour) in [(12, 31, 14), (6, 30, 23), (1, 15, 12), (3, 1, 0)] {
                let start = SelectionFields(
                    year: has(.year) ? 2015 : 0, month: has(.month) ? month : 0, day: has(.day) ? day : 0,
                    hour: has(.hour) ? hour : 0, minute: has(.minute) ? 59 : 0, second: has(.second) ? 30 : 0)
                let probe = RangeFormatter.probe(after: start, mode: mode)
                let icu = try formatter.icuString(start: start, end: probe, open: true)
                let fast = formatter.templateString(start: start, end: probe, open: true)
                #expect(fast == icu, "\(localeID) \(mode) \(start): \(fast ?? "no template") vs ICU \(icu)")
            }
        }
    }

    @Test(
        "dates, year-months and quarters have a template for every difference in the ten measured locales",
        .needsICUFieldPositions, arguments: measuredLocales)
    func everyDifference(localeID: String) throws {
        let locale = try ResolvedLocale(localeID)
        let formatters: [(String, RangeFormatter, [RangeFormatter.Difference])] = [
            ("date", try RangeFormatter(locale: locale, mode: .date), [.none, .day, .month, .year]),
            (
                "week days (yMMMd)",
                try RangeFormatter(locale: locale, mode: .date, options: LabelOptions(monthStyle: .abbreviated)),
                [.none, .day, .month, .year]
            ),
            ("year-month", try RangeFormatter(locale: locale, mode: .yearMonth), [.none, .month, .year]),
            (
                "quarters (yQQQQ)",
                try RangeFormatter(
                    locale: locale, mode: .yearMonth, calendar: nil, options: LabelOptions(), intervalSkeleton: "yQQQQ"),
                [.none, .month, .year]
            ),
        ]
        for (what, formatter, differences) in formatters {
            for difference in differences {
                // fa's interval span of the end stops after its day: the fields after it are the end's.
                #expect(
                    formatter.template(for: difference) != nil, "\(localeID) \(what): no template for \(difference)")
            }
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Templates are read from ICU's interval field positions, which Foundation's interval
    /// formatter does not report.
    static var needsICUFieldPositions: Self {
        .needsSystemICU("ICU's interval field positions: Foundation's interval formatter reports none")
    }
}
