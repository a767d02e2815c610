@_spi(PickerKitTools) @_spi(Benchmarks) import PickerKit
import PickerKitCore

/// Checks one locale's labels against ICU: fast labels equal `udat_format`, labels are unique
/// and read back to their values, the column order comes from the pattern, and display strings
/// round-trip in every mode.
///
/// ```swift
/// let result = LocaleLabelCheck.run(locale: try ResolvedLocale("de_DE"))
/// result.problems   // [] when everything holds
/// ```
package enum LocaleLabelCheck {
    /// What a check found for one locale.
    package struct Result: Sendable {
        /// The locale checked.
        package let locale: ResolvedLocale
        /// Month styles whose labels were unique and round-tripped.
        package var supportedStyles: [MonthStyle] = []
        /// Month styles refused because two months share a label.
        package var refusedStyles: [MonthStyle] = []
        /// The date column order for the wide style, such as `[.month, .day, .year]`.
        package var dateOrder: [DateField] = []
        /// One sentence per thing that is wrong; empty when the locale passed.
        package var problems: [String] = []
        /// Things not checked, and why (such as display parsing in the Chinese calendar).
        package var notes: [String] = []
        /// The locale ICU takes date patterns from (`ULOC_ACTUAL_LOCALE`), such as `"de"` for `de_DE`.
        package var patternLocale = ""
        /// The number of labels compared with ICU and read back.
        package var labelsChecked = 0

        /// Whether nothing was wrong.
        package var passed: Bool { problems.isEmpty }
    }

    /// Years whose labels are checked in every style (edges, pre-Gregorian, today).
    static let sampleYears = [1, 9, 10, 99, 100, 999, 1000, 1500, 1582, 1970, 2019, 2020, 9999]

    /// Values whose display strings are checked in every mode.
    static let sampleValues = [
        PickerValues(year: 2019, month: 8, day: 20, hour: 14, minute: 30, second: 5),
        PickerValues(year: 1500, month: 2, day: 28, hour: 0, minute: 0, second: 0),
        PickerValues(year: 2020, month: 12, day: 31, hour: 12, minute: 59, second: 59),
        PickerValues(year: 1970, month: 1, day: 1, hour: 23, minute: 1, second: 9),
        PickerValues(year: 2020, month: 2, day: 29, hour: 11, minute: 59, second: 0),
    ]

    /// Runs every check for `locale`.
    package static func run(locale: ResolvedLocale) -> Result {
        var result = Result(locale: locale)
        result.patternLocale = LocaleDateFormat.datePatternLocale(localeID: locale.icuIdentifier)
        if result.patternLocale == "root" && locale.resolved != "root" {
            // Not a failure (ICU lists the locale), but its column order is root's, not its own.
            result.notes.append("ICU has no date patterns for \(locale.resolved): order and patterns are root's")
        }
        if !locale.calendarKind.rules.hasISOMonths {
            // Its own years, months and days: checked with the labeler `labels` and `format` use.
            runCalendar(locale: locale, into: &result)
            return result
        }
        for style in MonthStyle.allCases {
            let labeler: CalendarLabeler
            do {
                labeler = try CalendarLabeler.shared(
                    locale: locale, mode: .date, options: LabelOptions(monthStyle: style))
            } catch {
                if case .ambiguousLabels = error, style != .wide, style != .numeric {
                    result.refusedStyles.append(style)
                } else {
                    result.problems.append("\(style) months: \(error)")
                }
                continue
            }
            result.supportedStyles.append(style)
            if style == .wide { result.dateOrder = labeler.order }
            checkOrder(labeler, into: &result)
            for month in PickerValues().range(of: .month) {
                check(labeler, .month, PickerValues(year: 2019, month: month, day: 1), into: &result)
            }
            guard style == .wide else { continue }
            // The Japanese calendar starts in 1873: earlier sample days are not its days.
            for year in sampleYears where isInCalendar(PickerValues(year: year, month: 6, day: 15), locale) {
                check(labeler, .year, PickerValues(year: year, month: 6, day: 15), into: &result)
            }
            // ICU's Buddhist and ROC calendars are Julian before 1582-10-15 (it cannot be made
            // proleptic): their day rows, which are PickerKit's, are compared from 1583.
            let julianICU = !locale.calendarKind.isISO
            for (year, month) in [(2019, 2), (2020, 2), (2019, 8), (1500, 2)] where !julianICU || year > 1582 {
                for day in PickerValues(year: year, month: month).range(of: .day) {
                    let values = PickerValues(year: year, month: month, day: day)
                    if isInCalendar(values, locale) { check(labeler, .day, values, into: &result) }
                }
            }
        }
        do {
            let weekdays = try CalendarLabeler.shared(
                locale: locale, mode: .date, options: LabelOptions(showsWeekday: true))
            for day in PickerValues(year: 2019, month: 8).range(of: .day) {
                check(weekdays, .day, PickerValues(year: 2019, month: 8, day: day), into: &result)
            }
        } catch {
            result.problems.append("weekday days: \(error)")
        }
        do {
            let time = try CalendarLabeler.shared(locale: locale, mode: .time)
            checkOrder(time, into: &result)
            for hour in 0...23 {
                for field in time.order where field == .hour || field == .dayPeriod {
                    check(time, field, PickerValues(hour: hour), into: &result)
                }
            }
            for value in 0...59 {
                check(time, .minute, PickerValues(minute: value), into: &result)
                check(time, .second, PickerValues(second: value), into: &result)
            }
        } catch {
            result.problems.append("time: \(error)")
        }
        for mode in SelectionMode.allCases {
            checkDisplayStrings(locale, mode, into: &result)
        }
        return result
    }

    /// Whether the Gregorian day of `values` is a day of the locale's calendar.
    private static func isInCalendar(_ values: PickerValues, _ locale: ResolvedLocale) -> Bool {
        let day = CalendarDate(year: values.year, month: values.month, day: values.day).dayNumber
        return locale.calendarKind.rules.dayNumbers.contains(day)
    }

    private static func checkOrder(_ labeler: CalendarLabeler, into result: inout Result) {
        let shown = DatePattern(labeler.displayPattern).columnOrder
        let missing = labeler.mode.fields.filter { !shown.contains($0) }
        if !missing.isEmpty {
            result.problems.append(
                "\(labeler.mode) \(labeler.options.monthStyle): pattern \"\(labeler.displayPattern)\" shows no "
                    + missing.map(\.rawValue).joined(separator: ", "))
        }
    }

    private static func check(
        _ labeler: CalendarLabeler, _ field: DateField, _ values: PickerValues, into result: inout Result
    ) {
        result.labelsChecked += 1
        let context = "\(labeler.options.monthStyle) \(field) \(values)"
        do {
            let label = try labeler.label(field, for: values)
            let reference = try labeler.icuLabel(field, for: values)
            if label != reference {
                result.problems.append("\(context): label \"\(label)\", ICU \"\(reference)\"")
                return
            }
            // A Buddhist, Japanese or ROC date row is the calendar's own text (its display
            // strings read back below); rows of the Gregorian columns read back label by label.
            guard labeler.labelsFromColumns(field) else { return }
            let number = try labeler.number(ofLabel: label, in: field, selection: values)
            let expected = field == .dayPeriod ? (values.hour < 12 ? 0 : 1) : values[field.valueField]
            if number != expected {
                result.problems.append("\(context): \"\(label)\" reads back as \(number)")
            }
        } catch {
            result.problems.append("\(context): \(error)")
        }
    }

    private static func checkDisplayStrings(_ locale: ResolvedLocale, _ mode: SelectionMode, into result: inout Result)
    {
        do {
            let labeler = try CalendarLabeler.shared(locale: locale, mode: mode)
            checkOrder(labeler, into: &result)
            for values in sampleValues where isInCalendar(values, locale) {
                let expected = values.converted(to: mode)
                let text = try labeler.displayString(for: expected)
                let parsed = try labeler.gregorianValues(ofDisplayString: text)
                if parsed != expected {
                    result.problems.append("\(mode): \"\(text)\" parses back as \(parsed), not \(expected)")
                }
            }
        } catch {
            result.problems.append("\(mode) display: \(error)")
        }
    }
}
