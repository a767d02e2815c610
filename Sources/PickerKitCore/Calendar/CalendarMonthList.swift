/// The months a calendar has in some year, in calendar order, with the most days each has:
/// the rows of a picker without a year (month-day), as February 29 is for Gregorian; and every
/// month of its years numbered in order (the rows of a one-column list of months).
///
/// Months are numbered from 0 for the first month of the calendar's first year: by arithmetic
/// where every year has as many months (12 in Gregorian and Persian, 13 in Coptic), from the
/// months before each year where leap years add one (Chinese, Korean, Hebrew).
///
/// ```swift
/// CalendarMonthList.of(.hebrew).codes.count   // 13: M01…M05, M05L, M06…M12
/// CalendarMonthList.of(.persian).largestDay(at: 12)  // 30 (Esfand of a leap year)
/// let hebrew = CalendarMonthList.of(.hebrew)
/// hebrew.yearAndMonth(ofNumber: hebrew.number(year: 5784, month: 6) + 1)  // (5784, 7): Adar II
/// ```
package struct CalendarMonthList: Sendable {
    /// The month codes some year has, ordered (`M05` < `M05L` < `M06`).
    let codes: [MonthCode]
    /// The most days each month has in any year of the calendar's range, by `codes` index.
    let largestDays: [Int]
    /// The most months any year of the calendar's range has.
    let mostMonthsInYear: Int
    /// The first year numbered (month 1 of it is number 0).
    private let firstYear: Int
    /// The months of every year, when all years have as many.
    private let monthsPerYear: Int?
    /// The months before each year (`firstYear` + index), one more entry than years; empty
    /// when ``monthsPerYear`` is known.
    private let monthsBefore: [Int]

    /// The list of `kind`, computed once per calendar by walking every year of its range.
    package static func of(_ kind: CalendarKind) -> CalendarMonthList {
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

    /// The 1-based position of `code` in the list, or `nil` when no year has it.
    package func position(of code: MonthCode) -> Int? {
        codes.firstIndex(of: code).map { $0 + 1 }
    }

    /// The code at 1-based `position`.
    package func code(at position: Int) -> MonthCode { codes[position - 1] }

    /// The most days the month at 1-based `position` has in any year.
    func largestDay(at position: Int) -> Int { largestDays[position - 1] }

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
    /// - Complexity: O(1) where every year has as many months, else O(log years).
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
        var largest: [MonthCode: Int] = [:]
        var before = [0]
        before.reserveCapacity(rules.years.count + 1)
        for year in rules.years {
            before.append(before[before.count - 1] + rules.monthsInYear(year))
            for month in 1...rules.monthsInYear(year) {
                let code = rules.monthCode(year: year, month: month)
                let days = rules.daysInMonth(year: year, month: month)
                // Months of a year only partly inside the range still exist in the calendar.
                largest[code] = max(largest[code] ?? 0, days)
            }
        }
        codes = largest.keys.sorted()
        largestDays = codes.map { largest[$0]! }
        firstYear = rules.years.lowerBound
        let counts = Set(zip(before, before.dropFirst()).map { $1 - $0 })
        mostMonthsInYear = counts.max() ?? 12
        monthsPerYear = counts.count == 1 ? counts.first : nil
        monthsBefore = monthsPerYear == nil ? before : []
    }

    // One lazily made list per calendar: a picker pays only for its own calendar.
    private static let gregorian = CalendarMonthList(.gregorian)
    private static let buddhist = CalendarMonthList(.buddhist)
    private static let roc = CalendarMonthList(.roc)
    private static let japanese = CalendarMonthList(.japanese)
    private static let persian = CalendarMonthList(.persian)
    private static let islamicCivil = CalendarMonthList(.islamicCivil)
    private static let islamicTbla = CalendarMonthList(.islamicTbla)
    private static let islamicUmalqura = CalendarMonthList(.islamicUmalqura)
    private static let hebrew = CalendarMonthList(.hebrew)
    private static let indian = CalendarMonthList(.indian)
    private static let coptic = CalendarMonthList(.coptic)
    private static let ethiopic = CalendarMonthList(.ethiopic)
    private static let chinese = CalendarMonthList(.chinese)
    private static let dangi = CalendarMonthList(.dangi)
}
