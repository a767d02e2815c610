@_spi(PickerKitTools) import PickerKit
import PickerKitCore

extension LocaleLabelCheck {
    /// ISO days whose calendar labels and display strings are checked: today-ish, leap days,
    /// a Chinese leap month (1987-07-26 is 闰六月初一), the edges of common ranges.
    static let sampleISODays = [
        CalendarDate(year: 2019, month: 8, day: 20), CalendarDate(year: 2020, month: 2, day: 29),
        CalendarDate(year: 1987, month: 7, day: 26), CalendarDate(year: 1900, month: 1, day: 31),
        CalendarDate(year: 2100, month: 12, day: 31), CalendarDate(year: 2024, month: 3, day: 11),
    ]

    /// Checks a calendar's own rows (persian, hebrew, chinese…) with the labeler `labels` and
    /// `format` use.
    ///
    /// Display strings of the sample days, written by ``CalendarLabeler``, must read back
    /// (``CalendarLabeler/value(ofDisplayString:)``) as the same fields.
    static func runCalendar(locale: ResolvedLocale, into result: inout Result) {
        let kind = locale.calendarKind
        let rules = kind.rules
        result.notes.append(
            "\(kind.rawValue) rows checked as labels and format write them (wide months; sample days in year, "
                + "year-month and date modes)")
        for mode in [SelectionMode.year, .yearMonth, .date] {
            let labeler: CalendarLabeler
            do {
                labeler = try CalendarLabeler.shared(locale: locale, mode: mode)
            } catch {
                result.problems.append("\(mode) \(kind.rawValue) labels: \(error)")
                continue
            }
            if mode == .date && result.dateOrder.isEmpty {
                result.dateOrder = labeler.order
                result.supportedStyles = [.wide]
            }
            for iso in sampleISODays {
                let day = iso.dayNumber
                guard rules.dayNumbers.contains(day) else { continue }
                let fields = rules.fields(dayNumber: day)
                result.labelsChecked += 1
                let context = "\(mode) \(kind.rawValue) \(fields.year)-\(fields.monthCode)-\(fields.day) (ISO \(iso))"
                do {
                    let text = try labeler.displayString(for: fields)
                    let read = try labeler.value(ofDisplayString: text)
                    let matches =
                        read[.year] == fields.year && (!mode.includes(.month) || read.monthCode == fields.monthCode)
                        && (!mode.includes(.day) || read[.day] == fields.day)
                    if !matches {
                        result.problems.append("\(context): \"\(text)\" reads back as \(read)")
                    }
                } catch {
                    result.problems.append("\(context): \(error)")
                }
            }
        }
    }
}
