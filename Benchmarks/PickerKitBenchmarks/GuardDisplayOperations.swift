import CICU
import PickerKit

/// The display strings of issue 41's table (dates, ranges, durations, weeks and quarters), each
/// beside the cheapest ICU C path an app could write for the same text, with its formatters
/// opened once (for ``GuardCatalog``).
///
/// Dates and year-months are the `display` group's instants, written through ``PickerFormatter``
/// beside `udat_format` of the mode's skeleton. The year-month ranges: a closed one against
/// `udtitvfmt_format` of the same months, an open one (`2015-03/present`) against
/// `udat_format` of its start alone, as the issue measures it. The other modes, calendars,
/// open ranges, weeks and week and quarter ranges are in `GuardDisplayOperations+Modes.swift`.
enum GuardDisplayOperations {
    typealias Pair = (baseline: GuardedRatio.Body, subject: GuardedRatio.Body)

    /// `udat_format` of `format` on each of `millis` in turn: the ICU side of the dates,
    /// quarters and open period ranges.
    ///
    /// `millis` has a power-of-two count, indexed by mask. Every instant is formatted once
    /// first (where texts are compared: natively, in the guard's parent) and must give text
    /// with U_ZERO_ERROR, so that a formatter that fails early or writes nothing cannot pass
    /// for a cheap baseline.
    static func udatFormat(_ format: UnsafeMutablePointer<UDateFormat?>, _ millis: [Double]) -> GuardedRatio.Body {
        let mask = millis.count - 1
        precondition(millis.count > 0 && millis.count & mask == 0, "\(millis.count) instants, not a power of two")
        for instant in millis where DisplayStringBenchmarks.comparesTexts {
            _ = DisplayStringBenchmarks.icuString(format, instant)
        }
        return { iterations in
            var total = 0
            var buffer = [UInt16](repeating: 0, count: 128)
            for index in 0..<iterations {
                var status = U_ZERO_ERROR
                total &+= Int(cicu_udat_format(format, millis[index & mask], &buffer, 128, &status))
            }
            return total
        }
    }

    /// Dates or year-months (the `display` group's 1,024 instants) through ``PickerFormatter``
    /// against `udat_format` of `skeleton` (Gregorian); both must write the same text.
    static func dates(_ id: String, mode: SelectionMode, skeleton: String) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        let instants = DisplayStringBenchmarks.instants
        let selections = instants.map { try! Selection(DisplayStringBenchmarks.text($0, mode), mode: mode) }
        let millis = instants.map { DisplayStringBenchmarks.millis($0, mode) }
        let format = DisplayStringBenchmarks.icuFormat(
            mode == .date ? id : id + "@calendar=gregorian", skeleton: skeleton)
        for index in selections.indices where DisplayStringBenchmarks.comparesTexts {
            let ours = try! formatter.string(for: selections[index])
            let theirs = DisplayStringBenchmarks.icuString(format, millis[index])
            precondition(ours == theirs, "\(id): PickerKit wrote \(ours), ICU \(theirs)")
        }
        let baseline = udatFormat(format, millis)
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: selections[index & 1023]).utf8.count }
            return total
        }
        return (baseline, subject)
    }

    /// 1,024 closed year-month ranges (`2019-08/2020-03`), their open twins (`2019-08/present`)
    /// and the milliseconds of their first days, as the `display` group makes them.
    static func yearMonthRanges() -> (closed: [SelectionRange], open: [SelectionRange], millis: [(Double, Double)]) {
        var closed: [SelectionRange] = []
        var open: [SelectionRange] = []
        var millis: [(Double, Double)] = []
        for index in 0..<1024 {
            let start = (1990 + index % 30, index % 12 + 1)
            let end = (start.0 + 1 + index % 3, (index * 7) % 12 + 1)
            let text = "\(start.0)-\(DisplayStringBenchmarks.two(start.1))"
            closed.append(try! SelectionRange("\(text)/\(end.0)-\(DisplayStringBenchmarks.two(end.1))"))
            open.append(try! SelectionRange("\(text)/present"))
            millis.append((RangeBenchmarks.millis(start.0, start.1, 1), RangeBenchmarks.millis(end.0, end.1, 1)))
        }
        return (closed, open, millis)
    }

    /// A closed year-month range through ``PickerFormatter`` against `udtitvfmt_format` (skeleton
    /// `yMMMM`, Gregorian); both must write the same text.
    static func closedRange(_ id: String) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        let (closed, _, millis) = yearMonthRanges()
        var status = U_ZERO_ERROR
        let skeleton = Array("yMMMM".utf16)
        let zone = Array("UTC".utf16)
        let interval = cicu_udtitvfmt_open(
            id + "@calendar=gregorian", skeleton, Int32(skeleton.count), zone, Int32(zone.count), &status)!
        var buffer = [UInt16](repeating: 0, count: 256)
        for index in 0..<closed.count where DisplayStringBenchmarks.comparesTexts {
            let length = cicu_udtitvfmt_format(interval, millis[index].0, millis[index].1, &buffer, 256, nil, &status)
            let theirs = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
            let ours = try! formatter.string(for: closed[index])
            precondition(ours == theirs, "\(id): PickerKit wrote \(ours), ICU \(theirs)")
        }
        let baseline: GuardedRatio.Body = { iterations in
            var total = 0
            var buffer = [UInt16](repeating: 0, count: 256)
            for index in 0..<iterations {
                var status = U_ZERO_ERROR
                let (from, to) = millis[index & 1023]
                total &+= Int(cicu_udtitvfmt_format(interval, from, to, &buffer, 256, nil, &status))
            }
            return total
        }
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: closed[index & 1023]).utf8.count }
            return total
        }
        return (baseline, subject)
    }

    /// An open year-month range (`2015-03/present`) through ``PickerFormatter`` against
    /// `udat_format` of its start month alone (skeleton `yMMMM`, Gregorian).
    static func openRange(_ id: String) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        let (_, open, millis) = yearMonthRanges()
        let single = DisplayStringBenchmarks.icuFormat(id + "@calendar=gregorian", skeleton: "yMMMM")
        let baseline: GuardedRatio.Body = { iterations in
            var total = 0
            var buffer = [UInt16](repeating: 0, count: 128)
            for index in 0..<iterations {
                var status = U_ZERO_ERROR
                total &+= Int(cicu_udat_format(single, millis[index & 1023].0, &buffer, 128, &status))
            }
            return total
        }
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: open[index & 1023]).utf8.count }
            return total
        }
        return (baseline, subject)
    }

    /// 64 durations of three parts (`PT1H30M5S`: hours 1...23, minutes and seconds 1...59, so
    /// Arabic's and Hebrew's duals and plurals are among them).
    static let durations: [DurationSelection] = (0..<64).map { index in
        try! DurationSelection(hours: 1 + index % 23, minutes: 1 + (index * 7) % 59, seconds: 1 + (index * 13) % 59)
    }

    /// Counts that fall in every plural category of the ten locales: Arabic's one (1), two (2),
    /// few (3...10), many (11...99) and other (100...102), Hebrew's one, two and other, Russian's
    /// one (1, 21, 31), few (2...4, 22...24) and many (5...20, 25...).
    static let pluralCounts = [1, 2, 3, 4, 5, 10, 11, 12, 19, 20, 21, 22, 23, 24, 25, 30, 31, 45, 59, 100, 101, 102]

    /// 64 durations of one part (`PT2H`, `PT11M`, `PT1S`): each unit in turn, with the counts
    /// of ``pluralCounts`` (minutes and seconds over 59 are taken modulo 60).
    static let oneUnitDurations: [DurationSelection] = (0..<64).map { index in
        let count = pluralCounts[(index / 3) % pluralCounts.count]
        switch index % 3 {
        case 0: return try! DurationSelection(hours: count)
        case 1: return try! DurationSelection(hours: 0, minutes: count % 60)
        default: return try! DurationSelection(hours: 0, seconds: count % 60)
        }
    }

    /// 64 durations of two parts (`PT2H30M`, `PT1M2S`, `PT3H1S`): the three pairs of units in
    /// turn, with the counts of ``pluralCounts`` (minutes and seconds over 59 modulo 60).
    static let twoUnitDurations: [DurationSelection] = (0..<64).map { index in
        let first = pluralCounts[index % pluralCounts.count]
        let second = pluralCounts[(index * 7 + 3) % pluralCounts.count] % 60
        switch index % 3 {
        case 0: return try! DurationSelection(hours: first, minutes: second)
        case 1: return try! DurationSelection(hours: 0, minutes: first % 60, seconds: second)
        default: return try! DurationSelection(hours: first, seconds: second)
        }
    }

    /// Durations (64 of them) through ``PickerFormatter`` against ICU writing them: each part
    /// other than zero by its unit formatter (`unumf_formatInt` into one result object reused,
    /// `unumf_resultToString`), then `ulistfmt_format` of the unit list when there are two or
    /// more parts (one part is the text itself); both must write the same text.
    static func duration(_ id: String, _ durations: [DurationSelection] = durations) -> Pair {
        precondition(durations.count == 64, "\(durations.count) durations, not 64")
        let formatter = try! PickerFormatter(locale: id)
        let units = ["hour", "minute", "second"].map { DurationBenchmarks.unitFormatter(id, unit: $0) }
        var status = U_ZERO_ERROR
        let list = cicu_ulistfmt_openForType(id, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &status)!
        let result = cicu_unumf_openResult(&status)!
        // Three part buffers, their lengths and the output, allocated once.
        let parts = UnsafeMutablePointer<UInt16>.allocate(capacity: 3 * 64)
        let lengths = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        let output = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        let pointers: [UnsafePointer<UInt16>?] = (0..<3).map { UnsafePointer(parts + 64 * $0) }
        // The text's buffer and length: the list's output, or the one part's own buffer.
        func icu(_ duration: DurationSelection) -> (UnsafePointer<UInt16>, Int32) {
            var status = U_ZERO_ERROR
            var count = 0
            func part(_ unit: Int, _ value: Int) {
                guard value > 0 else { return }
                cicu_unumf_formatInt(units[unit], Int64(value), result, &status)
                lengths[count] = cicu_unumf_resultToString(result, parts + 64 * count, 64, &status)
                count += 1
            }
            part(0, duration.hours)
            part(1, duration.minutes)
            part(2, duration.seconds)
            if count == 1 { return (UnsafePointer(parts), lengths[0]) }
            let length = cicu_ulistfmt_format(list, pointers, lengths, Int32(count), output, 256, &status)
            return (UnsafePointer(output), length)
        }
        for duration in durations where DisplayStringBenchmarks.comparesTexts {
            let (text, length) = icu(duration)
            let theirs = String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
            let ours = try! formatter.string(for: duration)
            precondition(ours == theirs, "\(id) \(duration): PickerKit wrote \(ours), ICU \(theirs)")
        }
        let baseline: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= Int(icu(durations[index & 63]).1) }
            return total
        }
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: durations[index & 63]).utf8.count }
            return total
        }
        return (baseline, subject)
    }

    /// A quarter (`2019-Q3`) through ``PickerFormatter`` against `udat_format` on the locale's
    /// best pattern for `yQQQQ` (Gregorian), at the quarter's first day; both must write the
    /// same text. (Weeks: ``week(_:)``.)
    static func quarter(_ id: String) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        let periods = PeriodBenchmarks.quarters.map { try! Period($0, mode: .yearQuarter) }
        let millis = periods.map { period in
            let day = period.firstDay
            return RangeBenchmarks.millis(day.year, day.month, day.day)
        }
        let format = DisplayStringBenchmarks.icuFormat(id + "@calendar=gregorian", skeleton: "yQQQQ")
        for index in 0..<periods.count where DisplayStringBenchmarks.comparesTexts {
            let ours = try! formatter.string(for: periods[index])
            let theirs = DisplayStringBenchmarks.icuString(format, millis[index])
            precondition(ours == theirs, "\(id): PickerKit wrote \(ours), ICU \(theirs)")
        }
        let baseline = udatFormat(format, millis)
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: periods[index & 63]).utf8.count }
            return total
        }
        return (baseline, subject)
    }
}
