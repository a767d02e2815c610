import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Checked entry points: clear errors naming the input, what is wrong and where; never a roll-over.
@Suite("Calendar errors")
struct CalendarErrorTests {
    @Test(
        "bad calendar dates are refused with kind and position",
        arguments: [
            (CalendarKind.hebrew, "5783-M05L-01", ParseError.Kind.monthNotInYear, 5, "not a leap year"),
            (.hebrew, "5806-M02-30", .dayOutOfRange, 9, "which has 29 days"),
            (.persian, "1398-M13-01", .monthNotInYear, 5, "the year has 12 months"),
            (.persian, "1398-M06L-01", .monthNotInYear, 5, "no leap month M06L"),
            (.persian, "1403-M12-31", .dayOutOfRange, 9, "which has 30 days"),
            (.persian, "1402-M12-30", .dayOutOfRange, 9, "which has 29 days"),
            (.gregorian, "2019-M02-29", .dayOutOfRange, 9, "which has 28 days"),
            (.gregorian, "2019-M02-00", .dayOutOfRange, 9, "which has 28 days"),
            (.ethiopic, "2012-M13-06", .dayOutOfRange, 9, "which has 5 days"),
            (.japanese, "1872-M12-31", .outsideCalendar, 0, "1873...9999"),
            (.hebrew, "13761-M01-01", .outsideCalendar, 0, "3761...13760"),
            (.hebrew, "5784-M5L-01", .malformed, 5, "month code"),
            (.hebrew, "5784-M05L-1", .malformed, 10, "two digits"),
            (.hebrew, "5784/M05L-01", .malformed, 4, "\"-\" after the year"),
            (.hebrew, "-M05L-01", .malformed, 1, "year of 1 to 6 digits"),
            (.hebrew, "5784-m05l-01", .malformed, 5, "month code"),
        ])
    func refused(kind: CalendarKind, text: String, errorKind: ParseError.Kind, position: Int, fragment: String) {
        do {
            let date = try kind.isoDate(parsing: text)
            Issue.record("\(text) was accepted as \(date)")
        } catch {
            #expect(error.kind == errorKind, "\(error)")
            #expect(error.input == text)
            #expect(error.offset == position, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test("an ISO date before the japanese range is an error, not a guessed era")
    func japaneseBeforeMeiji6() {
        #expect(throws: ParseError.self) {
            try CalendarKind.japanese.fields(of: CalendarDate(year: 1872, month: 12, day: 31))
        }
        #expect(throws: ParseError.self) {
            try CalendarKind.gregorian.fields(of: CalendarDate(year: 2019, month: 2, day: 29))
        }
    }

    @Test("calendar names: BCP 47 names and ICU's gregorian; anything else is unknown and lists the calendars")
    func names() {
        #expect(CalendarKind(name: "gregorian") == .gregorian)
        #expect(CalendarKind(name: "gregory") == .gregorian)
        #expect(CalendarKind(name: "islamic-civil") == .islamicCivil)
        #expect(CalendarKind(name: "Hebrew") == nil)
        #expect(CalendarKind(name: "islamic") == nil)
        do {
            _ = try CalendarKind.named("julian")
            Issue.record("julian accepted")
        } catch {
            #expect(error.kind == .unknownCalendar)
            #expect(error.message.contains("supported: gregory, buddhist, roc"))
        }
    }

    @Test("month codes parse strictly and order as months follow each other")
    func monthCodes() {
        #expect(MonthCode("M06L") == MonthCode(number: 6, isLeap: true))
        #expect(MonthCode("M13")?.description == "M13")
        for bad in ["M6", "M00", "M14", "M06l", "m06", "M06LL", "M0A", ""] {
            #expect(MonthCode(bad) == nil, "\(bad)")
        }
        #expect(MonthCode("M05")! < MonthCode("M05L")!)
        #expect(MonthCode("M05L")! < MonthCode("M06")!)
    }
}
