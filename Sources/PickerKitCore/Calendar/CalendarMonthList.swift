/// The months a calendar has in some year, in calendar order, with the most days each has:
/// the rows of a picker without a year (month-day), as February 29 is for Gregorian.
///
/// ```swift
/// CalendarMonthList.of(.hebrew).codes.count   // 13: M01…M05, M05L, M06…M12
/// CalendarMonthList.of(.persian).largestDay(at: 12)  // 30 (Esfand of a leap year)
/// ```
package struct CalendarMonthList: Sendable {
    /// The month codes some year has, ordered (`M05` < `M05L` < `M06`).
    let codes: [MonthCode]
    /// The most days each month has in any year of the calendar's range, by `codes` index.
    let largestDays: [Int]

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

    private init(_ kind: CalendarKind) {
        let rules = kind.rules
        var largest: [MonthCode: Int] = [:]
        for year in rules.years {
            for month in 1...rules.monthsInYear(year) {
                let code = rules.monthCode(year: year, month: month)
                let days = rules.daysInMonth(year: year, month: month)
                // Months of a year only partly inside the range still exist in the calendar.
                largest[code] = max(largest[code] ?? 0, days)
            }
        }
        codes = largest.keys.sorted()
        largestDays = codes.map { largest[$0]! }
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
