import CICU
@_spi(Benchmarks) import PickerKit

/// Days in month by the rules (the picker values' `daysInMonth`, through
/// `CalendarKind.daysInMonth(year:month:)`) against the same answer from an ICU calendar.
enum GregorianBenchmarks {
    static func run() {
        var status = U_ZERO_ERROR
        let zone = Array("UTC".utf16)
        let calendar = cicu_ucal_open(
            zone, Int32(zone.count), "en_US_POSIX@calendar=gregorian", UCAL_GREGORIAN, &status)
        defer { cicu_ucal_close(calendar) }
        let runner = BenchmarkRunner(iterations: 200_000)
        runner.compare(
            "days in month",
            baseline: "PickerValues.daysInMonth",
            [
                .init(name: "PickerValues.daysInMonth") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= CalendarKind.gregorian.daysInMonth(year: 1999 + index % 32, month: index % 12 + 1)
                    }
                    return total
                },
                .init(name: "ICU ucal set + ACTUAL_MAXIMUM") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        var status = U_ZERO_ERROR
                        cicu_ucal_clear(calendar)
                        cicu_ucal_set(calendar, UCAL_YEAR, Int32(1999 + index % 32))
                        cicu_ucal_set(calendar, UCAL_MONTH, Int32(index % 12))
                        cicu_ucal_set(calendar, UCAL_DATE, 1)
                        total &+= Int(cicu_ucal_getLimit(calendar, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &status))
                    }
                    return total
                },
            ])
    }
}
