@_spi(PickerKitTools) import PickerKit

/// `pick --mode year-week|year-quarter`: the week or quarter picker in the terminal.
struct PeriodPickRunner {
    let options: PeriodOptions
    let minimum: String?
    let maximum: String?
    let selection: String?
    let includesPresent: Bool
    let descending: Bool
    let timeZone: String

    init(_ scanner: ArgumentScanner, mode: PeriodMode) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        options = try PeriodOptions(scanner, mode: mode)
        minimum = try scanner.value(.min)
        maximum = try scanner.value(.max)
        selection = try scanner.value(.select)
        includesPresent = scanner.has(.present)
        if selection == Selection.presentString && !includesPresent {
            throw scanner.error("--select present needs --present")
        }
        descending = scanner.has(.descending)
        timeZone = try scanner.timeZone()
    }

    func run() -> Int32 {
        guard let labeler = options.labeler(),
            let periods = options.localizedPicker(
                labeler: labeler, minimum: minimum, maximum: maximum, selection: selection,
                includesPresent: includesPresent, descending: descending, timeZone: timeZone)
        else { return ExitStatus.failure }
        do {
            let strings = try PickerStrings(locale: labeler.locale)
            return PickCommand.interact(with: periods, words: PickerWords(strings, title: periods.title))
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }
}
