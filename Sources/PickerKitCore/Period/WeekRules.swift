/// How a calendar numbers weeks: the first day of the week, and the days of the new year week 1 needs.
///
/// ISO 8601 is Monday and 4; en_US is Sunday and 1.
///
/// ```swift
/// WeekRules.iso.week(of: CalendarDate(year: 2021, month: 1, day: 3))   // (2020, 53)
/// let us = try WeekRules(locale: ResolvedLocale("en_US"))               // Sunday, 1
/// us.week(of: CalendarDate(year: 2021, month: 1, day: 3))              // (2021, 2)
/// ```
///
/// The arithmetic is PickerKit's own integer code; tests check it against ICU's
/// `WEEK_OF_YEAR` and `YEAR_WOY` for the ISO rules and for locales' own rules.
public struct WeekRules: Hashable, Sendable, CustomStringConvertible {
    /// The day weeks start on.
    public let firstWeekday: Weekday
    /// How many days of the new year week 1 must have, 1...7.
    public let minimalDaysInFirstWeek: Int

    /// ISO 8601: weeks start on Monday, week 1 has at least 4 days (the first Thursday).
    public static let iso = WeekRules(uncheckedFirstWeekday: .monday, minimalDays: 4)

    /// Rules with the given first weekday and minimal days.
    ///
    /// - Returns: `nil` when `minimalDaysInFirstWeek` is outside 1...7.
    public init?(firstWeekday: Weekday, minimalDaysInFirstWeek: Int) {
        guard (1...7).contains(minimalDaysInFirstWeek) else { return nil }
        self.init(uncheckedFirstWeekday: firstWeekday, minimalDays: minimalDaysInFirstWeek)
    }

    package init(uncheckedFirstWeekday firstWeekday: Weekday, minimalDays: Int) {
        self.firstWeekday = firstWeekday
        self.minimalDaysInFirstWeek = minimalDays
    }

    /// The day number (from 0001-01-01) of the first day of week 1 of `year`.
    package func firstWeekStart(of year: Int) -> Int {
        firstWeekStart(ofYearStartingOn: CalendarDate(year: year, month: 1, day: 1).dayNumber)
    }

    /// The day number of the first day of week 1 of a year whose first day is `yearStart`:
    /// the week holding that day when it has at least ``minimalDaysInFirstWeek`` days of the
    /// year, else the week after.
    package func firstWeekStart(ofYearStartingOn yearStart: Int) -> Int {
        // Day 0 (0001-01-01) is a Monday, weekday 2 in Sunday-first numbering.
        let weekday = (yearStart + 1) % 7 + 1
        let offset = (weekday - firstWeekday.rawValue + 7) % 7
        let start = yearStart - offset
        return 7 - offset >= minimalDaysInFirstWeek ? start : start + 7
    }

    /// The number of weeks of week-year `year` (52 or 53).
    public func weeksInYear(_ year: Int) -> Int {
        (firstWeekStart(of: year + 1) - firstWeekStart(of: year)) / 7
    }

    /// The week-year and week of `date` (the week-year can be the year before or after).
    public func week(of date: CalendarDate) -> (year: Int, week: Int) {
        let day = date.dayNumber
        var year = date.year
        if day < firstWeekStart(of: year) {
            year -= 1
        } else if day >= firstWeekStart(of: year + 1) {
            year += 1
        }
        return (year, (day - firstWeekStart(of: year)) / 7 + 1)
    }

    /// The first day of `week` of week-year `year` (the week must exist).
    public func firstDay(year: Int, week: Int) -> CalendarDate {
        CalendarDate(dayNumber: firstWeekStart(of: year) + 7 * (week - 1))
    }

    /// Such as `Monday, 4 days`.
    public var description: String { "\(firstWeekday), \(minimalDaysInFirstWeek) days" }
}

/// Weeks of any calendar's years: the same rules counted from the calendar's new year
/// (1 Farvardin, 1 Tishrei, the Chinese new year) instead of January 1, as ICU counts
/// `WEEK_OF_YEAR` and `YEAR_WOY` in every calendar.
///
/// Day numbers count from 0001-01-01; `nil` where the calendar's rules do not cover a new
/// year the answer needs (the edges of the table calendars).
extension WeekRules {
    /// The day number of the first day of week 1 of `year` of `calendar`.
    package func firstWeekStart(of year: Int, in calendar: CalendarKind) -> Int? {
        if calendar.isISO { return firstWeekStart(of: year) }
        let rules = calendar.rules
        guard rules.years.contains(year) else { return nil }
        let newYear = rules.dayNumber(year: year, month: 1, day: 1)
        guard rules.dayNumbers.contains(newYear) else { return nil }
        return firstWeekStart(ofYearStartingOn: newYear)
    }

    /// The number of weeks of week-year `year` of `calendar` (50 to 55 in a lunisolar year).
    package func weeksInYear(_ year: Int, in calendar: CalendarKind) -> Int? {
        guard let start = firstWeekStart(of: year, in: calendar),
            let next = firstWeekStart(of: year + 1, in: calendar)
        else { return nil }
        return (next - start) / 7
    }

    /// The week-year and week of `calendar` that hold the day `dayNumber`.
    package func week(ofDayNumber dayNumber: Int, in calendar: CalendarKind) -> (year: Int, week: Int)? {
        let rules = calendar.rules
        guard rules.dayNumbers.contains(dayNumber) else { return nil }
        var year = rules.fields(dayNumber: dayNumber).year
        guard let start = firstWeekStart(of: year, in: calendar) else { return nil }
        if dayNumber < start {
            year -= 1
        } else if let next = firstWeekStart(of: year + 1, in: calendar), dayNumber >= next {
            year += 1
        }
        guard let first = firstWeekStart(of: year, in: calendar), firstWeekStart(of: year + 1, in: calendar) != nil
        else { return nil }
        return (year, (dayNumber - first) / 7 + 1)
    }
}
