import CICU
@_spi(Benchmarks) import PickerKitCore

/// The `locale-check` subcommands issue 41 named as unguarded, `calendars` and `locales`, each
/// against the ICU calls an app would make for the same items without PickerKit (for
/// ``GuardCatalog``).
///
/// Both are counted per item: two whole `locale-check` processes, one with twice the items of
/// the other, so the difference is the items' cost without start-up.
///
/// - `calendars --calendar K`: per day, over the days of 2002 and 2003 (`--from 2000 --to 2003`
///   minus `--to 2001`; under `ParallelICUDays.minimumDaysPerProcess`, so one process reads them
///   all). The command reads each day from ICU and compares it with PickerKit's calendar; the
///   ICU calls it stands beside are that day loop alone, what an app computes a day with:
///   `ucal_setMillis` and six `ucal_get` (era, year, extended year, month, leap month, day) on
///   a calendar opened once. The ratio is below 1 (the command does ICU's work and its own).
/// - `locales L...`: per locale, the check of ja_JP, ru_RU, he_IL, fa_IR and ko_KR after en_US,
///   de_DE, zh_CN, ar_EG and hi_IN (ten ids minus the first five). Against ICU's date patterns
///   for a locale, as an app listing locales with a sample date would get them: `udatpg_open`,
///   the best pattern for `yMMMMd`, `udat_open` and one `udat_format`, closed again (ICU's
///   resource caches warm, as they are for the command's second five).
enum GuardCommands {
    /// The calendars counted by `calendars`: those of issue 41's first pickers.
    static let calendars = ["hebrew", "persian", "chinese", "japanese"]

    /// The first day of the difference, 2002-01-01, in milliseconds since 1970.
    static let firstDay = RangeBenchmarks.millis(2002, 1, 1)
    /// The days in the difference, 2002-01-01 to 2003-12-31.
    static let days = 730

    /// The subject's arguments over 2000–2001 and 2000–2003.
    static func calendarArguments(_ name: String) -> (single: [String], double: [String]) {
        let base = ["calendars", "--calendar", name, "--from", "2000", "--to"]
        return (base + ["2001"], base + ["2003"])
    }

    /// ICU's day loop for `name`: one day of 2002–2003 per call, at noon UTC.
    static func icuDays(_ name: String) -> GuardedRatio.Body {
        var status = U_ZERO_ERROR
        let zone = Array("UTC".utf16)
        let calendar = cicu_ucal_open(zone, Int32(zone.count), "en_US@calendar=\(name)", UCAL_DEFAULT, &status)
        precondition(status.rawValue <= 0, "ucal_open(@calendar=\(name)) status \(status.rawValue)")
        let type = String(cString: cicu_ucal_getType(calendar, &status))
        precondition(type == name, "ucal_open(@calendar=\(name)) opened \(type)")
        let fields = [UCAL_ERA, UCAL_YEAR, UCAL_EXTENDED_YEAR, UCAL_MONTH, UCAL_IS_LEAP_MONTH, UCAL_DATE]
        return { iterations in
            var total = 0
            for index in 0..<iterations {
                var status = U_ZERO_ERROR
                cicu_ucal_setMillis(calendar, firstDay + Double(index % days) * 86_400_000 + 43_200_000, &status)
                for field in fields { total &+= Int(cicu_ucal_get(calendar, field, &status)) }
                precondition(status.rawValue <= 0, "ucal_get(@calendar=\(name)) status \(status.rawValue)")
            }
            return total
        }
    }

    /// A day's round trip through PickerKit's calendar rules against ICU's calendar (day number
    /// to era, year, month, leap month and day and back), the `calendars` group's pair: what
    /// `locale-check calendars` checks day by day, without the command (and ICU's share in it)
    /// around it, so that a slip of PickerKit's calendar arithmetic alone shows.
    static func calendarDays(_ kind: CalendarKind) -> GuardDisplayOperations.Pair {
        var status = U_ZERO_ERROR
        let zone = Array("UTC".utf16)
        let calendar = cicu_ucal_open(
            zone, Int32(zone.count), "en_US_POSIX@calendar=\(kind.rawValue)", UCAL_DEFAULT, &status)!
        let type = String(cString: cicu_ucal_getType(calendar, &status))
        precondition(status.rawValue <= 0 && type == kind.rawValue, "ucal_open(\(kind.rawValue)) opened \(type)")
        let days = CalendarBenchmarks.days(kind)
        return (CalendarBenchmarks.icuRoundTrip(calendar, days), { kind.roundTripDays(days, iterations: $0) })
    }

    /// The ten locales in two halves: `locales` over the first five and over all ten.
    static var localeArguments: (single: [String], double: [String]) {
        (["locales"] + GuardCatalog.locales.prefix(5), ["locales"] + GuardCatalog.locales)
    }

    /// ICU's date pattern and one date for each of the second five locales in turn.
    static func icuLocales() -> GuardedRatio.Body {
        let ids = Array(GuardCatalog.locales.dropFirst(5))
        return { iterations in
            var total = 0
            for index in 0..<iterations {
                let length = FirstPickerBenchmarks.firstICUDate(ids[index % ids.count])
                precondition(length > 0, "\(ids[index % ids.count]): ICU's date failed")
                total &+= length
            }
            return total
        }
    }
}
