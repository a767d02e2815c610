import Testing

@testable import PickerKitCore

@Suite("selection ranges in PickerKit's 14 calendars")
struct CalendarRangeTests {
    /// A year-month range and a date range (2019-08-20 to 2020-06-10, the ISO days) per calendar.
    static let ranges: [(CalendarKind, String, String)] = [
        (.gregorian, "2019-08/2020-06", "2019-08-20/2020-06-10"),
        (
            .buddhist, "2562-M08[u-ca=buddhist]/2563-M06[u-ca=buddhist]",
            "2019-08-20[u-ca=buddhist]/2020-06-10[u-ca=buddhist]"
        ),
        (.roc, "0108-M08[u-ca=roc]/0109-M06[u-ca=roc]", "2019-08-20[u-ca=roc]/2020-06-10[u-ca=roc]"),
        (
            .japanese, "2019-M08[u-ca=japanese]/2020-M06[u-ca=japanese]",
            "2019-08-20[u-ca=japanese]/2020-06-10[u-ca=japanese]"
        ),
        (
            .persian, "1398-M05[u-ca=persian]/1399-M03[u-ca=persian]",
            "2019-08-20[u-ca=persian]/2020-06-10[u-ca=persian]"
        ),
        (
            .islamicCivil, "1440-M12[u-ca=islamic-civil]/1441-M10[u-ca=islamic-civil]",
            "2019-08-20[u-ca=islamic-civil]/2020-06-10[u-ca=islamic-civil]"
        ),
        (
            .islamicTbla, "1440-M12[u-ca=islamic-tbla]/1441-M10[u-ca=islamic-tbla]",
            "2019-08-20[u-ca=islamic-tbla]/2020-06-10[u-ca=islamic-tbla]"
        ),
        (
            .islamicUmalqura, "1440-M12[u-ca=islamic-umalqura]/1441-M10[u-ca=islamic-umalqura]",
            "2019-08-20[u-ca=islamic-umalqura]/2020-06-10[u-ca=islamic-umalqura]"
        ),
        (.hebrew, "5779-M11[u-ca=hebrew]/5780-M09[u-ca=hebrew]", "2019-08-20[u-ca=hebrew]/2020-06-10[u-ca=hebrew]"),
        (.indian, "1941-M05[u-ca=indian]/1942-M03[u-ca=indian]", "2019-08-20[u-ca=indian]/2020-06-10[u-ca=indian]"),
        (.coptic, "1735-M12[u-ca=coptic]/1736-M10[u-ca=coptic]", "2019-08-20[u-ca=coptic]/2020-06-10[u-ca=coptic]"),
        (
            .ethiopic, "2011-M12[u-ca=ethiopic]/2012-M10[u-ca=ethiopic]",
            "2019-08-20[u-ca=ethiopic]/2020-06-10[u-ca=ethiopic]"
        ),
        (
            .chinese, "2019-M07[u-ca=chinese]/2020-M04L[u-ca=chinese]",
            "2019-08-20[u-ca=chinese]/2020-06-10[u-ca=chinese]"
        ),
        (.dangi, "2019-M07[u-ca=dangi]/2020-M04L[u-ca=dangi]", "2019-08-20[u-ca=dangi]/2020-06-10[u-ca=dangi]"),
    ]

    @Test("every calendar is covered once")
    func coverage() {
        #expect(Set(Self.ranges.map(\.0)) == Set(CalendarKind.allCases))
        #expect(Self.ranges.count == CalendarKind.allCases.count)
    }

    @Test("a closed and an open range round-trip through their stored strings", arguments: ranges)
    func roundTrip(calendar: CalendarKind, yearMonth: String, date: String) throws {
        for (text, mode) in [(yearMonth, SelectionMode.yearMonth), (date, .date)] {
            let range = try SelectionRange(text)
            #expect(range.mode == mode)
            #expect(range.calendar == calendar)
            #expect(range.start.calendar == calendar && range.end.calendar == calendar)
            #expect(!range.isOpen)
            #expect(range.description == text)
            #expect(try SelectionRange(range.description, mode: mode) == range)
            #expect(try SelectionRange(start: range.start, end: range.end) == range)
            // The same range read in its calendar (annotations optional there).
            #expect(try SelectionRange(text, mode: mode, in: calendar) == range)
            let open = try SelectionRange(range.start.description + "/present")
            #expect(open.isOpen && open.calendar == calendar)
            #expect(open.description == range.start.description + "/present")
            #expect(try SelectionRange(open.description) == open)
            // The halves swapped are refused at the end's first byte.
            if range.start != range.end {
                let swapped = range.end.description + "/" + range.start.description
                do {
                    _ = try SelectionRange(swapped)
                    Issue.record("\(swapped) was accepted")
                } catch {
                    #expect(error.kind == .endBeforeStart)
                    #expect(error.offset == range.end.description.utf8.count + 1)
                }
            }
        }
    }

    @Test(
        "leap months sort where their year has them",
        arguments: [
            ("2020-M04[u-ca=chinese]", "2020-M04L[u-ca=chinese]"),
            ("2020-M04L[u-ca=chinese]", "2020-M05[u-ca=chinese]"),
            ("2020-05-22[u-ca=chinese]", "2020-05-23[u-ca=chinese]"),  // 四月三十 → 闰四月初一
            ("5784-M05L[u-ca=hebrew]", "5784-M06[u-ca=hebrew]"),
            ("5784-M05[u-ca=hebrew]", "5784-M05L[u-ca=hebrew]"),
            ("M06-01[u-ca=chinese]", "M06L-01[u-ca=chinese]"),
            ("M06L-29[u-ca=chinese]", "M07-01[u-ca=chinese]"),
            ("M05L-01[u-ca=hebrew]", "M06-01[u-ca=hebrew]"),
        ])
    func leapMonths(earlier: String, later: String) throws {
        let range = try SelectionRange(earlier + "/" + later)
        #expect(range.description == earlier + "/" + later)
        do {
            _ = try SelectionRange(later + "/" + earlier)
            Issue.record("\(later)/\(earlier) was accepted")
        } catch {
            #expect(error.kind == .endBeforeStart)
            #expect(error.offset == later.utf8.count + 1)
        }
    }

    @Test(
        "halves of two calendars are refused where the end's annotation is or would be",
        arguments: [
            ("2019-08-20[u-ca=chinese]/2019-09-01[u-ca=hebrew]", 35),
            ("2019-08-20/2019-09-01[u-ca=hebrew]", 21),
            ("2019-08-20[u-ca=hebrew]/2019-09-01", 34),
            ("1398-M05[u-ca=persian]/1398-M06[u-ca=islamic-civil]", 31),
        ])
    func calendarMismatch(text: String, offset: Int) {
        do {
            _ = try SelectionRange(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.kind == .calendarMismatch)
            #expect(error.offset == offset)
            #expect(error.message.contains("both halves need one calendar"))
        }
        let start = try? Selection(String(text.split(separator: "/")[0]))
        let end = try? Selection(String(text.split(separator: "/")[1]))
        #expect(throws: ParseError.self) { try SelectionRange(start: start!, end: end!) }
    }

    @Test("other problems of annotated ranges keep their positions")
    func annotatedErrors() {
        let cases: [(String, ParseError.Kind, Int)] = [
            ("present/1394-M01[u-ca=persian]", .presentStart, 0),
            ("1394-M01[u-ca=persian]", .missingSolidus, 22),
            ("1394-M01[u-ca=persian]/1394-M02[u-ca=persian]/present", .extraSolidus, 45),
            ("1394-M13[u-ca=persian]/present", .invalidStart, 5),
            ("1394-M01[u-ca=persian]/1394-M13[u-ca=persian]", .invalidEnd, 28),
            ("1394-M01[u-ca=persian]/2019-08-20[u-ca=persian]", .modeMismatch, 23),
        ]
        for (text, kind, offset) in cases {
            do {
                _ = try SelectionRange(text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.kind == kind, "\(text): \(error)")
                #expect(error.offset == offset, "\(text): \(error)")
            }
        }
    }

    @Test("a range read in a calendar: annotations optional, Gregorian dates as the same days")
    func readInCalendar() throws {
        let job = try SelectionRange("1394-M01/present", in: .persian)
        #expect(job.description == "1394-M01[u-ca=persian]/present")
        #expect(job.mode == .yearMonth && job.calendar == .persian)
        let days = try SelectionRange("2015-03-21/present", in: .persian)
        #expect(days.description == "2015-03-21[u-ca=persian]/present")
        #expect(days.start[.year] == 1394 && days.start.monthCode == MonthCode(number: 1) && days.start[.day] == 1)
        let lunar = try SelectionRange("2020-M04-01/2020-M04L-01", mode: .date, in: .chinese)
        #expect(lunar.description == "2020-04-23[u-ca=chinese]/2020-05-23[u-ca=chinese]")
        let cases: [(String, CalendarKind, ParseError.Kind, Int)] = [
            ("1394-M01/5784-M01[u-ca=hebrew]", .persian, .invalidEnd, 17),
            ("1394-M02/1394-M01", .persian, .endBeforeStart, 9),
            ("present/1394-M01", .persian, .presentStart, 0),
            ("1394-M01/1394-X01", .persian, .invalidEnd, 14),
        ]
        for (text, calendar, kind, offset) in cases {
            do {
                _ = try SelectionRange(text, in: calendar)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.kind == kind, "\(text): \(error)")
                #expect(error.offset == offset, "\(text): \(error)")
            }
        }
    }
}
