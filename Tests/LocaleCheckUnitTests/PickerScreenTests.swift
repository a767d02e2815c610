import PickerKit
import Testing

@testable import locale_check

@Suite("pick screen layout")
struct PickerScreenTests {
    static func screen(focus: Int) -> PickerScreen {
        let column = { (label: String) in PickerScreen.Column(labels: [nil, nil, label, nil, nil], isEnabled: true) }
        return PickerScreen(
            title: "選擇日期", columns: ["2019年", "8月", "20日", "14時", "30分"].map(column), focus: focus, cancel: "取消",
            confirm: "確定")
    }

    @Test("everything is shown when it fits")
    func wide() {
        let screen = Self.screen(focus: 0)
        #expect(screen.visibleColumns(widths: [7, 3, 4, 4, 4], width: 80) == 0..<5)
        #expect(!screen.render(width: 80).contains("›"))
    }

    @Test("a narrow terminal shows the columns around the focused one, marked", arguments: [0, 2, 4])
    func narrow(focus: Int) {
        let screen = Self.screen(focus: focus)
        let shown = screen.visibleColumns(widths: [7, 4, 4, 4, 4], width: 24)
        #expect(shown.contains(focus))
        #expect(shown.count == 2)
        let frame = screen.render(width: 24)
        for line in frame.split(separator: "\r\n") {
            // Escape sequences take no cells; strip them before measuring.
            let visible = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            #expect(DisplayWidth.of(String(visible)) <= 24, "\(visible)")
        }
    }

    @Test("a very long or hostile label is cut and escaped so the frame keeps its width", arguments: [40, 80, 200])
    func longLabel(width: Int) {
        let long = String(repeating: "長い名前", count: 200) + "\u{1B}]0;x\u{07}"
        let screen = PickerScreen(
            title: "Select", columns: [PickerScreen.Column(labels: [nil, "a", long, "b", nil], isEnabled: true)],
            focus: 0, cancel: "Cancel", confirm: "OK")
        let frame = screen.render(width: width)
        for line in frame.split(separator: "\r\n") {
            let visible = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            #expect(DisplayWidth.of(String(visible)) <= width, "\(visible)")
            #expect(!visible.unicodeScalars.contains { $0.value < 0x20 })
        }
        #expect(frame.contains("…"))
    }
}
