/// Integer helpers the calendar rules share: floor division and ISO day numbers for any
/// year (also 0 and below, which some calendars' year starts need).
package enum CalendarArithmetic {
    /// `a / b` rounded toward negative infinity (`b > 0`).
    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return (a % b < 0) ? quotient - 1 : quotient
    }

    /// `a mod b` in `0..<b` (`b > 0`).
    @inline(__always)
    static func floorMod(_ a: Int, _ b: Int) -> Int {
        let remainder = a % b
        return remainder < 0 ? remainder + b : remainder
    }

    /// The proleptic Gregorian day number (0 = 0001-01-01) of any year's date, also year 0
    /// and earlier.
    @inline(__always)
    package static func isoDayNumber(year: Int, month: Int, day: Int) -> Int {
        let previous = year - 1
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        var beforeMonth = (367 * month - 362) / 12
        if month > 2 { beforeMonth -= leap ? 1 : 2 }
        return previous * 365 + floorDiv(previous, 4) - floorDiv(previous, 100) + floorDiv(previous, 400)
            + beforeMonth + day - 1
    }

    /// Day number of the last day of ISO 9999 (the end of every calendar's range here).
    static let lastISODayNumber = 3_652_058
}
