import Testing

@testable import PickerKit
@testable import PickerKitCore

/// A duration picker made from its ``DurationConfiguration`` (a minimum, the steps, sentinel
/// rows, columns from the largest down) and driven by the verbs every family has.
@Suite("duration pickers: configuration and verbs")
struct DurationVerbTests {
    static func picker(_ localeID: String, selection: String = "PT1H10M") throws -> LocalizedDurationPicker {
        var configuration = try DurationConfiguration(minimum: "PT30M", maximum: "PT2H30M", selection: selection)
        configuration.includesSeconds = false
        configuration.minuteStep = 5
        return try LocalizedDurationPicker(locale: ResolvedLocale(localeID), configuration: configuration)
    }

    @Test("the minimum bounds the rows as the maximum does")
    func minimumRows() throws {
        var picker = try Self.picker("en_US", selection: "PT45M")
        #expect(picker.numberOfRows(inColumn: 0) == 3)
        #expect(picker.titles(inColumn: 1).first == "30 min" || picker.titles(inColumn: 1).first == "30 minutes")
        #expect(picker.numberOfRows(inColumn: 1) == 6)  // 30, 35, ... 55
        picker.didSelect(row: 1, inColumn: 0)
        #expect(picker.selectedValue == "PT1H45M" && picker.numberOfRows(inColumn: 1) == 12)
        let fresh = try LocalizedDurationPicker(
            locale: ResolvedLocale("en_US"), configuration: DurationConfiguration(minimum: "PT30M"))
        #expect(fresh.selectedValue == "PT30M")
    }

    @Test(
        "a field value under the minimum moves up to it, said in the locale's language",
        arguments: ["de_DE", "zh_CN", "ar_EG"])
    func underMinimum(localeID: String) throws {
        var picker = try Self.picker(localeID)
        let change = try picker.select(0, in: .hour)
        #expect(picker.selectedValue == "PT30M")
        #expect(change.adjustments.map(\.description) == ["minute 10 -> 30: before the minimum"])
        let sentence = try #require(change.sentences.first)
        #expect(change.sentences.count == 1 && sentence != change.adjustments[0].description)
        switch localeID {
        case "de_DE": #expect(sentence.contains("Minute"))
        case "zh_CN": #expect(sentence.contains("分钟"))
        default: #expect(sentence.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })
        }
    }

    @Test("a value the column does not offer moves to the nearest one, reported first")
    func fieldValues() throws {
        var picker = try Self.picker("en_US", selection: "PT2H")
        let over = try picker.select(45, in: .minute)
        #expect(over.adjustments.map(\.description) == ["minute 45 -> 30: after the maximum"])
        #expect(picker.selectedValue == "PT2H30M")
        let step = try picker.select(7, in: .minute)
        #expect(step.adjustments.map(\.description) == ["minute 7 -> 5: not on the 5-minute step"])
        #expect(picker.selectedValue == "PT2H5M")
        #expect(throws: PickerError.fieldValueOutOfRange(field: .minute, value: 60)) {
            try picker.select(60, in: .minute)
        }
        #expect(throws: PickerError.fieldNotInMode(.second, mode: "duration")) { try picker.select(5, in: .second) }
        try picker.select(DurationSelection("PT1H"))
        #expect(picker.selectedValue == "PT1H")
    }

    @Test("bounds and selections the picker cannot offer are refused, naming them")
    func refused() throws {
        let en = try ResolvedLocale("en_US")
        do {
            _ = try LocalizedDurationPicker(
                locale: en, configuration: DurationConfiguration(minimum: "PT30M", selection: "PT10M"))
            Issue.record("PT10M under PT30M was taken")
        } catch let error as LocalizationError {
            guard case .picker(.unparsable("selection", "PT10M", let parseError)) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(parseError.kind == .underMinimum && parseError.offset == 2)
        }
        var steps = DurationConfiguration()
        steps.minuteStep = 7
        #expect(throws: LocalizationError.picker(.invalidInterval(field: .minute, step: 7))) {
            try LocalizedDurationPicker(locale: en, configuration: steps)
        }
        var picker = try Self.picker("en_US")
        #expect(throws: PickerError.self) { try picker.select(storedValue: "PT20M") }
        #expect(picker.selectedValue == "PT1H10M")
    }

    @Test("hours from the largest down, with a Present row that leads them")
    func descending() throws {
        var configuration = try DurationConfiguration(maximum: "PT3H", selection: "PT1H")
        configuration.includesSeconds = false
        configuration.descendingFields = [.hour]
        var picker = try LocalizedDurationPicker(
            locale: ResolvedLocale("en_US"), configuration: configuration, showsUnits: false, includesPresent: true)
        #expect(picker.titles(inColumn: 0) == ["Present", "3", "2", "1", "0"])
        #expect(picker.selectedRow(inColumn: 0) == 3)
        picker.didSelect(row: 1, inColumn: 0)
        #expect(picker.selectedValue == "PT3H" && picker.selectedRow(inColumn: 0) == 1)
        try picker.select(row: 0, inColumn: 0)
        #expect(picker.selectedValue == "present" && !picker.isEnabled(column: 1))
    }
}
