import Foundation
import PickerKit

extension PickerValues {
    /// The fields of the mode as `DateComponents`, proleptic Gregorian, with no calendar or
    /// time zone set.
    ///
    /// Do not hand the result to Foundation's `.gregorian` calendar for a date before
    /// 1582-10-15: that calendar is Julian there. Use ``date(in:reference:)`` for a `Date`.
    package var dateComponents: DateComponents {
        var components = DateComponents()
        for field in mode.fields {
            switch field {
            case .year: components.year = self[.year]
            case .month: components.month = self[.month]
            case .day: components.day = self[.day]
            case .hour: components.hour = self[.hour]
            case .minute: components.minute = self[.minute]
            case .second: components.second = self[.second]
            case .dayPeriod, .week, .quarter: break  // never a field of a mode
            }
        }
        return components
    }

    /// The fields of `mode` from `components`, checked.
    ///
    /// - No calendar: the numbers are proleptic Gregorian. An era of 1 (AD) is fine; 0 (BC)
    ///   and any other era number (Japanese `236` is Reiwa) are refused, since they mean the
    ///   numbers belong to another calendar or before year 1.
    /// - `.gregorian`: Foundation's calendar, Julian before 1582-10-15, so a full date before
    ///   then is converted from the Julian calendar (1582-10-04 is proleptic 1582-10-14); the
    ///   days 1582-10-05 ... 14, which that calendar skips, are refused. `.iso8601` is
    ///   proleptic Gregorian.
    /// - Other calendars: converted through PickerKit's calendar engine where it knows the
    ///   calendar, else refused with ``PickerError/unsupportedCalendar(_:)``.
    ///
    /// Components the mode lacks (a nanosecond, a day for `year-month`) are ignored, so the
    /// result of `Calendar.dateComponents(_:from:)` can be passed whole; the components' time
    /// zone is not used (the fields are wall-clock fields).
    ///
    /// - Throws: ``PickerError``: ``PickerError/missingField(_:mode:)``,
    ///   ``PickerError/invalidFields(_:)`` (positioned in the canonical form), an era
    ///   or calendar error.
    package init(_ components: DateComponents, mode: SelectionMode) throws(PickerError) {
        let identifier = components.calendar?.identifier
        var fields = try Self.wallClockFields(components, mode: mode)
        switch identifier {
        case .gregorian?:
            // Foundation's Gregorian calendar is Julian before 1582-10-15; PickerKit's is proleptic.
            try Self.checkGregorianEra(components, calendar: identifier)
            if mode.fields.contains(.day) && mode.fields.contains(.year) { try Self.convertJulian(&fields) }
        case nil, .iso8601?:
            try Self.checkGregorianEra(components, calendar: identifier)
        case let other?:
            try ForeignCalendar.convert(components, calendar: other, into: &fields, mode: mode)
        }
        var values = PickerValues(mode: mode)
        for field in mode.fields { values[field] = fields[field] ?? 0 }
        do {
            _ = try values.selection
        } catch {
            throw .invalidFields(error)
        }
        self = values
    }

    /// The mode's fields read from the components (date fields as the components give them).
    private static func wallClockFields(
        _ components: DateComponents, mode: SelectionMode
    ) throws(PickerError) -> [DateField: Int] {
        var fields: [DateField: Int] = [:]
        for field in mode.fields {
            let value: Int?
            switch field {
            case .year: value = components.year
            case .month: value = components.month
            case .day: value = components.day
            case .hour: value = components.hour
            case .minute: value = components.minute
            case .second: value = components.second
            case .dayPeriod, .week, .quarter: continue  // never a field of a mode
            }
            guard let value else { throw .missingField(field, mode: mode) }
            fields[field] = value
        }
        return fields
    }

    private static func checkGregorianEra(
        _ components: DateComponents, calendar: Calendar.Identifier?
    ) throws(PickerError) {
        if components.isLeapMonth == true {
            throw .invalidCalendarDate(calendar: "gregorian", message: "the Gregorian calendar has no leap months")
        }
        guard let era = components.era, era != 1 else { return }
        if era == 0 { throw .eraBeforeCommonEra(era: era, year: components.year) }
        throw .unknownEra(era: era)
    }

    /// Converts a full date of Foundation's Gregorian calendar before 1582-10-15 (Julian) to
    /// the proleptic Gregorian date of the same day.
    private static func convertJulian(_ fields: inout [DateField: Int]) throws(PickerError) {
        guard let year = fields[.year], let month = fields[.month], let day = fields[.day] else { return }
        guard (year, month, day) < (1582, 10, 15) else { return }
        guard (year, month, day) < (1582, 10, 5) else {
            throw .invalidCalendarDate(
                calendar: "gregorian",
                message: "1582-10-\(day) does not exist in Foundation's Gregorian calendar (10-04 is followed by 10-15)"
            )
        }
        guard (1...12).contains(month), day >= 1, day <= JulianRules.daysInMonth(year: year, month: month) else {
            throw .invalidCalendarDate(
                calendar: "gregorian (Julian before 1582-10-15)",
                message: "day \(day) is out of range for \(year)-\(month)")
        }
        let dayNumber = JulianRules.dayNumber(year: year, month: month, day: day)
        guard CivilTime.dayNumbers.contains(dayNumber) else {
            throw .yearOutOfRange(year: year - 1, what: "Julian \(year)-\(month)-\(day)")
        }
        let date = CalendarDate(dayNumber: dayNumber)
        fields[.year] = date.year
        fields[.month] = date.month
        fields[.day] = date.day
    }
}
