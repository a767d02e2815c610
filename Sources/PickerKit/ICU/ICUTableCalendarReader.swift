import CICU

/// ICU's reading of ISO days in one of the table calendars (chinese, dangi,
/// islamic-umalqura), in Temporal's terms: the referee for ``LunisolarTableRules`` and
/// ``UmmAlQuraRules``.
///
/// ICU's numbering differs from Temporal's: `UCAL_MONTH` is the 0-based month number (a
/// leap month repeats the number and sets `UCAL_IS_LEAP_MONTH`), and the chinese
/// `UCAL_EXTENDED_YEAR` counts from 2637 BCE (related ISO year = extended year − 2637; dangi
/// − 2333). The Umm al-Qura extended year is the Hijri year.
///
/// ```swift
/// let reader = try ICUTableCalendarReader(kind: .chinese)
/// try reader.fields(dayNumber: 725_577)  // ICU: 1987-M07-01 (published: 1987-M06L-01)
/// ```
/// Not `Sendable` (it owns an ``ICUCalendar``): one per thread.
final class ICUTableCalendarReader {
    /// The calendar read.
    let kind: CalendarKind
    private let calendar: ICUCalendar
    private let yearOffset: Int

    /// The day number of 1970-01-01, ICU's epoch.
    private static let epochDayNumber = 719_162

    /// Opens ICU's `kind` calendar (`en@calendar=NAME`) in UTC.
    ///
    /// - Precondition: `kind` is chinese, dangi or islamic-umalqura.
    init(kind: CalendarKind) throws(ICUError) {
        switch kind {
        case .chinese: yearOffset = 2637
        case .dangi: yearOffset = 2333
        case .islamicUmalqura: yearOffset = 0
        default: preconditionFailure("ICUTableCalendarReader reads chinese, dangi and islamic-umalqura, not \(kind)")
        }
        self.kind = kind
        calendar = try ICUCalendar(localeID: "en@calendar=\(kind.rawValue)", type: UCAL_DEFAULT)
    }

    /// ICU's year (related ISO year for chinese and dangi), month code and day of the ISO day
    /// `dayNumber` (days since 0001-01-01).
    func fields(dayNumber: Int) throws(ICUError) -> (year: Int, monthCode: MonthCode, day: Int) {
        try calendar.setMillis(Double(dayNumber - Self.epochDayNumber) * 86_400_000)
        let year = try calendar.field(UCAL_EXTENDED_YEAR) - yearOffset
        let month = try calendar.field(UCAL_MONTH) + 1
        let leap = kind == .islamicUmalqura ? false : try calendar.field(UCAL_IS_LEAP_MONTH) != 0
        let day = try calendar.field(UCAL_DATE)
        return (year, MonthCode(number: month, isLeap: leap), day)
    }
}
