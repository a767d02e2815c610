import PickerKitTestSupport
import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore

/// The labelers' `Selection` entry points (the ones the benchmarks and fuzzers call) give the
/// labels of the same fields as picker values, whichever path they take: a selection of the
/// labeler's mode skips the field check (it was checked when the selection was made).
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter SelectionLabel`.
@Suite("labels of selections")
struct SelectionLabelTests {
    static let labelers: [(String, SelectionMode, LabelOptions)] = [
        ("zh_CN", .date, LabelOptions()),
        ("en_US", .dateTime, LabelOptions(showsWeekday: true)),
        ("ar_EG", .dateHourMinute, LabelOptions()),
        ("de_DE", .monthDay, LabelOptions()),
        ("ja_JP@calendar=japanese", .date, LabelOptions()),
        ("zh_CN@calendar=chinese", .date, LabelOptions()),
        ("he_IL@calendar=hebrew", .yearMonth, LabelOptions()),
    ]

    /// A random valid selection of `mode`, Gregorian or (for a calendar's labeler) in `calendar`.
    static func randomSelection(
        _ mode: SelectionMode, calendar: CalendarKind, using random: inout SplitMix64
    ) throws -> Selection {
        let year = Int.random(in: 1902...2098, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...GregorianRules.daysInMonth(year: year, month: month), using: &random)
        let values = PickerValues(
            year: year, month: month, day: day, hour: Int.random(in: 0...23, using: &random),
            minute: Int.random(in: 0...59, using: &random), second: Int.random(in: 0...59, using: &random)
        ).converted(to: mode)
        guard !calendar.isISO, mode.includes(.year), let converted = values.inCalendar(calendar) else {
            return try values.selection
        }
        return try converted.selection
    }

    @Test("a selection's labels are those of its fields", arguments: 0..<7)
    func sameLabels(labelerIndex: Int) throws {
        let (id, mode, options) = Self.labelers[labelerIndex]
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode, options: options)
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            // The labeler's own mode (the unchecked path) and a larger one (the checked path).
            for selectionMode in [mode, .dateTime] where mode.includes(.year) || selectionMode == mode {
                let selection = try Self.randomSelection(selectionMode, calendar: labeler.calendar, using: &random)
                let values = try #require(PickerValues(selection))
                for field in labeler.order {
                    let label = try labeler.label(field, for: selection)
                    #expect(label == (try labeler.label(field, for: values)), "seed \(seed): \(id) \(selection)")
                    if labeler.calendar.isISO {
                        #expect(
                            label == (try labeler.icuLabel(field, for: selection)), "seed \(seed): \(id) \(selection)")
                    }
                }
                #expect(
                    try labeler.displayString(for: selection) == labeler.displayString(for: values),
                    "seed \(seed): \(id) \(selection)")
            }
        }
    }

    @Test(
        "a one-column row of a selection is the row of its fields",
        arguments: [("zh_CN", SelectionMode.date), ("en_US", .dateHourMinute), ("ru_RU", .yearMonth), ("ar_EG", .time)])
    func sameRows(id: String, mode: SelectionMode) throws {
        let single = try SingleColumnLabeler.shared(locale: ResolvedLocale(id), mode: mode)
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let selection = try Self.randomSelection(mode, calendar: .gregorian, using: &random)
            let label = try single.label(for: selection)
            #expect(label == (try single.label(for: #require(PickerValues(selection)))), "seed \(seed): \(selection)")
            #expect(label == (try single.icuLabel(for: selection)), "seed \(seed): \(id) \(selection)")
        }
    }

    @Test("Present has no fields to label")
    func presentRefused() throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("zh_CN"), mode: .yearMonth)
        #expect(throws: LocalizationError.invalidValues("present")) { try labeler.label(.year, for: .present) }
        #expect(throws: LocalizationError.invalidValues("present")) { try labeler.displayString(for: .present) }
        let single = try SingleColumnLabeler.shared(locale: ResolvedLocale("zh_CN"), mode: .yearMonth)
        #expect(throws: LocalizationError.invalidValues("present")) { try single.label(for: .present) }
    }

    @Test("a display string reads back to the selection it was written from")
    func displayRoundTrip() throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("en_US"), mode: .dateHourMinute)
        let selection = try Selection("2019-08-20 14:30")
        let text = try labeler.displayString(for: selection)
        #expect(try labeler.gregorianValue(ofDisplayString: text) == selection)
        let single = try SingleColumnLabeler.shared(locale: ResolvedLocale("en_US"), mode: .dateHourMinute)
        #expect(try single.label(for: selection) == single.icuLabel(for: selection))
    }
}
