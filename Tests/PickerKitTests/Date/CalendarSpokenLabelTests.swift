import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("spoken words for calendar pickers")
struct CalendarSpokenLabelTests {
    static func picker(_ localeID: String, _ mode: SelectionMode, isoDate: CalendarDate) throws -> LocalizedPicker {
        let locale = try ResolvedLocale(localeID)
        let fields = try locale.calendarKind.fields(of: isoDate)
        var configuration = PickerConfiguration(mode: mode)
        configuration.calendar = locale.calendarKind
        configuration.selection =
            PickerValues(
                mode: mode, calendar: locale.calendarKind, year: fields.year, month: fields.month, day: fields.day
            ).validSelection
        return try LocalizedPicker(locale: locale, configuration: configuration)
    }

    /// ICU's own text for the ISO day at noon, from a formatter opened here: the locale's
    /// pattern for the spoken skeleton in the calendar, on a copy of the long-style formatter
    /// (which carries the locale's numbering: Hebrew numerals, 初一).
    static func icuText(_ localeID: String, skeleton: String, isoDate: CalendarDate) throws -> String {
        let id = try ResolvedLocale(localeID).icuIdentifier
        // The calendar labelers' generator: CLDR's availableFormats without the standard
        // styles (fa persian: `EEEE d MMMM y`, where udatpg_open follows the full style's
        // `y MMMM d, EEEE`).
        let pattern = try LocalePatternGenerator(localeID: id, standardStyles: false).bestPattern(skeleton)
        let formatter = try LocaleDateFormat(longStyleOf: id, proleptic: false).copy(pattern: pattern)
        let day = GregorianRules.dayNumber(of: isoDate)
        return try formatter.format(millis: Double(day - PickerValues.unixEpochDay) * 86_400_000 + 43_200_000)
    }

    @Test(
        "the selection and every day row read ICU's full date in the calendar",
        arguments: [
            "he_IL@calendar=hebrew", "zh_CN@calendar=chinese", "fa_IR@calendar=persian", "ja_JP@calendar=japanese",
            "ar_SA@calendar=islamic-umalqura", "th_TH@calendar=buddhist", "am_ET@calendar=ethiopic",
            "ko_KR@calendar=dangi",
        ])
    func matchesICU(localeID: String) throws {
        let iso = CalendarDate(year: 2019, month: 8, day: 20)
        let picker = try Self.picker(localeID, .date, isoDate: iso)
        let spoken = try picker.spokenSelection
        #expect(spoken == (try Self.icuText(localeID, skeleton: "EEEEyMMMMd", isoDate: iso)))
        // Every day row: the day of the selected month, as ICU writes that ISO day.
        let dayColumn = try #require(picker.model.order.firstIndex(of: .day))
        let phrases = try picker.spokenLabels(inColumn: dayColumn)
        let column = picker.model.column(for: .day)
        let selectedDay = picker.model.values.day
        for (row, phrase) in phrases.enumerated() {
            guard case .value(let day) = column.row(at: row) else { continue }
            let other = GregorianRules.date(fromDayNumber: GregorianRules.dayNumber(of: iso) + day - selectedDay)
            #expect(phrase == (try Self.icuText(localeID, skeleton: "EEEEyMMMMd", isoDate: other)), "row \(row)")
        }
        #expect(Set(phrases).count == phrases.count)
    }

    @Test(
        "year-month and month rows say the month in its year",
        arguments: ["he_IL@calendar=hebrew", "fa_IR@calendar=persian", "zh_TW@calendar=chinese"])
    func yearMonth(localeID: String) throws {
        let iso = CalendarDate(year: 2019, month: 8, day: 1)
        let picker = try Self.picker(localeID, .yearMonth, isoDate: iso)
        let first = try picker.model.values.calendar.fields(of: iso)
        // The selection is the month's first day's year and month in the yMMMM pattern.
        let start = CalendarDate(year: 2019, month: 8, day: 1 - (first.day - 1))
        let normalized = GregorianRules.date(fromDayNumber: GregorianRules.dayNumber(of: start))
        #expect(try picker.spokenSelection == (try Self.icuText(localeID, skeleton: "yMMMM", isoDate: normalized)))
        let months = try picker.spokenLabels(inColumn: try #require(picker.model.order.firstIndex(of: .month)))
        #expect(months.count == picker.model.column(for: .month).rowCount)
        #expect(Set(months).count == months.count)
    }

    @Test("a leap month row says it is the leap month, as ICU writes it")
    func leapMonths() throws {
        // 1987-07-26 is the first day of the Chinese leap sixth month (闰六月).
        let chinese = try Self.picker(
            "zh_CN@calendar=chinese", .date, isoDate: CalendarDate(year: 1987, month: 7, day: 26))
        let monthColumn = try #require(chinese.model.order.firstIndex(of: .month))
        let months = try chinese.spokenLabels(inColumn: monthColumn)
        let selected = try #require(chinese.model.column(for: .month).selectedRow)
        #expect(months[selected] == "1987丁卯年闰六月初一星期日")
        #expect(months[selected - 1] == "1987丁卯年六月初一星期五")
        // Hebrew 5779 has 13 months: Adar I (row 6) and Adar II (row 7) are named apart.
        let hebrew = try Self.picker(
            "he_IL@calendar=hebrew", .date, isoDate: CalendarDate(year: 2019, month: 2, day: 10))
        let hebrewMonths = try hebrew.spokenLabels(inColumn: try #require(hebrew.model.order.firstIndex(of: .month)))
        #expect(hebrewMonths.count == 13)
        #expect(hebrewMonths[5].contains("אדר א׳"))
        #expect(hebrewMonths[6].contains("אדר ב׳"))
        #expect(
            hebrewMonths[5]
                == (try Self.icuText(
                    "he_IL@calendar=hebrew", skeleton: "EEEEyMMMMd",
                    isoDate: CalendarDate(year: 2019, month: 2, day: 10))))
    }

    @Test(
        "a Japanese year row speaks the era of the day it gives; time rows speak the whole date and time", .pinsCLDR42)
    func japaneseAndTime() throws {
        let locale = try ResolvedLocale("ja_JP@calendar=japanese")
        var configuration = PickerConfiguration(mode: .dateHourMinute)
        configuration.calendar = .japanese
        configuration.selection =
            PickerValues(
                mode: .dateHourMinute, calendar: .japanese, year: 2019, month: 5, day: 1, hour: 9, minute: 30
            ).validSelection
        let picker = try LocalizedPicker(locale: locale, configuration: configuration)
        #expect(try picker.spokenSelection == "令和元年5月1日水曜日 9:30")
        let years = try picker.spokenLabels(inColumn: try #require(picker.model.order.firstIndex(of: .year)))
        let yearRow = try #require(picker.model.column(for: .year).rowIndex(of: 2018))
        #expect(years[yearRow] == "平成30年5月1日火曜日 9:30")
        let hours = try picker.spokenLabels(inColumn: try #require(picker.model.order.firstIndex(of: .hour)))
        let hourRow = try #require(picker.model.column(for: .hour).rowIndex(of: 14))
        #expect(hours[hourRow] == "令和元年5月1日水曜日 14:30")
    }

    /// A zh_CN Chinese-calendar month-day configuration, and the month row of `code` in it.
    static func chineseMonthDay(_ code: MonthCode) throws -> (PickerConfiguration, month: Int) {
        var configuration = PickerConfiguration(mode: .monthDay)
        configuration.calendar = .chinese
        let list = CalendarMonthList.of(.chinese)
        return (configuration, try #require((1...list.codes.count).first { list.code(at: $0) == code }))
    }

    @Test("a month-day picker speaks the month and day without a year")
    func monthDay() throws {
        var (configuration, leapSixth) = try Self.chineseMonthDay(MonthCode(number: 6, isLeap: true))
        configuration.selection =
            PickerValues(mode: .monthDay, calendar: .chinese, month: leapSixth, day: 1).validSelection
        let picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: configuration)
        #expect(try picker.spokenSelection == "闰六月初一")
        let days = try picker.spokenLabels(inColumn: try #require(picker.model.order.firstIndex(of: .day)))
        #expect(days[1] == "闰六月初二")
    }

    @Test("a month-day picker's bound is said in its own calendar, not as Gregorian numbers")
    func monthDayBound() throws {
        var (configuration, eighth) = try Self.chineseMonthDay(MonthCode(number: 8))
        configuration.maximum = PickerValues(mode: .monthDay, calendar: .chinese, month: eighth, day: 15).validSelection
        var picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN@calendar=chinese"), configuration: configuration)
        let change = try picker.select(storedValue: "M09-01[u-ca=chinese]")
        let moved = try #require(change.adjustments.first { $0.reason == .maximum })
        let said = try picker.spokenAdjustment(moved)
        #expect(said.contains("八月十五"), "\(said)")
    }

    @Test("after warm-up a phrase reuses the shared spoken labeler (no new ICU open)")
    func cached() throws {
        let locale = try ResolvedLocale("he_IL@calendar=hebrew")
        let labeler = try CalendarLabeler.shared(locale: locale, mode: .date)
        let first = try SpokenLabeler.shared(for: labeler)
        let again = try SpokenLabeler.shared(for: CalendarLabeler.shared(locale: locale, mode: .date))
        #expect(first === again)
        let fields = try CalendarKind.hebrew.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
        #expect(try first.phrase(for: fields) == "יום שלישי, י״ט באב תשע״ט")
        #expect(first.pattern.contains("EEEE"))
    }

    @Test("a day past the month's end is refused, naming it")
    func badInput() throws {
        let labeler = try SpokenLabeler.shared(
            for: CalendarLabeler.shared(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .date))
        let fields = CalendarFields(kind: .hebrew, year: 5779, month: 1, monthCode: MonthCode(number: 1), day: 31)
        #expect(throws: LocalizationError.self) { try labeler.phrase(for: fields) }
        do {
            _ = try labeler.phrase(for: fields)
        } catch {
            #expect("\(error)".contains("day 31"))
        }
    }
}
