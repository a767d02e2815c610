import CICU
@_spi(PickerKitTools) import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every display string through the public ``PickerFormatter``, warm, beside ICU's cheapest call.
///
/// ICU's side is the cheapest path an app could write for the same string with its formatters
/// opened once (group `display`), timed side by side in one run:
///
/// - dates and times of every mode, in the locale's calendar where the value names a day
///   (Persian for a bare fa_IR) and as Gregorian values otherwise, against `udat_format` with
///   the pattern PickerKit writes the mode in (the locale's best pattern for the mode's
///   skeleton); the same for the date modes of the Chinese, Hebrew, Japanese, Dangi, Islamic
///   (Umm al-Qura), Buddhist and Indian calendars;
/// - closed ranges of every mode against `udtitvfmt_format` of the mode's skeleton, and open
///   ranges (`2015-03/present`) against `udat_format` of the start alone;
/// - weeks (`udat_format` of the locale's week pattern, the week rules the locale's own) and
///   quarters (`yQQQQ`);
/// - durations of one to three parts, dual and plural forms included, against one
///   `unumf_formatInt` per part (one result object reused) and `ulistfmt_format`.
///
/// Before timing, the run checks that both sides write the same text for every value; a
/// row whose texts differ says so instead of a ratio. `PICKERKIT_DISPLAY_LOCALES` (comma-separated)
/// narrows the locales, `PICKERKIT_DISPLAY_KINDS` the kinds (`modes,calendars,ranges,periods,durations`).
enum DisplayStringBenchmarks {
    /// The ten locales, or those of `PICKERKIT_DISPLAY_LOCALES`.
    static let locales =
        getenv("PICKERKIT_DISPLAY_LOCALES").map { String(cString: $0).split(separator: ",").map(String.init) } ?? [
            "en_US", "de_DE", "zh_CN", "ar_EG", "hi_IN", "ja_JP", "ru_RU", "he_IL", "fa_IR", "ko_KR",
        ]

    /// The kinds measured, all unless `PICKERKIT_DISPLAY_KINDS` names some.
    static let kinds =
        getenv("PICKERKIT_DISPLAY_KINDS").map { String(cString: $0).split(separator: ",").map(String.init) } ?? [
            "modes", "calendars", "ranges", "periods", "durations",
        ]

    /// Locales of other calendars for the date modes.
    static let calendarLocales = [
        "zh_CN@calendar=chinese", "he_IL@calendar=hebrew", "ja_JP@calendar=japanese", "ko_KR@calendar=dangi",
        "ar_SA", "th_TH", "hi_IN@calendar=indian",
    ]

    /// Calls per round (ICU's Chinese calendar costs ~50 µs a call).
    static let iterations = 10_000

    /// The measured ns per call of PickerKit and ICU for one string and locale.
    struct Row {
        let locale: String
        let what: String
        let pickerKit: Double
        let icu: Double
        /// Why the row has no ratio (the two sides wrote different text), else `nil`.
        var mismatch: String?
    }

    static func run() {
        var rows: [Row] = []
        if kinds.contains("modes") {
            for id in locales { rows += measureModes(id, modes: SelectionMode.allCases) }
        }
        if kinds.contains("calendars") {
            let dateModes: [SelectionMode] = [.date, .dateHour, .dateHourMinute, .dateTime]
            for id in calendarLocales { rows += measureModes(id, modes: dateModes) }
        }
        if kinds.contains("ranges") {
            for id in locales { rows += measureRanges(id) }
        }
        if kinds.contains("periods") {
            for id in locales { rows += measurePeriods(id) }
        }
        if kinds.contains("durations") {
            for id in locales { rows += measureDurations(id) }
        }
        print("\ndisplay strings through PickerFormatter vs ICU's cheapest call (formatters opened once)")
        print("  locale                   string                           PickerKit ns     ICU ns   ICU / PickerKit")
        for row in rows {
            // ICU's side of a calendar whose display pattern carries a numbering override
            // (Chinese days, Hebrew numerals) writes other digits: timed, but the texts differ.
            let ratio =
                BenchmarkRunner.format(row.icu / row.pickerKit, width: 12) + "x"
                + (row.mismatch.map { "  (texts differ: \($0))" } ?? "")
            print(
                "  " + row.locale.padded(to: 24) + " " + row.what.padded(to: 32)
                    + BenchmarkRunner.format(row.pickerKit, width: 13) + BenchmarkRunner.format(row.icu, width: 11)
                    + ratio)
        }
        let ratios = rows.map { $0.icu / $0.pickerKit }
        let below = rows.filter { $0.icu / $0.pickerKit < 5 }
        print(
            "  \(rows.count) strings, lowest ratio \(BenchmarkRunner.format(ratios.min() ?? 0, width: 0))x, "
                + "\(below.count) below 5x, \(rows.filter { $0.mismatch != nil }.count) with differing texts")
    }

    /// Times `pickerKit` against `icu` (interleaved round by round) and makes the row.
    static func pair(
        _ id: String, _ what: String, icu: @escaping (Int) -> Int, pickerKit: @escaping (Int) -> Int,
        mismatch: String?
    ) -> Row {
        let icuName = "ICU \(id) \(what)"
        let ourName = "PickerFormatter \(id) \(what)"
        let results = BenchmarkRunner(iterations: iterations).compare(
            "\(id) \(what)", baseline: icuName,
            [.init(name: icuName, body: icu), .init(name: ourName, body: pickerKit)])
        return Row(locale: id, what: what, pickerKit: results[ourName]!, icu: results[icuName]!, mismatch: mismatch)
    }

    // MARK: Values

    /// Whether making a pair of sides compares PickerKit's text with ICU's for every value
    /// (which also calls every value of both sides once): true, except in the ratio guard's
    /// counting processes, whose parent made and compared the same pairs natively first
    /// (``RatioGuard``), so that callgrind does not run the comparison again.
    nonisolated(unsafe) static var comparesTexts = true

    /// 1,024 instants from 1950 to 2049 with random times of day: year, month, day, hour,
    /// minute, second (UTC).
    static let instants: [(Int, Int, Int, Int, Int, Int)] = {
        var random = UInt64(0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(random >> 33) % bound
        }
        return (0..<1024).map { _ in
            let (year, month, day) = civil(-7_305 + next(36_500))
            return (year, month, day, next(24), next(60), next(60))
        }
    }()

    /// The canonical text of an instant's fields in `mode`.
    static func text(_ value: (Int, Int, Int, Int, Int, Int), _ mode: SelectionMode) -> String {
        let date = "\(value.0)-\(two(value.1))-\(two(value.2))"
        let monthDay = "\(two(value.1))-\(two(value.2))"
        let hourMinute = "\(two(value.3)):\(two(value.4))"
        switch mode {
        case .year: return "\(value.0)"
        case .yearMonth: return "\(value.0)-\(two(value.1))"
        case .date: return date
        case .dateHour: return date + " " + two(value.3)
        case .dateHourMinute: return date + " " + hourMinute
        case .dateTime: return date + " " + hourMinute + ":" + two(value.5)
        case .monthDay: return monthDay
        case .monthDayHourMinute: return monthDay + " " + hourMinute
        case .hourMinute: return hourMinute
        case .time: return hourMinute + ":" + two(value.5)
        case .minuteSecond: return two(value.4) + ":" + two(value.5)
        }
    }

    /// Milliseconds of the value as ICU is given it for `mode`: a field the mode lacks is the
    /// one PickerKit's range formatter uses (year 2000, month and day 1, time 0).
    static func millis(_ value: (Int, Int, Int, Int, Int, Int), _ mode: SelectionMode) -> Double {
        let has = { (field: DateField) in mode.fields.contains(field) }
        let year = has(.year) ? value.0 : 2000
        let month = has(.month) ? value.1 : 1
        let day = has(.day) ? value.2 : 1
        let seconds =
            (has(.hour) ? value.3 * 3600 : 0) + (has(.minute) ? value.4 * 60 : 0) + (has(.second) ? value.5 : 0)
        return RangeBenchmarks.millis(year, month, day) + Double(seconds) * 1000
    }

    /// Whether `mode`'s values name a day (written in the locale's calendar), else Gregorian values.
    static func namesDay(_ mode: SelectionMode) -> Bool { mode.fields.contains(.year) && mode.fields.contains(.day) }

    /// The locale id ICU writes `mode`'s values in: the locale's own calendar for days, else Gregorian.
    static func icuID(_ id: String, _ mode: SelectionMode) -> String {
        if namesDay(mode) || !(mode.fields.contains(.year) || mode.fields.contains(.month)) { return id }
        return id.contains("@") ? id : id + "@calendar=gregorian"
    }

    // MARK: Dates and times

    /// Both sides of one display string, as the `display` group times them and the ratio guard
    /// counts them (``GuardDisplayOperations``): one definition for both.
    struct Sides {
        /// ICU's call on the value at `index & 1023` (or `& 63`), `iterations` times.
        let icu: (Int) -> Int
        /// ``PickerFormatter`` on the same values.
        let pickerKit: (Int) -> Int
        /// The first value whose texts differ (`value: PickerKit's vs ICU's`), else `nil`.
        let mismatch: String?
    }

    /// Every mode of `modes` in `id`: `udat_format` with PickerKit's display pattern for the mode.
    static func measureModes(_ id: String, modes: [SelectionMode]) -> [Row] {
        let formatter = try! PickerFormatter(locale: id)
        return modes.map { mode in
            let sides = modeSides(id, mode, formatter: formatter)
            return pair(id, mode.rawValue, icu: sides.icu, pickerKit: sides.pickerKit, mismatch: sides.mismatch)
        }
    }

    /// `mode`'s 1,024 values (``instants``) through `formatter` against `udat_format` with the
    /// pattern PickerKit writes the mode in, in the calendar ICU is given the values in
    /// (``icuID(_:_:)``); the texts compared first.
    static func modeSides(_ id: String, _ mode: SelectionMode, formatter: PickerFormatter) -> Sides {
        let selections = instants.map { try! Selection(text($0, mode), mode: mode) }
        let millis = instants.map { Self.millis($0, mode) }
        let labeler = try! CalendarLabeler.shared(locale: ResolvedLocale(icuID(id, mode)), mode: mode)
        let format = icuFormat(icuID(id, mode), pattern: labeler.displayPattern)
        var mismatch: String?
        for index in selections.indices where comparesTexts {
            let ours = try! formatter.string(for: selections[index])
            let theirs = icuString(format, millis[index])
            if ours != theirs {
                mismatch = "\(selections[index]): \(ours) vs \(theirs)"
                break
            }
        }
        return Sides(
            icu: { iterations in
                var total = 0
                var buffer = [UInt16](repeating: 0, count: 128)
                for index in 0..<iterations {
                    var status = U_ZERO_ERROR
                    total &+= Int(cicu_udat_format(format, millis[index & 1023], &buffer, 128, &status))
                }
                return total
            },
            pickerKit: { iterations in
                var total = 0
                for index in 0..<iterations {
                    total &+= try! formatter.string(for: selections[index & 1023]).utf8.count
                }
                return total
            }, mismatch: mismatch)
    }

    // MARK: Ranges

    /// Closed ranges of every mode against `udtitvfmt_format` of the mode's skeleton, and open
    /// ranges against `udat_format` of the start alone.
    static func measureRanges(_ id: String) -> [Row] {
        let formatter = try! PickerFormatter(locale: id)
        var rows: [Row] = []
        for mode in SelectionMode.allCases {
            let (closed, open) = rangeSides(id, mode, formatter: formatter)
            rows.append(
                pair(
                    id, "closed " + mode.rawValue, icu: closed.icu, pickerKit: closed.pickerKit,
                    mismatch: closed.mismatch))
            if let open {
                rows.append(pair(id, "open " + mode.rawValue, icu: open.icu, pickerKit: open.pickerKit, mismatch: nil))
            }
        }
        return rows
    }

    /// 1,024 closed ranges of `mode` and their open twins through `formatter`, beside ICU.
    ///
    /// Closed ranges against `udtitvfmt_format` of the mode's skeleton (texts compared), their
    /// starts' open twins (`start/present`) against `udat_format` of the start alone (`nil`
    /// when a start has no open range). The ends come from a generator seeded per mode; a
    /// quarter of them share the start's larger fields.
    static func rangeSides(_ id: String, _ mode: SelectionMode, formatter: PickerFormatter) -> (
        closed: Sides, open: Sides?
    ) {
        var random = UInt64(0x5DEE_CE66) &+ UInt64(SelectionMode.allCases.firstIndex(of: mode)!)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(random >> 33) % bound
        }
        // Ranges are written as Gregorian values, in a calendar with the Gregorian months.
        let gregorian = id.contains("@") ? id : id + "@calendar=gregorian"
        let labeler = try! CalendarLabeler.shared(locale: ResolvedLocale(gregorian), mode: mode)
        var status = U_ZERO_ERROR
        let skeleton = Array(labeler.skeleton.utf16)
        let zone = Array("UTC".utf16)
        let interval = cicu_udtitvfmt_open(
            gregorian, skeleton, Int32(skeleton.count), zone, Int32(zone.count), &status)!
        let single = icuFormat(gregorian, pattern: labeler.displayPattern)
        var closed: [SelectionRange] = []
        var open: [SelectionRange] = []
        var spans: [(Double, Double)] = []
        for (index, start) in instants.enumerated() {
            var end = instants[(index * 7 + 3) & 1023]
            // A quarter of the ends share the start's larger fields, so every difference occurs.
            switch next(4) {
            case 0: end.0 = start.0
            case 1: (end.0, end.1) = (start.0, start.1)
            case 2: (end.0, end.1, end.2) = (start.0, start.1, start.2)
            default: break
            }
            if end.2 > 28 { end.2 = 28 }
            var first = start
            if millis(end, mode) < millis(first, mode) { swap(&first, &end) }
            if mode.fields.contains(.day), !mode.fields.contains(.year), first.1 == 2, first.2 == 29 {
                first.2 = 28
            }
            if mode.fields.contains(.day), !mode.fields.contains(.year), end.1 == 2, end.2 == 29 { end.2 = 28 }
            closed.append(try! SelectionRange("\(text(first, mode))/\(text(end, mode))", mode: mode))
            if let range = try? SelectionRange("\(text(first, mode))/present", mode: mode) { open.append(range) }
            spans.append((millis(first, mode), millis(end, mode)))
        }
        var mismatch: String?
        var buffer = [UInt16](repeating: 0, count: 256)
        for index in closed.indices where comparesTexts {
            let length = cicu_udtitvfmt_format(interval, spans[index].0, spans[index].1, &buffer, 256, nil, &status)
            let theirs = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
            let ours = try! formatter.string(for: closed[index])
            if ours != theirs {
                mismatch = "\(closed[index]): \(ours) vs \(theirs)"
                break
            }
        }
        let closedSides = Sides(
            icu: { iterations in
                var total = 0
                var buffer = [UInt16](repeating: 0, count: 256)
                for index in 0..<iterations {
                    var status = U_ZERO_ERROR
                    let (from, to) = spans[index & 1023]
                    total &+= Int(cicu_udtitvfmt_format(interval, from, to, &buffer, 256, nil, &status))
                }
                return total
            },
            pickerKit: { iterations in
                var total = 0
                for index in 0..<iterations {
                    total &+= try! formatter.string(for: closed[index & 1023]).utf8.count
                }
                return total
            }, mismatch: mismatch)
        guard open.count == closed.count else { return (closedSides, nil) }
        for index in 0..<open.count where comparesTexts { _ = icuString(single, spans[index].0) }
        let openSides = Sides(
            icu: { iterations in
                var total = 0
                var buffer = [UInt16](repeating: 0, count: 128)
                for index in 0..<iterations {
                    var status = U_ZERO_ERROR
                    total &+= Int(cicu_udat_format(single, spans[index & 1023].0, &buffer, 128, &status))
                }
                return total
            },
            pickerKit: { iterations in
                var total = 0
                for index in 0..<iterations {
                    total &+= try! formatter.string(for: open[index & 1023]).utf8.count
                }
                return total
            }, mismatch: nil)
        return (closedSides, openSides)
    }

    // MARK: Weeks and quarters

    /// Weeks (the locale's week rules on both sides) against `udat_format` of the locale's week
    /// pattern, and quarters against `udat_format` of `yQQQQ`'s best pattern.
    static func measurePeriods(_ id: String) -> [Row] {
        periodSides(id).map { what, sides in
            pair(id, what, icu: sides.icu, pickerKit: sides.pickerKit, mismatch: sides.mismatch)
        }
    }

    /// 1,024 weeks (`week`) and quarters (`quarter`) through a ``PickerFormatter`` with the
    /// locale's week rules, against `udat_format` of the locale's week pattern (at the week's
    /// Thursday) and of `yQQQQ`'s best pattern (at the quarter's first day); texts compared.
    static func periodSides(_ id: String) -> [(what: String, sides: Sides)] {
        let gregorian = id.contains("@") ? id : id + "@calendar=gregorian"
        let rules = try! WeekRules(locale: ResolvedLocale(id))
        let formatter = try! PickerFormatter(locale: id, weekRules: rules)
        var random = UInt64(0x2545_F491)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(random >> 33) % bound
        }
        var weeks: [Period] = []
        var weekMillis: [Double] = []
        var quarters: [Period] = []
        var quarterMillis: [Double] = []
        for _ in 0..<1024 {
            let year = 1950 + next(100)
            let week = try! Period(year: year, week: 1 + next(52))
            weeks.append(week)
            // ICU is given the Thursday, which lies in the locale week that stands for the ISO week.
            let monday = week.firstDay
            weekMillis.append(RangeBenchmarks.millis(monday.year, monday.month, monday.day) + 3 * 86_400_000)
            let quarter = try! Period(year: year, quarter: 1 + next(4))
            quarters.append(quarter)
            quarterMillis.append(RangeBenchmarks.millis(year, 3 * quarter.number - 2, 1))
        }
        // The week pattern is CLDR's `yw` format (a plural table the pattern generator does
        // not match): read here from the locale's text for one week with its number and year.
        let sample = try! Period(year: 2019, week: 34)
        let weekFormat = weekPattern(
            gregorian, sample: try! formatter.string(for: sample),
            millis: RangeBenchmarks.millis(2019, 8, 22))
        let quarterFormat = icuFormat(gregorian, skeleton: "yQQQQ")
        var sides: [(what: String, sides: Sides)] = []
        for (what, periods, millis, format) in [
            ("week", weeks, weekMillis, weekFormat), ("quarter", quarters, quarterMillis, quarterFormat),
        ] {
            var mismatch: String? = format == nil ? "no ICU pattern" : nil
            for index in periods.indices where mismatch == nil && comparesTexts {
                let ours = try! formatter.string(for: periods[index])
                let theirs = icuString(format!, millis[index])
                if ours != theirs { mismatch = "\(periods[index]): \(ours) vs \(theirs)" }
            }
            guard let format else { continue }
            sides.append(
                (
                    what,
                    Sides(
                        icu: { iterations in
                            var total = 0
                            var buffer = [UInt16](repeating: 0, count: 128)
                            for index in 0..<iterations {
                                var status = U_ZERO_ERROR
                                total &+= Int(cicu_udat_format(format, millis[index & 1023], &buffer, 128, &status))
                            }
                            return total
                        },
                        pickerKit: { iterations in
                            var total = 0
                            for index in 0..<iterations {
                                total &+= try! formatter.string(for: periods[index & 1023]).utf8.count
                            }
                            return total
                        }, mismatch: mismatch)
                ))
        }
        return sides
    }

    /// A formatter of the week pattern behind `sample` (the text of the week at `millis`):
    /// the week number and week-year as ICU writes them alone (`w`, `Y`) found in the text,
    /// the rest quoted as literals.
    static func weekPattern(_ id: String, sample: String, millis: Double) -> UnsafeMutablePointer<UDateFormat?>? {
        let number = icuString(icuFormat(id, pattern: "w"), millis)
        let year = icuString(icuFormat(id, pattern: "Y"), millis)
        var pattern = ""
        var rest = Substring(sample)
        func literal(_ text: Substring) {
            guard !text.isEmpty else { return }
            pattern += "'" + text.map { $0 == "'" ? "''" : String($0) }.joined() + "'"
        }
        while !rest.isEmpty {
            if rest.hasPrefix(year) {
                pattern += "Y"
                rest = rest.dropFirst(year.count)
            } else if rest.hasPrefix(number) {
                pattern += "w"
                rest = rest.dropFirst(number.count)
            } else {
                var end = rest.index(after: rest.startIndex)
                while end < rest.endIndex, !rest[end...].hasPrefix(year), !rest[end...].hasPrefix(number) {
                    end = rest.index(after: end)
                }
                literal(rest[..<end])
                rest = rest[end...]
            }
        }
        return icuFormat(id, pattern: pattern)
    }

    // MARK: Durations

    /// Durations of one to three parts (ones and twos among them, for dual forms) against one
    /// `unumf_formatInt` per part with one result object reused, and `ulistfmt_format`.
    static func measureDurations(_ id: String) -> [Row] {
        let formatter = try! PickerFormatter(locale: id)
        var random = UInt64(0x853C_49E6)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(random >> 33) % bound
        }
        func part(_ limit: Int) -> Int {
            switch next(4) {
            case 0: 0
            case 1: 1 + next(2)
            default: next(limit)
            }
        }
        var durations: [DurationSelection] = []
        while durations.count < 1024 {
            let (hours, minutes, seconds) = (part(24), part(60), part(60))
            if hours + minutes + seconds > 0 {
                durations.append(try! DurationSelection(hours: hours, minutes: minutes, seconds: seconds))
            }
        }
        var status = U_ZERO_ERROR
        let units = ["hour", "minute", "second"].map { DurationBenchmarks.unitFormatter(id, unit: $0) }
        let result = cicu_unumf_openResult(&status)!
        let list = cicu_ulistfmt_openForType(id, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &status)!
        // Part buffers and the output, reused by every call.
        let parts = UnsafeMutablePointer<UInt16>.allocate(capacity: 3 * 64)
        let output = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        func icu(_ duration: DurationSelection) -> Int {
            var pointers: (UnsafePointer<UInt16>?, UnsafePointer<UInt16>?, UnsafePointer<UInt16>?) = (nil, nil, nil)
            var lengths: (Int32, Int32, Int32) = (0, 0, 0)
            var count = 0
            var status = U_ZERO_ERROR
            for (unit, value) in [duration.hours, duration.minutes, duration.seconds].enumerated() where value > 0 {
                cicu_unumf_formatInt(units[unit], Int64(value), result, &status)
                let length = cicu_unumf_resultToString(result, parts + 64 * count, 64, &status)
                switch count {
                case 0: (pointers.0, lengths.0) = (UnsafePointer(parts), length)
                case 1: (pointers.1, lengths.1) = (UnsafePointer(parts + 64), length)
                default: (pointers.2, lengths.2) = (UnsafePointer(parts + 128), length)
                }
                count += 1
            }
            return withUnsafePointer(to: &pointers) { strings in
                withUnsafePointer(to: &lengths) { lengths in
                    strings.withMemoryRebound(to: UnsafePointer<UInt16>?.self, capacity: 3) { strings in
                        lengths.withMemoryRebound(to: Int32.self, capacity: 3) { lengths in
                            Int(cicu_ulistfmt_format(list, strings, lengths, Int32(count), output, 256, &status))
                        }
                    }
                }
            }
        }
        var mismatch: String?
        for duration in durations where comparesTexts {
            let length = icu(duration)
            let theirs = String(decoding: UnsafeBufferPointer(start: output, count: length), as: UTF16.self)
            let ours = try! formatter.string(for: duration)
            if ours != theirs {
                mismatch = "\(duration): \(ours) vs \(theirs)"
                break
            }
        }
        return [
            pair(
                id, "duration",
                icu: { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= icu(durations[index & 1023]) }
                    return total
                },
                pickerKit: { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= try! formatter.string(for: durations[index & 1023]).utf8.count
                    }
                    return total
                }, mismatch: mismatch)
        ]
    }

    // MARK: ICU

    /// A formatter of the locale's best pattern for `skeleton`, in UTC, opened once.
    static func icuFormat(_ id: String, skeleton: String) -> UnsafeMutablePointer<UDateFormat?> {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(id, &status)
        defer { cicu_udatpg_close(generator) }
        let skeletonUnits = Array(skeleton.utf16)
        var pattern = [UInt16](repeating: 0, count: 128)
        let length = cicu_udatpg_getBestPattern(
            generator, skeletonUnits, Int32(skeletonUnits.count), &pattern, 128, &status)
        // ICU 72's generator has no pattern for some skeletons (`Yw`): an empty pattern formats
        // every date as "" with U_ZERO_ERROR, which would be a baseline doing nothing.
        precondition(
            status.rawValue <= 0 && length > 0, "\(id): no best pattern for \(skeleton) (status \(status.rawValue))")
        return icuFormat(id, pattern: String(decoding: pattern[0..<Int(length)], as: UTF16.self))
    }

    /// A formatter of `pattern` in UTC, opened once.
    static func icuFormat(_ id: String, pattern: String) -> UnsafeMutablePointer<UDateFormat?> {
        var status = U_ZERO_ERROR
        let units = Array(pattern.utf16)
        let zone = Array("UTC".utf16)
        let format = cicu_udat_open(
            UDAT_PATTERN, UDAT_PATTERN, id, zone, Int32(zone.count), units, Int32(units.count), &status)
        precondition(status.rawValue <= 0, "\(id) \(pattern): ICU status \(status.rawValue)")
        return format!
    }

    /// The text `udat_format` writes for `millis`; stops the run unless ICU wrote something
    /// with status U_ZERO_ERROR.
    static func icuString(_ format: UnsafeMutablePointer<UDateFormat?>, _ millis: Double) -> String {
        var buffer = [UInt16](repeating: 0, count: 128)
        var status = U_ZERO_ERROR
        let length = cicu_udat_format(format, millis, &buffer, 128, &status)
        precondition(status.rawValue == 0 && length > 0, "udat_format wrote \(length) units, status \(status.rawValue)")
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }

    /// The proleptic Gregorian year, month and day of days since 1970-01-01.
    static func civil(_ unixDay: Int) -> (Int, Int, Int) {
        let shifted = unixDay + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
