@_spi(Benchmarks) @_spi(PickerKitTools) import PickerKit

/// One-column row labels (a whole value's display string) against the multi-column labels of
/// the same value and against `udat_format` per row.
enum SingleColumnBenchmarks {
    static func run() {
        let zhCN = try! ResolvedLocale("zh_CN")
        let enUS = try! ResolvedLocale("en_US")
        let columns = try! CalendarLabeler.shared(locale: zhCN, mode: .date)
        let single = try! SingleColumnLabeler.shared(locale: zhCN, mode: .date)
        let english = try! SingleColumnLabeler.shared(locale: enUS, mode: .dateHourMinute)
        var configuration = try! PickerConfiguration(mode: .yearMonth, minimum: "0001-01", maximum: "9999-12")
        configuration.descendingFields = [.year]
        let months = try! LocalizedSingleColumnPicker(locale: zhCN, configuration: configuration)
        // The values labeled, made before the counted calls (a selection's fields are checked):
        // the index's fields repeat every 4200 indices.
        let samples = (0..<4200).map { index in
            try! Selection(
                year: 1900 + index % 200, month: index % 12 + 1, day: index % 28 + 1, hour: index % 24,
                minute: index % 60)
        }
        let dates = (0..<4200).map { index in
            try! Selection(year: 1900 + index % 200, month: index % 12 + 1, day: index % 28 + 1)
        }
        func values(_ index: Int) -> Selection { samples[index % 4200] }
        func date(_ index: Int) -> Selection { dates[index % 4200] }
        BenchmarkRunner(iterations: 100_000).compare(
            "one-column row label vs the multi-column labels of the same value",
            baseline: "multi-column zh_CN date: year+month+day labels",
            [
                .init(name: "multi-column zh_CN date: year+month+day labels") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        let value = date(index)
                        total &+= try! columns.label(.year, for: value).utf8.count
                        total &+= try! columns.label(.month, for: value).utf8.count
                        total &+= try! columns.label(.day, for: value).utf8.count
                    }
                    return total
                },
                .init(name: "one-column zh_CN date 2019年8月20日 (assembled)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! single.label(for: date(index)).utf8.count }
                    return total
                },
                .init(name: "one-column zh_CN date via udat_format") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! single.icuLabel(for: date(index)).utf8.count }
                    return total
                },
                .init(name: "one-column en_US date-hour-minute (assembled)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! english.label(for: values(index)).utf8.count }
                    return total
                },
                .init(name: "one-column en_US date-hour-minute via udat_format") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= try! english.icuLabel(for: values(index)).utf8.count }
                    return total
                },
                .init(name: "title(forRow:), 0001-01…9999-12 newest first") { iterations in
                    var total = 0
                    let count = months.numberOfRows(inColumn: 0)
                    for index in 0..<iterations {
                        total &+= months.title(forRow: index * 7919 % count, inColumn: 0).utf8.count
                    }
                    return total
                },
            ])
    }
}
