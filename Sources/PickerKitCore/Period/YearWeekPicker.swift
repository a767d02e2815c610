/// A two-column picker of ISO weeks: week-year and week, where week 53 is offered only in the
/// years that have it.
///
/// ```swift
/// var picker = try YearWeekPicker(selection: YearWeekSelection("2020-W53"))
/// picker.weeks                              // 1...53
/// try picker.select(year: 2021)             // week 53 -> 52: 2021 has 52 ISO weeks
/// picker.selection.description              // "2021-W52"
/// ```
public struct YearWeekPicker: Hashable, Sendable {
    /// The week-years offered.
    public let years: ClosedRange<Int>
    /// The selected week.
    public private(set) var selection: YearWeekSelection

    /// Makes a picker over `years` (within 1...9999) with `selection` in one of them.
    ///
    /// - Throws: ``ParseError`` of kind `yearOutOfRange` for years outside 1...9999 or a
    ///   selection outside `years`.
    public init(years: ClosedRange<Int> = 1900...2100, selection: YearWeekSelection) throws(ParseError) {
        guard GregorianRules.years.contains(years.lowerBound), GregorianRules.years.contains(years.upperBound) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0, message: "years \(years) are not within 1...9999")
        }
        guard years.contains(selection.year) else {
            throw ParseError(
                kind: .yearOutOfRange, offset: 0, message: "\(selection) is not in the years \(years)")
        }
        self.years = years
        self.selection = selection
    }

    /// The weeks the week column offers for the selected year: 1...52 or 1...53.
    public var weeks: ClosedRange<Int> { 1...selection.weeksInYear }

    /// Chooses a week-year; a week 53 moves to 52 when that year has 52 weeks.
    ///
    /// - Returns: the week's move, if it moved.
    /// - Throws: ``ParseError`` for a year the picker does not offer.
    @discardableResult
    public mutating func select(year: Int) throws(ParseError) -> WeekAdjustment? {
        guard years.contains(year) else {
            throw ParseError(kind: .yearOutOfRange, offset: 0, message: "year \(year) is not in \(years)")
        }
        let weeks = ISOWeekRules.weeksInYear(year)
        let week = min(selection.week, weeks)
        let old = selection.week
        selection = try YearWeekSelection(year: year, week: week)
        return week == old ? nil : WeekAdjustment(from: old, to: week, year: year, weeksInYear: weeks)
    }

    /// Chooses a week of the selected year.
    ///
    /// - Throws: ``ParseError`` of kind `weekOutOfRange` for a week the year lacks.
    public mutating func select(week: Int) throws(ParseError) {
        selection = try YearWeekSelection(year: selection.year, week: week)
    }
}

/// A week a ``YearWeekPicker`` moved because the new year has fewer weeks.
public struct WeekAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// The week before.
    public let from: Int
    /// The week after.
    public let to: Int
    /// The newly chosen week-year.
    public let year: Int
    /// How many ISO weeks that year has.
    public let weeksInYear: Int

    /// Such as `week 53 -> 52: 2021 has 52 ISO weeks`.
    public var description: String { "week \(from) -> \(to): \(year) has \(weeksInYear) ISO weeks" }
}
