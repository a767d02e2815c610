import PickerKit

extension LabelsCommand {
    /// `labels` for the pickers built as `pick` builds them (weeks, quarters, durations): the
    /// locale line, the family's mode line, then each column (text) or one JSON object.
    func showPicker() -> Int32 {
        do {
            guard let (picker, _) = try request.makePicker() else { return ExitStatus.failure }
            switch picker {
            case .period(let periods):
                showPeriods(periods)
            case .duration(let durations):
                try showDurations(durations)
            case .dates, .singleColumn, .cascade:
                preconditionFailure("dates are listed by their own pipeline; labels has no cascades")
            }
            return ExitStatus.success
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }

    /// A week or quarter picker (Present row and newest-first order included), read through
    /// its data source face (``PeriodColumns``).
    private func showPeriods(_ periods: LocalizedPeriodPicker) {
        let columns = PeriodColumns(periods)
        let labeler = periods.labeler
        let mode = periods.picker.mode
        if json {
            StandardStreams.out(
                Self.periodJSON(columns, labeler: labeler, mode: mode, selection: periods.selectedValue))
            return
        }
        let rules = mode == .yearWeek ? ", weeks \(labeler.weekRules)" : ""
        printLocale(labeler.locale)
        StandardStreams.out(
            "mode \(mode): order \(columns.order.joined(separator: " ")) (pattern \(labeler.pattern(for: mode)))"
                + "\(rules), selection \(periods.selectedValue)")
        for column in columns.columns {
            let labels = column.rows.enumerated().map { index, row in
                index == column.selected ? "[\(row.label)]" : row.label
            }
            printColumn(column.field, labels, selected: column.selected)
        }
    }

    /// The JSON object: locale, mode, week rules (weeks only), order, columns (rows with their
    /// spoken phrases), selection.
    private static func periodJSON(
        _ columns: PeriodColumns, labeler: PeriodLabeler, mode: PeriodMode, selection: String
    ) -> String {
        var text = localeJSON(labeler.locale)
        text += "\"mode\":\(OutputEscaping.jsonLiteral(mode.rawValue)),"
        if mode == .yearWeek {
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

    /// A countdown picker's columns, each with the locale's header for its unit (`Std.` for
    /// hours in de), labeled in the picker's style.
    private func showDurations(_ durations: LocalizedDurationPicker) throws {
        let picker = durations.picker
        let labeler = durations.labeler
        let columns = try labeler.columns(of: picker, style: durations.style)
        let header = { (column: LabelColumn) in labeler.header(for: DurationUnit(rawValue: column.field.rawValue)!) }
        // The maximum as the picker offers it (without seconds when it has no seconds column).
        var maximum = picker.maximum
        if !picker.includesSeconds, maximum.seconds != 0 {
            maximum = (try? DurationSelection(hours: maximum.hours, minutes: maximum.minutes)) ?? maximum
        }
        if json {
            var text = Self.localeJSON(labeler.locale)
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
        printLocale(labeler.locale, closing: "))")
        StandardStreams.out(
            "mode duration: columns \(picker.units.map(\.rawValue).joined(separator: " ")), maximum \(maximum), "
                + "selection \(picker.selection)")
        for column in columns {
            let labels = column.rows.enumerated().map { index, row in
                index == column.selectedIndex ? "[\(row.label)]" : row.label
            }
            printColumn("\(column.field) (\(header(column)))", labels, selected: column.selectedIndex)
        }
    }

    /// The labeled columns of a week or quarter picker in the locale's order, read through its
    /// ``PickerDataSource`` face: the year column (with Present when the picker has it) and the
    /// week (or quarter) column of the selected year.
    struct PeriodColumns {
        /// One column: its name, its rows (canonical value, label, spoken phrase) and the selected row.
        struct Column {
            let field: String
            let rows: [(value: String, label: String, spoken: String)]
            let selected: Int
        }

        let columns: [Column]
        /// The column names in display order, such as `["week", "year"]` for en_US.
        var order: [String] { columns.map(\.field) }

        /// Every row the picker offers for its selected year, each with the phrase a screen reader
        /// says for it.
        init(_ picker: LocalizedPeriodPicker) {
            columns = (0..<picker.numberOfColumns).map { column in
                let rows = (0..<picker.numberOfRows(inColumn: column)).map { row in
                    (
                        value: picker.storedValue(row: row, inColumn: column) ?? "",
                        label: picker.title(forRow: row, inColumn: column),
                        spoken: picker.spokenTitle(forRow: row, inColumn: column)
                    )
                }
                return Column(
                    field: picker.name(ofColumn: column), rows: rows,
                    selected: picker.selectedRow(inColumn: column))
            }
        }
    }
}
