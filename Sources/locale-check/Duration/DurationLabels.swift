@_spi(PickerKitTools) import PickerKit

/// `labels --mode duration`: the columns of a countdown picker with their labels.
struct DurationLabels {
    let request: DurationRequest
    let json: Bool
    let allRows: Bool

    func run() -> Int32 {
        let labeler: DurationLabeler
        let picker: DurationPicker
        let columns: [LabelColumn]
        do {
            labeler = try request.labeler()
            picker = try request.picker()
            columns = try labeler.columns(of: picker, style: request.style)
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        let locale = labeler.locale
        let maximum = shownMaximum(picker)
        if json {
            var text = "{\"locale\":{\"requested\":\(OutputEscaping.jsonLiteral(locale.requested)),"
            text += "\"resolved\":\(OutputEscaping.jsonLiteral(locale.description)),\"fallback\":\(locale.isFallback)},"
            text += "\"mode\":\"duration\",\"style\":\(OutputEscaping.jsonLiteral(request.style.rawValue)),"
            text += "\"maximum\":\(OutputEscaping.jsonLiteral(maximum)),\"columns\":["
            text += columns.map { column in
                let rows = column.rows.map { row in
                    "{\"value\":\(OutputEscaping.jsonLiteral(row.value)),\"label\":\(OutputEscaping.jsonLiteral(row.label))}"
                }
                return "{\"field\":\(OutputEscaping.jsonLiteral(column.field.rawValue)),"
                    + "\"header\":\(OutputEscaping.jsonLiteral(Self.header(of: column, labeler))),\"rows\":[\(rows.joined(separator: ","))],"
                    + "\"selected\":\(column.selectedIndex.map(String.init) ?? "null")}"
            }.joined(separator: ",")
            text += "],\"selection\":\(OutputEscaping.jsonLiteral(picker.selection.description))}"
            StandardStreams.out(text)
            return ExitStatus.success
        }
        StandardStreams.out(
            "locale \(locale.requested): data \(locale.description)\(locale.isFallback ? " (fallback)" : "")"
                + (locale.adjustmentSummary.map { " (\($0)))" } ?? ""))
        StandardStreams.out(
            "mode duration: columns \(picker.units.map(\.rawValue).joined(separator: " ")), maximum \(maximum), "
                + "selection \(picker.selection)")
        for column in columns {
            let labels = column.rows.enumerated().map { index, row in
                index == column.selectedIndex ? "[\(row.label)]" : row.label
            }
            let shown = allRows ? labels : LabelsCommand.elided(labels, around: column.selectedIndex)
            StandardStreams.out(
                "\(column.field) (\(Self.header(of: column, labeler))): " + shown.joined(separator: " "))
        }
        return ExitStatus.success
    }

    /// The maximum as the picker offers it (without seconds when it has no seconds column).
    private func shownMaximum(_ picker: DurationPicker) -> String {
        guard !picker.includesSeconds, picker.maximum.seconds != 0 else { return picker.maximum.description }
        return
            ((try? DurationSelection(hours: picker.maximum.hours, minutes: picker.maximum.minutes)) ?? picker.maximum)
            .description
    }

    /// The locale's header of a duration column (`Std.` for hours in de): the columns of a
    /// duration picker are its units, whose names are their fields'.
    private static func header(of column: LabelColumn, _ labeler: DurationLabeler) -> String {
        labeler.header(for: DurationUnit(rawValue: column.field.rawValue)!)
    }
}
