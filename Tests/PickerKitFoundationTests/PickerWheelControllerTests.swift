import Foundation
import PickerKit
import PickerKitRegions
import PickerKitUI
import Testing

/// A wheel that records what the controller asks of it: the stand-in for `UIPickerView`, which
/// conforms to ``PickerWheel`` with the same three methods.
final class RecordingWheel: PickerWheel {
    var reloadedComponents: [Int] = []
    var selectedRows: [Int: Int] = [:]
    var reloadedAll = 0

    func reloadComponent(_ component: Int) { reloadedComponents.append(component) }

    func reloadAllComponents() { reloadedAll += 1 }

    func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selectedRows[component] = row }
}

/// The logic that `PickerViewAdapter` (UIKit) and `PickerWheelView` (SwiftUI) forward to, over
/// every family; the two shells cannot build here (no UIKit, no SwiftUI on Linux).
@Suite("PickerKitUI's wheel controller")
@MainActor
struct PickerWheelControllerTests {
    @Test("it drives a date picker view: counts, titles, reloads, moves and announcements")
    func drives() throws {
        var configuration = try PickerConfiguration(mode: .date, minimum: "2019-01-01", selection: "2019-03-31")
        configuration.now = { 1_566_343_800 }  // 2019-08-20 23:30 UTC
        let picker = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        let adapter = PickerWheelController(picker: picker)
        let view = RecordingWheel()
        var values: [String] = []
        var announcements: [String] = []
        adapter.onChange = { values.append($0) }
        adapter.onAnnouncement = { announcements.append($0) }
        #expect(adapter.picker.numberOfColumns == 3)
        #expect(adapter.picker.numberOfRows(inColumn: 1) == 31)
        #expect(adapter.picker.title(forRow: 1, inColumn: 0) == "February")
        let change = adapter.didSelectRow(1, inComponent: 0, on: view)  // February: 31 -> 28
        #expect(change.reloadedColumns == [1])
        #expect(values == ["2019-02-28"])
        #expect(announcements.count == 1 && announcements[0].contains("28"))
        #expect(change.sentences == announcements)
        #expect(view.reloadedComponents == [1] && view.selectedRows[1] == 27)
        #expect(adapter.picker.numberOfRows(inColumn: 1) == 28)
        var saved = picker
        try saved.select(Selection("2018-06-15", mode: .date))  // before the minimum
        adapter.show(saved, on: view)
        #expect(adapter.picker.selectedValue == "2019-01-01")
        #expect(view.reloadedAll == 1 && view.selectedRows == [0: 0, 1: 0, 2: 0])
        var today = picker
        try today.selectToday()
        adapter.show(today, on: view)
        #expect(adapter.picker.selectedValue == "2019-08-20")
    }

    @Test("the same controller drives cascades (the branch's length changes), durations and weeks")
    func everyFamily() throws {
        let view = RecordingWheel()
        let divisions = PickerWheelController(
            picker: try CascadePicker(tree: CascadeTree.chinaDivisions(), selection: "440000/440300/440305"))
        #expect(divisions.picker.numberOfColumns == 3)
        #expect(!divisions.picker.title(forRow: divisions.picker.selectedRow(inColumn: 0), inColumn: 0).isEmpty)
        // 香港 has no prefectures: one column.
        let hongKong = try #require(
            (0..<divisions.picker.numberOfRows(inColumn: 0)).first {
                divisions.picker.title(forRow: $0, inColumn: 0) == "香港特别行政区"
            })
        divisions.didSelectRow(hongKong, inComponent: 0, on: view)
        #expect(divisions.picker.numberOfColumns == 1 && view.reloadedAll == 1)

        let labeler = try DurationLabeler(locale: ResolvedLocale("en_US"))
        let durations = PickerWheelController(
            picker: LocalizedDurationPicker(
                try DurationPicker(selection: DurationSelection("PT1H30M")), labeler: labeler))
        var values: [String] = []
        durations.onChange = { values.append($0) }
        #expect(durations.picker.title(forRow: 2, inColumn: 0) == "2 hours")
        durations.didSelectRow(2, inComponent: 0, on: view)
        #expect(values == ["PT2H30M"])

        let weeks = PickerWheelController(
            picker: try LocalizedPeriodPicker(
                PeriodPicker(mode: .yearWeek, selection: Period("2020-W53")),
                labeler: PeriodLabeler(locale: ResolvedLocale("zh_CN")), includesPresent: true, descending: true))
        var announcements: [String] = []
        weeks.onAnnouncement = { announcements.append($0) }
        #expect(weeks.picker.title(forRow: 0, inColumn: 0) == "至今")
        let year2019 = try #require(
            (0..<weeks.picker.numberOfRows(inColumn: 0)).first {
                weeks.picker.title(forRow: $0, inColumn: 0) == "2019年"
            })
        weeks.didSelectRow(year2019, inComponent: 0, on: view)
        #expect(weeks.picker.selectedValue == "2019-W52")
        #expect(announcements.count == 1)
    }
}
