import Foundation
import PickerKit

/// Wall-clock fields and instants, through PickerKit's proleptic Gregorian day numbers (never
/// Foundation's Gregorian calendar, which is Julian before 1582-10-15).
enum CivilTime {
    /// The day number of 1970-01-01 (days since 0001-01-01).
    static let epochDayNumber = CalendarDate(year: 1970, month: 1, day: 1).dayNumber
    /// The day numbers from 0001-01-01 to 9999-12-31.
    static let dayNumbers = 0...CalendarDate(year: 9999, month: 12, day: 31).dayNumber

    /// Seconds since 1970-01-01 00:00 of the wall-clock fields of `values` (all six read).
    static func localSeconds(of values: PickerValues) -> Int {
        let day = CalendarDate(year: values[.year], month: values[.month], day: values[.day]).dayNumber
        return (day - epochDayNumber) * 86_400 + values[.hour] * 3_600 + values[.minute] * 60 + values[.second]
    }

    /// The wall-clock fields (mode `dateTime`) at `localSeconds`, or `nil` outside 0001–9999.
    static func values(localSeconds: Int) -> PickerValues? {
        let days = localSeconds.floorDivided(by: 86_400)
        let dayNumber = days + epochDayNumber
        guard dayNumbers.contains(dayNumber) else { return nil }
        let seconds = localSeconds - days * 86_400
        let date = CalendarDate(dayNumber: dayNumber)
        return PickerValues(
            mode: .dateTime, year: date.year, month: date.month, day: date.day, hour: seconds / 3_600,
            minute: seconds / 60 % 60, second: seconds % 60)
    }

    /// The year `localSeconds` falls in, for errors (may be outside 1...9999).
    static func year(localSeconds: Int) -> Int {
        let dayNumber = localSeconds.floorDivided(by: 86_400) + epochDayNumber
        // 146,097 days per 400 years; the estimate is good enough to name the year in an error.
        return Int((Double(dayNumber) / 365.2425).rounded(.down)) + 1
    }

    /// Whole seconds since 1970 of `date` (rounded down), or `nil` for an instant outside ±2^53.
    static func seconds(of date: Date) -> Int? {
        let interval = date.timeIntervalSince1970.rounded(.down)
        guard interval.isFinite, abs(interval) < 9_007_199_254_740_992 else { return nil }
        return Int(interval)
    }
}

extension Int {
    /// The quotient rounded toward negative infinity.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
