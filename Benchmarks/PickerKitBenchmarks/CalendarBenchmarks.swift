import CICU
import PickerKit
@_spi(Benchmarks) import PickerKitCore

/// Day number → calendar fields → day number by PickerKit's rules, against ICU doing the
/// same (`ucal_setMillis` + field reads, then `ucal_clear` + sets + `ucal_getMillis`), per
/// arithmetic calendar.
enum CalendarBenchmarks {
    /// Day numbers of 1900-01-01 and the span of 1900–2100 (days are spread over it).
    static let firstDay = 693_595
    static let span = 73_414
    static let unixEpochDayNumber = 719_162

    static func run() {
        // More rounds than other groups, and long ones: the best of many is what survives a
        // loaded machine, and short rounds (20,000 rules calls, 0.3 ms) read 25–60% slower
        // than rounds of 2,000,000 in some runs on this machine. Table calendars get fewer
        // calls: ICU's astronomy costs ~75 µs per chinese day.
        var runner = BenchmarkRunner(iterations: 100_000)
        runner.rounds = 15
        var summary: [(name: String, rules: Double, icu: Double)] = []
        for kind in CalendarKind.allCases {
            runner.iterations = [.chinese, .dangi, .islamicUmalqura].contains(kind) ? 2_000 : 100_000
            let name = kind == .gregorian ? "gregorian" : kind.rawValue
            var status = U_ZERO_ERROR
            let zone = Array("UTC".utf16)
            let calendar = cicu_ucal_open(
                zone, Int32(zone.count), "en_US_POSIX@calendar=\(name)",
                kind == .gregorian ? UCAL_GREGORIAN : UCAL_DEFAULT, &status)
            defer { cicu_ucal_close(calendar) }
            let days = days(kind)
            let results = runner.compare(
                "calendar \(kind.rawValue): day number → fields → day number",
                baseline: "rules",
                [
                    .init(name: "rules") { iterations in kind.roundTripDays(days, iterations: iterations) },
                    .init(
                        name: "ICU setMillis + gets, set + getMillis",
                        body: icuRoundTrip(calendar!, days)),
                ])
            if let rulesTime = results["rules"], let icuTime = results["ICU setMillis + gets, set + getMillis"] {
                summary.append((kind.rawValue, rulesTime, icuTime))
            }
        }
        print("\ncalendars: day number → fields → day number, ns/op (goal: ICU ≥ 20x the rules)")
        print("  " + "calendar".padded(to: 18) + "   rules      ICU    ratio")
        for row in summary {
            print(
                "  " + row.name.padded(to: 18) + BenchmarkRunner.format(row.rules, width: 8)
                    + BenchmarkRunner.format(row.icu, width: 9) + BenchmarkRunner.format(row.icu / row.rules, width: 8)
                    + "x")
        }
    }

    /// The same 1,024 day numbers for both sides, inside both 1900–2100 and the calendar's own
    /// range (the table calendars end earlier: dangi in 2050, Umm al-Qura in 2077).
    ///
    /// Read from an array: computing each day in the loop (a 64-bit `%`) cost about as much as
    /// the rules themselves.
    static func days(_ kind: CalendarKind) -> [Int] {
        let first = max(firstDay, kind.ruleDayNumbers.lowerBound)
        let daySpan = min(firstDay + span - 1, kind.ruleDayNumbers.upperBound) - first + 1
        return (0..<1_024).map { first + ($0 &* 7_919) % daySpan }
    }

    /// ICU's round trip of `days` (day numbers, indexed by mask of 1,023): `ucal_setMillis`,
    /// the era, extended year, month, leap month and day read, then set again and
    /// `ucal_getMillis`; the ICU side of the `calendars` group and of the guard's calendar days.
    static func icuRoundTrip(_ calendar: UnsafeMutablePointer<UCalendar?>, _ days: [Int]) -> (Int) -> Int {
        { iterations in
            var total = 0
            var status = U_ZERO_ERROR
            for index in 0..<iterations {
                let dayNumber = days[index & 1_023]
                let millis = Double(dayNumber - unixEpochDayNumber) * 86_400_000
                cicu_ucal_setMillis(calendar, millis, &status)
                let era = cicu_ucal_get(calendar, UCAL_ERA, &status)
                let year = cicu_ucal_get(calendar, UCAL_EXTENDED_YEAR, &status)
                let month = cicu_ucal_get(calendar, UCAL_MONTH, &status)
                let leap = cicu_ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status)
                let day = cicu_ucal_get(calendar, UCAL_DATE, &status)
                cicu_ucal_clear(calendar)
                cicu_ucal_set(calendar, UCAL_EXTENDED_YEAR, year)
                cicu_ucal_set(calendar, UCAL_MONTH, month)
                cicu_ucal_set(calendar, UCAL_IS_LEAP_MONTH, leap)
                cicu_ucal_set(calendar, UCAL_DATE, day)
                total &+= Int(cicu_ucal_getMillis(calendar, &status) / 86_400_000) &+ Int(era)
            }
            return total
        }
    }
}
