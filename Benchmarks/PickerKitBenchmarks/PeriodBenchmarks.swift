import PickerKit

/// Weeks and quarters: strict parsing of values and ranges against hand-written floors
/// (run with the `ranges` group).
enum PeriodBenchmarks {
    /// 64 different weeks, week 53 among them in years that have it.
    static let weeks: [String] = (0..<64).map { index in
        let year = 1990 + index
        let week =
            index % 4 == 0
            ? Period(weekContaining: CalendarDate(year: year, month: 12, day: 28)).number : index % 52 + 1
        return try! Period(year: year, week: week).description
    }
    /// 64 different quarters (`1990-Q1` ...).
    static let quarters: [String] = (0..<64).map { index in
        try! Period(year: 1990 + index, quarter: index % 4 + 1).description
    }
    /// 64 week ranges (`1990-W01/1991-W06`).
    static let weekRanges: [String] = (0..<64).map { index in
        "\(try! Period(year: 1990 + index, week: index % 52 + 1))/"
            + "\(try! Period(year: 1991 + index, week: (index + 5) % 52 + 1))"
    }

    static func run() {
        let weeks = Self.weeks
        let quarters = Self.quarters
        let weekRanges = Self.weekRanges
        let floor = "hand-written floor parse"
        BenchmarkRunner(iterations: 400_000).compare(
            "ranges: week \"1990-W52\"", baseline: floor,
            [
                .init(name: floor) { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= ReferenceParser.parseWeek(weeks[index & 63]) }
                    return total
                },
                .init(name: "Period strict parse, mode given (week)") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        if let week = try? Period(weeks[index & 63], mode: .yearWeek) {
                            total &+= week.year &+ week.number
                        }
                    }
                    return total
                },
                .init(name: "Period strict parse, mode inferred") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        if let period = try? Period(weeks[index & 63]) { total &+= period.year &+ period.number }
                    }
                    return total
                },
            ])
        BenchmarkRunner(iterations: 400_000).compare(
            "ranges: quarter \"1990-Q1\"", baseline: floor,
            [
                .init(name: floor) { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= ReferenceParser.parseQuarter(quarters[index & 63]) }
                    return total
                },
                .init(name: "Period strict parse, mode given (quarter)") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        if let quarter = try? Period(quarters[index & 63], mode: .yearQuarter) {
                            total &+= quarter.year &+ quarter.number
                        }
                    }
                    return total
                },
            ])
        BenchmarkRunner(iterations: 400_000).compare(
            "ranges: week range \"1990-W01/1991-W06\"", baseline: floor,
            [
                .init(name: floor) { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= ReferenceParser.parseWeekRange(weekRanges[index & 63]) }
                    return total
                },
                .init(name: "PeriodRange strict parse, mode given") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        if let range = try? PeriodRange(weekRanges[index & 63], mode: .yearWeek) {
                            total &+= range.start.number &+ (range.end?.number ?? 0)
                        }
                    }
                    return total
                },
            ])
    }
}
