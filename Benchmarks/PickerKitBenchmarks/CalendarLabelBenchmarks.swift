@_spi(Benchmarks) @_spi(PickerKitTools) import PickerKit

/// Calendar row labels (``CalendarLabeler``) after warm-up against `udat_format` per call, and
/// the first use of a calendar (an uncached labeler: ICU formatters, ICU's calendar, day table).
enum CalendarLabelBenchmarks {
    /// Row labels after warm-up against `udat_format` per call (group `labels`).
    static func runRowLabels() {
        let chinese = try! CalendarLabeler.shared(locale: ResolvedLocale("zh_CN@calendar=chinese"), mode: .date)
        let hebrew = try! CalendarLabeler.shared(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .date)
        let persian = try! CalendarLabeler.shared(locale: ResolvedLocale("fa_IR@calendar=persian"), mode: .date)
        let japanese = try! CalendarLabeler.shared(locale: ResolvedLocale("ja_JP@calendar=japanese"), mode: .date)
        // 200 days spread over 1902...2098 and over the months and days, as calendar fields.
        func days(_ labeler: CalendarLabeler) -> [CalendarFields] {
            (0..<200).map { index in
                let day = CalendarDate(year: 1902 + index * 197 / 200, month: 1 + index % 12, day: 1 + index * 7 % 28)
                return try! labeler.calendar.fields(of: day)
            }
        }
        let samples = [chinese, hebrew, persian, japanese].map(days)
        func measure(_ labeler: CalendarLabeler, _ sample: [CalendarFields], _ field: DateField, icu: Bool = false)
            -> (Int) -> Int
        {
            // Warm the caches (every year and month of the sample) before timing.
            for date in sample { _ = try! labeler.label(field, for: date) }
            return { iterations in
                var total = 0
                for index in 0..<iterations {
                    let date = sample[index % sample.count]
                    let label =
                        icu ? try! labeler.icuLabel(field, for: date) : try! labeler.label(field, for: date)
                    total &+= label.utf8.count
                }
                return total
            }
        }
        BenchmarkRunner(iterations: 50_000).compare(
            "calendar row label after warm-up vs udat_format per call",
            baseline: "udat_format zh chinese year",
            [
                .init(name: "udat_format zh chinese year", body: measure(chinese, samples[0], .year, icu: true)),
                .init(name: "udat_format zh chinese month", body: measure(chinese, samples[0], .month, icu: true)),
                .init(name: "udat_format he hebrew day", body: measure(hebrew, samples[1], .day, icu: true)),
                .init(name: "cached zh chinese year 1987丁卯年", body: measure(chinese, samples[0], .year)),
                .init(name: "cached zh chinese month 闰六月", body: measure(chinese, samples[0], .month)),
                .init(name: "cached zh chinese day 初一 (table)", body: measure(chinese, samples[0], .day)),
                .init(name: "cached he hebrew month", body: measure(hebrew, samples[1], .month)),
                .init(name: "cached he hebrew day (table)", body: measure(hebrew, samples[1], .day)),
                .init(name: "cached fa persian year", body: measure(persian, samples[2], .year)),
                .init(name: "cached ja japanese year 令和元年", body: measure(japanese, samples[3], .year)),
            ])
    }

    /// The first use of each calendar: an uncached labeler (group `calendars`; goal ≤ 5 ms).
    ///
    /// `first-use-steps` splits the cost into ICU calls.
    static func runFirstUse() {
        func firstUse(_ id: String) -> BenchmarkRunner.Case {
            .init(name: "CalendarLabeler \(id) date") { iterations in
                var total = 0
                for _ in 0..<iterations {
                    total &+= try! CalendarLabeler(locale: ResolvedLocale(id), mode: .date).order.count
                }
                return total
            }
        }
        let results = BenchmarkRunner(rounds: 5, iterations: 20).compare(
            "first use of a calendar (uncached labeler; goal ≤ 5 ms)",
            baseline: "CalendarLabeler zh_CN date",
            [
                .init(name: "CalendarLabeler zh_CN date") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+= try! CalendarLabeler(locale: ResolvedLocale("zh_CN"), mode: .date).order.count
                    }
                    return total
                },
                firstUse("zh_CN@calendar=chinese"), firstUse("he_IL@calendar=hebrew"),
                firstUse("fa_IR@calendar=persian"), firstUse("ar_SA@calendar=islamic-umalqura"),
                firstUse("ja_JP@calendar=japanese"), firstUse("ko_KR@calendar=dangi"),
            ])
        print("\nfirst use of a calendar, ms (goal ≤ 5)")
        for (name, nanoseconds) in results.sorted(by: { $0.key < $1.key }) {
            print("  " + name.padded(to: 54) + BenchmarkRunner.format(nanoseconds / 1_000_000, width: 8))
        }
    }
}
