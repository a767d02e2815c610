import PickerKit
import PickerKitCore
import Testing

@testable import locale_check

/// `pick` says what a key moved besides its row (the library's adjustment sentences), under
/// the columns until the next key.
@Suite("pick: adjustment sentences on the screen")
struct PickSessionNoticeTests {
    static func session(_ locale: String, selection: String) throws -> PickSession<LocalizedPicker> {
        let configuration = try PickerConfiguration(
            mode: .date, minimum: "2018-01-01", maximum: "2020-12-31", selection: selection)
        let picker = try LocalizedPicker(locale: ResolvedLocale(locale), configuration: configuration)
        return PickSession(picker: picker, words: PickerWords(picker.strings, title: picker.title))
    }

    @Test(
        "January 31 → February: the day moves to 28, and the screen says so in the locale",
        arguments: ["en_US", "zh_CN"])
    func clampedDay(locale: String) throws {
        var session = try Self.session(locale, selection: "2019-01-31")
        let monthColumn = try #require(session.picker.model.order.firstIndex(of: .month))
        for _ in 0..<monthColumn { _ = session.apply(.right) }
        // The same move on a copy, through the library: its adjustments and sentences.
        var twin = session.picker
        let row = try #require(twin.model.column(for: .month).selectedRow) + 1
        let adjustments = try twin.select(row: row, inColumn: monthColumn).adjustments
        #expect(adjustments.map(\.field) == [.day])
        let expected = try twin.spokenAdjustments(adjustments)
        #expect(session.apply(.down) == nil)
        #expect(session.picker.selectedValue == "2019-02-28")
        #expect(session.notice == expected)
        #expect(!expected.isEmpty && expected.allSatisfy { !$0.isEmpty })
        #expect(session.screen().render(width: 200).contains(expected[0]))
        // The next key that moves nothing else clears it.
        _ = session.apply(.down)
        #expect(session.notice.isEmpty)
        #expect(!session.screen().render(width: 200).contains(expected[0]))
    }

    @Test("a move that changes nothing else shows no sentence")
    func plainMove() throws {
        var session = try Self.session("en_US", selection: "2019-08-20")
        _ = session.apply(.down)
        #expect(session.notice.isEmpty)
    }

    @Test("the sentence line is escaped and cut to the terminal width")
    func hostileNotice() {
        let screen = PickerScreen(
            title: "Select", columns: [PickerScreen.Column(labels: [nil, "a", "b", "c", nil], isEnabled: true)],
            focus: 0, cancel: "Cancel", confirm: "OK",
            notice: [String(repeating: "moved ", count: 50) + "\u{1B}]0;x\u{07}"])
        let frame = screen.render(width: 40)
        for line in frame.split(separator: "\r\n") {
            let visible = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            #expect(DisplayWidth.of(String(visible)) <= 40, "\(visible)")
            #expect(!visible.unicodeScalars.contains { $0.value < 0x20 })
        }
        #expect(frame.contains("  moved moved"))
        // Three lines at the most; the last says there was more.
        #expect(frame.contains("…"))
    }

    @Test(
        "a sentence wider than the terminal wraps at spaces (or anywhere in CJK), never losing its end silently",
        arguments: [
            ("Day changed to 28: February 2021 has 28 days", 30, ["Day changed to 28: February", "2021 has 28 days"]),
            ("日期改为28日：2019年2月只有28天", 12, ["日期改为28日", "：2019年2月", "只有28天"]),
            ("one two three four five six seven eight", 10, ["one two", "three four", "five six…"]),
            ("short", 10, ["short"]),
        ])
    func wrapping(text: String, cells: Int, lines: [String]) {
        let wrapped = PickerScreen.wrapped(text, cells: cells, lines: PickerScreen.noticeLines)
        #expect(wrapped == lines)
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= cells })
    }
}
