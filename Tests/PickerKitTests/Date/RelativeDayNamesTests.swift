import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Yesterday, Today, Tomorrow from ICU")
struct RelativeDayNamesTests {
    @Test(
        "the locale's words, capitalized to stand alone",
        arguments: [
            ("en_US", "Yesterday", "Today", "Tomorrow"),
            ("zh_CN", "昨天", "今天", "明天"),
            ("de_DE", "Gestern", "Heute", "Morgen"),
            ("ja_JP", "昨日", "今日", "明日"),
            ("fr_FR", "Hier", "Aujourd’hui", "Demain"),
            ("ru_RU", "Вчера", "Сегодня", "Завтра"),
        ])
    func words(localeID: String, yesterday: String, today: String, tomorrow: String) throws {
        let names = try RelativeDayNames(locale: ResolvedLocale(localeID))
        #expect(names.yesterday == yesterday)
        #expect(names.today == today)
        #expect(names.tomorrow == tomorrow)
    }

    @Test("only the day before, the day and the day after have a word, across months and years")
    func offsets() throws {
        let names = try RelativeDayNames(locale: ResolvedLocale("en_US"))
        let today = CalendarDate(year: 2020, month: 3, day: 1)
        #expect(names.name(for: CalendarDate(year: 2020, month: 2, day: 29), today: today) == "Yesterday")
        #expect(names.name(for: today, today: today) == "Today")
        #expect(names.name(for: CalendarDate(year: 2020, month: 3, day: 2), today: today) == "Tomorrow")
        #expect(names.name(for: CalendarDate(year: 2020, month: 2, day: 28), today: today) == nil)
        let newYear = CalendarDate(year: 2019, month: 12, day: 31)
        #expect(names.name(for: CalendarDate(year: 2020, month: 1, day: 1), today: newYear) == "Tomorrow")
    }
}
