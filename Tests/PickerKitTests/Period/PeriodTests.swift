import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("ISO weeks and quarters: strict strings, arithmetic checked against ICU")
struct PeriodTests {
    @Test(
        "weeks and quarters round-trip",
        arguments: ["2020-W53", "2019-W01", "2019-W52", "0001-W01", "9999-W52", "2015-W53"])
    func weeks(text: String) throws {
        #expect(try Period(text, mode: .yearWeek).description == text)
    }

    @Test("quarters round-trip and know their months")
    func quarters() throws {
        for quarter in 1...4 {
            let value = try Period("2019-Q\(quarter)", mode: .yearQuarter)
            #expect(value.description == "2019-Q\(quarter)")
            #expect(value.firstDay == CalendarDate(year: 2019, month: 3 * quarter - 2, day: 1))
            #expect(try Period(quarterContaining: CalendarDate(year: 2019, month: 3 * quarter, day: 1)) == value)
        }
        #expect(try Period("2019-Q1", mode: .yearQuarter) < Period("2019-Q2", mode: .yearQuarter))
    }

    @Test(
        "bad weeks and quarters are refused with kind and position",
        arguments: [
            ("2019-W53", ParseError.Kind.weekOutOfRange, 6, "week 53 is out of range for 2019 (52 ISO weeks)"),
            ("2020-W54", .weekOutOfRange, 6, "week 54 is out of range for 2020 (53 ISO weeks)"),
            ("2020-W00", .weekOutOfRange, 6, "week 00 is out of range for 2020 (53 ISO weeks)"),
            ("2020-W5", .tooShort, 7, "the value ends too early; a value looks like 2020-W53"),
            ("2020W53", .unexpectedCharacter, 4, #"expected "-", found "W"; a value looks like 2020-W53"#),
            ("2020-w53", .unexpectedCharacter, 5, #"expected "W", found "w"; a value looks like 2020-W53"#),
            ("2020-W53-1", .tooLong, 8, #"unexpected "-" after the value"#),
            ("0000-W01", .yearOutOfRange, 0, "year 0000 is out of range (0001...9999)"),
            ("", .empty, 0, "empty input; expected a value such as 2020-W53"),
        ])
    func weekErrors(text: String, kind: ParseError.Kind, offset: Int, message: String) {
        let error = Self.error { () throws(ParseError) in _ = try Period(text, mode: .yearWeek) }
        #expect(error?.kind == kind, "\(text)")
        #expect(error?.offset == offset, "\(text)")
        #expect(error?.message == message, "\(text)")
    }

    @Test(
        "bad quarters",
        arguments: [
            ("2019-Q5", ParseError.Kind.quarterOutOfRange, 6),
            ("2019-Q0", .quarterOutOfRange, 6),
            ("2019-Q", .tooShort, 6),
            ("2019-Q10", .tooLong, 7),
            ("2019-3", .unexpectedCharacter, 5),
            ("2019-QX", .notADigit, 6),
        ])
    func quarterErrors(text: String, kind: ParseError.Kind, offset: Int) {
        let error = Self.error { () throws(ParseError) in _ = try Period(text, mode: .yearQuarter) }
        #expect(error?.kind == kind, "\(text)")
        #expect(error?.offset == offset, "\(text)")
    }

    static func error(_ body: () throws(ParseError) -> Void) -> ParseError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("ISO week edges: weeks cross the calendar year")
    func edges() throws {
        #expect(Period(weekContaining: CalendarDate(year: 2019, month: 12, day: 30)).description == "2020-W01")
        #expect(Period(weekContaining: CalendarDate(year: 2021, month: 1, day: 3)).description == "2020-W53")
        #expect(Period(weekContaining: CalendarDate(year: 1, month: 1, day: 1)).description == "0001-W01")
        #expect(try Period("2020-W53", mode: .yearWeek).firstDay == CalendarDate(year: 2020, month: 12, day: 28))
        #expect(try Period("2020-W01", mode: .yearWeek).firstDay == CalendarDate(year: 2019, month: 12, day: 30))
    }

    @Test("the ISO formula and the general rules agree on every year 1...9999")
    func formulaAgrees() {
        for year in 1...9998 {
            #expect(ISOWeekRules.weeksInYear(year) == WeekRules.iso.weeksInYear(year), "\(year)")
            #expect(ISOWeekRules.firstMonday(of: year) == WeekRules.iso.firstWeekStart(of: year), "\(year)")
        }
        // 400 years repeat: 71 of them have 53 weeks.
        #expect((2000..<2400).filter { ISOWeekRules.weeksInYear($0) == 53 }.count == 71)
    }

    @Test("week numbers agree with ICU's WEEK_OF_YEAR and YEAR_WOY (ISO and locale rules)")
    func agreesWithICU() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let calendar = try LocaleCalendar(localeID: "en_US@calendar=gregorian")
        try calendar.makeProleptic()
        var rulesToCheck: [WeekRules] = [.iso]
        for localeID in ["en_US", "de_DE", "ar_EG", "zh_CN", "pt_BR", "fr_FR"] {
            rulesToCheck.append(try WeekRules(locale: ResolvedLocale(localeID)))
        }
        #expect(try WeekRules(locale: ResolvedLocale("de_DE")) == .iso)
        #expect(try WeekRules(locale: ResolvedLocale("en_US")).description == "Sunday, 1 days")
        #expect(try WeekRules(locale: ResolvedLocale("ar_EG")).firstWeekday == .saturday)
        for rules in rulesToCheck {
            calendar.setWeekRules(firstWeekday: rules.firstWeekday.rawValue, minimalDays: rules.minimalDaysInFirstWeek)
            for _ in 0..<3_000 {
                // Years 2...9998 so every week-year around the date is in range for ICU too.
                let year = Int.random(in: 2...9998, using: &random)
                let month =
                    Bool.random(using: &random)
                    ? [1, 12].randomElement(using: &random)! : Int.random(in: 1...12, using: &random)
                let day =
                    month == 1
                    ? Int.random(in: 1...7, using: &random)
                    : month == 12 ? Int.random(in: 25...31, using: &random) : Int.random(in: 1...28, using: &random)
                let date = CalendarDate(year: year, month: month, day: day)
                calendar.setDate(year: year, month: month, day: day)
                let icu = try calendar.weekOfYear()
                let ours = rules.week(of: date)
                #expect(ours.year == icu.year && ours.week == icu.week, "\(rules) \(date) seed \(seed)")
                if rules == .iso {
                    let iso = ISOWeekRules.week(of: date)
                    #expect(iso.year == ours.year && iso.week == ours.week, "\(date) seed \(seed)")
                }
            }
        }
    }
}
