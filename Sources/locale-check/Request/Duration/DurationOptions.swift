import PickerKit

/// The options only a duration picker reads, as given on the command line: the locale, the
/// steps, the seconds column and the label style (``PickerRequest`` reads `--max` and
/// `--select`, checked when the picker is made, so a bad duration is an error naming the option,
/// exit 1; a bad step or style is a usage error); for `labels` and `pick` the family's picker
/// (``FamilyRequest``).
struct DurationOptions: FamilyRequest {
    let localeID: String
    let allowsFallback: Bool
    let minuteStep: Int
    let secondStep: Int
    let includesSeconds: Bool
    let style: DurationLabelStyle

    init(_ scanner: ArgumentScanner, requiresLocale: Bool) throws(UsageError) {
        let locale = try scanner.value(.locale)
        if requiresLocale && locale == nil {
            throw scanner.error("--locale is required")
        }
        localeID = locale ?? "en_US"
        allowsFallback = scanner.has(.allowFallback)
        // The library's rule decides which steps are valid, as for dates.
        minuteStep = try DateOptions.step(.minuteStep, scanner) ?? 1
        secondStep = try DateOptions.step(.secondStep, scanner) ?? 1
        includesSeconds = !scanner.has(.noSeconds)
        if !includesSeconds, try scanner.value(.secondStep) != nil {
            throw scanner.error("--second-step: a picker with --no-seconds has no seconds column")
        }
        style =
            try scanner.value(
                .labelStyle, expected: "a label style (unit, number)", DurationLabelStyle.init(rawValue:)) ?? .unit
    }

    /// Durations have no Present row (`present` is a malformed duration there).
    var offersPresent: Bool { false }

    /// The picker `pick` shows; the unit names are its title.
    func makePicker(_ request: PickerRequest) throws -> (picker: any PickerDataSource, words: PickerWords)? {
        let labeler = try labeler()
        let strings = try PickerStrings(locale: labeler.locale)
        let picker = try localizedPicker(request, labeler: labeler)
        return (picker, PickerWords(strings, title: picker.unitTitle))
    }

    /// The picker of `--max` and `--select` in the locale, or an error naming the bad locale
    /// or the option whose duration is malformed or does not fit.
    func localizedPicker(_ request: PickerRequest) throws -> LocalizedDurationPicker {
        try localizedPicker(request, labeler: labeler())
    }

    /// The picker of `--max` and `--select` labeled by `labeler`: the one place the CLI makes a
    /// duration picker from the options (kept small for the library's configuration shape).
    private func localizedPicker(_ request: PickerRequest, labeler: DurationLabeler) throws
        -> LocalizedDurationPicker
    {
        LocalizedDurationPicker(
            try picker(maximum: request.maximum, selection: request.selection), labeler: labeler, style: style)
    }

    /// The resolved locale and its labeler.
    func labeler() throws -> DurationLabeler {
        try DurationLabeler(locale: ResolvedLocale(localeID, allowingFallback: allowsFallback))
    }

    /// The picker of `--max` and `--select` (`maximum`, `selection`), or an error naming the
    /// option whose duration is malformed or does not fit.
    func picker(maximum: String?, selection: String?) throws -> DurationPicker {
        let maximumText = maximum
        let selectionText = selection
        let maximum = try maximumText.map { text throws(DurationOptionError) in try Self.parse(text, "--max") }
        let selection = try selectionText.map { text throws(DurationOptionError) in try Self.parse(text, "--select") }
        do {
            return try DurationPicker(
                maximum: maximum, includesSeconds: includesSeconds, minuteStep: minuteStep, secondStep: secondStep,
                selection: selection ?? .zero)
        } catch {
            throw DurationOptionError(option: "--select", text: selectionText ?? "PT0S", error: error)
        }
    }

    /// `text` parsed strictly, or an error naming `option`.
    static func parse(_ text: String, _ option: String) throws(DurationOptionError) -> DurationSelection {
        do {
            return try DurationSelection(text)
        } catch {
            throw DurationOptionError(option: option, text: text, error: error)
        }
    }
}

extension DurationOptions {
    /// `labels` for durations: the picker `pick` shows, each column with the locale's header
    /// for its unit (`Std.` for hours in de), labeled in the picker's style.
    func list(_ request: PickerRequest, in command: LabelsCommand) -> Int32 {
        do {
            try print(localizedPicker(request), command)
            return ExitStatus.success
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }

    /// Prints `durations` as `command` asks: the locale line, the mode line, each column (text)
    /// or one JSON object.
    private func print(_ durations: LocalizedDurationPicker, _ command: LabelsCommand) throws {
        let picker = durations.picker
        let labeler = durations.labeler
        let columns = try labeler.columns(of: picker, style: durations.style)
        let header = { (column: LabelColumn) in labeler.header(for: DurationUnit(rawValue: column.field.rawValue)!) }
        // The maximum as the picker offers it (without seconds when it has no seconds column).
        let maximum = picker.maximum
        if command.json {
            var text = LabelsCommand.localeJSON(labeler.locale)
            text += "\"mode\":\"duration\",\"style\":\(OutputEscaping.jsonLiteral(durations.style.rawValue)),"
            text += "\"maximum\":\(OutputEscaping.jsonLiteral(maximum.description)),\"columns\":["
            text += columns.map { column in
                let rows = column.rows.map { row in
                    "{\"value\":\(OutputEscaping.jsonLiteral(row.value)),\"label\":\(OutputEscaping.jsonLiteral(row.label))}"
                }
                return "{\"field\":\(OutputEscaping.jsonLiteral(column.field.rawValue)),"
                    + "\"header\":\(OutputEscaping.jsonLiteral(header(column))),\"rows\":[\(rows.joined(separator: ","))],"
                    + "\"selected\":\(column.selectedIndex.map(String.init) ?? "null")}"
            }.joined(separator: ",")
            text += "],\"selection\":\(OutputEscaping.jsonLiteral(picker.selection.description))}"
            StandardStreams.out(text)
            return
        }
        // The summary's closing parenthesis is doubled here, as it always was.
        command.printLocale(labeler.locale, closing: "))")
        StandardStreams.out(
            "mode duration: columns \(picker.units.map(\.rawValue).joined(separator: " ")), maximum \(maximum), "
                + "selection \(picker.selection)")
        for column in columns {
            let labels = column.rows.enumerated().map { index, row in
                index == column.selectedIndex ? "[\(row.label)]" : row.label
            }
            command.printColumn("\(column.field) (\(header(column)))", labels, selected: column.selectedIndex)
        }
    }
}

extension DurationOptions: DisplayFamily {
    /// `format`'s VALUE and options (VALUE first: a missing one is named before the locale).
    static func format(_ scanner: ArgumentScanner) throws(UsageError) -> (family: any DisplayFamily, value: String) {
        let value = try FormatCommand.value(scanner)
        return (try DurationOptions(scanner, requiresLocale: true), value)
    }

    /// `format`: VALUE, a canonical duration, with ICU's units and unit list (1 hour, 30
    /// minutes); read before the locale, so a malformed one is named first.
    func display(_ command: FormatCommand) throws -> (text: String, formatter: PickerFormatter?)? {
        let value = command.value
        let duration = try FormatCommand.read { () throws(ParseError) in try DurationSelection(value) }
        let formatter = try PickerFormatter(locale: ResolvedLocale(localeID, allowingFallback: allowsFallback))
        return (try formatter.string(for: duration), formatter)
    }
}

/// A duration option whose value is malformed or does not fit the picker.
struct DurationOptionError: Error, CustomStringConvertible {
    let option: String
    let text: String
    let error: ParseError

    var description: String { "\(option) \(OutputEscaping.quoted(text)): \(error)" }
}
