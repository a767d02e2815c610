@_spi(Benchmarks) @_spi(PickerKitTools) import PickerKit

/// A scroll step of a date picker and a visible row's label, timed through ``LocalizedPicker``
/// as an app calls it, against `udat_format` per row.
enum PickerBenchmarks {
    static func run() {
        let configuration = try! PickerConfiguration(
            mode: .date, minimum: "1900-01-01", maximum: "2100-12-31", selection: "2020-01-31")
        let picker = try! LocalizedPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
        let labeler = try! CalendarLabeler.shared(locale: ResolvedLocale("zh_CN"), mode: .date)
        let monthColumn = picker.order.firstIndex(of: .month)!
        let dayColumn = picker.order.firstIndex(of: .day)!
        // The values labeled, made before the counted calls (a selection's fields are checked).
        let days = (0..<28).map { index in try! Selection(year: 2020, month: 1, day: index + 1) }
        BenchmarkRunner(iterations: 100_000).compare(
            "picker: one scroll step and one visible row label (zh_CN date)",
            baseline: "udat_format zh_CN day row",
            [
                .init(name: "udat_format zh_CN day row") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        let values = days[index % 28]
                        total &+= try! labeler.icuLabel(.day, for: values).utf8.count
                    }
                    return total
                },
                .init(name: "LocalizedPicker.select month (relinks days)") { iterations in
                    var current = picker
                    var total = 0
                    for index in 0..<iterations {
                        // January 31 -> February ... December: the day clamps and comes back.
                        total &+= try! current.select(row: index % 12, inColumn: monthColumn).adjustments.count
                    }
                    return total &+ (current.selection?[.day] ?? 0)
                },
                .init(name: "LocalizedPicker.numberOfRows (day column)") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+= picker.numberOfRows(inColumn: dayColumn)
                    }
                    return total
                },
                .init(name: "LocalizedPicker.label day row") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= try! picker.label(row: index % 31, inColumn: dayColumn).utf8.count
                    }
                    return total
                },
            ])
        calendarScroll()
    }

    /// A scroll step in a chinese date picker (table calendar: months 12 or 13, leap months
    /// moving to the month of the same number) against the same step in a Gregorian one.
    static func calendarScroll() {
        let zhCN = try! ResolvedLocale("zh_CN")
        let gregorian = try! LocalizedPicker(
            locale: zhCN,
            configuration: PickerConfiguration(
                mode: .date, minimum: "1900-01-01", maximum: "2100-12-31", selection: "1987-08-23"))
        var chineseConfiguration = try! PickerConfiguration(mode: .date, selection: "1987-08-23[u-ca=chinese]")
        chineseConfiguration.calendar = .chinese
        let chinese = try! LocalizedPicker(locale: zhCN, configuration: chineseConfiguration)
        func step(_ picker: LocalizedPicker, field: DateField, rows: Int) -> (Int) -> Int {
            let column = picker.order.firstIndex(of: field)!
            let start = picker.selectedRow(inColumn: column)
            return { iterations in
                var current = picker
                var total = 0
                for index in 0..<iterations {
                    total &+= try! current.select(row: start + index % rows, inColumn: column).adjustments.count
                }
                return total &+ (current.selection?[.day] ?? 0)
            }
        }
        BenchmarkRunner(iterations: 100_000).compare(
            "picker: one scroll step, chinese (闰六月 1987-M06L-29) vs Gregorian (1987-08-23) date picker",
            baseline: "Gregorian: select year (1987...1990)",
            [
                .init(name: "Gregorian: select year (1987...1990)", body: step(gregorian, field: .year, rows: 4)),
                .init(
                    name: "chinese: select year (leapMonth, monthLength)", body: step(chinese, field: .year, rows: 4)),
                .init(name: "Gregorian: select month", body: step(gregorian, field: .month, rows: 5)),
                .init(name: "chinese: select month (13 rows in 1987)", body: step(chinese, field: .month, rows: 5)),
            ])
    }
}
