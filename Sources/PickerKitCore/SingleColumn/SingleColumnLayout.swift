/// Numbers every value of a mode in order: a value's position and the value at a position,
/// by arithmetic, so a one-column list never stores its rows.
///
/// A position counts the mode's smallest unit from a fixed start, in the values' calendar:
/// years; months from the calendar's first month (``CalendarMonthList``: leap months of
/// Chinese, Korean and Hebrew years in their place); days by their day number (modes with a
/// year and a day); or, for `month-day`, the days of the calendar's month list, each month as
/// long as its longest year makes it (February 29, Hebrew Adar I, a lunar 30th); then the time
/// fields on their steps (`date-hour-minute` with a 15-minute step has 24 × 4 positions a day).
///
/// - Complexity: every operation is O(1), but a month of a calendar with leap months, which is
///   found in O(log years).
struct SingleColumnLayout: Hashable, Sendable {
    /// The mode whose values are numbered.
    let mode: SelectionMode
    /// The calendar of the values.
    let calendar: CalendarKind
    /// The minute and second steps.
    let intervals: PickerIntervals
    /// The positions per date unit: the product of the time fields' value counts (1 without time).
    let timeSlots: Int

    init(mode: SelectionMode, calendar: CalendarKind, intervals: PickerIntervals) {
        self.mode = mode
        self.calendar = calendar
        self.intervals = intervals
        var slots = 1
        for field in mode.fields where field >= .hour {
            slots *= Self.slotCount(of: field, intervals)
        }
        timeSlots = slots
    }

    /// The values a time field takes in a day (hours) or an hour (minutes, seconds on their step).
    private static func slotCount(of field: DateField, _ intervals: PickerIntervals) -> Int {
        switch field {
        case .hour: 24
        case .minute, .second: 60 / intervals.step(of: field)
        default: 1
        }
    }

    /// The position of `values` (valid values of the mode and calendar, on the steps).
    func position(of values: PickerValues) -> Int {
        var date = 0
        if mode.includes(.day) && mode.includes(.year) {
            date = calendar.rules.dayNumber(year: values.year, month: values.month, day: values.day)
        } else if mode.includes(.day) {
            date = Self.monthDayNumber(month: values.month, day: values.day, in: CalendarMonthList.of(calendar))
        } else if mode.includes(.month) {
            date = CalendarMonthList.of(calendar).number(year: values.year, month: values.month)
        } else if mode.includes(.year) {
            date = values.year - calendar.rules.years.lowerBound
        }
        var time = 0
        for field in mode.fields where field >= .hour {
            let step = intervals.step(of: field)
            time = time * Self.slotCount(of: field, intervals) + values[field] / step
        }
        return date * timeSlots + time
    }

    /// The values at `position` (a position of a valid value).
    func values(at position: Int) -> PickerValues {
        let date = position / timeSlots
        var time = position % timeSlots
        var fields = (year: PickerValues.defaultFields.year, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        if mode.includes(.day) && mode.includes(.year) {
            let day = calendar.rules.fields(dayNumber: date)
            (fields.year, fields.month, fields.day) = (day.year, day.month, day.day)
        } else if mode.includes(.day) {
            (fields.month, fields.day) = Self.monthAndDay(ofNumber: date, in: CalendarMonthList.of(calendar))
        } else if mode.includes(.month) {
            (fields.year, fields.month) = CalendarMonthList.of(calendar).yearAndMonth(ofNumber: date)
        } else if mode.includes(.year) {
            fields.year = date + calendar.rules.years.lowerBound
        }
        for field in mode.fields.reversed() where field >= .hour {
            let count = Self.slotCount(of: field, intervals)
            let value = time % count * intervals.step(of: field)
            time /= count
            switch field {
            case .hour: fields.hour = value
            case .minute: fields.minute = value
            default: fields.second = value
            }
        }
        return PickerValues(
            mode: mode, calendar: calendar, year: fields.year, month: fields.month, day: fields.day,
            hour: fields.hour, minute: fields.minute, second: fields.second)
    }

    /// The number of a month and day without a year: the days of the months before it in
    /// `list` (each as long as it is at its longest), plus the day.
    private static func monthDayNumber(month: Int, day: Int, in list: CalendarMonthList) -> Int {
        var number = day - 1
        for position in 1..<month { number += list.largestDay(at: position) }
        return number
    }

    /// The month and day numbered `number` (see ``monthDayNumber(month:day:in:)``).
    private static func monthAndDay(ofNumber number: Int, in list: CalendarMonthList) -> (month: Int, day: Int) {
        var rest = number
        var month = 1
        while rest >= list.largestDay(at: month) {
            rest -= list.largestDay(at: month)
            month += 1
        }
        return (month, rest + 1)
    }

    /// Whether `values` sit on the steps (every minute and second a multiple of its step).
    func isOnSteps(_ values: PickerValues) -> Bool {
        mode.fields.allSatisfy { field in
            field < .minute || values[field] % intervals.step(of: field) == 0
        }
    }
}
