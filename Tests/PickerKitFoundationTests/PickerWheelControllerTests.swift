import Foundation
import PickerKit
import PickerKitRegions
import Testing

// Stand-ins shaped like UIKit's UIPickerView, UIPickerViewDataSource and UIPickerViewDelegate
// (the members the adapter uses), so the README's adapter compiles and runs here. `NSObject` is
// Foundation's own: this target imports full Foundation next to PickerKit, as an app does.

/// A picker view that records what the adapter asks of it.
final class UIPickerView {
    var reloadedComponents: [Int] = []
    var selectedRows: [Int: Int] = [:]

    var reloadedAll = 0

    func reloadComponent(_ component: Int) { reloadedComponents.append(component) }

    func reloadAllComponents() { reloadedAll += 1 }

    func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selectedRows[component] = row }
}

protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

// README adapter begin
/// A UIPickerView data source and delegate over any PickerKit picker: dates in any calendar,
/// weeks and quarters, durations, regions and divisions.
final class PickerAdapter: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    private(set) var picker: any PickerDataSource
    /// Called with the canonical value ("2019-08-20", "2020-W53", "PT1H30M", "present") after
    /// each choice.
    var onChange: ((String) -> Void)?
    /// Called with what else moved (a day clamped to a shorter month), for VoiceOver.
    var onAnnouncement: ((String) -> Void)?

    init(picker: any PickerDataSource) {
        self.picker = picker
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        picker.numberOfColumns
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        picker.numberOfRows(inColumn: component)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        picker.title(forRow: row, inColumn: component)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let columns = picker.numberOfColumns
        let change = picker.didSelect(row: row, inColumn: component)
        if picker.numberOfColumns != columns {
            // A cascade's branch got longer or shorter.
            pickerView.reloadAllComponents()
        }
        for column in change.reloadedColumns {
            pickerView.reloadComponent(column)
        }
        for column in change.reselectedColumns {
            pickerView.selectRow(picker.selectedRow(inColumn: column), inComponent: column, animated: true)
        }
        for sentence in change.sentences {
            onAnnouncement?(sentence)
        }
        onChange?(picker.selectedValue)
    }

    /// Shows another state of the picker: a saved selection, Today.
    func show(_ picker: any PickerDataSource, in pickerView: UIPickerView) {
        self.picker = picker
        pickerView.reloadAllComponents()
        for column in 0..<picker.numberOfColumns {
            pickerView.selectRow(picker.selectedRow(inColumn: column), inComponent: column, animated: false)
        }
    }
}
// README adapter end

@Suite("the documentation's UIKit adapter")
struct PickerAdapterTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines between two marker lines.
    static func lines(of text: String, after start: String, before end: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }),
            let last = lines[(first + 1)...].firstIndex(where: { $0.hasPrefix(end) })
        else { return [] }
        return Array(lines[(first + 1)..<last])
    }

    @Test("the Apple platforms article shows this file's adapter, word for word")
    func readmeMatches() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/PickerKitFoundationTests/PickerAdapterTests.swift"),
            encoding: .utf8)
        let readme = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/PickerKit/PickerKit.docc/ApplePlatforms.md"),
            encoding: .utf8)
        let adapter = Self.lines(of: source, after: "// README adapter begin", before: "// README adapter end")
        let block = Self.lines(of: readme, after: "```swift adapter", before: "```")
        #expect(adapter.count > 40)
        #expect(Array(block.drop { $0.hasPrefix("import") || $0.isEmpty }) == adapter)
    }

    @Test("the adapter drives a date picker view: counts, titles, reloads, moves and announcements")
    func drives() throws {
        var configuration = try PickerConfiguration(mode: .date, minimum: "2019-01-01", selection: "2019-03-31")
        configuration.now = { 1_566_343_800 }  // 2019-08-20 23:30 UTC
        let picker = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        let adapter = PickerAdapter(picker: picker)
        let view = UIPickerView()
        var values: [String] = []
        var announcements: [String] = []
        adapter.onChange = { values.append($0) }
        adapter.onAnnouncement = { announcements.append($0) }
        #expect(adapter.numberOfComponents(in: view) == 3)
        #expect(adapter.pickerView(view, numberOfRowsInComponent: 1) == 31)
        #expect(adapter.pickerView(view, titleForRow: 1, forComponent: 0) == "February")
        adapter.pickerView(view, didSelectRow: 1, inComponent: 0)  // February: 31 -> 28
        #expect(values == ["2019-02-28"])
        #expect(announcements.count == 1 && announcements[0].contains("28"))
        #expect(view.reloadedComponents == [1] && view.selectedRows[1] == 27)
        #expect(adapter.pickerView(view, numberOfRowsInComponent: 1) == 28)
        var saved = picker
        try saved.select(Selection("2018-06-15", mode: .date))  // before the minimum
        adapter.show(saved, in: view)
        #expect(adapter.picker.selectedValue == "2019-01-01")
        #expect(view.reloadedAll == 1 && view.selectedRows == [0: 0, 1: 0, 2: 0])
        var today = picker
        try today.selectToday()
        adapter.show(today, in: view)
        #expect(adapter.picker.selectedValue == "2019-08-20")
    }

    @Test("the same adapter drives cascades (the branch's length changes), durations and weeks")
    func everyFamily() throws {
        let view = UIPickerView()
        let divisions = PickerAdapter(
            picker: try CascadePicker(tree: CascadeTree.chinaDivisions(), selection: "440000/440300/440305"))
        #expect(divisions.numberOfComponents(in: view) == 3)
        #expect(divisions.pickerView(view, titleForRow: view.selectedRows[2] ?? 0, forComponent: 0) != nil)
        // 香港 has no prefectures: one column.
        let hongKong = try #require(
            (0..<divisions.pickerView(view, numberOfRowsInComponent: 0)).first {
                divisions.pickerView(view, titleForRow: $0, forComponent: 0) == "香港特别行政区"
            })
        divisions.pickerView(view, didSelectRow: hongKong, inComponent: 0)
        #expect(divisions.numberOfComponents(in: view) == 1 && view.reloadedAll == 1)

        let labeler = try DurationLabeler(locale: ResolvedLocale("en_US"))
        let durations = PickerAdapter(
            picker: LocalizedDurationPicker(
                try DurationPicker(selection: DurationSelection("PT1H30M")), labeler: labeler))
        var values: [String] = []
        durations.onChange = { values.append($0) }
        #expect(durations.pickerView(view, titleForRow: 2, forComponent: 0) == "2 hours")
        durations.pickerView(view, didSelectRow: 2, inComponent: 0)
        #expect(values == ["PT2H30M"])

        let weeks = PickerAdapter(
            picker: try LocalizedPeriodPicker(
                PeriodPicker(mode: .yearWeek, selection: Period("2020-W53")),
                labeler: PeriodLabeler(locale: ResolvedLocale("zh_CN")), includesPresent: true, descending: true))
        var announcements: [String] = []
        weeks.onAnnouncement = { announcements.append($0) }
        #expect(weeks.pickerView(view, titleForRow: 0, forComponent: 0) == "至今")
        let year2019 = try #require(
            (0..<weeks.pickerView(view, numberOfRowsInComponent: 0)).first {
                weeks.pickerView(view, titleForRow: $0, forComponent: 0) == "2019年"
            })
        weeks.pickerView(view, didSelectRow: year2019, inComponent: 0)
        #expect(weeks.picker.selectedValue == "2019-W52")
        #expect(announcements.count == 1)
    }
}
