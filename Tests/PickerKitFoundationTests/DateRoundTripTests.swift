import Foundation
import PickerKit
import PickerKitFoundation
import Testing

/// 10,000 seeded random date-times per zone through `Date` in six zones: UTC, Asia/Shanghai,
/// Asia/Kolkata (+05:30), America/New_York (DST), Australia/Adelaide (DST, +09:30/+10:30) and
/// Australia/Lord_Howe (a half-hour DST shift, +10:30/+11:00).
@Suite("Date round trips in time zones")
struct DateRoundTripTests {
    static let zones = [
        "UTC", "Asia/Shanghai", "Asia/Kolkata", "America/New_York", "Australia/Adelaide", "Australia/Lord_Howe",
    ]

    /// A random wall-clock time: mostly 1900–2100, one in ten anywhere in 0001–9999.
    static func randomValues(_ random: inout SplitMix64) -> PickerValues {
        let year =
            Int.random(in: 0..<10, using: &random) == 0
            ? Int.random(in: 1...9999, using: &random) : Int.random(in: 1900...2100, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let days = GregorianRules.daysInMonth(year: year, month: month)
        return PickerValues(
            mode: .dateTime, year: year, month: month, day: Int.random(in: 1...days, using: &random),
            hour: Int.random(in: 0...23, using: &random), minute: Int.random(in: 0...59, using: &random),
            second: Int.random(in: 0...59, using: &random))
    }

    @Test("wall-clock fields -> Date -> fields, with skipped and repeated times reported")
    func wallClockRoundTrip() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var counts: [String: (exact: Int, skipped: Int, repeated: Int)] = [:]
        for index in 0..<(10_000 * Self.zones.count) {
            let name = Self.zones[index % Self.zones.count]
            let zone = try TimeZone(checking: name)
            let values = Self.randomValues(&random)
            let zoned = try values.date(in: zone)
            let back = try PickerValues(zoned.date, mode: .dateTime, in: zone)
            var count = counts[name] ?? (0, 0, 0)
            switch zoned.adjustment?.kind {
            case nil:
                count.exact += 1
                #expect(back == values, "seed \(seed): \(values) in \(name) came back as \(back)")
            case .skipped?:
                count.skipped += 1
                let adjustment = try #require(zoned.adjustment)
                #expect(
                    back.validSelection == adjustment.resolved && values < back, "seed \(seed): \(values) in \(name)")
                #expect(adjustment.offsetAfter > adjustment.offsetBefore && zoned.date == adjustment.transition)
            case .repeated?:
                count.repeated += 1
                let later = try #require(zoned.adjustment?.alternative)
                #expect(back == values && zoned.date < later, "seed \(seed): \(values) in \(name)")
                #expect(try PickerValues(later, mode: .dateTime, in: zone) == values)
            }
            counts[name] = count
        }
        print("wall-clock round trips, seed \(seed):", counts.sorted { $0.key < $1.key })
        #expect(counts.values.map(\.exact).reduce(0, +) >= 10_000 * Self.zones.count - 100)
    }

    @Test("Date -> fields -> Date for random instants (exact, or the earlier of a repeated time)")
    func instantRoundTrip() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let first = -62_135_596_800 + 86_400  // 0001-01-02T00:00Z, inside 0001 in every zone
        let last = 253_402_300_799 - 86_400
        for index in 0..<(10_000 * Self.zones.count) {
            let zone = try TimeZone(checking: Self.zones[index % Self.zones.count])
            let seconds = Int.random(in: first...last, using: &random)
            let date = Date(timeIntervalSince1970: Double(seconds))
            let values = try PickerValues(date, mode: .dateTime, in: zone)
            // The fields are the zone's wall clock: Foundation's offset at the instant agrees.
            #expect(
                try values.date(in: zone).date == date
                    || (try values.date(in: zone).adjustment?.alternative == date),
                "seed \(seed): \(seconds) in \(zone.identifier) read as \(values)")
        }
    }

    /// Local times inside every DST transition of 1970–2037 in the three DST zones.
    @Test("every transition 1970-2037 in New York, Adelaide and Lord Howe: skipped and repeated times are reported")
    func transitions() throws {
        var skipped = 0
        var repeated = 0
        for name in ["America/New_York", "Australia/Adelaide", "Australia/Lord_Howe"] {
            let zone = try TimeZone(checking: name)
            var instant = Date(timeIntervalSince1970: 0)
            while let next = zone.nextDaylightSavingTimeTransition(after: instant),
                next.timeIntervalSince1970 < 2_145_916_800
            {
                instant = next
                let before = zone.secondsFromGMT(for: next.addingTimeInterval(-1))
                let after = zone.secondsFromGMT(for: next)
                // The wall-clock time half-way through the jump.
                let local = Int(next.timeIntervalSince1970) + min(before, after) + abs(after - before) / 2
                let values = try #require(
                    try? PickerValues(
                        Date(timeIntervalSince1970: Double(local)), mode: .dateTime, in: TimeZone(checking: "UTC")))
                let zoned = try values.date(in: zone)
                if after > before {
                    skipped += 1
                    #expect(zoned.adjustment?.kind == .skipped && zoned.date == next, "\(values) in \(name)")
                } else {
                    repeated += 1
                    #expect(zoned.adjustment?.kind == .repeated, "\(values) in \(name)")
                    #expect(zoned.adjustment?.alternative.map { $0 > zoned.date } == true)
                }
            }
        }
        print("transitions 1970-2037: \(skipped) skipped, \(repeated) repeated wall-clock times reported")
        #expect(skipped > 100 && repeated > 100)
    }

    @Test("10,000 random wall-clock times inside DST gaps and overlaps resolve as documented")
    func insideTransitions() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0xD57)
        let utc = try TimeZone(checking: "UTC")
        var transitions: [(zone: TimeZone, instant: Int, before: Int, after: Int)] = []
        for name in ["America/New_York", "Australia/Adelaide", "Australia/Lord_Howe"] {
            let zone = try TimeZone(checking: name)
            var instant = Date(timeIntervalSince1970: 0)
            while let next = zone.nextDaylightSavingTimeTransition(after: instant),
                next.timeIntervalSince1970 < 2_145_916_800
            {
                instant = next
                let before = zone.secondsFromGMT(for: next.addingTimeInterval(-1))
                let after = zone.secondsFromGMT(for: next)
                transitions.append((zone, Int(next.timeIntervalSince1970), before, after))
            }
        }
        for _ in 0..<10_000 {
            let (zone, instant, before, after) = transitions.randomElement(using: &random)!
            // A wall-clock second strictly inside the jump (the gap or the repeated stretch).
            let wall = instant + min(before, after) + Int.random(in: 1..<abs(after - before), using: &random)
            let values = try PickerValues(Date(timeIntervalSince1970: Double(wall)), mode: .dateTime, in: utc)
            let zoned = try values.date(in: zone)
            let adjustment = try #require(zoned.adjustment, "seed \(seed): \(values) in \(zone.identifier)")
            #expect(adjustment.offsetBefore == before && adjustment.offsetAfter == after, "seed \(seed): \(values)")
            #expect(adjustment.transition == Date(timeIntervalSince1970: Double(instant)), "seed \(seed): \(values)")
            if after > before {
                // Skipped: the next valid instant, the transition, whose wall clock is reported.
                #expect(adjustment.kind == .skipped && zoned.date == adjustment.transition, "seed \(seed): \(values)")
                let transitionWall = instant + after
                #expect(
                    try adjustment.resolved
                        == Selection(Date(timeIntervalSince1970: Double(transitionWall)), mode: .dateTime, in: utc),
                    "seed \(seed): \(values)")
            } else {
                // Repeated: the earlier instant (the offset before), the later one as the alternative.
                #expect(adjustment.kind == .repeated, "seed \(seed): \(values)")
                #expect(zoned.date == Date(timeIntervalSince1970: Double(wall - before)), "seed \(seed): \(values)")
                #expect(adjustment.alternative == Date(timeIntervalSince1970: Double(wall - after)), "seed \(seed)")
                #expect(adjustment.resolved == values.validSelection)
            }
        }
    }

    @Test(
        "known transitions",
        arguments: [
            ("America/New_York", "2021-03-14 02:30:00", "skipped", "2021-03-14 03:00:00", 1_615_705_200.0),
            ("America/New_York", "2021-11-07 01:30:00", "repeated", "2021-11-07 01:30:00", 1_636_263_000),
            ("Europe/Berlin", "2021-03-28 02:30:00", "skipped", "2021-03-28 03:00:00", 1_616_893_200),
            // Lord Howe moves its clocks by half an hour: 02:00 -> 02:30 (+10:30 -> +11:00) and back.
            ("Australia/Lord_Howe", "2021-10-03 02:15:00", "skipped", "2021-10-03 02:30:00", 1_633_188_600),
            ("Australia/Lord_Howe", "2021-04-04 01:45:00", "repeated", "2021-04-04 01:45:00", 1_617_461_100),
            ("Asia/Kolkata", "1970-01-01 05:30:00", "", "1970-01-01 05:30:00", 0),
            ("GMT+08:00", "1970-01-01 08:00:00", "", "1970-01-01 08:00:00", 0),
        ])
    func known(zone name: String, wallClock: String, kind: String, resolved: String, seconds: Double) throws {
        let zoned = try Selection(wallClock, mode: .dateTime).date(in: TimeZone(checking: name))
        #expect(zoned.date == Date(timeIntervalSince1970: seconds))
        #expect((zoned.adjustment?.kind.rawValue ?? "") == kind)
        #expect((zoned.adjustment?.resolved ?? zoned.requested).description == resolved)
    }

    @Test("dates before 1582 are proleptic Gregorian, not Foundation's Julian")
    func beforeGregorianReform() throws {
        let utc = try TimeZone(checking: "UTC")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let reform = try Selection("1582-10-15", mode: .date).date(in: utc).date
        #expect(
            calendar.dateComponents([.year, .month, .day], from: reform)
                == DateComponents(year: 1582, month: 10, day: 15))
        let dayBefore = try Selection("1582-10-14", mode: .date).date(in: utc).date
        #expect(reform.timeIntervalSince(dayBefore) == 86_400)
        // Foundation's Gregorian calendar calls that day Julian October 4.
        #expect(
            calendar.dateComponents([.year, .month, .day], from: dayBefore)
                == DateComponents(year: 1582, month: 10, day: 4))
        #expect(try Selection(dayBefore, mode: .date, in: utc).description == "1582-10-14")
        // Its components are converted back from the Julian calendar.
        var julian = calendar.dateComponents([.year, .month, .day], from: dayBefore)
        julian.calendar = calendar
        #expect(try Selection(julian, mode: .date).description == "1582-10-14")
    }

    @Test("modes without a date take it from a reference; smaller fields start the period")
    func partialModes() throws {
        let shanghai = try TimeZone(checking: "Asia/Shanghai")
        let reference = try Selection("2019-08-20 23:59:59", mode: .dateTime).date(in: shanghai).date
        let alarm = try Selection("07:05", mode: .hourMinute).date(in: shanghai, reference: reference)
        #expect(try Selection(alarm.date, mode: .dateTime, in: shanghai).description == "2019-08-20 07:05:00")
        let month = try Selection("2019-08", mode: .yearMonth).date(in: shanghai)
        #expect(try Selection(month.date, mode: .dateTime, in: shanghai).description == "2019-08-01 00:00:00")
        #expect(throws: PickerError.needsReference(mode: .hourMinute, missing: [.year, .month, .day])) {
            try Selection("07:05", mode: .hourMinute).date(in: shanghai)
        }
        #expect(try Selection(Date(timeIntervalSince1970: 0), mode: .monthDay, in: shanghai).description == "01-01")
    }
}
