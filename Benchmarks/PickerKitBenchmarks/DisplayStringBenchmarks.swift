import CICU
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Display strings through the public ``PickerFormatter``, warm, against the cheapest ICU path
/// an app could write for the same string: `udat_format` with a formatter opened once on the
/// locale's best pattern for the mode's skeleton (group `display`).
///
/// The locales are the ten of the display-string table in `Benchmarks/README.md`. A date is
/// written in the locale's default calendar by both (Persian for a bare fa_IR); a year-month,
/// which names no day, is a Gregorian month in PickerKit, so ICU's side is opened with
/// `@calendar=gregorian` for it. The run checks that both write the same text for every value
/// before timing.
enum DisplayStringBenchmarks {
    /// The ten locales, or those of `PICKERKIT_DISPLAY_LOCALES` (comma-separated), such as one
    /// locale to profile.
    static let locales =
        getenv("PICKERKIT_DISPLAY_LOCALES").map { String(cString: $0).split(separator: ",").map(String.init) } ?? [
            "en_US", "de_DE", "zh_CN", "ar_EG", "hi_IN", "ja_JP", "ru_RU", "he_IL", "fa_IR", "ko_KR",
        ]

    /// The modes timed, with their ICU skeletons.
    static let modes: [(mode: SelectionMode, skeleton: String)] = [
        (.date, "yMMMMd"), (.yearMonth, "yMMMM"),
    ]

    /// The measured ns per call of PickerKit and ICU for each locale and mode.
    struct Row {
        let locale: String
        let mode: String
        let pickerKit: Double
        let icu: Double
    }

    static func run() {
        let rows = measure(iterations: 20_000) + measureRanges(iterations: 20_000)
        print("\ndisplay strings through PickerFormatter vs udat_format (formatter opened once)")
        print("  locale   mode          PickerKit ns   udat_format ns   ICU / PickerKit")
        for row in rows {
            print(
                "  " + row.locale.padded(to: 8) + " " + row.mode.padded(to: 12)
                    + BenchmarkRunner.format(row.pickerKit, width: 14) + BenchmarkRunner.format(row.icu, width: 17)
                    + BenchmarkRunner.format(row.icu / row.pickerKit, width: 17) + "x")
        }
    }

    /// Times every locale and mode, interleaved round by round (``BenchmarkRunner``).
    static func measure(iterations: Int) -> [Row] {
        var rows: [Row] = []
        for (mode, skeleton) in modes {
            for id in locales {
                let (pickerKit, icu) = cases(id, mode: mode, skeleton: skeleton)
                let results = BenchmarkRunner(iterations: iterations).compare(
                    "\(id) \(mode)", baseline: icu.name, [icu, pickerKit])
                rows.append(
                    Row(locale: id, mode: mode.rawValue, pickerKit: results[pickerKit.name]!, icu: results[icu.name]!))
            }
        }
        return rows
    }

    /// The two timed operations of `id` and `mode` over the same 1,024 days.
    static func cases(_ id: String, mode: SelectionMode, skeleton: String) -> (
        pickerKit: BenchmarkRunner.Case, icu: BenchmarkRunner.Case
    ) {
        let formatter = try! PickerFormatter(locale: id)
        var random = UInt64(0x9E37_79B9_7F4A_7C15)
        var selections: [Selection] = []
        var millis: [Double] = []
        for _ in 0..<1024 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let day = Int(random >> 33) % 36_500  // 1950-01-01 + up to 100 years
            let unixDay = -7_305 + day
            millis.append(Double(unixDay) * 86_400_000 + 43_200_000)
            let (year, month, dayOfMonth) = civil(unixDay)
            let text =
                mode == .date
                ? "\(year)-\(two(month))-\(two(dayOfMonth))" : "\(year)-\(two(month))"
            selections.append(try! Selection(text, mode: mode))
        }
        let format = icuFormat(mode == .date ? id : id + "@calendar=gregorian", skeleton: skeleton)
        // Both sides must write the same text, or the comparison means nothing.
        for index in 0..<selections.count {
            let ours = try! formatter.string(for: selections[index])
            let theirs = icuString(format, millis[index])
            precondition(ours == theirs, "\(id): PickerKit wrote \(ours), ICU \(theirs)")
        }
        let pickerKit = BenchmarkRunner.Case(name: "PickerFormatter \(id) \(mode)") { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: selections[index & 1023]).utf8.count }
            return total
        }
        let icu = BenchmarkRunner.Case(name: "udat_format \(id) \(mode)") { iterations in
            var total = 0
            var buffer = [UInt16](repeating: 0, count: 128)
            for index in 0..<iterations {
                var status = U_ZERO_ERROR
                total &+= Int(cicu_udat_format(format, millis[index & 1023], &buffer, 128, &status))
            }
            return total
        }
        return (pickerKit, icu)
    }

    /// Year-month ranges: a closed one (`2019-08/2020-03`, 1,024 of them) against
    /// `udtitvfmt_format` of the same months with a formatter opened once, and an open one
    /// (`2015-03/present`) against `udat_format` of its start alone, as issue 41 measures it.
    static func measureRanges(iterations: Int) -> [Row] {
        var rows: [Row] = []
        for id in locales {
            let formatter = try! PickerFormatter(locale: id)
            let gregorian = id + "@calendar=gregorian"
            var status = U_ZERO_ERROR
            let skeleton = Array("yMMMM".utf16)
            let zone = Array("UTC".utf16)
            let interval = cicu_udtitvfmt_open(
                gregorian, skeleton, Int32(skeleton.count), zone, Int32(zone.count), &status)!
            let single = icuFormat(gregorian, skeleton: "yMMMM")
            var closed: [SelectionRange] = []
            var open: [SelectionRange] = []
            var millis: [(Double, Double)] = []
            for index in 0..<1024 {
                let start = (1990 + index % 30, index % 12 + 1)
                let end = (start.0 + 1 + index % 3, (index * 7) % 12 + 1)
                let text = "\(start.0)-\(two(start.1))"
                closed.append(try! SelectionRange("\(text)/\(end.0)-\(two(end.1))"))
                open.append(try! SelectionRange("\(text)/present"))
                millis.append((RangeBenchmarks.millis(start.0, start.1, 1), RangeBenchmarks.millis(end.0, end.1, 1)))
            }
            var buffer = [UInt16](repeating: 0, count: 256)
            for index in 0..<closed.count {
                let length = cicu_udtitvfmt_format(
                    interval, millis[index].0, millis[index].1, &buffer, 256, nil, &status)
                let theirs = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
                let ours = try! formatter.string(for: closed[index])
                precondition(ours == theirs, "\(id): PickerKit wrote \(ours), ICU \(theirs)")
            }
            let cases: [BenchmarkRunner.Case] = [
                .init(name: "udtitvfmt_format \(id)") { iterations in
                    var total = 0
                    var buffer = [UInt16](repeating: 0, count: 256)
                    for index in 0..<iterations {
                        var status = U_ZERO_ERROR
                        let (from, to) = millis[index & 1023]
                        total &+= Int(cicu_udtitvfmt_format(interval, from, to, &buffer, 256, nil, &status))
                    }
                    return total
                },
                .init(name: "PickerFormatter closed \(id)") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= try! formatter.string(for: closed[index & 1023]).utf8.count
                    }
                    return total
                },
                .init(name: "udat_format start \(id)") { iterations in
                    var total = 0
                    var buffer = [UInt16](repeating: 0, count: 128)
                    for index in 0..<iterations {
                        var status = U_ZERO_ERROR
                        total &+= Int(cicu_udat_format(single, millis[index & 1023].0, &buffer, 128, &status))
                    }
                    return total
                },
                .init(name: "PickerFormatter open \(id)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! formatter.string(for: open[index & 1023]).utf8.count }
                    return total
                },
            ]
            let results = BenchmarkRunner(iterations: iterations).compare(
                "\(id) ranges", baseline: cases[0].name, cases)
            rows.append(
                Row(
                    locale: id, mode: "closed range", pickerKit: results[cases[1].name]!, icu: results[cases[0].name]!))
            rows.append(
                Row(locale: id, mode: "open range", pickerKit: results[cases[3].name]!, icu: results[cases[2].name]!))
        }
        return rows
    }

    /// A formatter of the locale's best pattern for `skeleton`, in UTC, opened once.
    static func icuFormat(_ id: String, skeleton: String) -> UnsafeMutablePointer<UDateFormat?> {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(id, &status)
        defer { cicu_udatpg_close(generator) }
        let skeletonUnits = Array(skeleton.utf16)
        var pattern = [UInt16](repeating: 0, count: 128)
        let length = cicu_udatpg_getBestPattern(
            generator, skeletonUnits, Int32(skeletonUnits.count), &pattern, 128, &status)
        let zone = Array("UTC".utf16)
        let format = cicu_udat_open(
            UDAT_PATTERN, UDAT_PATTERN, id, zone, Int32(zone.count), pattern, length, &status)
        precondition(status.rawValue <= 0, "\(id) \(skeleton): ICU status \(status.rawValue)")
        return format!
    }

    /// The text `udat_format` writes for `millis`.
    static func icuString(_ format: UnsafeMutablePointer<UDateFormat?>, _ millis: Double) -> String {
        var buffer = [UInt16](repeating: 0, count: 128)
        var status = U_ZERO_ERROR
        let length = cicu_udat_format(format, millis, &buffer, 128, &status)
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
