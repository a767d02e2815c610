import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Picker configuration from selection strings")
struct PickerConfigurationStringTests {
    @Test("bounds and selection come from canonical strings and the value goes out as one")
    func roundTrip() throws {
        let configuration = try PickerConfiguration(
            mode: .dateHourMinute, minimum: "2019-08-01 09:00", maximum: "2019-08-31 18:00",
            selection: "2019-08-20 14:30")
        let model = try PickerModel(configuration)
        #expect(model.selectedValue == "2019-08-20 14:30")
        #expect(model.selection == (try Selection("2019-08-20 14:30", mode: .dateHourMinute)))
        #expect(try model.bounds.minimum.canonical == "2019-08-01 09:00")
    }

    @Test("present selects the Present row")
    func present() throws {
        var configuration = try PickerConfiguration(mode: .yearMonth, selection: "present")
        configuration.present = SentinelRow(value: "present", label: "至今", position: .first)
        let model = try PickerModel(configuration)
        #expect(model.selectedValue == "present")
        #expect(model.selection == .present)
    }

    @Test(
        "strings that are not the mode's canonical form are errors naming the role, input and offset",
        arguments: [
            (
                "2019-02-29", nil, nil,
                "minimum \"2019-02-29\" is not a valid date: day 29 is out of range for February 2019 (28 days) (offset 8)"
            ),
            (nil, "2019-8-20", nil, "maximum \"2019-8-20\" is not a valid date: "),
            (nil, nil, "2019-08", "selection \"2019-08\" is not a valid date: "),
        ] as [(String?, String?, String?, String)])
    func unparsable(minimum: String?, maximum: String?, selection: String?, message: String) {
        do {
            _ = try PickerConfiguration(mode: .date, minimum: minimum, maximum: maximum, selection: selection)
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
            guard case .unparsable = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
    }

    @Test("min after max, with both shown as canonical strings")
    func minimumAfterMaximum() throws {
        let configuration = try PickerConfiguration(mode: .yearMonth, minimum: "2020-01", maximum: "2019-12")
        #expect(throws: PickerError.self) { try PickerModel(configuration) }
        do {
            _ = try PickerModel(configuration)
        } catch {
            #expect(error.description == "minimum 2020-01 is after maximum 2019-12")
        }
    }
}
