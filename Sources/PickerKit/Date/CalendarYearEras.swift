/// The eras of one year row of a calendar picker, as TC39 Temporal names them: the era its
/// label names, and every era with a day in the year.
///
/// The row's era is the era of the day its label is written for (``CalendarLabeler/yearLabel(_:month:day:)``):
/// in a year-only picker the year's last day, so a year in which an era begins is shown in
/// that era (japanese 2019 is `reiwa` 1, as `令和元年`; 1989 `heisei` 1); in a picker with months,
/// the selected month and day moved into the row's year (2019 is `heisei` 31 while April is
/// selected, `reiwa` 1 from May). ``eras`` lists each era with a day in the year, in order,
/// with its era year and the first ISO day of the year in it, so a second era beginning within
/// the year is never hidden: 2019 is `heisei` 31 from 2019-01-01 and `reiwa` 1 from 2019-05-01.
///
/// ```swift
/// let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("ja_JP@calendar=japanese"), mode: .year)
/// let eras = try labeler.yearEras(2019)
/// eras.era          // "reiwa"
/// eras.eraYear      // 1
/// eras.eras.map(\.era)   // ["heisei", "reiwa"]
/// ```
///
/// Calendars without eras in PickerKit's engine (gregory, buddhist, persian, hebrew, chinese,
/// coptic…) have `nil` ``era`` and ``eraYear`` and no ``eras``; roc and ethiopic change era
/// only between years (`broc` before 1912, ethiopic `aa` for years ≤ 0).
package struct CalendarYearEras: Hashable, Sendable {
    /// One era's part of a year.
    package struct Part: Hashable, Sendable {
        /// Temporal's era code, such as `"heisei"`.
        package let era: String
        /// The year of the era.
        package let eraYear: Int
        /// The first ISO day of the year in the era.
        package let start: CalendarDate
    }

    /// The calendar year (Temporal's arithmetic `year`).
    package let year: Int
    /// The era the row's label names, or `nil` for calendars without eras.
    package let era: String?
    /// The year of ``era`` the row's label names, or `nil`.
    package let eraYear: Int?
    /// Every era with a day in the year, in order; empty for calendars without eras.
    package let eras: [Part]
}

extension CalendarLabeler {
    /// The eras of the year row `year`, in the context of the ordinal `month` and `day`
    /// (clamped into the year) as ``yearLabel(_:month:day:)`` reads them; `Int.max` for both
    /// is the year's last day, as a year-only picker's rows use (see ``CalendarYearEras``).
    ///
    /// - Throws: ``LocalizationError/calendar(_:)`` for a year outside the calendar's range.
    package func yearEras(_ year: Int, month: Int = .max, day: Int = .max) throws(LocalizationError) -> CalendarYearEras
    {
        guard rules.years.contains(year) else {
            throw .calendar(
                ParseError(
                    kind: .outsideCalendar, offset: 0, input: "\(year)",
                    message: "year \(year) is outside the \(calendar.rawValue) calendar's years \(rules.years)"))
        }
        let labeled = rules.fields(dayNumber: yearRowDay(year, month: month, day: day))
        guard let era = labeled.temporalEra else {
            return CalendarYearEras(year: year, era: nil, eraYear: nil, eras: [])
        }
        let range = rules.dayNumbers
        let lastMonth = rules.monthsInYear(year)
        var first = max(rules.dayNumber(year: year, month: 1, day: 1), range.lowerBound)
        let last = min(
            rules.dayNumber(year: year, month: lastMonth, day: rules.daysInMonth(year: year, month: lastMonth)),
            range.upperBound)
        var parts: [CalendarYearEras.Part] = []
        while first <= last {
            let fields = rules.fields(dayNumber: first)
            guard let partEra = fields.temporalEra, let eraYear = fields.eraYear else { break }
            parts.append(
                CalendarYearEras.Part(
                    era: partEra.code, eraYear: eraYear, start: CalendarDate(dayNumber: first)))
            // Eras only move forward: the first day of the next era is found by bisection.
            guard rules.fields(dayNumber: last).temporalEra != partEra else { break }
            var low = first
            var high = last
            while low + 1 < high {
                let middle = (low + high) / 2
                if rules.fields(dayNumber: middle).temporalEra == partEra { low = middle } else { high = middle }
            }
            first = high
        }
        return CalendarYearEras(year: year, era: era.code, eraYear: labeled.eraYear, eras: parts)
    }

    /// The day a year row's label is written for: the ordinal `month` and `day` clamped into
    /// `year`, and into the calendar's range.
    func yearRowDay(_ year: Int, month: Int, day: Int) -> Int {
        let month = min(max(month, 1), rules.monthsInYear(year))
        let day = min(max(day, 1), rules.daysInMonth(year: year, month: month))
        return min(
            max(rules.dayNumber(year: year, month: month, day: day), rules.dayNumbers.lowerBound),
            rules.dayNumbers.upperBound)
    }
}
