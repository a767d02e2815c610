import CICU
import PickerKit

/// Duration row labels from the per-(unit, plural category) templates, timed through
/// ``LocalizedDurationPicker/title(forRow:inColumn:)`` as an app calls it, against ICU's unit
/// formatter per row; display strings through ``PickerFormatter`` against ICU's unit and list
/// formatters; and the cost of a locale's first picker (plural selection of 0...999, the
/// template derivation).
enum DurationBenchmarks {
    /// Hours 0...99, so that a row of the hour column is its value (minutes and seconds: 0...59).
    static let maximum = try! DurationSelection(hours: 99, minutes: 59, seconds: 59)

    /// A duration picker of hours, minutes and seconds for `id`.
    static func picker(_ id: String, showsUnits: Bool = true) -> LocalizedDurationPicker {
        var configuration = DurationConfiguration()
        configuration.maximum = maximum
        return try! LocalizedDurationPicker(
            locale: ResolvedLocale(id), configuration: configuration, showsUnits: showsUnits)
    }

    static func run() {
        let russian = picker("ru")
        let arabic = picker("ar")
        let chinese = picker("zh")
        let english = picker("en")
        let arabicNumbers = picker("ar", showsUnits: false)
        /// Iteration `i` labels the value `i % 100` of the hour column (0), `i % 60` of the others.
        func measure(_ picker: LocalizedDurationPicker, column: Int) -> (Int) -> Int {
            { iterations in
                var total = 0
                for index in 0..<iterations {
                    let row = column == 0 ? index % 100 : index % 60
                    total &+= picker.title(forRow: row, inColumn: column).utf8.count
                }
                return total
            }
        }
        BenchmarkRunner(iterations: 100_000).compare(
            "duration row label from templates vs ICU's unit formatter per row",
            baseline: "unumf ru hour (result per call)",
            [
                .init(name: "unumf ru hour (result per call)", body: icuRows("ru", unit: "hour", modulus: 100)),
                .init(name: "unumf ru hour (one result reused)", body: rawICU("ru")),
                .init(name: "unumf ar minute", body: icuRows("ar", unit: "minute", modulus: 60)),
                .init(name: "title(forRow:) ru hour 22 часа", body: measure(russian, column: 0)),
                .init(name: "title(forRow:) ar minute ٣ دقائق", body: measure(arabic, column: 1)),
                .init(name: "title(forRow:) zh second 5秒钟", body: measure(chinese, column: 2)),
                .init(name: "title(forRow:) en hour 2 hours", body: measure(english, column: 0)),
                .init(name: "number style ar minute ٣", body: measure(arabicNumbers, column: 1)),
            ])
        // Display strings after warm-up: 64 durations of two and three parts, next to ICU
        // doing the same (each part by its unit formatter, then the unit list pattern).
        let displays = (0..<64).map { index in
            try! DurationSelection(
                hours: 1 + index % 23, minutes: 1 + index % 59, seconds: index % 2 == 0 ? 0 : 1 + index % 59)
        }
        let german = try! PickerFormatter(locale: ResolvedLocale("de"))
        let unitFormatters = ["hour", "minute", "second"].map { unitFormatter("de", unit: $0) }
        var listStatus = U_ZERO_ERROR
        let listFormatter = cicu_ulistfmt_openForType("de", ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &listStatus)!
        for display in displays { _ = try! german.string(for: display) }
        let icuDisplay = "ICU unit formats + ulistfmt_format de"
        BenchmarkRunner(iterations: 20_000).compare(
            "duration display string after warm-up vs ICU's unit and list formatting (de, 2-3 parts)",
            baseline: icuDisplay,
            [
                .init(name: icuDisplay) { iterations in
                    var total = 0
                    var buffer = [UInt16](repeating: 0, count: 256)
                    for index in 0..<iterations {
                        let display = displays[index & 63]
                        let values = [display.hours, display.minutes, display.seconds]
                        let parts = zip(values, unitFormatters).filter { $0.0 > 0 }.map { value, formatter in
                            Array(icuLabel(formatter, value).utf16)
                        }
                        var status = U_ZERO_ERROR
                        let lengths = parts.map { Int32($0.count) }
                        total &+= Int(
                            parts[0].withUnsafeBufferPointer { first in
                                parts[1].withUnsafeBufferPointer { second in
                                    parts[parts.count - 1].withUnsafeBufferPointer { last in
                                        let pointers: [UnsafePointer<UInt16>?] =
                                            parts.count == 2
                                            ? [first.baseAddress, second.baseAddress]
                                            : [first.baseAddress, second.baseAddress, last.baseAddress]
                                        return cicu_ulistfmt_format(
                                            listFormatter, pointers, lengths, Int32(parts.count), &buffer, 256, &status)
                                    }
                                }
                            })
                    }
                    return total
                },
                .init(name: "PickerFormatter.string(for:) de") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= try! german.string(for: displays[index & 63]).utf8.count
                    }
                    return total
                },
            ])
        cicu_ulistfmt_close(listFormatter)
        for formatter in unitFormatters { cicu_unumf_close(formatter) }
        let display = try! DurationSelection("PT1H30M")
        BenchmarkRunner(rounds: 5, iterations: 40).compare(
            "first use of a locale, and a display string",
            baseline: "LocalizedDurationPicker(ru)",
            [
                .init(name: "LocalizedDurationPicker(ru)") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        let picker = try! LocalizedDurationPicker(
                            locale: ResolvedLocale("ru"), configuration: DurationConfiguration())
                        total &+= picker.title(forRow: 5, inColumn: 0).utf8.count
                    }
                    return total
                },
                .init(name: "ResolvedLocale(ru)") { iterations in
                    var total = 0
                    for _ in 0..<iterations { total &+= try! ResolvedLocale("ru").resolved.utf8.count }
                    return total
                },
                .init(name: "PickerFormatter de, string PT1H30M") { iterations in
                    let german = try! PickerFormatter(locale: ResolvedLocale("de"))
                    var total = 0
                    for _ in 0..<iterations { total &+= try! german.string(for: display).utf8.count }
                    return total
                },
            ])
    }

    /// ICU's unit formatter of `unit` (`hour`, `minute`, `second`) for `localeID`, full names:
    /// the formatter PickerKit opens for a duration column (closed by the caller).
    static func unitFormatter(_ localeID: String, unit: String) -> OpaquePointer {
        var status = U_ZERO_ERROR
        let skeleton = Array("measure-unit/duration-\(unit) unit-width-full-name".utf16)
        return cicu_unumf_openForSkeletonAndLocale(skeleton, Int32(skeleton.count), localeID, &status)!
    }

    /// A label straight from ICU, as PickerKit asks ICU for one: a result object opened per
    /// call, `unumf_formatInt`, `unumf_resultToString`.
    @inline(__always)
    static func icuLabel(_ formatter: OpaquePointer, _ value: Int) -> String {
        var status = U_ZERO_ERROR
        let result = cicu_unumf_openResult(&status)
        defer { cicu_unumf_closeResult(result) }
        cicu_unumf_formatInt(formatter, Int64(value), result, &status)
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { buffer in
            let length = cicu_unumf_resultToString(result, buffer.baseAddress, 64, &status)
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }
    }

    /// ICU's label of the value `index % modulus` per call (``icuLabel(_:_:)``).
    static func icuRows(_ localeID: String, unit: String, modulus: Int) -> (Int) -> Int {
        { iterations in
            let formatter = unitFormatter(localeID, unit: unit)
            defer { cicu_unumf_close(formatter) }
            var total = 0
            for index in 0..<iterations { total &+= icuLabel(formatter, index % modulus).utf8.count }
            return total
        }
    }

    /// ICU's own cheapest path: one formatter, one result object reused, `unumf_resultToString` per row.
    static func rawICU(_ localeID: String) -> (Int) -> Int {
        { iterations in
            var status = U_ZERO_ERROR
            let skeleton = Array("measure-unit/duration-hour unit-width-full-name".utf16)
            let formatter = cicu_unumf_openForSkeletonAndLocale(skeleton, Int32(skeleton.count), localeID, &status)
            let result = cicu_unumf_openResult(&status)
            defer {
                cicu_unumf_closeResult(result)
                cicu_unumf_close(formatter)
            }
            var buffer = [UChar](repeating: 0, count: 64)
            var total = 0
            for index in 0..<iterations {
                var rowStatus = U_ZERO_ERROR
                cicu_unumf_formatInt(formatter, Int64(index % 100), result, &rowStatus)
                let length = cicu_unumf_resultToString(result, &buffer, 64, &rowStatus)
                total &+= String(decoding: buffer[0..<Int(length)], as: UTF16.self).utf8.count
            }
            return total
        }
    }
}
