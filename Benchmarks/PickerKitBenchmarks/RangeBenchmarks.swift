import CICU
@_spi(PickerKitTools) import PickerKit

/// Ranges: strict parsing against a hand-written floor, a range picker's scroll step against
/// a single picker's (``LocalizedRangePicker`` and ``LocalizedPicker``), and interval formatting
/// (``PickerFormatter``) against `udtitvfmt_format` per call.
enum RangeBenchmarks {
    /// 64 different date ranges (`2019-08-20/2020-09-21`); iteration `i` uses `i & 63`.
    static let dateRanges: [String] = (0..<64).map { index in
        let start = try! Selection(year: 1990 + index, month: index % 12 + 1, day: index % 28 + 1)
        let end = try! Selection(year: 1991 + index, month: (index + 5) % 12 + 1, day: (index + 3) % 28 + 1)
        return "\(start)/\(end)"
    }
    /// 64 open year-month ranges (`2019-08/present`).
    static let openRanges: [String] = (0..<64).map { index in
        try! Selection(year: 1990 + index, month: index % 12 + 1).description + "/present"
    }

    static func run() {
        parsing()
        PeriodBenchmarks.run()
        scrolling()
        formatting()
    }

    static func parsing() {
        let dateRanges = Self.dateRanges
        let openRanges = Self.openRanges
        let floor = "hand-written floor parse"
        BenchmarkRunner(iterations: 400_000).compare(
            "ranges: date \"1990-01-01/1991-06-04\"", baseline: floor,
            [
                .init(name: floor) { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= ReferenceParser.parseDateRange(dateRanges[index & 63]) }
                    return total
                },
                .init(name: "SelectionRange strict parse, mode given") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        if let range = try? SelectionRange(dateRanges[index & 63], mode: .date) {
                            total &+= Self.touch(range)
                        }
                    }
                    return total
                },
                .init(name: "SelectionRange strict parse, mode inferred") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        if let range = try? SelectionRange(dateRanges[index & 63]) { total &+= Self.touch(range) }
                    }
                    return total
                },
            ])
        BenchmarkRunner(iterations: 400_000).compare(
            "ranges: open year-month \"1990-01/present\"", baseline: floor,
            [
                .init(name: floor) { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= ReferenceParser.parseOpenYearMonth(openRanges[index & 63]) }
                    return total
                },
                .init(name: "SelectionRange strict parse, mode given") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        if let range = try? SelectionRange(openRanges[index & 63], mode: .yearMonth) {
                            total &+= Self.touch(range)
                        }
                    }
                    return total
                },
            ])
    }

    /// Something of a parsed range, read without boxing a half in an existential
    /// (`Selection`'s subscript goes through `any SelectionValue`, which allocates), nor
    /// generic enum equality or the mode's field array, which cost more than the floor's
    /// whole parse and measured the reading, not the parser.
    @inline(__always)
    static func touch(_ range: SelectionRange) -> Int {
        (range.isOpen ? 1 : 2) &+ (range.mode == .date ? 4 : 8)
    }

    static func scrolling() {
        let configuration = try! PickerConfiguration(
            mode: .date, minimum: "1900-01-01", maximum: "2100-12-31", selection: "2020-01-31")
        let locale = try! ResolvedLocale("zh_CN")
        let single = try! LocalizedPicker(locale: locale, configuration: configuration)
        let range = try! LocalizedRangePicker(
            locale: locale, configuration: configuration, range: try! SelectionRange("2020-01-31/2020-06-30"))
        let monthColumn = single.order.firstIndex(of: .month)!
        // The end's columns follow the start's in a range picker.
        let endMonthColumn = single.numberOfColumns + monthColumn
        BenchmarkRunner(iterations: 100_000).compare(
            "ranges: one scroll step (zh_CN date, month column: days relink, the end follows)",
            baseline: "LocalizedPicker.select month",
            [
                .init(name: "LocalizedPicker.select month") { iterations in
                    var current = single
                    var total = 0
                    for index in 0..<iterations {
                        total &+= try! current.select(row: index % 12, inColumn: monthColumn).adjustments.count
                    }
                    return total &+ (current.selection?[.day] ?? 0)
                },
                .init(name: "LocalizedRangePicker.didSelect start month") { iterations in
                    var current = range
                    var total = 0
                    for index in 0..<iterations {
                        // January ... December: from July on the end moves up to the start.
                        total &+= current.didSelect(row: index % 12, inColumn: monthColumn).adjustments.count
                    }
                    return total &+ current.selectedRow(inColumn: endMonthColumn)
                },
                .init(name: "LocalizedRangePicker.didSelect end month") { iterations in
                    var current = range
                    var total = 0
                    for index in 0..<iterations {
                        let rows = current.numberOfRows(inColumn: endMonthColumn)
                        total &+= current.didSelect(row: index % rows, inColumn: endMonthColumn).adjustments.count
                    }
                    return total &+ current.selectedRow(inColumn: endMonthColumn)
                },
            ])
    }

    /// The zh_CN formatter, 64 closed date ranges, their milliseconds, and the skeleton and
    /// zone of an ICU interval formatter that writes the same strings.
    static func formattingSetUp() -> (
        formatter: PickerFormatter, ranges: [SelectionRange], millis: [(Double, Double)], skeleton: [UInt16],
        zone: [UInt16]
    ) {
        let locale = try! ResolvedLocale("zh_CN")
        let formatter = try! PickerFormatter(locale: locale)
        let ranges = Self.dateRanges.map { try! SelectionRange($0) }
        let millis = ranges.map { range in
            (
                Self.millis(range.start[.year]!, range.start[.month]!, range.start[.day]!),
                Self.millis(range.end[.year]!, range.end[.month]!, range.end[.day]!)
            )
        }
        // The skeleton of the date labeler the formatter's date ranges are written with.
        let skeleton = Array(try! CalendarLabeler.shared(locale: locale, mode: .date).skeleton.utf16)
        let zone = Array("UTC".utf16)
        // Warm-up: ICU's data and our formatter's caches are loaded before timing.
        for range in ranges { _ = try! formatter.string(for: range) }
        return (formatter, ranges, millis, skeleton, zone)
    }

    /// Warm `PickerFormatter.string(for:)` of date ranges (closed and open) against
    /// `udtitvfmt_format` on an open formatter; prints the table and returns ns per call by name.
    @discardableResult
    static func formattingCases(iterations: Int, rounds: Int) -> [String: Double] {
        let (formatter, ranges, millis, skeleton, zone) = formattingSetUp()
        let open = (0..<64).map { index in
            try! SelectionRange(
                start: try! Selection(year: 1990 + index, month: index % 12 + 1, day: 1), end: .present)
        }
        for range in open { _ = try! formatter.string(for: range) }
        var status = U_ZERO_ERROR
        let icu = cicu_udtitvfmt_open("zh_CN@calendar=gregorian", skeleton, Int32(skeleton.count), zone, 3, &status)!
        defer { cicu_udtitvfmt_close(icu) }
        let baseline = "udtitvfmt_format (open formatter)"
        return BenchmarkRunner(rounds: rounds, iterations: iterations).compare(
            "ranges: zh_CN date interval \"1990年1月1日至1991年6月4日\"", baseline: baseline,
            [
                .init(name: baseline) { iterations in
                    var total = 0
                    var buffer = [UInt16](repeating: 0, count: 128)
                    for index in 0..<iterations {
                        var status = U_ZERO_ERROR
                        let (from, to) = millis[index & 63]
                        total &+= Int(cicu_udtitvfmt_format(icu, from, to, &buffer, 128, nil, &status))
                    }
                    return total
                },
                .init(name: "PickerFormatter.string (closed)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! formatter.string(for: ranges[index & 63]).utf8.count }
                    return total
                },
                .init(name: "PickerFormatter.string (open, Present)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! formatter.string(for: open[index & 63]).utf8.count }
                    return total
                },
            ])
    }

    static func formatting() {
        let (formatter, ranges, millis, skeleton, zone) = formattingSetUp()
        formattingCases(iterations: 20_000, rounds: 7)
        BenchmarkRunner(iterations: 500).compare(
            "ranges: formatter made per call (what the cache saves)", baseline: "udtitvfmt_open + format + close",
            [
                .init(name: "udtitvfmt_open + format + close") { iterations in
                    var total = 0
                    var buffer = [UInt16](repeating: 0, count: 128)
                    for index in 0..<iterations {
                        var status = U_ZERO_ERROR
                        let opened = cicu_udtitvfmt_open(
                            "zh_CN@calendar=gregorian", skeleton, Int32(skeleton.count), zone, 3, &status)!
                        let (from, to) = millis[index & 63]
                        total &+= Int(cicu_udtitvfmt_format(opened, from, to, &buffer, 128, nil, &status))
                        cicu_udtitvfmt_close(opened)
                    }
                    return total
                },
                .init(name: "PickerFormatter.string (warm)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! formatter.string(for: ranges[index & 63]).utf8.count }
                    return total
                },
            ])
    }

    /// Milliseconds since 1970 of a proleptic Gregorian date (days from civil).
    static func millis(_ year: Int, _ month: Int, _ day: Int) -> Double {
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Double(era * 146_097 + dayOfEra - 719_468) * 86_400_000
    }
}
