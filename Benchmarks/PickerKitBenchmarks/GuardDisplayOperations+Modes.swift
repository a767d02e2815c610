import CICU
@_spi(PickerKitTools) import PickerKit

/// The display strings the guard added for issue 41's item 4: the other modes and calendars,
/// open ranges of other modes, weeks as the `display` group measures them, and week and
/// quarter ranges.
///
/// Modes, open ranges and weeks are the `display` group's own sides
/// (``DisplayStringBenchmarks/modeSides(_:_:formatter:)``,
/// ``DisplayStringBenchmarks/rangeSides(_:_:formatter:)``,
/// ``DisplayStringBenchmarks/periodSides(_:)``), so the guard and the published figure are one
/// definition; a pair whose texts differ stops the guard, but where ICU's pattern opened alone
/// cannot write PickerKit's text (a calendar's numbering override: Chinese days, Hebrew
/// numerals), and there ICU must still have written something with U_ZERO_ERROR.
extension GuardDisplayOperations {
    /// The guard's pair of `sides`, which must write the same text unless `textsMayDiffer`.
    static func pair(_ sides: DisplayStringBenchmarks.Sides, _ what: String, textsMayDiffer: Bool = false) -> Pair {
        if let mismatch = sides.mismatch, !textsMayDiffer {
            preconditionFailure("\(what): PickerKit and ICU wrote different text: \(mismatch)")
        }
        return (sides.icu, sides.pickerKit)
    }

    /// Whether ICU's pattern opened alone loses the calendar's numbering override in `id`, so
    /// that its text differs from PickerKit's in digits (`十六`, Hebrew numerals).
    static func hasNumberingOverride(_ id: String) -> Bool {
        id.hasSuffix("@calendar=chinese") || id.hasSuffix("@calendar=hebrew")
    }

    /// Whether ICU 72 reads some of the counted days otherwise than PickerKit's rules in `id`'s
    /// calendar (Dangi years, Umm al-Qura months: PickerKit writes its own day, ICU the day as it
    /// reads it), so that some texts differ.
    static func icuReadsDaysOtherwise(_ id: String) -> Bool {
        id.hasSuffix("@calendar=dangi") || id.hasSuffix("@calendar=islamic-umalqura")
    }

    /// `mode`'s 1,024 values in `id` through ``PickerFormatter`` against `udat_format` with the
    /// pattern PickerKit writes the mode in (the locale's best pattern for the mode's skeleton),
    /// in the locale's own calendar for values that name a day (Persian for fa_IR), Gregorian
    /// otherwise.
    static func mode(_ id: String, _ mode: SelectionMode) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        return pair(
            DisplayStringBenchmarks.modeSides(id, mode, formatter: formatter), "display \(mode.rawValue) \(id)",
            textsMayDiffer: hasNumberingOverride(id) || icuReadsDaysOtherwise(id))
    }

    /// A closed range of `mode` through ``PickerFormatter`` against `udtitvfmt_format` of the
    /// mode's skeleton, the texts compared (the `display` group's sides).
    static func closedRange(_ id: String, mode: SelectionMode) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        return pair(
            DisplayStringBenchmarks.rangeSides(id, mode, formatter: formatter).closed,
            "display closed range \(mode.rawValue) \(id)")
    }

    /// An open range of `mode` (`start/present`) through ``PickerFormatter`` against
    /// `udat_format` of its start alone, as issue 41 measures open ranges.
    static func openRange(_ id: String, mode: SelectionMode) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        let sides = DisplayStringBenchmarks.rangeSides(id, mode, formatter: formatter)
        guard let open = sides.open else { preconditionFailure("\(id): no open \(mode.rawValue) range") }
        return pair(open, "display open \(mode.rawValue) \(id)")
    }

    /// Weeks with the locale's week rules on both sides, against `udat_format` of the locale's
    /// week pattern (`'week' w 'of' Y`, read from CLDR's text: ICU 72's generator has no
    /// pattern for `Yw`); the texts must be the same.
    static func week(_ id: String) -> Pair {
        let sides = DisplayStringBenchmarks.periodSides(id)
        return pair(sides.first { $0.what == "week" }!.sides, "display week \(id)")
    }

    /// 64 week or quarter ranges (`1990-W10/1991-W03`, `1990-Q2/1991-Q1`) with the days ICU is
    /// given for them: a week range from its first week's Monday to its last week's Sunday, a
    /// quarter range from its first quarter's first day to its last quarter's first day.
    static func periodRanges(_ mode: PeriodMode) -> (
        ranges: [PeriodRange], open: [PeriodRange], millis: [(Double, Double)]
    ) {
        var ranges: [PeriodRange] = []
        var open: [PeriodRange] = []
        var millis: [(Double, Double)] = []
        for index in 0..<64 {
            let (startYear, endYear) = (1990 + index % 30, 1990 + index % 30 + index % 3)
            func period(_ year: Int, _ number: Int) -> Period {
                mode == .yearWeek
                    ? try! Period(year: year, week: 1 + number % 52) : try! Period(year: year, quarter: 1 + number % 4)
            }
            var start = period(startYear, index * 5)
            var end = period(endYear, index * 11 + 1)
            if end.firstDay < start.firstDay { swap(&start, &end) }
            ranges.append(try! PeriodRange(start: start, end: end))
            open.append(try! PeriodRange(start: start, end: nil))
            let first = start.firstDay
            let last = end.firstDay
            millis.append(
                (
                    RangeBenchmarks.millis(first.year, first.month, first.day),
                    RangeBenchmarks.millis(last.year, last.month, last.day)
                        + (mode == .yearWeek ? 6 * 86_400_000 : 0)
                ))
        }
        return (ranges, open, millis)
    }

    /// A week or quarter range through ``PickerFormatter`` against ICU's call for it.
    ///
    /// A closed range against `udtitvfmt_format` of the same days (`yMMMd` for weeks, written
    /// as the days they cover; `yQQQQ` for quarters), where both must write the same text; an
    /// open one (`start/present`) against `udat_format` of its start alone (the best pattern
    /// for `yMMMd` or `yQQQQ`).
    static func periodRange(_ id: String, mode: PeriodMode, open: Bool) -> Pair {
        let formatter = try! PickerFormatter(locale: id)
        let (closed, openRanges, millis) = periodRanges(mode)
        let gregorian = id + "@calendar=gregorian"
        let skeleton = mode == .yearWeek ? "yMMMd" : "yQQQQ"
        let subjectRanges = open ? openRanges : closed
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: subjectRanges[index & 63]).utf8.count }
            return total
        }
        if open {
            let single = DisplayStringBenchmarks.icuFormat(gregorian, skeleton: skeleton)
            return (udatFormat(single, millis.map(\.0)), subject)
        }
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        let zone = Array("UTC".utf16)
        let interval = cicu_udtitvfmt_open(gregorian, units, Int32(units.count), zone, Int32(zone.count), &status)!
        precondition(status.rawValue <= 0, "\(gregorian): udtitvfmt_open(\(skeleton)) status \(status.rawValue)")
        var buffer = [UInt16](repeating: 0, count: 256)
        for index in closed.indices where DisplayStringBenchmarks.comparesTexts {
            var status = U_ZERO_ERROR
            let length = cicu_udtitvfmt_format(interval, millis[index].0, millis[index].1, &buffer, 256, nil, &status)
            precondition(status.rawValue == 0 && length > 0, "\(id): udtitvfmt_format status \(status.rawValue)")
            let theirs = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
            let ours = try! formatter.string(for: closed[index])
            precondition(ours == theirs, "\(id) \(closed[index]): PickerKit wrote \(ours), ICU \(theirs)")
        }
        let baseline: GuardedRatio.Body = { iterations in
            var total = 0
            var buffer = [UInt16](repeating: 0, count: 256)
            for index in 0..<iterations {
                var status = U_ZERO_ERROR
                let (from, to) = millis[index & 63]
                total &+= Int(cicu_udtitvfmt_format(interval, from, to, &buffer, 256, nil, &status))
            }
            return total
        }
        return (baseline, subject)
    }
}
