import Testing

@testable import PickerKit

@Suite("Field values")
struct FieldValuesTests {
    @Test("selections convert to field values and back to canonical strings")
    func selections() throws {
        let date = FieldValues(try DateSelection("2019-08-20"))
        #expect(date == FieldValues(year: 2019, month: 8, day: 20))
        #expect(try date.selection(.date).description == "2019-08-20")
        #expect(try date.selection(.monthDay).description == "08-20")
        let time = FieldValues(try Selection("14:30:05", mode: .time))
        #expect(time == FieldValues(hour: 14, minute: 30, second: 5))
        #expect(FieldValues(Selection.present) == nil)
        #expect(throws: LabelError.self) { try FieldValues(year: 2019, month: 2, day: 29).selection(.date) }
        #expect(try FieldValues(year: 2019, month: 2, day: 29).selection(.monthDay).description == "02-29")
    }

    @Test("milliseconds since 1970 round-trip over years 1...9999 (seeded; set PICKERKIT_SEED to repeat)")
    func millisRoundTrip() {
        var random = LabelTestRandom(defaultSeed: 1970)
        for _ in 0..<20_000 {
            let year = 1 + Int(random.next() % 9999)
            let month = 1 + Int(random.next() % 12)
            let values = FieldValues(
                year: year, month: month,
                day: 1 + Int(random.next() % UInt64(GregorianRules.daysInMonth(year: year, month: month))),
                hour: Int(random.next() % 24), minute: Int(random.next() % 60), second: Int(random.next() % 60))
            #expect(FieldValues(millis: values.millis) == values, "seed \(random.seed), \(values)")
        }
        #expect(FieldValues(millis: 0) == FieldValues(year: 1970))
        #expect(
            FieldValues(millis: -1_000) == FieldValues(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        )
    }
}
