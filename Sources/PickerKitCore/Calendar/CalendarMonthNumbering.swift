/// Numbers every month of a calendar's years in order, from 0 for the first month of its first
/// year, so that a list of months can go from a month to its place and back.
///
/// Where every year has as many months (12 in Gregorian and Persian, 13 in Coptic) this is
/// arithmetic; where leap years add a month (Chinese, Korean and Hebrew have 13), it is a table
/// of the months before each year, made once per calendar on first use.
///
/// ```swift
/// let hebrew = CalendarMonthNumbering.of(.hebrew)
/// let adarI = hebrew.number(year: 5784, month: 6)      // the leap year's Adar I
/// hebrew.yearAndMonth(ofNumber: adarI + 1)             // (5784, 7): Adar II
/// ```
package struct CalendarMonthNumbering: Sendable {
    /// The first year numbered (month 1 of it is number 0).
    private let firstYear: Int
    /// The months of every year, when all years have as many.
    private let monthsPerYear: Int?
    /// The months before each year (`firstYear` + index); one more entry than years, so the
    /// last is the number of months in all.
    private let monthsBefore: [Int]

    /// The numbering of `kind`, made once per calendar.
    package static func of(_ kind: CalendarKind) -> CalendarMonthNumbering {
        switch kind {
        case .gregorian: gregorian
        case .buddhist: buddhist
        case .roc: roc
        case .japanese: japanese
        case .persian: persian
        case .islamicCivil: islamicCivil
        case .islamicTbla: islamicTbla
        case .islamicUmalqura: islamicUmalqura
        case .hebrew: hebrew
        case .indian: indian
        case .coptic: coptic
        case .ethiopic: ethiopic
        case .chinese: chinese
        case .dangi: dangi
        }
    }

    /// The number of the ordinal `month` of `year`.
    ///
    /// - Precondition: `year` is one of the calendar's years and `month` one of its months.
    /// - Complexity: O(1).
    package func number(year: Int, month: Int) -> Int {
        let yearIndex = year - firstYear
        if let monthsPerYear { return yearIndex * monthsPerYear + month - 1 }
        return monthsBefore[yearIndex] + month - 1
    }

    /// The year and ordinal month numbered `number`.
    ///
    /// - Precondition: `number` is the number of a month of the calendar's years.
    /// - Complexity: O(1) for calendars whose years have as many months, else O(log years).
    package func yearAndMonth(ofNumber number: Int) -> (year: Int, month: Int) {
        if let monthsPerYear { return (firstYear + number / monthsPerYear, number % monthsPerYear + 1) }
        // The last year whose months start at or before `number`.
        var low = 0
        var high = monthsBefore.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if monthsBefore[middle] <= number { low = middle } else { high = middle - 1 }
        }
        return (firstYear + low, number - monthsBefore[low] + 1)
    }

    private init(_ kind: CalendarKind) {
        let rules = kind.rules
        firstYear = rules.years.lowerBound
        var before = [0]
        before.reserveCapacity(rules.years.count + 1)
        for year in rules.years { before.append(before[before.count - 1] + rules.monthsInYear(year)) }
        let counts = Set(zip(before, before.dropFirst()).map { $1 - $0 })
        if counts.count == 1, let count = counts.first {
            monthsPerYear = count
            monthsBefore = []
        } else {
            monthsPerYear = nil
            monthsBefore = before
        }
    }

    // One lazily made numbering per calendar: a picker pays only for its own calendar.
    private static let gregorian = CalendarMonthNumbering(.gregorian)
    private static let buddhist = CalendarMonthNumbering(.buddhist)
    private static let roc = CalendarMonthNumbering(.roc)
    private static let japanese = CalendarMonthNumbering(.japanese)
    private static let persian = CalendarMonthNumbering(.persian)
    private static let islamicCivil = CalendarMonthNumbering(.islamicCivil)
    private static let islamicTbla = CalendarMonthNumbering(.islamicTbla)
    private static let islamicUmalqura = CalendarMonthNumbering(.islamicUmalqura)
    private static let hebrew = CalendarMonthNumbering(.hebrew)
    private static let indian = CalendarMonthNumbering(.indian)
    private static let coptic = CalendarMonthNumbering(.coptic)
    private static let ethiopic = CalendarMonthNumbering(.ethiopic)
    private static let chinese = CalendarMonthNumbering(.chinese)
    private static let dangi = CalendarMonthNumbering(.dangi)
}
