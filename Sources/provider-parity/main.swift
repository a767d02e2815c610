// Prints what PickerKit shows for each locale × calendar × mode, one fact per line, for
// tools/compare-providers.sh, which runs it built with each locale-data provider and compares.
//
//     provider-parity [--list] [LOCALE ...]
//
// `--list` prints the provider's available locales; `--first-use LOCALE ...` prints, per
// locale, the microseconds its first date picker took to make and label (labelers, patterns
// and formatters opened from nothing, in this process). Otherwise, for each locale given (else
// read one per line from standard input) and each of the 14 calendars (time-only modes once,
// in Gregorian) and 11 modes, it prints tab-separated lines:
//
//     locale  calendar  mode  fact  value
//
// where fact is `order`, `rows:FIELD` (every row label of the column, bounded to 2018–2021,
// joined by " ¦ "; year modes only), `display` (the selection 2019-08-20 14:30:05 as the locale writes it),
// `spoken` (its spoken phrase) or `error` (what failed, in place of the others).
@_spi(PickerKitTools) import PickerKit

let arguments = Array(CommandLine.arguments.dropFirst())
/// The facts of one picker, or the error that stopped it.
func facts(localeID: String, calendar: CalendarKind, mode: SelectionMode) -> [(String, String)] {
    do {
        let suffix = calendar == .gregorian ? "" : "@calendar=\(calendar.icuName)"
        let locale = try ResolvedLocale(localeID + suffix)
        let selection = PickerValues(mode: mode, year: 2019, month: 8, day: 20, hour: 14, minute: 30, second: 5)
        var configuration = PickerConfiguration(mode: mode)
        if mode.includes(.year) {
            configuration.minimum = PickerValues(mode: mode, year: 2018, month: 1, day: 1).validSelection
            configuration.maximum =
                PickerValues(
                    mode: mode, year: 2021, month: 12, day: 31, hour: 23, minute: 59, second: 59
                ).validSelection
        }
        configuration.selection = selection.validSelection
        let picker = try LocalizedPicker(locale: locale, configuration: configuration)
        var lines: [(String, String)] = []
        let columns = try picker.labeledColumns()
        lines.append(("order", columns.map { "\($0.field)" }.joined(separator: " ")))
        for column in columns {
            lines.append(("rows:\(column.field)", column.rows.map(\.label).joined(separator: " ¦ ")))
        }
        let display: String
        if calendar == .gregorian || !(mode.includes(.year) || mode.includes(.month)) {
            display = try CalendarLabeler(locale: locale, calendar: .gregorian, mode: mode).displayString(
                for: selection)
        } else {
            display = try CalendarLabeler(locale: locale, calendar: calendar, mode: mode)
                .displayString(isoDate: CalendarDate(year: 2019, month: 8, day: 20), hour: 14, minute: 30, second: 5)
        }
        lines.append(("display", display))
        lines.append(("spoken", try picker.spokenSelection))
        return lines
    } catch {
        return [("error", "\(error)")]
    }
}

var locales = arguments
if arguments.first == "--first-use" {
    let clock = ContinuousClock()
    for localeID in arguments.dropFirst() {
        let start = clock.now
        let lines = facts(localeID: localeID, calendar: .gregorian, mode: .date)
        let elapsed = clock.now - start
        let micros = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        print("\(localeID)\t\(micros)\t\(lines.count) facts")
    }
    locales = []
} else if arguments == ["--list"] {
    for localeID in ResolvedLocale.availableIdentifiers { print(localeID) }
    locales = []
} else if locales.isEmpty {
    while let line = readLine(), !line.isEmpty { locales.append(line) }
}

for localeID in locales {
    for calendar in CalendarKind.allCases {
        for mode in SelectionMode.allCases {
            let hasDate = mode.includes(.year) || mode.includes(.month)
            guard hasDate || calendar == .gregorian else { continue }
            for (fact, value) in facts(localeID: localeID, calendar: calendar, mode: mode) {
                print("\(localeID)\t\(calendar.rawValue)\t\(mode)\t\(fact)\t\(value)")
            }
        }
    }
}
