import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit

/// A calendar display string assembled from the texts its groups had before (a year and era, a
/// month, a day, a weekday, a time) equals the string ICU writes group by group for the same
/// value, however many other values came before it.
@Suite("calendar display strings from kept group texts")
struct DisplayGroupTextTests {
    static let cases: [(id: String, mode: SelectionMode)] = [
        ("zh_CN@calendar=chinese", .date), ("ko_KR@calendar=dangi", .yearMonth), ("he_IL@calendar=hebrew", .date),
        ("he_IL@calendar=hebrew", .yearMonth), ("fa_IR", .date), ("fa_IR", .dateHourMinute),
        ("ar_SA", .date), ("ja_JP@calendar=japanese", .date), ("ja_JP@calendar=japanese", .year),
        ("zh_TW@calendar=roc", .yearMonth), ("th_TH", .dateTime), ("am_ET@calendar=ethiopic", .date),
        ("ar_EG@calendar=coptic", .date), ("hi_IN@calendar=indian", .date), ("en_US@calendar=islamic-civil", .date),
        ("en_US@calendar=islamic-tbla", .monthDay), ("zh_CN@calendar=chinese", .monthDay),
        ("en_US@calendar=hebrew", .dateHourMinute),
    ]

    @Test("a warm display string equals ICU's group-by-group composition", arguments: cases)
    func warmEqualsComposed(id: String, mode: SelectionMode) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let labeler = try CalendarLabeler(
            locale: ResolvedLocale(id), calendar: nil, mode: mode, options: LabelOptions())
        let rules = labeler.rules
        // Days clustered in a few years, so that texts are reused, and spread over the range.
        let years = (0..<4).map { _ in Int.random(in: rules.dayNumbers, using: &random) }
        for round in 0..<600 {
            let anchor = round % 2 == 0 ? years[round % years.count] : Int.random(in: rules.dayNumbers, using: &random)
            let dayNumber = min(
                max(anchor + Int.random(in: -400...400, using: &random), rules.dayNumbers.lowerBound),
                rules.dayNumbers.upperBound)
            let fields = rules.fields(dayNumber: dayNumber)
            let (hour, minute, second) = (
                Int.random(in: 0...23, using: &random), Int.random(in: 0...59, using: &random),
                Int.random(in: 0...59, using: &random)
            )
            let written = try labeler.displayString(for: fields, hour: hour, minute: minute, second: second)
            let context = try labeler.displayContext(
                year: fields.year, month: fields.month, code: fields.monthCode, day: fields.day,
                seconds: hour * 3_600 + minute * 60 + second)
            let composed = try CalendarLabeler.compose(labeler.displayGroups, context, finder: labeler.finder)
            #expect(written == composed, "seed \(seed): \(id) \(mode) \(fields) \(hour):\(minute):\(second)")
        }
    }
}
