import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("the eras of a calendar picker's year row")
struct CalendarYearErasTests {
    static func labeler(_ id: String, _ mode: SelectionMode) throws -> CalendarLabeler {
        try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode)
    }

    @Test(
        "japanese years in which an era begins list both eras with their first days",
        arguments: [
            (1912, ["meiji 45 1912-01-01", "taisho 1 1912-07-30"]),
            (1926, ["taisho 15 1926-01-01", "showa 1 1926-12-25"]),
            (1989, ["showa 64 1989-01-01", "heisei 1 1989-01-08"]),
            (2019, ["heisei 31 2019-01-01", "reiwa 1 2019-05-01"]),
            (2020, ["reiwa 2 2020-01-01"]),
        ])
    func japaneseEraParts(year: Int, parts: [String]) throws {
        let eras = try Self.labeler("ja_JP@calendar=japanese", .year).yearEras(year)
        #expect(eras.eras.map { "\($0.era) \($0.eraYear) \($0.start)" } == parts)
        #expect(eras.year == year)
    }

    @Test("the row's era is the one its label names: the last day alone, else the selected day")
    func labeledEra() throws {
        let yearOnly = try Self.labeler("ja_JP@calendar=japanese", .year)
        #expect(try yearOnly.yearLabel(2019, month: .max, day: .max) == "令和元年")
        let row = try yearOnly.yearEras(2019)
        #expect(row.era == "reiwa" && row.eraYear == 1)
        let dated = try Self.labeler("ja_JP@calendar=japanese", .date)
        #expect(try dated.yearLabel(2019, month: 4, day: 30) == "平成31年")
        let april = try dated.yearEras(2019, month: 4, day: 30)
        #expect(april.era == "heisei" && april.eraYear == 31)
        let may = try dated.yearEras(2019, month: 5, day: 1)
        #expect(may.era == "reiwa" && may.eraYear == 1)
        // Clamped into the year as the label is: February 31 is February 28.
        #expect(try dated.yearEras(1989, month: 1, day: 99).era == "heisei")
        #expect(try dated.yearEras(1989, month: 1, day: 7).era == "showa")
    }

    @Test(
        "roc and ethiopic change era between years; calendars without eras have none",
        arguments: [
            ("zh_TW@calendar=roc", 0, "broc", 1, 1),
            ("zh_TW@calendar=roc", 1, "roc", 1, 1),
            ("am_ET@calendar=ethiopic", 0, "aa", 5500, 1),
            ("am_ET@calendar=ethiopic", 2011, "am", 2011, 1),
            ("fa_IR@calendar=persian", 1398, nil, nil, 0),
            ("he_IL@calendar=hebrew", 5784, nil, nil, 0),
            ("en@calendar=coptic", 1735, nil, nil, 0),
            ("zh_CN@calendar=chinese", 2019, nil, nil, 0),
        ] as [(String, Int, String?, Int?, Int)])
    func otherCalendars(id: String, year: Int, era: String?, eraYear: Int?, parts: Int) throws {
        let eras = try Self.labeler(id, .year).yearEras(year)
        #expect(eras.era == era)
        #expect(eras.eraYear == eraYear)
        #expect(eras.eras.count == parts)
    }

    @Test("a year outside the calendar is refused")
    func outside() throws {
        #expect(throws: LocalizationError.self) { try Self.labeler("zh_TW@calendar=roc", .year).yearEras(9_000) }
    }
}
