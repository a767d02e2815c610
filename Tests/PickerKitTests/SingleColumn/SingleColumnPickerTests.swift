import Testing

@testable import PickerKit
@_spi(PickerKitTools) @testable import PickerKitCore
@testable import PickerKitRegions

@Suite("one-column pickers")
struct SingleColumnPickerTests {
    static func picker(
        _ mode: SelectionMode, _ minimum: String?, _ maximum: String?, descending: Bool = false, minuteStep: Int = 1,
        present: Bool = false
    ) throws -> SingleColumnPicker {
        var configuration = try PickerConfiguration(mode: mode, minimum: minimum, maximum: maximum)
        configuration.intervals = try PickerIntervals(minuteStep: minuteStep)
        if descending { configuration.sortOrders[mode.fields[0]] = .descending }
        if present {
            configuration.present = SentinelRow(
                value: SentinelRow.presentValue, label: "Present", position: descending ? .first : .last)
        }
        return try SingleColumnPicker(configuration)
    }

    @Test(
        "rows run from the minimum to the maximum on the steps, in the first field's order",
        arguments: [
            (SelectionMode.yearMonth, String?("2019-01"), String?("2019-12"), false, 1, 12, "2019-01", "2019-12"),
            (.yearMonth, "2015-03", "2019-08", true, 1, 54, "2019-08", "2015-03"),
            (.yearMonth, "0001-01", "9999-12", true, 1, 119_988, "9999-12", "0001-01"),
            (.year, "1900", "2100", false, 1, 201, "1900", "2100"),
            (.date, "2019-02-01", "2019-03-01", false, 1, 29, "2019-02-01", "2019-03-01"),
            (.date, "0001-01-01", "9999-12-31", false, 1, 3_652_059, "0001-01-01", "9999-12-31"),
            (
                .dateHourMinute, "2019-08-20 00:00", "2019-08-20 23:45", false, 15, 96, "2019-08-20 00:00",
                "2019-08-20 23:45"
            ),
            (.dateHour, "2019-12-31 22", "2020-01-01 01", true, 1, 4, "2020-01-01 01", "2019-12-31 22"),
            (.monthDay, nil, nil, false, 1, 366, "01-01", "12-31"),
            (.hourMinute, nil, nil, false, 5, 288, "00:00", "23:55"),
            (.time, nil, nil, true, 1, 86_400, "23:59:59", "00:00:00"),
            (.minuteSecond, nil, nil, false, 1, 3_600, "00:00", "59:59"),
        ])
    func rows(
        mode: SelectionMode, minimum: String?, maximum: String?, descending: Bool, step: Int, count: Int,
        first: String, last: String
    ) throws {
        let picker = try Self.picker(mode, minimum, maximum, descending: descending, minuteStep: step)
        #expect(picker.rows.count == count)
        #expect(picker.rows.first?.value == first)
        #expect(picker.rows.last?.value == last)
        #expect(picker.rows.index(of: try PickerValues(parsing: first, mode: mode)) == 0)
        #expect(picker.rows.index(of: try PickerValues(parsing: last, mode: mode)) == count - 1)
    }

    @Test("the Present row sits first when newest first, last otherwise, and can be selected")
    func present() throws {
        var newest = try Self.picker(.yearMonth, "2015-01", "2019-12", descending: true, present: true)
        #expect(newest.rows.count == 61)
        #expect(newest.rows[0] == .sentinel(newest.model.sentinels[0]))
        #expect(newest.rows[1].value == "2019-12")
        try newest.select(row: 0)
        #expect(newest.selectedValue == "present")
        #expect(newest.selection == .present)
        #expect(newest.selectedRow == 0)
        let oldest = try Self.picker(.yearMonth, "2015-01", "2019-12", present: true)
        #expect(oldest.rows[60].value == "present")
        #expect(oldest.rows.index(ofSentinel: "present") == 60)
    }

    @Test("choosing a row selects its value; a value between rows goes to the nearest, reported like the model")
    func selecting() throws {
        var picker = try Self.picker(.dateHourMinute, "2019-08-20 09:00", "2019-08-21 18:00", minuteStep: 15)
        try picker.select(row: 5)
        #expect(picker.selectedValue == "2019-08-20 10:15")
        #expect(picker.selectedRow == 5)
        let adjustments = try picker.select(try Selection("2019-08-20 14:38"))
        #expect(picker.selectedValue == "2019-08-20 14:45")
        #expect(adjustments == [PickerAdjustment(field: .minute, from: 38, to: 45, reason: .interval(step: 15))])
        let clamped = try picker.select(try Selection("2030-01-01 00:00"))
        #expect(picker.selectedValue == "2019-08-21 18:00")
        #expect(picker.selectedRow == picker.rows.count - 1)
        #expect(clamped.map(\.reason).allSatisfy { $0 == .maximum })
        #expect(throws: PickerError.self) { try picker.select(row: picker.rows.count) }
        #expect(throws: PickerError.self) { try picker.select(row: -1) }
        #expect(throws: PickerError.self) { try picker.select(try Selection("2019-08")) }
    }

    @Test(
        "a disabled row stays in the list but is not enabled; choosing it moves to the nearest enabled day, ties the way the wheel turned",
        arguments: [
            // from, chosen row's day, expected selection
            ("2019-08-10", "2019-08-20", "2019-08-19"),  // 19 is 1 away, 22 is 2
            ("2019-08-10", "2019-08-21", "2019-08-22"),  // 22 is 1 away, 19 is 2
            ("2019-08-30", "2019-08-24", "2019-08-22"),  // 23...25 disabled: 22 and 26 tie; going back
            ("2019-08-10", "2019-08-24", "2019-08-26"),  // the same tie going forward
        ])
    func disabledRows(from: String, chosen: String, expected: String) throws {
        var configuration = try PickerConfiguration(
            mode: .date, minimum: "2019-08-01", maximum: "2019-08-31", selection: from)
        configuration.disabled = DisabledValues(
            values: Set(
                ["2019-08-20", "2019-08-21", "2019-08-23", "2019-08-24", "2019-08-25"].map {
                    try! Selection($0, mode: .date)
                }))
        var picker = try SingleColumnPicker(configuration)
        let chosenRow = try #require(picker.rows.index(of: try PickerValues(parsing: chosen, mode: .date)))
        #expect(picker.rows.count == 31)
        #expect(!picker.isEnabled(row: chosenRow))
        #expect(picker.isEnabled(row: 0))
        let adjustments = try picker.select(row: chosenRow)
        #expect(picker.selectedValue == expected)
        #expect(picker.isEnabled(row: try #require(picker.selectedRow)))
        #expect(adjustments.map(\.reason) == [.disabled])
        let viaValues = try picker.select(try PickerValues(parsing: chosen, mode: .date))
        #expect(!viaValues.isEmpty && viaValues.allSatisfy { $0.reason == .disabled })
        #expect(picker.isEnabled(row: try #require(picker.selectedRow)))
    }

    @Test("in a calendar the rows are the calendar's: a Hebrew leap year has Adar I and II, a 13-month Coptic year 13")
    func calendars() throws {
        let hebrew = try PickerConfiguration(
            mode: .yearMonth, minimum: "5784-M01[u-ca=hebrew]", maximum: "5785-M12[u-ca=hebrew]")
        let rows = try SingleColumnPicker(hebrew).rows
        #expect(rows.count == 13 + 12)
        #expect(try #require(rows.values(at: 5)).canonical == "5784-M05L[u-ca=hebrew]")
        #expect(try #require(rows.values(at: 13)).canonical == "5785-M01[u-ca=hebrew]")
        let coptic = try PickerConfiguration(
            mode: .yearMonth, minimum: "1740-M01[u-ca=coptic]", maximum: "1741-M13[u-ca=coptic]")
        #expect(try SingleColumnPicker(coptic).rows.count == 26)
    }

    /// Random pickers for the property below.
    static let pickers = 400

    @Test("every row is valid, in bounds, on the steps, at its own index, and the next allowed value follows it")
    func rowProperties() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for _ in 0..<Self.pickers {
            let configuration = try PickerModelPropertyTests.randomConfiguration(using: &random)
            let made = Result { () throws(PickerError) in try SingleColumnPicker(configuration) }
            guard case .success(let picker) = made else {
                if case .failure(let error) = made, case .noValueOnInterval = error { continue }
                Issue.record("seed \(seed): \(made)")
                return
            }
            let model = picker.model
            let rows = picker.rows
            guard let selected = picker.selectedRow,
                rows.values(at: selected) == model.values || model.selectedSentinel != nil
            else {
                Issue.record(
                    "seed \(seed): selection \(model.values) is not on row \(String(describing: picker.selectedRow))")
                return
            }
            let lastField = model.mode.fields.last!
            let ascending = rows.sortOrder == .ascending
            for _ in 0..<20 {
                let index = Int.random(in: rows.indices, using: &random)
                guard let values = rows.values(at: index) else { continue }
                if !values.isValid || values < model.bounds.minimum || values > model.bounds.maximum
                    || values[.minute] % model.intervals.minuteStep != 0
                    || values[.second] % model.intervals.secondStep != 0 || rows.index(of: values) != index
                {
                    Issue.record("seed \(seed): row \(index) of \(model.mode) is \(values)")
                    return
                }
                // The oracle: the model's own stepping, not the layout's arithmetic.
                let later = values.incremented(lastField)?.roundedUp(to: model.intervals)
                let neighbour = rows.values(at: ascending ? index + 1 : index - 1)
                let expected = later.flatMap { $0 <= model.bounds.maximum ? $0 : nil }
                if neighbour != expected {
                    let found = String(describing: neighbour)
                    let stepped = String(describing: expected)
                    Issue.record("seed \(seed): after \(values) the list has \(found), the model steps to \(stepped)")
                    return
                }
            }
            // Selecting any value lands where the multi-column model lands, with its adjustments.
            var single = picker
            var multi = model
            let target = PickerModelPropertyTests.randomValues(model.mode, years: 1...9999, using: &random)
            let adjustments = try single.select(target)
            let expected = try multi.select(target.selection).adjustments
            if single.values != multi.values || adjustments != expected || single.selectedRow == nil {
                Issue.record(
                    "seed \(seed): selecting \(target) gave \(single.values) \(adjustments), model \(multi.values) \(expected)"
                )
                return
            }
        }
    }
}
