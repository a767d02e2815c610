import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Picker values")
struct PickerValuesTests {
    @Test("selections convert to field values and back to canonical strings")
    func selections() throws {
        let date = try #require(PickerValues(try Selection("2019-08-20", mode: .date)))
        #expect(date == PickerValues(mode: .date, year: 2019, month: 8, day: 20))
        #expect(try date.converted(to: .date).canonical == "2019-08-20")
        #expect(try date.converted(to: .monthDay).canonical == "08-20")
        let time = try #require(PickerValues(try Selection("14:30:05", mode: .time)))
        #expect(time == PickerValues(mode: .time, hour: 14, minute: 30, second: 5))
        #expect(PickerValues(Selection.present) == nil)
        #expect(!PickerValues(year: 2019, month: 2, day: 29).converted(to: .date).isValid)
        #expect(try PickerValues(year: 2019, month: 2, day: 29).converted(to: .monthDay).canonical == "02-29")
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
            PickerValues(millis: -1_000)
                == PickerValues(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        )
    }

    @Test(
        "the calendar rules live on the values: ranges, months in a year, days in a month, validity",
        arguments: [
            (2019, 2, 28), (2020, 2, 29), (1900, 2, 28), (2000, 2, 29), (2019, 4, 30), (2019, 12, 31), (1, 1, 31),
            (9999, 12, 31),
        ])
    func calendarRules(year: Int, month: Int, days: Int) {
        let values = PickerValues(year: year, month: month, day: 1)
        #expect(values.monthsInYear == 12)
        #expect(values.daysInMonth == days)
        #expect(values.range(of: .day) == 1...days)
        #expect(values.range(of: .month) == 1...12)
        #expect(values.range(of: .hour) == 0...23)
        #expect(PickerValues(year: year, month: month, day: days).isValid)
        #expect(!PickerValues(year: year, month: month, day: days + 1).isValid)
    }

    @Test(
        "Gregorian validity is every field of the mode inside its range, at the edges of each field",
        arguments: SelectionMode.allCases)
    func gregorianValidityAtEdges(mode: SelectionMode) {
        // The edges of every field and one value past each, in all combinations of two fields
        // (February of leap and common years, month-day's February 29 without a year).
        let samples: [DateField: [Int]] = [
            .year: [0, 1, 1900, 2000, 2019, 9999, 10_000], .month: [0, 1, 2, 4, 12, 13],
            .day: [0, 1, 28, 29, 30, 31, 32], .hour: [-1, 0, 23, 24], .minute: [-1, 0, 59, 60],
            .second: [-1, 0, 59, 60],
        ]
        var checked = 0
        for first in mode.fields {
            for second in mode.fields {
                for a in samples[first]! {
                    for b in samples[second]! {
                        var values = PickerValues(
                            mode: mode, year: 2019, month: 2, day: 28, hour: 1, minute: 1, second: 1)
                        values[first] = a
                        values[second] = b
                        let inRanges = mode.fields.allSatisfy { values.range(of: $0).contains(values[$0]) }
                        #expect(values.isValid == inRanges, "\(mode) \(first) \(a) \(second) \(b)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 0)
    }

    @Test("fields outside the mode read as 2000-01-01 00:00:00 and cannot be set")
    func defaults() throws {
        var values = PickerValues(mode: .monthDay, year: 1999, month: 2, day: 29, hour: 7)
        #expect(values.year == 2000 && values.hour == 0)
        #expect(values.isValid)
        #expect(try values.canonical == "02-29")
        values.year = 2019
        values[.hour] = 5
        #expect(values == PickerValues(mode: .monthDay, month: 2, day: 29))
        #expect(PickerValues(mode: .time, hour: 14).converted(to: .date).description == "year=2000 month=1 day=1")
        #expect(PickerValues(year: 2019, month: 8, day: 20).weekday == .tuesday)
        #expect(!PickerValues(year: 0).isValid && !PickerValues(year: 10_000).isValid)
    }
}
