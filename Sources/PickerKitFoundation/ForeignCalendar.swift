import Foundation
import PickerKit

/// Date components of calendars other than the Gregorian one, converted through PickerKit's
/// calendar engine (``PickerKit/CalendarKind``).
///
/// Foundation's components number eras, years and months as ICU does; the mapping to
/// Temporal's fields (year, month code) is ICU's, as `CalendarKind` documents it for its
/// comparison with ICU:
/// - Japanese: `era` is ICU's index (232 Meiji ... 236 Reiwa), `year` the year of the era;
/// - ROC: era 1 Minguo, era 0 before it (year 1 - n); Coptic alike; Ethiopic era 1 Amete
///   Mihret, era 0 Amete Alem (year - 5500); Buddhist, Persian, Indian, Islamic: the year;
/// - Hebrew: month 1...13 with 6 = Adar I (leap years only): 1...5 are M01...M05, 6 is
///   M05L, 7...13 are M06...M12;
/// - Chinese: `era` is the 60-year cycle, `year` the year in it (related ISO year =
///   (era - 1) * 60 + year - 2637), `isLeapMonth` marks a leap month.
enum ForeignCalendar {
    /// The calendar PickerKit computes for a Foundation calendar, or `nil`.
    static func kind(of identifier: Calendar.Identifier) -> CalendarKind? {
        switch identifier {
        case .buddhist: .buddhist
        case .republicOfChina: .roc
        case .japanese: .japanese
        case .persian: .persian
        case .islamicCivil: .islamicCivil
        case .islamicTabular: .islamicTbla
        case .islamicUmmAlQura: .islamicUmalqura
        case .hebrew: .hebrew
        case .indian: .indian
        case .coptic: .coptic
        case .ethiopicAmeteMihret: .ethiopic
        case .chinese: .chinese
        // .islamic (astronomical, ICU's own approximation), .ethiopicAmeteAlem and any newer
        // identifier: PickerKit has no rules that match Foundation's.
        default: nil
        }
    }

    /// The first ISO year of each Japanese era, by ICU's era index.
    static let japaneseEraStarts: [Int: Int] = [232: 1868, 233: 1912, 234: 1926, 235: 1989, 236: 2019]

    /// Replaces the year, month and day in `fields` by the proleptic Gregorian date of the
    /// components' day in `calendar`.
    static func convert(
        _ components: DateComponents, calendar identifier: Calendar.Identifier, into fields: inout [DateField: Int],
        mode: SelectionMode
    ) throws(PickerError) {
        guard let kind = kind(of: identifier) else { throw .unsupportedCalendar(identifier.debugName) }
        // Time-only modes do not depend on the calendar.
        guard mode.fields.contains(where: { $0 <= .day }) else { return }
        guard let year = components.year, let month = components.month, let day = components.day else {
            throw .invalidCalendarDate(
                calendar: kind.rawValue,
                message: "a \(kind.rawValue) date converts only whole: the components need a year, a month and a day")
        }
        let era = components.era
        let isLeap = components.isLeapMonth ?? false
        var arithmeticYear = year
        var code = MonthCode(number: month, isLeap: isLeap)
        func need(_ condition: Bool, _ message: String) throws(PickerError) {
            if !condition { throw .invalidCalendarDate(calendar: kind.rawValue, message: message) }
        }
        if kind != .chinese { try need(!isLeap, "the \(kind.rawValue) calendar marks no leap months with isLeapMonth") }
        switch kind {
        case .japanese:
            guard let era else {
                throw .invalidCalendarDate(calendar: "japanese", message: "the components need the era")
            }
            guard let start = japaneseEraStarts[era] else {
                throw .invalidCalendarDate(
                    calendar: "japanese", message: "era \(era) is not one of Meiji (232) ... Reiwa (236)")
            }
            arithmeticYear = start + year - 1
        case .roc, .coptic:
            try need(era == nil || era == 0 || era == 1, "era \(era ?? 0) is not 0 or 1")
            if era == 0 { arithmeticYear = 1 - year }
        case .ethiopic:
            try need(era == nil || era == 0 || era == 1, "era \(era ?? 0) is not 0 (Amete Alem) or 1 (Amete Mihret)")
            if era == 0 { arithmeticYear = year - 5500 }
        case .hebrew:
            try need((1...13).contains(month), "month \(month) is outside 1...13")
            code = month == 6 ? MonthCode(number: 5, isLeap: true) : MonthCode(number: month < 6 ? month : month - 1)
        case .chinese:
            guard let era else {
                throw .invalidCalendarDate(
                    calendar: "chinese", message: "the components need the era (the 60-year cycle)")
            }
            try need((1...60).contains(year), "year \(year) is outside a cycle's 1...60")
            arithmeticYear = (era - 1) * 60 + year - 2637
        default:
            break
        }
        let date: CalendarDate
        do {
            date = try kind.isoDate(year: arithmeticYear, monthCode: code, day: day)
        } catch {
            throw .invalidCalendarDate(calendar: kind.rawValue, message: error.message)
        }
        fields[.year] = date.year
        fields[.month] = date.month
        fields[.day] = date.day
    }
}

extension Calendar.Identifier {
    /// The identifier's name for messages, such as `islamic`.
    var debugName: String { "\(self)" }
}
