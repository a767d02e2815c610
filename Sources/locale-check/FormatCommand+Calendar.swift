@_spi(PickerKitTools) import PickerKit

extension FormatCommand {
    /// `format` for a locale whose `calendar` keyword names a calendar with its own rows: VALUE
    /// is a calendar value (``CalendarInput``, the library's parser: `1987-07-26`, `1987-M06L`, `M06L-01`, `5784`,
    /// each with an optional `[u-ca=NAME]`), printed as ICU writes PickerKit's fields; with
    /// `--parse` the display string is read back strictly and its canonical value printed.
    func runCalendar(_ locale: ResolvedLocale) -> Int32 {
        let mode = shared.mode
        let kind = locale.calendarKind
        do {
            let labeler = try CalendarLabeler.shared(locale: locale, mode: mode, options: shared.options)
            let present = try PickerStrings(locale: locale)[.present]
            if parse, value == present {
                StandardStreams.out(Selection.presentString)
            } else if parse {
                let read = try labeler.value(ofDisplayString: value)
                StandardStreams.out(read.description)
            } else if value == Selection.presentString {
                StandardStreams.out(present)
            } else {
                let input = try CalendarInput.selection(value, mode: mode, calendar: kind)
                let rules = labeler.rules
                let month =
                    input[.year].flatMap { year in input.monthCode.flatMap { rules.month(year: year, code: $0) } } ?? 1
                let fields = CalendarFields(
                    kind: kind, year: input[.year] ?? 0, month: month,
                    monthCode: input.monthCode ?? MonthCode(number: 1),
                    day: input[.day] ?? 1)
                StandardStreams.out(
                    try labeler.displayString(
                        for: fields, hour: input[.hour] ?? 0, minute: input[.minute] ?? 0, second: input[.second] ?? 0))
            }
            return ExitStatus.success
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }
}
