/// Numbers every value of a mode in order: a value's position and the value at a position,
/// by arithmetic, so a one-column list never stores its rows.
///
/// A position counts the mode's smallest unit from a fixed start: months from January of
/// year 0 (`year-month`), days from 0001-01-01 (modes with a year and a day) or from January 1
/// of the leap year 2000 (`month-day`), then the time fields on their steps (`date-hour-minute`
/// with a 15-minute step has 24 × 4 positions a day). Only the proleptic Gregorian calendar.
///
/// - Complexity: every operation is O(1).
struct SingleColumnLayout: Hashable, Sendable {
    /// The mode whose values are numbered.
    let mode: SelectionMode
    /// The minute and second steps.
    let intervals: PickerIntervals
    /// The positions per date unit: the product of the time fields' value counts (1 without time).
    let timeSlots: Int

    /// The year of month-day values (leap, so February 29 exists), as ``PickerValues`` reads it.
    static let monthDayYear = 2000

    init(mode: SelectionMode, intervals: PickerIntervals) {
        self.mode = mode
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

    /// The position of `values` (valid values of the mode, on the steps).
    func position(of values: PickerValues) -> Int {
        var date = 0
        if mode.includes(.day) {
            let year = mode.includes(.year) ? values.year : Self.monthDayYear
            date = GregorianRules.dayNumber(of: CalendarDate(year: year, month: values.month, day: values.day))
        } else if mode.includes(.month) {
            date = values.year * 12 + values.month - 1
        } else if mode.includes(.year) {
            date = values.year
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
        var fields = (year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        if mode.includes(.day) {
            let day = GregorianRules.date(fromDayNumber: date)
            (fields.year, fields.month, fields.day) = (day.year, day.month, day.day)
        } else if mode.includes(.month) {
            (fields.year, fields.month) = (date / 12, date % 12 + 1)
        } else if mode.includes(.year) {
            fields.year = date
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
            mode: mode, year: fields.year, month: fields.month, day: fields.day, hour: fields.hour,
            minute: fields.minute, second: fields.second)
    }

    /// Whether `values` sit on the steps (every minute and second a multiple of its step).
    func isOnSteps(_ values: PickerValues) -> Bool {
        mode.fields.allSatisfy { field in
            field < .minute || values[field] % intervals.step(of: field) == 0
        }
    }
}
