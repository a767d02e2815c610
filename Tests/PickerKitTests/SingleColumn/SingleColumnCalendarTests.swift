import Testing

@_spi(PickerKitTools) @testable import PickerKit

/// One-column lists in each of the 14 calendars: every row is a valid value of the calendar,
/// follows the row before it with no gap (leap months and a lunar 30th in place), is found at
/// its own index, round-trips through its stored string, and has a label of its own.
@Suite("one column in every calendar")
struct SingleColumnCalendarTests {
    /// The modes listed, with Gregorian bounds the model converts into the calendar.
    ///
    /// The spans hold a Chinese, Korean and Hebrew leap year (2023; 5784) and a Persian leap
    /// year's 30 Esfand (1403). A month and day have no Gregorian bounds in another calendar: the list
    /// is every month of the calendar's month list.
    static let spans: [(mode: SelectionMode, minimum: String?, maximum: String?)] = [
        (.year, "2001", "2030"),
        (.yearMonth, "2022-06", "2025-06"),
        (.date, "2023-01-01", "2025-04-30"),
        (.monthDay, nil, nil),
        (.dateHourMinute, "2024-03-18 00:00", "2024-03-21 23:30"),
    ]

    static func configuration(
        _ calendar: CalendarKind, _ span: (mode: SelectionMode, minimum: String?, maximum: String?)
    ) throws -> PickerConfiguration {
        var configuration = try PickerConfiguration(mode: span.mode, minimum: span.minimum, maximum: span.maximum)
        configuration.calendar = calendar
        configuration.intervals = try PickerIntervals(minuteStep: 30)
        return configuration
    }

    static func picker(_ calendar: CalendarKind, _ span: (mode: SelectionMode, minimum: String?, maximum: String?))
        throws -> SingleColumnPicker
    {
        try SingleColumnPicker(configuration(calendar, span))
    }

    @Test(
        "every row follows the one before, sits at its own index and reads back from its stored string",
        arguments: CalendarKind.allCases)
    func rows(calendar: CalendarKind) throws {
        for span in Self.spans {
            let picker = try Self.picker(calendar, span)
            let rows = picker.rows
            #expect(rows.count > 1, "\(calendar) \(span.mode)")
            var previous: PickerValues?
            for index in rows.indices {
                let values = try #require(rows.values(at: index))
                #expect(values.calendar == calendar)
                #expect(values.isValid, "\(values)")
                #expect(rows.index(of: values) == index, "\(values)")
                let stored = try values.canonical
                #expect(try PickerValues(parsing: stored, mode: span.mode) == values, "\(stored)")
                if let previous { #expect(Self.follows(values, previous), "\(previous) → \(values)") }
                previous = values
            }
            #expect(rows.values(at: 0) == picker.model.bounds.minimum, "\(calendar) \(span.mode)")
            #expect(rows.values(at: rows.count - 1) == picker.model.bounds.maximum, "\(calendar) \(span.mode)")
        }
    }

    /// Whether `values` is the value right after `previous` in the calendar (the next year, month
    /// or day, or the next time step of the same day).
    static func follows(_ values: PickerValues, _ previous: PickerValues) -> Bool {
        let mode = values.mode
        if mode.includes(.minute), values.hour * 60 + values.minute != 0 {
            return values.converted(to: .date) == previous.converted(to: .date)
                && values.hour * 60 + values.minute == previous.hour * 60 + previous.minute + 30
        }
        if mode.includes(.minute), previous.hour * 60 + previous.minute != 23 * 60 + 30 { return false }
        if mode.includes(.day) {
            if mode.includes(.year) {
                let rules = values.calendar.rules
                return rules.dayNumber(year: values.year, month: values.month, day: values.day)
                    == rules.dayNumber(year: previous.year, month: previous.month, day: previous.day) + 1
            }
            return values.month == previous.month
                ? values.day == previous.day + 1
                : values.month == previous.month + 1 && values.day == 1 && previous.day == previous.daysInMonth
        }
        if mode.includes(.month) {
            return values.year == previous.year
                ? values.month == previous.month + 1
                : values.year == previous.year + 1 && values.month == 1 && previous.month == previous.monthsInYear
        }
        return values.year == previous.year + 1
    }

    @Test("choosing a row and selecting its stored string agree, with no adjustment", arguments: CalendarKind.allCases)
    func storedStrings(calendar: CalendarKind) throws {
        for span in Self.spans {
            var picker = try Self.picker(calendar, span)
            for row in stride(from: 0, to: picker.rows.count, by: max(1, picker.rows.count / 40)) {
                try picker.select(row: row)
                let stored = picker.selectedValue
                try picker.select(row: 0)
                #expect(try picker.select(storedValue: stored).isEmpty, "\(stored)")
                #expect(picker.selectedRow == row, "\(stored)")
            }
        }
    }

    @Test("in a locale of the calendar every row has a label of its own", arguments: CalendarKind.allCases)
    func labels(calendar: CalendarKind) throws {
        let locale = try ResolvedLocale("en_US@calendar=\(calendar.icuName)")
        for span in Self.spans where span.mode != .dateHourMinute {
            let picker = try LocalizedSingleColumnPicker(
                locale: locale, configuration: try Self.configuration(calendar, span))
            var seen: [String: String] = [:]
            for row in picker.picker.rows.indices {
                let content = picker.picker.rows[row]
                let label = try picker.labeler.label(for: content)
                #expect(!label.isEmpty, "\(content.value)")
                if let earlier = seen.updateValue(content.value, forKey: label) {
                    Issue.record("\(calendar) \(span.mode): \(earlier) and \(content.value) are both labeled \(label)")
                }
            }
        }
    }
}
