import Testing

@testable import PickerKit

@Suite("Picker values")
struct PickerValuesTests {
    @Test("selections convert to field values and back to canonical strings")
    func selections() throws {
        let date = PickerValues(try DateSelection("2019-08-20"))
        #expect(date == PickerValues(mode: .date, year: 2019, month: 8, day: 20))
        #expect(date.converted(to: .date).canonical == "2019-08-20")
        #expect(date.converted(to: .monthDay).canonical == "08-20")
        let time = PickerValues(try Selection("14:30:05", mode: .time))
        #expect(time == PickerValues(mode: .time, hour: 14, minute: 30, second: 5))
        #expect(PickerValues(Selection.present) == nil)
        #expect(!PickerValues(year: 2019, month: 2, day: 29).converted(to: .date).isValid)
        #expect(PickerValues(year: 2019, month: 2, day: 29).converted(to: .monthDay).canonical == "02-29")
    }

    @Test("milliseconds since 1970 round-trip over years 1...9999 (seeded; set PICKERKIT_SEED to repeat)")
    func millisRoundTrip() {
        var random = LabelTestRandom(defaultSeed: 1970)
        for _ in 0..<20_000 {
            let year = 1 + Int(random.next() % 9999)
            let month = 1 + Int(random.next() % 12)
            let values = PickerValues(
                year: year, month: month,
                day: 1 + Int(random.next() % UInt64(GregorianRules.daysInMonth(year: year, month: month))),
                hour: Int(random.next() % 24), minute: Int(random.next() % 60), second: Int(random.next() % 60))
            #expect(PickerValues(millis: values.millis) == values, "seed \(random.seed), \(values)")
        }
        #expect(PickerValues(millis: 0) == PickerValues(year: 1970))
        #expect(
            PickerValues(millis: -1_000) == PickerValues(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        )
    }
}
