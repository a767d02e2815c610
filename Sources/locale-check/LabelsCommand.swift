import PickerKit

/// `locale-check labels`: the picker columns of a locale and mode, labeled by ICU data.
struct LabelsCommand: Subcommand {
    static let name = "labels"
    static let summary = "Print a locale's picker columns in its order, with labels and values."
    static let usage = """
        Usage: locale-check labels --locale L [--mode M] [--month-style S] [--hour-cycle C] [--weekday]
                                   [--select VALUE] [--min VALUE] [--max VALUE] [--json] [--allow-fallback]

        Prints the columns in the locale's order, each with its rows (label and canonical value) for
        the selection's context: days follow the selected year and month, --min/--max cut the rows.

        Options:
        \(LabelCommandOptions.help)
          --select VALUE        The selection, a canonical string of the mode such as 2019-08-20 (default: --min).
          --min VALUE           The earliest value (default 1900-01-01 00:00:00 in the mode's form).
          --max VALUE           The latest value (default 2100-12-31 23:59:59 in the mode's form).
                                Each VALUE may be "today" (UTC): --min the day's start, --max its end,
                                --select the current time.
          --json                Print JSON: locale, mode, order, columns with rows and selected index, selection.
          -h, --help            Show this help.

        Exit 0: printed; 1: unknown or malformed locale, invalid value, ambiguous labels; 64: usage.
        """

    let shared: LabelCommandOptions
    let selectText: String?
    let minimumText: String?
    let maximumText: String?
    let json: Bool

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(
            arguments, options: LabelCommandOptions.valueOptions.union(["--select", "--min", "--max"]),
            flags: LabelCommandOptions.flags.union(["--json"]), usage: Self.usage)
        if let extra = scanner.positionals.first {
            throw UsageError(message: "unexpected argument \"\(extra)\"", usage: Self.usage)
        }
        shared = try LabelCommandOptions(scanner, usage: Self.usage)
        selectText = try scanner.value("--select")
        minimumText = try scanner.value("--min")
        maximumText = try scanner.value("--max")
        json = scanner.has("--json")
    }

    func run() -> Int32 {
        let mode = shared.mode
        let minimum: PickerValues
        let maximum: PickerValues
        let selection: PickerValues
        do {
            let minimumText = try TodayInput.resolve(self.minimumText, .minimum, mode: mode, timeZone: "UTC")
            let maximumText = try TodayInput.resolve(self.maximumText, .maximum, mode: mode, timeZone: "UTC")
            let selectText = try TodayInput.resolve(self.selectText, .selection, mode: mode, timeZone: "UTC")
            minimum =
                try minimumText.map { text throws(SelectionInput.Failure) in try SelectionInput.parse(text, mode) }
                ?? Self.project(PickerValues(year: 1900), mode)
            maximum =
                try maximumText.map { text throws(SelectionInput.Failure) in try SelectionInput.parse(text, mode) }
                ?? Self.project(PickerValues(year: 2100, month: 12, day: 31, hour: 23, minute: 59, second: 59), mode)
            selection =
                try selectText.map { text throws(SelectionInput.Failure) in try SelectionInput.parse(text, mode) }
                ?? minimum
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        guard let labeler = shared.labeler() else { return ExitStatus.failure }
        let columns: [LabelColumn]
        do {
            columns = try labeler.columns(selection: selection, minimum: minimum, maximum: maximum)
        } catch {
            if case .reversedBounds = error {
                StandardStreams.error(
                    "Error: --min \(SelectionInput.canonical(minimum, mode)) is after --max "
                        + SelectionInput.canonical(maximum, mode))
            } else if case .outOfBounds = error {
                StandardStreams.error(
                    "Error: selection \(SelectionInput.canonical(selection, mode)) is not between --min "
                        + "\(SelectionInput.canonical(minimum, mode)) and --max \(SelectionInput.canonical(maximum, mode))"
                )
            } else {
                StandardStreams.error("Error: \(error)")
            }
            return ExitStatus.failure
        }
        let selectionText = SelectionInput.canonical(selection, mode)
        if json {
            StandardStreams.out(Self.json(labeler, columns, selectionText))
        } else {
            let locale = labeler.locale
            StandardStreams.out(
                "locale \(locale.requested): data \(locale.description)\(locale.isFallback ? " (fallback)" : "")")
            StandardStreams.out(
                "mode \(mode): order \(labeler.order.map(\.rawValue).joined(separator: " ")) "
                    + "(pattern \(labeler.displayPattern)), selection \(selectionText)")
            for column in columns {
                let labels = column.rows.enumerated().map { index, row in
                    index == column.selectedIndex ? "[\(row.label)]" : row.label
                }
                StandardStreams.out("\(column.field): " + labels.joined(separator: " "))
            }
        }
        return ExitStatus.success
    }

    /// `values` with the fields `mode` does not use at their defaults.
    static func project(_ values: PickerValues, _ mode: SelectionMode) -> PickerValues {
        values.converted(to: mode)
    }

    static func json(_ labeler: ColumnLabeler, _ columns: [LabelColumn], _ selection: String) -> String {
        let locale = labeler.locale
        var text = "{\"locale\":{\"requested\":\(JSONText.string(locale.requested)),"
        text += "\"resolved\":\(JSONText.string(locale.description)),\"fallback\":\(locale.isFallback)},"
        text += "\"mode\":\(JSONText.string(labeler.mode.rawValue)),"
        text += "\"order\":[" + labeler.order.map { JSONText.string($0.rawValue) }.joined(separator: ",") + "],"
        text += "\"columns\":["
        text += columns.map { column in
            let rows = column.rows.map { row in
                "{\"value\":\(JSONText.string(row.value)),\"label\":\(JSONText.string(row.label))}"
            }
            let selected = column.selectedIndex.map(String.init) ?? "null"
            return "{\"field\":\(JSONText.string(column.field.rawValue)),\"rows\":[\(rows.joined(separator: ","))],"
                + "\"selected\":\(selected)}"
        }.joined(separator: ",")
        text += "],\"selection\":\(JSONText.string(selection))}"
        return text
    }
}
