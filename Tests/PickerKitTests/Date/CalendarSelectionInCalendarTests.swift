import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Calendar selection strings read in a given calendar")
struct CalendarSelectionInCalendarTests {
    @Test(
        "an unannotated string is read in the calendar, an annotated one as it is",
        arguments: [
            ("5784", SelectionMode.year, CalendarKind.hebrew, "5784[u-ca=hebrew]"),
            ("5784[u-ca=hebrew]", .year, .hebrew, "5784[u-ca=hebrew]"),
            ("1987-M06L", .yearMonth, .chinese, "1987-M06L[u-ca=chinese]"),
            ("M06L-01", .monthDay, .chinese, "M06L-01[u-ca=chinese]"),
            ("1987-07-26", .date, .chinese, "1987-07-26[u-ca=chinese]"),
            ("1987-M06L-01", .date, .chinese, "1987-07-26[u-ca=chinese]"),
            ("2019-08-20 14:30", .dateHourMinute, .persian, "2019-08-20 14:30[u-ca=persian]"),
        ])
    func reads(text: String, mode: SelectionMode, calendar: CalendarKind, canonical: String) throws {
        let value = try Selection(text, mode: mode, in: calendar)
        #expect(value.calendar == calendar)
        #expect(value.description == canonical)
    }

    @Test(
        "errors are the annotated parser's, at the same offsets; another calendar is refused at its annotation",
        arguments: [
            (
                "1988-M06L", SelectionMode.yearMonth, CalendarKind.chinese, 5,
                "month M06L does not exist in chinese year 1988"
            ),
            ("5783-M05L", .yearMonth, .hebrew, 5, "not a leap year"),
            ("1988-07-26[u-ca=hebrew]", .date, .chinese, 10, "the annotation names hebrew but the calendar is chinese"),
            ("1988-07-26[u-ca=chinese", .date, .chinese, 23, "missing \"]\""),
            ("1987-07-32", .date, .chinese, 8, ""),
        ])
    func refuses(text: String, mode: SelectionMode, calendar: CalendarKind, offset: Int, message: String) {
        do {
            let value = try Selection(text, mode: mode, in: calendar)
            Issue.record("\(text) parsed as \(value)")
        } catch {
            #expect(error.offset == offset, "\(text): \(error)")
            // `isEmpty` first: with Foundation loaded, `contains("")` is false.
            #expect(message.isEmpty || error.message.contains(message), "\(text): \(error)")
            // The same error as the annotated string gets.
            if !text.contains("[") {
                #expect(throws: error) { try Selection(text + "[u-ca=\(calendar.rawValue)]", mode: mode) }
            }
        }
    }
}
