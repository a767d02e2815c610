import Foundation
import PickerKit
import PickerKitCore
import PickerKitFoundation
import Testing

@Suite("bad input at the Foundation bridge")
struct BadInputTests {
    @Test(
        "time zones: ICU and Foundation ids accepted, unknown ones named",
        arguments: [
            ("Asia/Shanghai", 28_800), ("UTC", 0), ("GMT+8", 28_800), ("GMT+08:00", 28_800), ("GMT-0530", -19_800),
        ])
    func knownZones(name: String, offset: Int) throws {
        #expect(try TimeZone(checking: name).secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == offset)
    }

    @Test("unknown time zones are errors naming the id", arguments: ["Mars/Olympus", "utc", "+08:00", ""])
    func unknownZones(name: String) {
        #expect(throws: PickerError.unknownTimeZone(name)) { try TimeZone(checking: name) }
        #expect(PickerError.unknownTimeZone(name).description.contains("\"\(name)\""))
    }

    @Test("eras: BC refused, a foreign era without its calendar refused, AD fine")
    func eras() throws {
        var fiveBC = DateComponents(era: 0, year: 5, month: 1, day: 1)
        #expect(throws: PickerError.eraBeforeCommonEra(era: 0, year: 5)) {
            try Selection(fiveBC, mode: .date)
        }
        fiveBC.calendar = Calendar(identifier: .gregorian)
        #expect(throws: PickerError.eraBeforeCommonEra(era: 0, year: 5)) {
            try Selection(fiveBC, mode: .date)
        }
        // What Calendar(identifier: .japanese).dateComponents gives for 2019-08-20, calendar not asked for.
        #expect(throws: PickerError.unknownEra(era: 236)) {
            try Selection(DateComponents(era: 236, year: 1, month: 8, day: 20), mode: .date)
        }
        #expect(
            try Selection(DateComponents(era: 1, year: 2019, month: 8, day: 20), mode: .date).description
                == "2019-08-20")
    }

    @Test("Foundation's Gregorian days that do not exist, and the ISO calendar")
    func gregorianCalendar() throws {
        var components = DateComponents(year: 1582, month: 10, day: 10)
        components.calendar = Calendar(identifier: .gregorian)
        #expect(throws: PickerError.self) { try Selection(components, mode: .date) }
        components.calendar = Calendar(identifier: .iso8601)
        #expect(try Selection(components, mode: .date).description == "1582-10-10")
        components.calendar = nil
        #expect(try Selection(components, mode: .date).description == "1582-10-10")
    }

    @Test("a selection outside 0001-9999 is an error naming the year")
    func outsideYears() throws {
        let utc = try TimeZone(checking: "UTC")
        #expect(throws: PickerError.self) {
            try Selection(Date(timeIntervalSince1970: -62_135_596_801), mode: .date, in: utc)
        }
        #expect(throws: PickerError.self) {
            try Selection(Date.distantFuture.addingTimeInterval(1e12), mode: .date, in: utc)
        }
        #expect(throws: PickerError.self) {
            try Selection(
                Date(timeIntervalSince1970: -62_135_596_800), mode: .date, in: TimeZone(checking: "America/New_York"))
        }
    }

    @Test("Present is not a date; a picker's Present row neither")
    func present() throws {
        #expect(throws: PickerError.notADate("present")) {
            try Selection.present.date(in: TimeZone(checking: "UTC"))
        }
        let configuration = try PickerConfiguration(mode: .yearMonth, selection: "present")
        let picker = try LocalizedPicker(
            locale: ResolvedLocale("en_US"), configuration: configuration, includesPresent: true)
        #expect(throws: PickerError.notADate("present")) { try picker.date(in: TimeZone(checking: "UTC")) }
    }

    @Test("a Date clock and a Foundation time zone set today")
    func clock() throws {
        var configuration = PickerConfiguration(mode: .dateHourMinute)
        let instant = try Selection("2021-03-14 03:15", mode: .dateHourMinute).date(
            in: TimeZone(checking: "America/New_York")
        )
        .date
        configuration.setClock({ instant }, in: try TimeZone(checking: "America/New_York"))
        let english = try ResolvedLocale("en_US")
        var picker = try LocalizedPicker(locale: english, configuration: configuration)
        #expect(picker.selectedValue == "2021-03-14 03:15")
        try picker.select(try Selection("2020-01-01 00:00", mode: .dateHourMinute))
        try picker.selectToday()
        #expect(picker.selectedValue == "2021-03-14 03:15")
        #expect(try picker.date(in: TimeZone(checking: "America/New_York")).date == instant)
        configuration.setClock({ instant }, in: try TimeZone(checking: "GMT+08:00"))
        #expect(try LocalizedPicker(locale: english, configuration: configuration).selectedValue == "2021-03-14 15:15")
    }
}
