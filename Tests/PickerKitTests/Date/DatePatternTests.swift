import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Date pattern analysis")
struct DatePatternTests {
    @Test(
        "column order skips quoted literals, eras, weekdays and bidi marks",
        arguments: [
            ("MMMM d, y", "month day year"),
            ("y年M月d日", "year month day"),
            ("d. MMMM y 'г'.", "day month year"),
            ("'lyɛ'̌ʼ d 'na' MMMM, y", "day month year"),
            ("d\u{200F}/M\u{200F}/y", "day month year"),
            ("Gy年M月d日", "year month day"),
            ("rU年MMMMd", "year month day"),
            ("EEE, MMM d, y", "month day year"),
            ("ah:mm", "am-pm hour minute"),
            ("h:mm a", "hour minute am-pm"),
            ("'d' y 'M' d", "year day"),
            ("'it''s' d", "day"),
        ])
    func order(pattern: String, order: String) {
        #expect(DatePattern(pattern).columnOrder.map(\.rawValue).joined(separator: " ") == order)
    }

    @Test(
        "AM/PM is removed with the space that joined it",
        arguments: [
            ("ah时", "h时"), ("h a", "h"), ("a h시", "h시"), ("h 'Uhr' a", "h' Uhr'"), ("aK時", "K時"),
            ("\u{200F}h a", "\u{200F}h"),
        ])
    func removingDayPeriod(pattern: String, result: String) {
        #expect(DatePattern(pattern).removingDayPeriod().description == result)
    }

    @Test("quoted text round-trips through the description")
    func quoting() {
        let pattern = DatePattern("d 'de' MMMM 'de' y")
        #expect(pattern.description == "d' de 'MMMM' de 'y")
        #expect(DatePattern(pattern.description).tokens == pattern.tokens)
        #expect(DatePattern("'it''s' d").tokens == [.literal("it's "), .field("d", 1)])
    }
}
