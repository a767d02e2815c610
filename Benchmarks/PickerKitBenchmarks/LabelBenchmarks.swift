@_spi(Benchmarks) @_spi(PickerKitTools) import PickerKit

/// Row labels from the cached fast path against `udat_format` per row, and a locale's first use.
enum LabelBenchmarks {
    static func run() {
        let chinese = try! CalendarLabeler.shared(locale: ResolvedLocale("zh_CN"), mode: .date)
        let arabic = try! CalendarLabeler.shared(locale: ResolvedLocale("ar_EG"), mode: .date)
        let english = try! CalendarLabeler.shared(locale: ResolvedLocale("en_US"), mode: .date)
        let weekday = try! CalendarLabeler.shared(
            locale: ResolvedLocale("zh_CN"), mode: .date, options: LabelOptions(showsWeekday: true))
        // The values labeled, made before the counted calls (a selection's fields are checked):
        // the index's year, month and day repeat every 4200 indices.
        let samples = (0..<4200).map { index in
            try! Selection(year: 1900 + index % 200, month: index % 12 + 1, day: index % 28 + 1)
        }
        func values(_ index: Int) -> Selection { samples[index % 4200] }
        func measure(_ labeler: CalendarLabeler, _ field: DateField, icu: Bool = false) -> (Int) -> Int {
            { iterations in
                var total = 0
                for index in 0..<iterations {
                    let label =
                        icu
                        ? try! labeler.icuLabel(field, for: values(index))
                        : try! labeler.label(field, for: values(index))
                    total &+= label.utf8.count
                }
                return total
            }
        }
        BenchmarkRunner(iterations: 100_000).compare(
            "row label after warm-up vs udat_format per row",
            baseline: "udat_format zh_CN year",
            [
                .init(name: "udat_format zh_CN year", body: measure(chinese, .year, icu: true)),
                .init(name: "udat_format ar_EG year", body: measure(arabic, .year, icu: true)),
                .init(name: "cached zh_CN year 2019年", body: measure(chinese, .year)),
                .init(name: "cached ar_EG year ٢٠١٩", body: measure(arabic, .year)),
                .init(name: "cached zh_CN day 20日 (table)", body: measure(chinese, .day)),
                .init(name: "cached en_US month August", body: measure(english, .month)),
                .init(name: "cached zh_CN day+weekday 20日周二", body: measure(weekday, .day)),
            ])
        let modes: [SelectionMode] = [.date, .dateTime]
        BenchmarkRunner(rounds: 5, iterations: 40).compare(
            "first use of a locale (uncached derivation)",
            baseline: "ResolvedLocale(de_DE)",
            [
                .init(name: "ResolvedLocale(de_DE)") { iterations in
                    var total = 0
                    for _ in 0..<iterations { total &+= try! ResolvedLocale("de_DE").resolved.utf8.count }
                    return total
                },
                .init(name: "CalendarLabeler de_DE date") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+= try! CalendarLabeler(locale: ResolvedLocale("de_DE"), mode: modes[0]).order.count
                    }
                    return total
                },
                .init(name: "CalendarLabeler de_DE date-time") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+= try! CalendarLabeler(locale: ResolvedLocale("de_DE"), mode: modes[1]).order.count
                    }
                    return total
                },
                .init(name: "CalendarLabeler.shared cache hit") { iterations in
                    var total = 0
                    let locale = try! ResolvedLocale("de_DE")
                    for _ in 0..<iterations {
                        total &+= try! CalendarLabeler.shared(locale: locale, mode: modes[0]).order.count
                    }
                    return total
                },
                .init(name: "LocalizedPicker de_DE date made (labelers cached)") { iterations in
                    var total = 0
                    let locale = try! ResolvedLocale("de_DE")
                    let configuration = try! PickerConfiguration(
                        mode: .date, minimum: "1900-01-01", maximum: "2100-12-31", selection: "2020-01-31")
                    for _ in 0..<iterations {
                        total &+= try! LocalizedPicker(locale: locale, configuration: configuration).order.count
                    }
                    return total
                },
            ])
    }
}
