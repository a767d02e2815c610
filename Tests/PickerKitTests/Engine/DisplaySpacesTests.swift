import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Display strings typed with other spaces")
struct DisplaySpacesTests {
    @Test(
        "plain, no-break, narrow no-break and thin spaces read as the space ICU writes",
        arguments: [
            ("ru_RU", SelectionMode.date, "20 августа 2019 г.", PickerValues(year: 2019, month: 8, day: 20)),
            ("ru_RU", .date, "20\u{00A0}августа\u{2009}2019\u{00A0}г.", PickerValues(year: 2019, month: 8, day: 20)),
            ("en_US", .hourMinute, "2:30 PM", PickerValues(hour: 14, minute: 30)),
            ("en_US", .hourMinute, "2:30\u{00A0}PM", PickerValues(hour: 14, minute: 30)),
            ("en_US", .hourMinute, "2:30\u{202F}PM", PickerValues(hour: 14, minute: 30)),
            ("en_US", .date, "August\u{202F}20,\u{00A0}2019", PickerValues(year: 2019, month: 8, day: 20)),
        ])
    func spacesMatch(id: String, mode: SelectionMode, text: String, values: PickerValues) throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode)
        #expect(try labeler.gregorianValues(ofDisplayString: text) == values.converted(to: mode))
    }

    @Test(
        "only the kind of space is relaxed: extra, missing or trailing spaces and other text are refused",
        arguments: [
            ("ru_RU", SelectionMode.date, "20 августа 2019г."),
            ("ru_RU", .date, "20  августа 2019 г."),
            ("en_US", .hourMinute, "2:30PM"),
            ("en_US", .hourMinute, "2:30 PM "),
            ("en_US", .hourMinute, " 2:30 PM"),
            ("en_US", .date, "August 20, 2019 "),
            ("en_US", .date, "February 30, 2019"),
            ("en_US", .hourMinute, "2:30\u{2003}PM"),
        ])
    func othersRefused(id: String, mode: SelectionMode, text: String) throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode)
        #expect(throws: LocalizationError.self) { try labeler.gregorianValues(ofDisplayString: text) }
    }

    @Test(
        "the error shows invisible characters escaped",
        .needsSystemICU("ICU's parse error index: Foundation parses whole strings only"))
    func escapedError() throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("en_US"), mode: .hourMinute)
        let expected = LocalizationError.unparsableDisplayString(
            text: "2:30\u{2003}PM", pattern: "h:mm\u{202F}a", reason: #"it stops matching at "\u{2003}PM" (offset 4)"#)
        #expect(throws: expected) {
            try labeler.gregorianValues(ofDisplayString: "2:30\u{2003}PM")
        }
        #expect(
            expected.description
                == #""2:30\u{2003}PM" does not match the display pattern "h:mm\u{202F}a": "#
                + #"it stops matching at "\u{2003}PM" (offset 4)"#)
    }
}
