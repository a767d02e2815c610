import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Duration pickers: hour column up to the maximum, steps, optional seconds, linked rows")
struct DurationPickerTests {
    @Test("defaults: UIKit's 23 hours 59 minutes (59 seconds with a seconds column), from PT0S")
    func defaults() throws {
        let picker = try DurationPicker()
        #expect(picker.units == [.hour, .minute, .second])
        #expect(picker.maximum.description == "PT23H59M59S")
        #expect(picker.values(in: .hour) == Array(0...23))
        #expect(picker.values(in: .minute) == Array(0...59))
        #expect(picker.values(in: .second) == Array(0...59))
        #expect(picker.selection == .zero)
        let noSeconds = try DurationPicker(includesSeconds: false)
        #expect(noSeconds.units == [.hour, .minute])
        #expect(noSeconds.maximum.description == "PT23H59M")
        #expect(noSeconds.selectedRow(in: .second) == nil)
        // A given maximum's seconds count only with a seconds column: the maximum is what the
        // columns offer, in the picker and in the configuration's.
        let given = try DurationSelection("PT1H30M20S")
        #expect(try DurationPicker(maximum: given, includesSeconds: false).maximum.description == "PT1H30M")
        #expect(try DurationPicker(maximum: given).maximum == given)
        var configuration = DurationConfiguration()
        configuration.maximum = given
        configuration.includesSeconds = false
        #expect(try DurationPicker(configuration).maximum.description == "PT1H30M")
    }

    @Test("rows follow the maximum: at its hour the minutes stop at its minutes, on the step")
    func linkedRows() throws {
        var picker = try DurationPicker(
            maximum: DurationSelection("PT2H30M"), minuteStep: 5, selection: DurationSelection("PT1H45M"))
        #expect(picker.values(in: .hour) == [0, 1, 2])
        #expect(picker.values(in: .minute) == Array(stride(from: 0, through: 55, by: 5)))
        #expect(picker.selectedRow(in: .minute) == 9)
        let moves = try picker.select(2, in: .hour)
        #expect(moves.map(\.description) == ["minute 45 -> 30: after the maximum"])
        #expect(picker.selection.description == "PT2H30M")
        #expect(picker.values(in: .minute) == [0, 5, 10, 15, 20, 25, 30])
        #expect(picker.values(in: .second) == [0])
        #expect(try picker.select(row: 0, in: .hour).isEmpty)
        #expect(picker.selection.description == "PT30M")
        // Back at the top hour nothing has to move.
        #expect(try picker.select(2, in: .hour).isEmpty)
    }

    @Test("seconds move too when hours and minutes reach the maximum")
    func secondsMove() throws {
        var picker = try DurationPicker(
            maximum: DurationSelection("PT1H10M20S"), secondStep: 10, selection: DurationSelection("PT10M50S"))
        let moves = try picker.select(1, in: .hour)
        #expect(moves.map(\.description) == ["second 50 -> 20: after the maximum"])
        #expect(picker.selection.description == "PT1H10M20S")
        #expect(picker.values(in: .second) == [0, 10, 20])
    }

    @Test(
        "a selection over the maximum, off a step or with unshown seconds is refused, positioned",
        arguments: [
            ("PT24H", true, 1, ParseError.Kind.overMaximum, 2, "PT24H is over the picker's maximum PT23H59M59S"),
            (
                "PT23H59M59S", false, 1, .secondsNotShown, 8,
                "PT23H59M59S has seconds, and the picker has no seconds column"
            ),
            ("PT1H7M", true, 5, .offStep, 4, "7 minutes is not on the 5-minute step"),
            ("PT30S", true, 15, .overMaximum, 2, ""),
        ])
    func refused(text: String, seconds: Bool, minuteStep: Int, kind: ParseError.Kind, offset: Int, message: String)
        throws
    {
        let maximum = text == "PT30S" ? try DurationSelection("PT20S") : nil
        let error = DurationSelectionTests.error { () throws(ParseError) in
            _ = try DurationPicker(
                maximum: maximum, includesSeconds: seconds, minuteStep: minuteStep,
                selection: DurationSelection(text))
        }
        #expect(error?.kind == kind, "\(text)")
        #expect(error?.offset == offset, "\(text)")
        if !message.isEmpty { #expect(error?.message == message, "\(text)") }
    }

    @Test("choosing a value a column does not offer is refused; steps must divide 60")
    func refusedChoices() throws {
        var picker = try DurationPicker(maximum: DurationSelection("PT2H30M"), selection: DurationSelection("PT2H"))
        let over = DurationSelectionTests.error { () throws(ParseError) in try picker.select(45, in: .minute) }
        #expect(over?.kind == .overMaximum)
        #expect(over?.offset == 4)
        let row = DurationSelectionTests.error { () throws(ParseError) in try picker.select(row: 3, in: .hour) }
        #expect(row?.message == "row 3 is not in the hour column (3 rows)")
        #expect(picker.selection.description == "PT2H")
        let step = DurationSelectionTests.error { () throws(ParseError) in _ = try DurationPicker(minuteStep: 7) }
        #expect(step?.kind == .invalidStep)
        #expect(step?.message == "the minute step 7 does not divide 60")
    }

    @Test("seeded: every chosen row keeps the selection within the maximum and on the steps")
    func randomChoices() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let maximum = try DurationSelection(totalSeconds: Int.random(in: 0..<(100 * 3600), using: &random))
            let steps = [1, 2, 5, 10, 15, 30, 60]
            let minuteStep = steps.randomElement(using: &random)!
            let secondStep = steps.randomElement(using: &random)!
            var picker = try DurationPicker(maximum: maximum, minuteStep: minuteStep, secondStep: secondStep)
            for _ in 0..<50 {
                let unit = picker.units.randomElement(using: &random)!
                let count = picker.values(in: unit).count
                try picker.select(row: Int.random(in: 0..<count, using: &random), in: unit)
                let selection = picker.selection
                #expect(selection <= maximum, "\(selection) > \(maximum) seed \(seed)")
                #expect(selection.minutes % minuteStep == 0 && selection.seconds % secondStep == 0, "seed \(seed)")
                for unit in picker.units {
                    let values = picker.values(in: unit)
                    #expect(picker.rowCount(in: unit) == values.count, "\(selection) \(unit) seed \(seed)")
                    #expect(
                        picker.selectedRow(in: unit) == values.firstIndex(of: selection[unit]),
                        "\(selection) \(unit) seed \(seed)")
                    #expect(picker.selectedRow(in: unit) != nil, "\(selection) \(unit) seed \(seed)")
                    for row in [0, values.count / 2, values.count - 1] {
                        #expect(picker.value(atRow: row, in: unit) == values[row], "seed \(seed)")
                    }
                    #expect(picker.value(atRow: values.count, in: unit) == nil)
                }
                var copy = picker
                try copy.select(selection)
                #expect(copy == picker)
            }
        }
    }
}
