import Testing

@testable import PickerKit

@Suite("Calendar labels")
struct CalendarLabelerTests {
    static func labeler(_ id: String, _ mode: SelectionMode = .date, _ options: LabelOptions = LabelOptions())
        throws -> CalendarLabeler
    {
        try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode, options: options)
    }

    static func fields(_ kind: CalendarKind, _ year: Int, _ month: Int, _ day: Int) throws -> CalendarFields {
        try kind.fields(of: CalendarDate(year: year, month: month, day: day))
    }

    @Test("dump")
    func dump() throws {
        for (id, iso) in [
            ("zh_CN@calendar=chinese", (1987, 7, 26)), ("zh_CN@calendar=chinese", (2019, 8, 20)),
            ("ja_JP@calendar=japanese", (2019, 5, 1)), ("fa_IR@calendar=persian", (2019, 8, 20)),
            ("ar_SA@calendar=islamic-umalqura", (2019, 8, 20)), ("he_IL@calendar=hebrew", (2024, 2, 10)),
            ("am_ET@calendar=ethiopic", (2019, 9, 8)), ("ko_KR@calendar=dangi", (2019, 8, 20)),
            ("en_US@calendar=coptic", (2019, 9, 8)), ("hi_IN@calendar=indian", (2019, 8, 20)),
            ("th_TH@calendar=buddhist", (2019, 8, 20)), ("zh_TW@calendar=roc", (2019, 8, 20)),
            ("en_US@calendar=islamic-civil", (2019, 8, 20)), ("ar@calendar=islamic-tbla", (2019, 8, 20)),
            ("en_US", (2019, 8, 20)),
        ] {
            let labeler = try Self.labeler(id)
            let date = try Self.fields(labeler.calendar, iso.0, iso.1, iso.2)
            let months = (1...labeler.rules.monthsInYear(date.year)).map {
                try! labeler.monthLabel(year: date.year, month: $0)
            }
            print(
                id, labeler.displayPattern, labeler.order, labeler.rowPatterns, try labeler.label(.year, for: date),
                try labeler.label(.month, for: date), try labeler.label(.day, for: date), months, labeler.dayLabels)
        }
    }
}
