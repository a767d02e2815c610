import PickerKit

/// The Julian calendar, which Foundation's `.gregorian` calendar uses before 1582-10-15.
enum JulianRules {
    /// Days in `month` of `year` (every fourth year is a leap year).
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// PickerKit's day number (days since proleptic Gregorian 0001-01-01) of a Julian date.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Days from Julian 0001-01-01, which is proleptic Gregorian 0000-12-30 (day number -2).
        let priorYears = year - 1
        var days = priorYears * 365 + priorYears.floorDivided(by: 4)
        for earlier in 1..<month { days += daysInMonth(year: year, month: earlier) }
        return days + day - 1 - 2
    }
}
