/// A two-column picker of weeks or quarters: a year column and a week (or quarter) column
/// that follows the selected year and the bounds.
///
/// The week column offers week 53 only in the years that have it. With a locale's own
/// ``WeekRules`` (en_US: weeks from Sunday, week 1 holds January 1) the rows are the
/// locale's weeks and week-years, while ``selection`` stays the ISO week: each locale week
/// stands for the ISO week that holds its middle day (and so at least four of its days),
/// which is one-to-one and keeps the order.
///
/// ```swift
/// var picker = try PeriodPicker(
///     mode: .yearQuarter, minimum: Period("2019-Q3"), maximum: Period("2021-Q2"), selection: Period("2020-Q1"))
/// try picker.select(year: 2019)   // [quarter 1 -> 3: before the minimum]
/// picker.numbers                  // 3...4
/// picker.selection.description    // "2019-Q3"
/// ```
package struct PeriodPicker: Hashable, Sendable {
    /// Weeks or quarters.
    package let mode: PeriodMode
    /// How the week column numbers weeks (ISO unless a locale's rules were given); quarters ignore it.
    package let rules: WeekRules
    /// The calendar whose years, weeks and quarters the columns list (ISO's unless a
    /// configuration named another).
    package let calendar: CalendarKind
    /// The earliest period offered.
    package let minimum: Period
    /// The latest period offered.
    package let maximum: Period
    /// The selected row's year (a week-year under ``rules`` in week mode).
    package private(set) var year: Int
    /// The selected row's week (under ``rules``) or quarter.
    package private(set) var number: Int

    /// The default bounds of `mode`: the weeks or quarters of 1900...2100 (in a calendar, its
    /// weeks or quarters holding those days, within the days its rules cover).
    package static func defaultBounds(_ mode: PeriodMode, calendar: CalendarKind = .gregorian) -> (
        minimum: Period, maximum: Period
    ) {
        if !calendar.isISO {
            let covered = calendar.rules.dayNumbers
            var first = max(CalendarDate(year: 1900, month: 1, day: 1).dayNumber, covered.lowerBound)
            // A calendar whose 1900 is before its year 1 (ROC) starts at its year 1.
            if let yearOne = try? calendar.isoDate(year: 1, monthCode: MonthCode(number: 1), day: 1) {
                first = max(first, yearOne.dayNumber)
            }
            let last = min(CalendarDate(year: 2100, month: 12, day: 31).dayNumber, covered.upperBound)
            // Every calendar's rules cover 1900...2100 but for a few years at the edges; the
            // period of the first covered day may start before them, then the next is the
            // first; the period of the last may end after them, then the one before is the last.
            switch mode {
            case .yearWeek:
                // A week needs its week-year's new year and the next covered too: at the
                // table calendars' edges, the first and last whole weeks of a covered year.
                let weeks = stride(from: first, through: last, by: 7).lazy
                let minimum = weeks.compactMap { Self.week(onOrAfter: $0, calendar: calendar) }.first!
                let maximum = stride(from: last, through: first, by: -7).lazy
                    .compactMap { Self.week(onOrBefore: $0, calendar: calendar) }.first!
                return (minimum, maximum)
            case .yearQuarter:
                var minimum = try! Period(quarterContaining: CalendarDate(dayNumber: first), calendar: calendar)
                if let start = try? calendar.isoDate(
                    year: minimum.year, monthCode: MonthCode(number: 3 * minimum.number - 2), day: 1),
                    start.dayNumber < first
                {
                    minimum = minimum.next!
                }
                let maximum = try! Period(quarterContaining: CalendarDate(dayNumber: last), calendar: calendar)
                return (minimum, maximum)
            }
        }
        switch mode {
        case .yearWeek:
            return (
                Period(weekContaining: CalendarDate(year: 1900, month: 1, day: 1)),
                Period(weekContaining: CalendarDate(year: 2100, month: 12, day: 31))
            )
        case .yearQuarter:
            return (
                try! Period(year: 1900, quarter: 1),
                try! Period(year: 2100, quarter: 4)
            )
        }
    }

    /// Makes the picker a configuration describes; `today` gives the day whose period is
    /// selected when the configuration has no selection (asked only then).
    ///
    /// - Throws: as ``init(mode:minimum:maximum:selection:rules:)``, and what `today` throws.
    package init(_ configuration: PeriodConfiguration, today: () throws(PickerError) -> CalendarDate)
        throws(PickerError)
    {
        let selection: Period
        let calendar = configuration.calendar ?? .gregorian
        if let given = configuration.selection {
            selection = given
        } else {
            let day = try today()
            do {
                selection = try Self.period(
                    containing: day, mode: configuration.mode, rules: configuration.weekRules, calendar: calendar)
            } catch {
                throw .unparsable(role: "today", input: day.description, error: error)
            }
        }
        try self.init(
            mode: configuration.mode, minimum: configuration.minimum, maximum: configuration.maximum,
            selection: selection, rules: configuration.weekRules, calendar: calendar)
    }

    /// Makes a picker of `mode` between the bounds (by default ``defaultBounds(_:)``).
    ///
    /// - Parameters:
    ///   - selection: the first selection, clamped into the bounds (see ``initialAdjustment``).
    ///   - rules: the week numbering of the rows (`WeekRules(locale:)` for the locale's own).
    /// - Throws: ``PickerError/minimumAfterMaximum(minimum:maximum:)``, the one error of every
    ///   family for it; ``PickerError/unparsable(role:input:error:)`` with a ``ParseError`` of kind
    ///   `modeMismatch` for a bound or selection of the other mode, `yearOutOfRange` for
    ///   bounds outside 0002...9998 with rules other than ISO (their week-years could leave 1...9999),
    ///   or bounds whose week under those rules lies outside the days `calendar`'s rules cover;
    ///   `unparsable` with kind `calendarMismatch` for a value of another calendar than `calendar`.
    package init(
        mode: PeriodMode, minimum: Period? = nil, maximum: Period? = nil, selection: Period,
        rules: WeekRules = .iso, calendar: CalendarKind = .gregorian
    ) throws(PickerError) {
        let weekRules = mode == .yearWeek ? rules : .iso
        let defaults = Self.defaultBounds(mode, calendar: calendar)
        let minimum = minimum ?? Self.firstWeekWithRow(from: defaults.minimum, rules: weekRules, step: 7)
        let maximum = maximum ?? Self.firstWeekWithRow(from: defaults.maximum, rules: weekRules, step: -7)
        for (role, value) in [("minimum", minimum), ("maximum", maximum), ("selection", selection)]
        where value.mode != mode {
            throw .unparsable(
                role: role, input: value.description,
                error: ParseError(
                    kind: .modeMismatch, offset: 5, message: "\(value) is a \(value.mode) value, not \(mode)"))
        }
        for (role, value) in [("minimum", minimum), ("maximum", maximum), ("selection", selection)]
        where value.calendar != calendar {
            throw .unparsable(role: role, input: value.description, error: value.calendarMismatch(expected: calendar))
        }
        guard minimum <= maximum else {
            throw .minimumAfterMaximum(minimum: minimum.description, maximum: maximum.description)
        }
        for (role, value) in [("minimum", minimum), ("maximum", maximum)] where weekRules != .iso {
            if calendar.isISO, !(2...9998).contains(value.year) {
                throw .unparsable(
                    role: role, input: value.description,
                    error: ParseError(
                        kind: .yearOutOfRange, offset: 0,
                        message: "with week rules \(weekRules), the bounds must be within years 0002...9998"))
            }
            if Self.row(of: value, rules: weekRules) == nil {
                throw .unparsable(
                    role: role, input: value.description,
                    error: ParseError(
                        kind: .yearOutOfRange, offset: 0,
                        message: "with week rules \(weekRules), its week lies outside the \(calendar.rawValue) "
                            + "calendar's supported days"))
            }
        }
        self.mode = mode
        self.rules = weekRules
        self.calendar = calendar
        self.minimum = minimum
        self.maximum = maximum
        let clamped = min(max(selection, minimum), maximum)
        initialAdjustment = clamped == selection ? nil : clamped
        // Every period between bounds that have rows has one.
        (year, number) = Self.row(of: clamped, rules: weekRules)!
    }

    /// The selection the picker started with when the one given was outside the bounds and
    /// had to move; `nil` when it was taken as given.
    package let initialAdjustment: Period?

    /// The selected period, in its canonical (ISO) form.
    package var selection: Period { period(year: year, number: number) }

    /// The years the year column offers.
    package var years: ClosedRange<Int> {
        Self.row(of: minimum, rules: rules)!.year...Self.row(of: maximum, rules: rules)!.year
    }

    /// The weeks (or quarters) the second column offers for the selected year.
    package var numbers: ClosedRange<Int> { numbers(inYear: year) }

    /// The weeks (or quarters) of `year` within the bounds.
    package func numbers(inYear year: Int) -> ClosedRange<Int> {
        let low = Self.row(of: minimum, rules: rules)!
        let high = Self.row(of: maximum, rules: rules)!
        let first = year == low.year ? low.number : 1
        let last = year == high.year ? high.number : periodsIn(year)
        return first...last
    }

    /// How many weeks (under ``rules``) or quarters `year` has (in the calendar); `Int.max`
    /// for weeks of a year whose next new year the calendar's rules do not cover (its last
    /// rows are the maximum's).
    package func periodsIn(_ year: Int) -> Int {
        mode == .yearQuarter ? 4 : rules.weeksInYear(year, in: calendar) ?? .max
    }

    /// The canonical period of the row `number` of `year` (the ISO week that holds the
    /// middle day of a locale week).
    ///
    /// - Precondition: `year` is in ``years`` and `number` in its rows.
    package func period(year: Int, number: Int) -> Period {
        switch mode {
        case .yearQuarter:
            return try! Period(year: year, quarter: number, calendar: calendar)
        case .yearWeek:
            if rules == .iso { return try! Period(year: year, week: number, calendar: calendar) }
            let middle = rules.firstWeekStart(of: year, in: calendar)! + 7 * (number - 1) + 3
            return try! Period(weekContaining: CalendarDate(dayNumber: middle), calendar: calendar)
        }
    }

    /// Chooses a year; the week or quarter moves into the rows that year offers.
    ///
    /// - Returns: the move of the second column (``PeriodMode/field``), if it moved: because
    ///   the year has fewer weeks, or to stay within the minimum or maximum.
    /// - Throws: ``ParseError`` of kind `yearOutOfRange` for a year the picker does not offer.
    @discardableResult
    package mutating func select(year newYear: Int) throws(ParseError) -> [PickerAdjustment] {
        guard years.contains(newYear) else {
            throw ParseError(kind: .yearOutOfRange, offset: 0, message: "year \(newYear) is not in \(years)")
        }
        let rows = numbers(inYear: newYear)
        let old = number
        year = newYear
        number = min(max(old, rows.lowerBound), rows.upperBound)
        guard number != old else { return [] }
        let reason: PickerAdjustment.Reason
        if old < rows.lowerBound {
            reason = .minimum
        } else if rows.upperBound < periodsIn(newYear) {
            reason = .maximum
        } else {
            reason = .weeksInYear(year: newYear, weeks: rows.upperBound)
        }
        return [PickerAdjustment(field: mode.field, from: old, to: number, reason: reason)]
    }

    /// Shows `period` (of the picker's mode), clamped into the bounds.
    ///
    /// - Returns: the year and the week (or quarter) as they moved into the bounds, with
    ///   reason `minimum` or `maximum`; empty for a period within them.
    @discardableResult
    package mutating func select(_ period: Period) -> [PickerAdjustment] {
        precondition(period.mode == mode, "a \(period.mode) period in a \(mode) picker")
        precondition(period.calendar == calendar, "a \(period.calendar) period in a \(calendar) picker")
        let clamped = min(max(period, minimum), maximum)
        (year, number) = Self.row(of: clamped, rules: rules)!
        // A period outside the bounds may have no row (beyond the calendar's days): its
        // fields are then reported as the period writes them.
        let wanted = Self.row(of: period, rules: rules) ?? (period.year, period.number)
        guard clamped != period else { return [] }
        let reason: PickerAdjustment.Reason = period < minimum ? .minimum : .maximum
        var adjustments: [PickerAdjustment] = []
        if wanted.year != year {
            adjustments.append(PickerAdjustment(field: .year, from: wanted.year, to: year, reason: reason))
        }
        if wanted.number != number {
            adjustments.append(PickerAdjustment(field: mode.field, from: wanted.number, to: number, reason: reason))
        }
        return adjustments
    }

    /// Chooses a week (or quarter) of the selected year.
    ///
    /// - Throws: ``ParseError`` of kind `weekOutOfRange` or `quarterOutOfRange` for a
    ///   row the year does not offer.
    package mutating func select(number newNumber: Int) throws(ParseError) {
        let rows = numbers
        guard rows.contains(newNumber) else {
            throw ParseError(
                kind: mode == .yearWeek ? .weekOutOfRange : .quarterOutOfRange, offset: 6,
                message: "\(mode.field) \(newNumber) is not offered in \(year) (\(rows))")
        }
        number = newNumber
    }

    /// The period whose row holds `day`: the quarter of `calendar` holding it, or the stored
    /// week that the week row holding it under `rules` stands for (with a locale's rules, not
    /// always the stored week holding the day: en_US's week of Sunday 2024-06-09 runs to
    /// Saturday the 15th and stands for 2024-W24, where the day is in 2024-W23).
    ///
    /// - Throws: ``ParseError`` of kind `outsideCalendar` for a day whose period the
    ///   calendar's rules do not cover, `yearOutOfRange` for an ISO week row whose week-year
    ///   leaves 0002...9998 under a locale's rules.
    package static func period(containing day: CalendarDate, mode: PeriodMode, rules: WeekRules, calendar: CalendarKind)
        throws(ParseError) -> Period
    {
        switch mode {
        case .yearQuarter: return try Period(quarterContaining: day, calendar: calendar)
        case .yearWeek where rules == .iso: return try Period(weekContaining: day, calendar: calendar)
        case .yearWeek:
            guard day.isValid, let row = rules.week(ofDayNumber: day.dayNumber, in: calendar),
                let yearStart = rules.firstWeekStart(of: row.year, in: calendar)
            else {
                throw ParseError(
                    kind: .outsideCalendar, offset: 0, input: day.description,
                    message: "the week of \(day) is outside the \(calendar.rawValue) calendar's supported days")
            }
            guard !calendar.isISO || (2...9998).contains(row.year) else {
                throw ParseError(
                    kind: .yearOutOfRange, offset: 0, message: "the week of \(day) leaves the years 0002...9998")
            }
            // The locale week stands for the stored week holding its middle day.
            let middle = yearStart + 7 * (row.week - 1) + 3
            return try Period(weekContaining: CalendarDate(dayNumber: middle), calendar: calendar)
        }
    }

    /// The row (year under `rules`, number) of a period; `nil` where the locale week that
    /// stands for it leaves the days its calendar's rules cover.
    package static func row(of period: Period, rules: WeekRules) -> (year: Int, number: Int)? {
        guard period.mode == .yearWeek, rules != .iso else { return (period.year, period.number) }
        // The locale week whose middle day is in the stored week starts within 3 days of its Monday.
        let earliest = period.firstDay.dayNumber - 3
        let weekday = (earliest + 1) % 7 + 1
        let start = earliest + (rules.firstWeekday.rawValue - weekday + 7) % 7
        if period.calendar.isISO {
            let found = rules.week(of: CalendarDate(dayNumber: start))
            return (found.year, found.week)
        }
        guard let found = rules.week(ofDayNumber: start, in: period.calendar) else { return nil }
        return (found.year, found.week)
    }

    /// `week`, or the first week from it on (`step` 7) or back (`step` -7) whose locale week
    /// under `rules` lies in the calendar's days: a default bound at the edge of a calendar's
    /// days (ROC year 1, the end of the Umm al-Qura table) moves in by a week or two.
    private static func firstWeekWithRow(from week: Period, rules: WeekRules, step: Int) -> Period {
        guard week.mode == .yearWeek, rules != .iso, !week.calendar.isISO else { return week }
        var candidate = week
        for _ in 0..<8 where row(of: candidate, rules: rules) == nil {
            let day = candidate.firstDay.dayNumber + step
            guard
                let moved = step > 0
                    ? Self.week(onOrAfter: day, calendar: week.calendar)
                    : Self.week(onOrBefore: day + 6, calendar: week.calendar)
            else { break }
            candidate = moved
        }
        return candidate
    }

    /// The week of `calendar` that starts on the first Monday on or after `dayNumber`, if the
    /// calendar's rules cover its week-year.
    private static func week(onOrAfter dayNumber: Int, calendar: CalendarKind) -> Period? {
        let monday = dayNumber + (8 - ISOWeekRules.weekday(ofDayNumber: dayNumber)) % 7
        return try? Period(weekContaining: CalendarDate(dayNumber: monday), calendar: calendar)
    }

    /// The week of `calendar` that ends on the last Sunday on or before `dayNumber`, if the
    /// calendar's rules cover its week-year.
    private static func week(onOrBefore dayNumber: Int, calendar: CalendarKind) -> Period? {
        let sunday = dayNumber - ISOWeekRules.weekday(ofDayNumber: dayNumber) % 7
        return try? Period(weekContaining: CalendarDate(dayNumber: sunday), calendar: calendar)
    }
}
