import CICU
@_spi(Benchmarks) @_spi(PickerKitTools) import PickerKit

/// Duration row labels from the per-(unit, plural category) templates against ICU's unit
/// formatter per row, and the cost of a locale's first labeler (plural selection of 0...999,
/// the template derivation).
enum DurationBenchmarks {
    static func run() {
        let russian = try! DurationLabeler(locale: ResolvedLocale("ru"))
        let arabic = try! DurationLabeler(locale: ResolvedLocale("ar"))
        let chinese = try! DurationLabeler(locale: ResolvedLocale("zh"))
        let english = try! DurationLabeler(locale: ResolvedLocale("en"))
        func measure(
            _ labeler: DurationLabeler, _ unit: DurationUnit, icu: Bool = false, style: DurationLabelStyle = .unit
        )
            -> (Int) -> Int
        {
            { iterations in
                var total = 0
                for index in 0..<iterations {
                    let value = unit == .hour ? index % 100 : index % 60
                    let label =
                        icu
                        ? try! labeler.icuLabel(value, unit: unit, style: style)
                        : try! labeler.label(value, unit: unit, style: style)
                    total &+= label.utf8.count
                }
                return total
            }
        }
        BenchmarkRunner(iterations: 100_000).compare(
            "duration row label from templates vs ICU's unit formatter per row",
            baseline: "unumf ru hour (result per call)",
            [
                .init(name: "unumf ru hour (result per call)", body: measure(russian, .hour, icu: true)),
                .init(name: "unumf ru hour (one result reused)", body: rawICU("ru")),
                .init(name: "unumf ar minute", body: measure(arabic, .minute, icu: true)),
                .init(name: "template ru hour 22 часа", body: measure(russian, .hour)),
                .init(name: "template ar minute ٣ دقائق", body: measure(arabic, .minute)),
                .init(name: "template zh second 5秒钟", body: measure(chinese, .second)),
                .init(name: "template en hour 2 hours", body: measure(english, .hour)),
                .init(name: "number style ar minute ٣", body: measure(arabic, .minute, style: .number)),
            ])
        // Display strings after warm-up: 64 durations of two and three parts, next to ICU
        // doing the same (each part by its unit formatter, then the unit list pattern).
        let displays = (0..<64).map { index in
            try! DurationSelection(
                hours: 1 + index % 23, minutes: 1 + index % 59, seconds: index % 2 == 0 ? 0 : 1 + index % 59)
        }
        let german = try! DurationLabeler(locale: ResolvedLocale("de"))
        var listStatus = U_ZERO_ERROR
        let listFormatter = cicu_ulistfmt_openForType("de", ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &listStatus)!
        for display in displays { _ = try! german.displayString(for: display) }
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
                        let parts = DurationUnit.allCases.filter { display[$0] > 0 }.map { unit in
                            Array(try! german.icuLabel(display[unit], unit: unit).utf16)
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
                .init(name: "DurationLabeler.displayString de") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= try! german.displayString(for: displays[index & 63]).utf8.count
                    }
                    return total
                },
                .init(name: "DurationLabeler.icuDisplayString de") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= try! german.icuDisplayString(for: displays[index & 63]).utf8.count
                    }
                    return total
                },
            ])
        cicu_ulistfmt_close(listFormatter)
        let display = try! DurationSelection("PT1H30M")
        BenchmarkRunner(rounds: 5, iterations: 40).compare(
            "first use of a locale, and a display string",
            baseline: "DurationLabeler(ru)",
            [
                .init(name: "DurationLabeler(ru)") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+= try! DurationLabeler(locale: ResolvedLocale("ru")).header(for: .hour).utf8.count
                    }
                    return total
                },
                .init(name: "ResolvedLocale(ru)") { iterations in
                    var total = 0
                    for _ in 0..<iterations { total &+= try! ResolvedLocale("ru").resolved.utf8.count }
                    return total
                },
                .init(name: "displayString de PT1H30M") { iterations in
                    let german = try! DurationLabeler(locale: ResolvedLocale("de"))
                    var total = 0
                    for _ in 0..<iterations { total &+= try! german.displayString(for: display).utf8.count }
                    return total
                },
            ])
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
