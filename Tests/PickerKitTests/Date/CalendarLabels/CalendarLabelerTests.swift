import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

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

    @Test(
        "row labels of the issue's examples", .pinsCLDR42,
        arguments: [
            ("zh_CN@calendar=chinese", 1987, 7, 26, DateField.year, "1987丁卯年"),
            ("zh_CN@calendar=chinese", 1987, 7, 26, .month, "闰六月"),
            ("zh_CN@calendar=chinese", 1987, 7, 26, .day, "初一"),
            ("zh_CN@calendar=chinese", 2019, 8, 20, .month, "七月"),
            ("zh_CN@calendar=chinese", 2019, 8, 20, .day, "二十"),
            ("zh-CN-u-ca-chinese", 2020, 1, 25, .month, "正月"),
            ("zh_CN@calendar=chinese", 2020, 1, 24, .month, "腊月"),
            ("ja_JP@calendar=japanese", 2019, 5, 1, .year, "令和元年"),
            ("ja_JP@calendar=japanese", 2019, 4, 30, .year, "平成31年"),
            ("ja_JP@calendar=japanese", 2019, 5, 1, .month, "5月"),
            ("fa_IR@calendar=persian", 2019, 8, 20, .year, "۱۳۹۸"),
            ("fa_IR@calendar=persian", 2019, 8, 20, .month, "مرداد"),
            ("fa_IR@calendar=persian", 2019, 8, 20, .day, "۲۹"),
            ("ar_SA@calendar=islamic-umalqura", 2019, 8, 20, .year, "١٤٤٠ هـ"),
            ("ar_SA@calendar=islamic-umalqura", 2019, 8, 20, .month, "ذو الحجة"),
            ("ar_SA@calendar=islamic-umalqura", 2019, 8, 20, .day, "١٩"),
            ("he_IL@calendar=hebrew", 2024, 2, 10, .year, "תשפ״ד"),
            ("he_IL@calendar=hebrew", 2024, 2, 10, .month, "אדר א׳"),
            ("he_IL@calendar=hebrew", 2024, 3, 11, .month, "אדר ב׳"),
            ("he_IL@calendar=hebrew", 2023, 3, 1, .month, "אדר"),
            ("he_IL@calendar=hebrew", 2019, 8, 20, .day, "י״ט"),
            ("am_ET@calendar=ethiopic", 2019, 9, 8, .month, "ጳጉሜን"),
            ("am_ET@calendar=ethiopic", 2019, 9, 8, .year, "2011"),
            ("ko_KR@calendar=dangi", 2019, 8, 20, .year, "2019년(기해년)"),
            ("ko_KR@calendar=dangi", 2019, 8, 20, .month, "7월"),
            ("ko_KR@calendar=dangi", 2019, 8, 20, .day, "20일"),
            ("th_TH@calendar=buddhist", 2019, 8, 20, .year, "พ.ศ. 2562"),
            ("zh_TW@calendar=roc", 2019, 8, 20, .year, "民國108年"),
            ("hi_IN@calendar=indian", 2019, 8, 20, .month, "श्रावण"),
            ("en_US@calendar=coptic", 2019, 9, 8, .month, "Nasie"),
            ("en_US@calendar=islamic-civil", 2019, 8, 20, .month, "Dhuʻl-Hijjah"),
            ("en_US", 2019, 8, 20, .month, "August"),
        ])
    func examples(id: String, year: Int, month: Int, day: Int, field: DateField, expected: String) throws {
        let labeler = try Self.labeler(id)
        let date = try Self.fields(labeler.calendar, year, month, day)
        #expect(try labeler.label(field, for: date) == expected)
    }

    @Test("chinese 1987: the month rows in PickerKit's order, with 闰六月 where ICU has a leap seventh month", .pinsCLDR42)
    func chinese1987() throws {
        let labeler = try Self.labeler("zh_CN@calendar=chinese")
        let rows = try (1...13).map { try labeler.monthLabel(year: 1987, month: $0) }
        #expect(rows == ["正月", "二月", "三月", "四月", "五月", "六月", "闰六月", "七月", "八月", "九月", "十月", "十一月", "腊月"])
        // ICU 72 itself reads 1987-07-26 as the first day of the (ordinary) seventh month.
        let day = try Self.fields(.chinese, 1987, 7, 26)
        #expect(day.monthCode == MonthCode("M06L"))
        #expect(
            try labeler.finder.icuFields(GregorianRules.dayNumber(of: CalendarDate(year: 1987, month: 7, day: 26)))
                .monthCode == MonthCode("M07"))
        #expect(try labeler.label(.month, for: day) == "闰六月")
        #expect(try labeler.displayString(for: day) == "1987丁卯年闰六月初一")
    }

    @Test("zh chinese days are 初一…三十; he days are Hebrew numerals")
    func dayTables() throws {
        let chinese = try Self.labeler("zh_CN@calendar=chinese")
        let days = try (1...30).map { try chinese.dayLabel(year: 2019, month: 1, day: min($0, 29)) }
        #expect(days.prefix(3) == ["初一", "初二", "初三"])
        #expect(Array(days[9...10]) == ["初十", "十一"])
        #expect(Array(days[19...21]) == ["二十", "廿一", "廿二"])
        #expect(try chinese.dayLabel(30) == "三十")
        #expect(Set(try (1...30).map { try chinese.dayLabel($0) }).count == 30)
        let hebrew = try Self.labeler("he_IL@calendar=hebrew")
        #expect(try (1...3).map { try hebrew.dayLabel($0) } == ["א׳", "ב׳", "ג׳"])
        #expect(try hebrew.dayLabel(15) == "ט״ו")
        #expect(try hebrew.dayLabel(30) == "ל׳")
    }

    @Test(
        "month rows per calendar and locale", .pinsCLDR42,
        arguments: [
            ("he_IL@calendar=hebrew", 5784, 13, "תשרי", "אלול"),
            ("he_IL@calendar=hebrew", 5783, 12, "תשרי", "אלול"),
            ("am_ET@calendar=ethiopic", 2011, 13, "መስከረም", "ጳጉሜን"),
            ("en_US@calendar=coptic", 1735, 13, "Tout", "Nasie"),
            ("fa_IR@calendar=persian", 1398, 12, "فروردین", "اسفند"),
            ("ar_SA@calendar=islamic-umalqura", 1440, 12, "محرم", "ذو الحجة"),
            ("ko_KR@calendar=dangi", 2019, 12, "1월", "12월"),
            ("zh_CN@calendar=chinese", 2023, 13, "正月", "腊月"),
        ])
    func monthRows(id: String, year: Int, count: Int, first: String, last: String) throws {
        let labeler = try Self.labeler(id)
        #expect(labeler.rules.monthsInYear(year) == count)
        let rows = try (1...count).map { try labeler.monthLabel(year: year, month: $0) }
        #expect(rows.first == first)
        #expect(rows.last == last)
        #expect(Set(rows).count == count)
    }

    @Test("Hebrew: Adar I and Adar II in 13-month years, Adar in 12-month years")
    func hebrewAdar() throws {
        let labeler = try Self.labeler("he_IL@calendar=hebrew")
        #expect(try labeler.monthLabel(year: 5784, month: 6) == "אדר א׳")
        #expect(try labeler.monthLabel(year: 5784, month: 7) == "אדר ב׳")
        #expect(try labeler.monthLabel(year: 5783, month: 6) == "אדר")
        let english = try Self.labeler("en_US@calendar=hebrew")
        #expect(try english.monthLabel(year: 5784, month: 6) == "Adar I")
        #expect(try english.monthLabel(year: 5784, month: 7) == "Adar II")
        #expect(try english.monthLabel(year: 5783, month: 6) == "Adar")
    }

    @Test("bad rows are errors naming the calendar")
    func badRows() throws {
        let labeler = try Self.labeler("zh_CN@calendar=chinese")
        #expect(throws: LocalizationError.self) { try labeler.monthLabel(year: 1988, month: 13) }
        #expect(throws: LocalizationError.self) { try labeler.yearLabel(1800) }
        #expect(throws: LocalizationError.self) { try labeler.dayLabel(year: 2019, month: 1, day: 31) }
        let persian = try Self.labeler("fa_IR@calendar=persian")
        #expect(throws: LocalizationError.self) { try persian.monthLabel(year: 1398, month: 13) }
    }

    @Test("a calendar with its own months refuses Gregorian values; locale ids take every engine calendar")
    func locales() throws {
        for kind in CalendarKind.allCases {
            let locale = try ResolvedLocale("en-US-u-ca-\(kind.rawValue)")
            #expect(locale.calendarKind == kind)
        }
        #expect(try ResolvedLocale("fa_IR@calendar=persian").description == "fa_IR@calendar=persian")
        let persian = try CalendarLabeler(locale: ResolvedLocale("fa_IR@calendar=persian"), mode: .date)
        #expect(throws: LocalizationError.calendarHasOwnRows(calendar: .persian)) {
            try persian.label(.day, for: PickerValues(year: 2019, month: 8, day: 20))
        }
        do {
            _ = try ResolvedLocale("en@calendar=mayan")
            Issue.record("mayan accepted")
        } catch {
            #expect(error.description.contains("islamic-umalqura"))
        }
    }

    @Test("weekday option: day rows show the weekday of PickerKit's day")
    func weekdays() throws {
        let labeler = try Self.labeler("zh_CN@calendar=chinese", .date, LabelOptions(showsWeekday: true))
        let day = try Self.fields(.chinese, 1987, 7, 26)  // a Sunday, 闰六月初一
        #expect(try labeler.label(.day, for: day) == "初一周日")
        #expect(labeler.displayPattern == "rU年MMMMdEEE")
        #expect(try labeler.displayString(for: day) == "1987丁卯年闰六月初一周日")
        #expect(
            try labeler.value(ofDisplayString: "1987丁卯年闰六月初一周日").isoDate == CalendarDate(year: 1987, month: 7, day: 26))
        // The wrong weekday is refused: that day is a Sunday.
        #expect(throws: LocalizationError.self) { try labeler.value(ofDisplayString: "1987丁卯年闰六月初一周一") }
    }

    @Test("time columns are the Gregorian labeler's")
    func timeColumns() throws {
        let labeler = try Self.labeler("zh_CN@calendar=chinese", .dateHourMinute)
        let gregorian = try CalendarLabeler.shared(locale: ResolvedLocale("zh_CN"), mode: .dateHourMinute)
        #expect(labeler.order == gregorian.order)
        let day = try Self.fields(.chinese, 2019, 8, 20)
        #expect(
            try labeler.label(.hour, for: day, hour: 14)
                == gregorian.label(
                    .hour, for: PickerValues(mode: .dateHourMinute, year: 2019, month: 8, day: 20, hour: 14)))
    }
}

@Suite("Calendar labels under threads")
struct CalendarLabelConcurrencyTests {
    @Test("one fresh labeler shared by 8 tasks gives every task the same labels as one thread")
    func sharedLabeler() async throws {
        let labeler = try CalendarLabeler(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .date)
        let days = (0..<120).map { labeler.rules.fields(dayNumber: 700_000 + $0 * 500) }
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try days.flatMap { day in
                        [
                            try labeler.label(.year, for: day), try labeler.label(.month, for: day),
                            try labeler.label(.day, for: day), try labeler.displayString(for: day),
                        ]
                    }
                }
            }
            var all: [[String]] = []
            for try await result in group { all.append(result) }
            return all
        }
        let expected = try CalendarLabeler(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .date)
        let serial = try days.flatMap { day in
            [
                try expected.label(.year, for: day), try expected.label(.month, for: day),
                try expected.label(.day, for: day), try expected.displayString(for: day),
            ]
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == serial })
    }
}
