import Foundation
import PickerKit
import Testing

// Stand-ins shaped like UIKit's UIPickerView, UIPickerViewDataSource and UIPickerViewDelegate
// (the members the adapter uses), so the README's adapter compiles and runs here. `NSObject` is
// Foundation's own: this target imports full Foundation next to PickerKit, as an app does.

/// A picker view that records what the adapter asks of it.
final class UIPickerView {
    var reloadedComponents: [Int] = []
    var selectedRows: [Int: Int] = [:]

    func reloadComponent(_ component: Int) { reloadedComponents.append(component) }

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
/// A UIPickerView data source and delegate over a LocalizedPicker.
final class DatePickerAdapter: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    private(set) var picker: LocalizedPicker
    /// Called with the canonical value ("2019-08-20", or "present") after each choice.
    var onChange: ((String) -> Void)?

    init(picker: LocalizedPicker) {
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
        apply(picker.didSelect(row: row, inColumn: component), to: pickerView)
        onChange?(picker.model.selectedValue)
    }

    /// Shows a saved selection (clamped into the bounds if it must be).
    func show(_ selection: Selection, in pickerView: UIPickerView) throws {
        apply(try picker.select(selection), to: pickerView)
    }

    /// A "Today" button.
    func showToday(in pickerView: UIPickerView) throws {
        apply(try picker.selectToday(), to: pickerView)
    }

    private func apply(_ change: PickerChange, to pickerView: UIPickerView) {
        for column in change.reloadedColumns {
            pickerView.reloadComponent(column)
        }
        for column in change.reselectedColumns {
            if let row = picker.model.columns[column].selectedRow {
                pickerView.selectRow(row, inComponent: column, animated: true)
            }
        }
    }
}
// README adapter end

@Suite("the README's UIKit adapter")
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

    @Test("README shows this file's adapter, word for word")
    func readmeMatches() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/PickerKitFoundationTests/PickerAdapterTests.swift"),
            encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let adapter = Self.lines(of: source, after: "// README adapter begin", before: "// README adapter end")
        let block = Self.lines(of: readme, after: "```swift adapter", before: "```")
        #expect(adapter.count > 40)
        #expect(Array(block.drop { $0.hasPrefix("import") || $0.isEmpty }) == adapter)
    }

    @Test("the adapter drives a picker view: counts, titles, reloads and moves")
    func drives() throws {
        var configuration = try PickerConfiguration(mode: .date, minimum: "2019-01-01", selection: "2019-03-31")
        configuration.now = { 1_566_343_800 }  // 2019-08-20 23:30 UTC
        let picker = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        let adapter = DatePickerAdapter(picker: picker)
        let view = UIPickerView()
        var values: [String] = []
        adapter.onChange = { values.append($0) }
        #expect(adapter.numberOfComponents(in: view) == 3)
        #expect(adapter.pickerView(view, numberOfRowsInComponent: 1) == 31)
        #expect(adapter.pickerView(view, titleForRow: 1, forComponent: 0) == "February")
        adapter.pickerView(view, didSelectRow: 1, inComponent: 0)  // February: 31 -> 28
        #expect(values == ["2019-02-28"])
        #expect(view.reloadedComponents == [1] && view.selectedRows[1] == 27)
        #expect(adapter.pickerView(view, numberOfRowsInComponent: 1) == 28)
        try adapter.show(Selection("2018-06-15", mode: .date), in: view)  // before the minimum
        #expect(adapter.picker.model.selectedValue == "2019-01-01")
        try adapter.showToday(in: view)
        #expect(adapter.picker.model.selectedValue == "2019-08-20")
        #expect(throws: LocalizedPickerError.self) { try adapter.show(Selection("2019-08"), in: view) }
    }
}
