@_spi(PickerKitTools) import PickerKit

/// `labels --mode year-week|year-quarter`: the week (or quarter) picker's columns, as `pick`
/// shows them (Present row and newest-first order included).
struct PeriodLabelsRunner {
    let options: PeriodOptions
    let selectText: String?
    let minimumText: String?
    let maximumText: String?
    let includesPresent: Bool
    let descending: Bool
    let timeZone: String
    let allRows: Bool
    let json: Bool

    init(_ scanner: ArgumentScanner, mode: PeriodMode) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        options = try PeriodOptions(scanner, mode: mode)
        selectText = try scanner.value(.select)
        includesPresent = scanner.has(.present)
        if selectText == Selection.presentString && !includesPresent {
            throw scanner.error("--select present needs --present")
        }
        descending = scanner.has(.descending)
        minimumText = try scanner.value(.min)
        maximumText = try scanner.value(.max)
        timeZone = try scanner.timeZone()
        allRows = scanner.has(.allRows)
        json = scanner.has(.json)
        if allRows && json {
            throw scanner.error("--all-rows is for text output; JSON always has every row")
        }
    }

    func run() -> Int32 {
        guard let labeler = options.labeler(),
            let periods = options.localizedPicker(
                labeler: labeler, minimum: minimumText, maximum: maximumText, selection: selectText,
                includesPresent: includesPresent, descending: descending, timeZone: timeZone)
        else { return ExitStatus.failure }
        let columns = PeriodColumns(periods)
        let locale = labeler.locale
        let pattern = labeler.pattern(for: options.mode)
        let rules = options.mode == .yearWeek ? ", weeks \(labeler.weekRules)" : ""
        if json {
            StandardStreams.out(json(columns, labeler: labeler, selection: periods.selectedValue))
            return ExitStatus.success
        }
        StandardStreams.out(
            "locale \(locale.requested): data \(locale.description)\(locale.isFallback ? " (fallback)" : "")"
                + (locale.adjustmentSummary.map { " (\($0))" } ?? ""))
        StandardStreams.out(
            "mode \(options.mode): order \(columns.order.joined(separator: " ")) (pattern \(pattern))\(rules), "
                + "selection \(periods.selectedValue)")
        for column in columns.columns {
            let labels = column.rows.enumerated().map { index, row in
                index == column.selected ? "[\(row.label)]" : row.label
            }
            let shown = allRows ? labels : LabelsCommand.elided(labels, around: column.selected)
            StandardStreams.out("\(column.field): " + shown.joined(separator: " "))
        }
        return ExitStatus.success
    }

    /// The JSON object: locale, mode, week rules (weeks only), order, columns (rows with their
    /// spoken phrases), selection.
    private func json(_ columns: PeriodColumns, labeler: PeriodLabeler, selection: String) -> String {
        let locale = labeler.locale
        var text = "{\"locale\":{\"requested\":\(OutputEscaping.jsonLiteral(locale.requested)),"
        text += "\"resolved\":\(OutputEscaping.jsonLiteral(locale.description)),\"fallback\":\(locale.isFallback)},"
        text += "\"mode\":\(OutputEscaping.jsonLiteral(options.mode.rawValue)),"
        if options.mode == .yearWeek {
            let rules = labeler.weekRules
            text += "\"weekRules\":{\"firstWeekday\":\(OutputEscaping.jsonLiteral(rules.firstWeekday.description)),"
            text += "\"minimalDays\":\(rules.minimalDaysInFirstWeek)},"
        }
        text += "\"order\":[" + columns.order.map { OutputEscaping.jsonLiteral($0) }.joined(separator: ",") + "],"
        text += "\"columns\":["
        text += columns.columns.map { column in
            let rows = column.rows.map { row in
                "{\"value\":\(OutputEscaping.jsonLiteral(row.value)),\"label\":\(OutputEscaping.jsonLiteral(row.label)),"
                    + "\"spoken\":\(OutputEscaping.jsonLiteral(row.spoken))}"
            }
            return "{\"field\":\(OutputEscaping.jsonLiteral(column.field)),\"rows\":[\(rows.joined(separator: ","))],"
                + "\"selected\":\(column.selected)}"
        }.joined(separator: ",")
        text += "],\"selection\":\(OutputEscaping.jsonLiteral(selection))}"
        return text
    }
}
