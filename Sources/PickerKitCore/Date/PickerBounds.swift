/// The smallest and largest values a picker offers, both inclusive and of the same mode.
///
/// Without explicit bounds a picker offers its mode's default range (``defaultRange(for:)``).
package struct PickerBounds: Hashable, Sendable {
    /// The earliest value offered.
    package let minimum: PickerValues
    /// The latest value offered.
    package let maximum: PickerValues

    /// Creates bounds, checking both values and their order.
    ///
    /// - Throws: ``PickerError`` when a value is invalid, of another mode, or `minimum > maximum`.
    package init(minimum: PickerValues, maximum: PickerValues) throws(PickerError) {
        guard minimum.isValid else { throw .invalid(role: "minimum", minimum) }
        guard maximum.isValid else { throw .invalid(role: "maximum", maximum) }
        guard minimum.mode == maximum.mode else {
            throw .modeMismatch(role: "maximum", expected: minimum.mode, actual: maximum.mode)
        }
        guard minimum.calendar == maximum.calendar else {
            throw .calendarMismatch(role: "maximum", expected: minimum.calendar, actual: maximum.calendar)
        }
        guard minimum <= maximum else {
            throw .minimumAfterMaximum(minimum: minimum.displayString, maximum: maximum.displayString)
        }
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Bounds the caller has already checked: valid values of one mode and calendar, in order.
    init(_unchecked minimum: PickerValues, maximum: PickerValues) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range used when a picker is given no bounds.
    ///
    /// Modes with a year: 1900-01-01 00:00:00 to 2100-12-31 23:59:59. Modes without one: the
    /// whole year (01-01 to 12-31) and the whole day (00:00:00 to 23:59:59).
    public static func defaultRange(for mode: SelectionMode) -> PickerBounds {
        let minimum = PickerValues(mode: mode, year: 1900, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        let maximum = PickerValues.last(ofYear: 2100, mode: mode)
        // Both are valid and ordered for every mode.
        return try! PickerBounds(minimum: minimum, maximum: maximum)
    }

    /// The range used when a picker in `calendar` is given no bounds: the Gregorian default
    /// range converted to the calendar and intersected with its range; modes without a year
    /// offer every month some year of the calendar has, each up to its longest length.
    ///
    /// ```swift
    /// PickerBounds.defaultRange(for: .date, calendar: .chinese).minimum  // 1901-02-19[u-ca=chinese]
    /// ```
    public static func defaultRange(for mode: SelectionMode, calendar: CalendarKind) -> PickerBounds {
        let gregorian = defaultRange(for: mode)
        // A Gregorian picker's bounds convert to themselves.
        guard mode.includes(.year) || mode.includes(.month) else { return gregorian }
        if let minimum = gregorian.minimum.inCalendar(calendar, end: .start),
            let maximum = gregorian.maximum.inCalendar(calendar, end: .end)
        {
            // Converted days of the calendar's range are valid and ordered.
            return try! PickerBounds(minimum: minimum, maximum: maximum)
        }
        let list = CalendarMonthList.of(calendar)
        let minimum = PickerValues(mode: mode, calendar: calendar, month: 1, day: 1)
        let maximum = PickerValues(
            mode: mode, calendar: calendar, month: list.codes.count, day: list.largestDays.last!, hour: 23,
            minute: 59, second: 59)
        return try! PickerBounds(minimum: minimum, maximum: maximum)
    }

    /// The bounds narrowed to values on the minute and second steps.
    ///
    /// The minimum moves up to the first value on the steps, the maximum down to the last.
    func aligned(to intervals: PickerIntervals) throws(PickerError) -> PickerBounds {
        guard let low = minimum.roundedUp(to: intervals), let high = maximum.roundedDown(to: intervals), low <= high
        else {
            throw .noValueOnInterval(
                minimum: minimum.validSelection, maximum: maximum.validSelection, minuteStep: intervals.minuteStep,
                secondStep: intervals.secondStep)
        }
        return try PickerBounds(minimum: low, maximum: high)
    }
}
