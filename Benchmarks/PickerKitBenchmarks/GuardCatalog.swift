import PickerKit

/// Every ratio the guard checks, in the order it prints them: the one table to extend.
///
/// To guard a new pair, add a ``GuardedRatio`` here with a new name (a `.warm` pair of bodies
/// for a call after warm-up, a `.fresh` pair for a first use in a fresh process), then run
/// `tools/guard-spread.sh 10 --write-floors`, which measures the spread and writes its floor
/// into ``GuardFloors``. A ratio with no floor fails the guard and says how to set it.
enum GuardCatalog {
    /// The ten locales of issue 41's table.
    static let locales = ["en_US", "de_DE", "zh_CN", "ar_EG", "hi_IN", "ja_JP", "ru_RU", "he_IL", "fa_IR", "ko_KR"]

    /// The first pickers counted besides the ten locales' own calendars (fa_IR is Persian
    /// already): the other calendars of issue 41's table.
    static let calendarLocales = ["zh_CN@calendar=chinese", "he_IL@calendar=hebrew", "ja_JP@calendar=japanese"]

    /// The values counted of a warm display string: 256.
    ///
    /// The first 256 of the 1,024 values (instants, ranges, weeks) whose texts the guard
    /// compares with ICU's. The counts are of 0 and N calls (after N of warm-up), each counted
    /// value once, so the instructions per call are the mean over those values, the same on
    /// both sides. Counting all 1,024 is four times the counted calls under callgrind, and
    /// moved some ratios by up to 22% (the closed ranges whose few expensive values fall
    /// otherwise).
    static let displayValues = 256

    /// The values of the durations, quarters and week and quarter ranges (64 of each).
    static let periodValues = 64

    static var ratios: [GuardedRatio] {
        wholeProcess + hotPaths + displayStrings + moreDisplayStrings + firstPickers + commands
    }

    /// `locale-check` over ISO dates on standard input against CPython over the same lines.
    static var wholeProcess: [GuardedRatio] {
        [
            GuardedRatio(
                name: "bulk parse --mode date", sides: "CPython / locale-check, per line",
                measurement: .wholeProcess(lines: 5_000, localeCheckArguments: ["parse", "--mode", "date"])),
            GuardedRatio(
                name: "bulk parse --mode date --json", sides: "CPython / locale-check, per line",
                measurement: .wholeProcess(lines: 5_000, localeCheckArguments: ["parse", "--mode", "date", "--json"])),
            GuardedRatio(
                name: "bulk convert --calendar persian", sides: "CPython / locale-check, per line",
                measurement: .wholeProcess(lines: 5_000, localeCheckArguments: ["convert", "--calendar", "persian"])),
        ]
    }

    /// What the guard checked before issue 41, and the cascade loader.
    static var hotPaths: [GuardedRatio] {
        [
            GuardedRatio(
                name: "strict parse date", sides: "hand-written floor / Selection",
                measurement: .warm(iterations: 256, make: GuardHotPaths.strictDate)),
            GuardedRatio(
                name: "strict parse date-time", sides: "hand-written floor / Selection",
                measurement: .warm(iterations: 256, make: GuardHotPaths.strictDateTime)),
            GuardedRatio(
                name: "cached label zh_CN year", sides: "udat_format / CalendarLabeler",
                measurement: .warm(iterations: 128, make: { GuardHotPaths.cachedLabel(.year) })),
            GuardedRatio(
                name: "cached label zh_CN day", sides: "udat_format / CalendarLabeler",
                measurement: .warm(iterations: 128, make: { GuardHotPaths.cachedLabel(.day) })),
            GuardedRatio(
                name: "range zh_CN date closed", sides: "udtitvfmt_format / PickerFormatter",
                measurement: .warm(iterations: 64, make: { GuardHotPaths.zhDateRange(open: false) })),
            GuardedRatio(
                name: "range zh_CN date Present", sides: "udtitvfmt_format / PickerFormatter",
                measurement: .warm(iterations: 64, make: { GuardHotPaths.zhDateRange(open: true) })),
            GuardedRatio(
                name: "cascade load 1x", sides: "byte scan / CascadeTree(json:)",
                measurement: .warm(iterations: 2, make: GuardHotPaths.cascadeLoad)),
        ]
    }

    /// Issue 41's display strings, warm, in the ten locales.
    static var displayStrings: [GuardedRatio] {
        locales.flatMap { id -> [GuardedRatio] in
            let calls = displayValues
            let periodCalls = periodValues
            func dates(_ mode: SelectionMode, _ skeleton: String) -> () -> GuardDisplayOperations.Pair {
                { GuardDisplayOperations.dates(id, mode: mode, skeleton: skeleton) }
            }
            return [
                GuardedRatio(
                    name: "display date \(id)", sides: "udat_format / PickerFormatter",
                    measurement: .warm(iterations: calls, make: dates(.date, "yMMMMd"))),
                GuardedRatio(
                    name: "display year-month \(id)", sides: "udat_format / PickerFormatter",
                    measurement: .warm(iterations: calls, make: dates(.yearMonth, "yMMMM"))),
                GuardedRatio(
                    name: "display closed range \(id)", sides: "udtitvfmt_format / PickerFormatter",
                    measurement: .warm(iterations: calls, make: { GuardDisplayOperations.closedRange(id) })),
                GuardedRatio(
                    name: "display open range \(id)", sides: "udat_format of the start / PickerFormatter",
                    measurement: .warm(iterations: calls, make: { GuardDisplayOperations.openRange(id) })),
                GuardedRatio(
                    name: "display duration \(id)", sides: "unumf x3 + ulistfmt_format / PickerFormatter",
                    measurement: .warm(iterations: periodCalls, make: { GuardDisplayOperations.duration(id) })),
                GuardedRatio(
                    name: "display duration 1 part \(id)", sides: "unumf / PickerFormatter",
                    measurement: .warm(
                        iterations: periodCalls,
                        make: { GuardDisplayOperations.duration(id, GuardDisplayOperations.oneUnitDurations) })),
                GuardedRatio(
                    name: "display duration 2 parts \(id)", sides: "unumf x2 + ulistfmt_format / PickerFormatter",
                    measurement: .warm(
                        iterations: periodCalls,
                        make: { GuardDisplayOperations.duration(id, GuardDisplayOperations.twoUnitDurations) })),
                GuardedRatio(
                    name: "display week \(id)", sides: "udat_format / PickerFormatter",
                    measurement: .warm(iterations: calls, make: { GuardDisplayOperations.week(id) })),
                GuardedRatio(
                    name: "display quarter \(id)", sides: "udat_format / PickerFormatter",
                    measurement: .warm(iterations: periodCalls, make: { GuardDisplayOperations.quarter(id) })),
            ]
        }
    }

    /// The modes besides date and year-month whose display strings the guard counts, in each
    /// locale's own calendar where the value names a day.
    static let otherModes: [SelectionMode] = [
        .dateTime, .dateHourMinute, .time, .hourMinute, .monthDay, .year, .dateHour, .monthDayHourMinute,
        .minuteSecond,
    ]

    /// The calendars whose dates the guard counts besides the first pickers' (Chinese, Hebrew,
    /// Japanese) and fa_IR's Persian: the rest of issue 41's "every calendar" that locales use
    /// (th_TH is Buddhist by its region).
    static let moreCalendarLocales = [
        "ko_KR@calendar=dangi", "ar_SA@calendar=islamic-umalqura", "th_TH", "hi_IN@calendar=indian",
    ]

    /// Display strings of the other modes, the other calendars' dates (fa_IR's Persian dates are
    /// `display date fa_IR`), open ranges of other modes, and week and quarter ranges.
    static var moreDisplayStrings: [GuardedRatio] {
        let calls = displayValues
        let periodCalls = periodValues
        let modes = locales.flatMap { id in
            otherModes.map { mode in
                GuardedRatio(
                    name: "display \(mode.rawValue) \(id)", sides: "udat_format / PickerFormatter",
                    measurement: .warm(iterations: calls, make: { GuardDisplayOperations.mode(id, mode) }))
            }
        }
        let calendars = (calendarLocales + moreCalendarLocales).map { id in
            GuardedRatio(
                name: "display date \(id)", sides: "udat_format / PickerFormatter",
                measurement: .warm(iterations: calls, make: { GuardDisplayOperations.mode(id, .date) }))
        }
        let ranges = locales.flatMap { id -> [GuardedRatio] in
            // Closed ranges of every mode but year-month (`display closed range <id>`).
            let closedModes: [GuardedRatio] = SelectionMode.allCases.filter { $0 != .yearMonth }.map { mode in
                GuardedRatio(
                    name: "display closed range \(mode.rawValue) \(id)", sides: "udtitvfmt_format / PickerFormatter",
                    measurement: .warm(
                        iterations: calls, make: { GuardDisplayOperations.closedRange(id, mode: mode) }))
            }
            let openModes: [GuardedRatio] = [SelectionMode.date, .year].map { mode in
                GuardedRatio(
                    name: "display open range \(mode.rawValue) \(id)",
                    sides: "udat_format of the start / PickerFormatter",
                    measurement: .warm(
                        iterations: calls, make: { GuardDisplayOperations.openRange(id, mode: mode) }))
            }
            let periods: [GuardedRatio] = [(PeriodMode.yearWeek, "week"), (.yearQuarter, "quarter")].flatMap {
                mode, what in
                [
                    GuardedRatio(
                        name: "display \(what) range \(id)", sides: "udtitvfmt_format / PickerFormatter",
                        measurement: .warm(
                            iterations: periodCalls,
                            make: { GuardDisplayOperations.periodRange(id, mode: mode, open: false) })),
                    GuardedRatio(
                        name: "display open \(what) range \(id)", sides: "udat_format of the start / PickerFormatter",
                        measurement: .warm(
                            iterations: periodCalls,
                            make: { GuardDisplayOperations.periodRange(id, mode: mode, open: true) })),
                ]
            }
            return closedModes + openModes + periods
        }
        return modes + calendars + ranges
    }

    /// `locale-check calendars` per day and `locales` per locale against ICU's calls for the same
    /// days and locales (``GuardCommands``).
    static var commands: [GuardedRatio] {
        let calendars = GuardCommands.calendars.map { name in
            let (single, double) = GuardCommands.calendarArguments(name)
            return GuardedRatio(
                name: "calendars \(name) per day", sides: "ucal day loop / locale-check calendars",
                measurement: .command(
                    single: single, double: double, items: GuardCommands.days, iterations: 256,
                    baseline: { GuardCommands.icuDays(name) }))
        }
        let days = GuardCommands.calendars.map { name in
            GuardedRatio(
                name: "calendar day \(name)", sides: "ucal round trip / PickerKit's calendar rules",
                measurement: .warm(
                    iterations: 64, make: { GuardCommands.calendarDays(CalendarKind(rawValue: name)!) }))
        }
        let (single, double) = GuardCommands.localeArguments
        return calendars + days + [
            GuardedRatio(
                name: "locales per locale", sides: "udatpg + udat_open + udat_format / locale-check locales",
                measurement: .command(
                    single: single, double: double, items: double.count - single.count, iterations: 10,
                    baseline: GuardCommands.icuLocales))
        ]
    }

    /// The first date picker of a fresh process against ICU's first formatted date of one.
    static var firstPickers: [GuardedRatio] {
        (locales + calendarLocales).map { id in
            GuardedRatio(
                name: "first picker \(id)", sides: "ICU's first date / first LocalizedPicker",
                measurement: .fresh(
                    baseline: { GuardFirstUse.firstICUDate(id) }, subject: { GuardFirstUse.firstPicker(id) }))
        }
    }
}
