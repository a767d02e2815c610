@_spi(PickerKitTools) import PickerKit

extension LabelsCommand {
    /// `labels --single-column`: one column of whole values, each labeled with the locale's
    /// display string for the mode; rows are computed only for what is printed.
    func runSingleColumn(_ options: DateOptions) -> Int32 {
        let shared = options.shared
        let mode = shared.mode
        let picker: SingleColumnPicker
        let labeler: SingleColumnLabeler
        let calendarChoice: (kind: CalendarKind, source: CalendarSource)?
        let selectText: String?
        do throws(any Error) {
            let locale = try shared.resolvedLocale()
            // "today" is read at --today when given; a partial --select (day=20) is completed
            // from today by the picker, as in the multi-column listing.
            guard let values = typedValues(options, calendarRows: DateOptions.hasCalendarRows(locale, mode: mode))
            else {
                return ExitStatus.failure
            }
            selectText = values.selection
            // The configuration `pick` uses; disabled values keep their rows (struck through) and
            // move the selection off them.
            let configuration = try options.configuration(
                in: locale, minimum: values.minimum, maximum: values.maximum, selection: values.selection, request,
                now: values.now)
            let localized: LocalizedSingleColumnPicker
            do {
                localized = try LocalizedSingleColumnPicker(
                    locale: locale, configuration: configuration, options: shared.options,
                    includesPresent: request.includesPresent)
            } catch {
                // The picker's own words (bounds, selection), not wrapped.
                if case .picker(let pickerError) = error { throw pickerError }
                throw error
            }
            picker = localized.picker
            labeler = localized.labeler
            calendarChoice = localized.calendarChoice
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        let model = picker.model
        if let selectText, let refusal = disabledRefusal(model, selectText: selectText) {
            StandardStreams.error(refusal)
            return ExitStatus.failure
        }
        // The Present row is a row whatever the bounds (the values behind it are today's,
        // clamped, and not what was asked for).
        if let selectText, selectText != TodayInput.word, selectText != Selection.presentString,
            let adjustment = model.initialAdjustments.first
        {
            StandardStreams.error(
                "Error: selection \(selectText) is not a row: \(adjustment) (between --min "
                    + "\(Self.text(model.bounds.minimum)) and --max \(Self.text(model.bounds.maximum)))")
            return ExitStatus.failure
        }
        let rows = picker.rows
        let printsAll = json || allRows
        if printsAll && rows.count > DateOptions.printedRowLimit {
            StandardStreams.error(
                "Error: the list has \(rows.count) rows; \(json ? "--json" : "--all-rows") prints at most "
                    + "\(DateOptions.printedRowLimit): narrow it with --min and --max")
            return ExitStatus.failure
        }
        let indices: [Int?] = printsAll ? rows.indices.map { $0 } : Self.elidedIndices(rows.count, picker.selectedRow)
        var printed: [(index: Int, value: String, label: String, enabled: Bool)] = []
        do {
            for case let index? in indices {
                let row = rows[index]
                printed.append((index, row.value, try labeler.label(for: row), picker.isEnabled(row: index)))
            }
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        let locale = labeler.locale
        if json {
            var text = Self.localeJSON(locale)
            if let calendarChoice { text += Self.calendarJSON(calendarChoice) }
            text += "\"mode\":\(OutputEscaping.jsonLiteral(mode.rawValue)),\"singleColumn\":true,"
            text += "\"pattern\":\(OutputEscaping.jsonLiteral(labeler.displayPattern)),"
            text += "\"assembled\":\(labeler.assemblesLabels),"
            text +=
                "\"sortOrder\":\(OutputEscaping.jsonLiteral(rows.sortOrder == .ascending ? "ascending" : "descending")),"
            text += "\"rows\":["
            text += printed.map {
                "{\"value\":\(OutputEscaping.jsonLiteral($0.value)),\"label\":\(OutputEscaping.jsonLiteral($0.label))"
                    + ($0.enabled ? "}" : ",\"disabled\":true}")
            }.joined(separator: ",")
            text += "],\"selected\":\(picker.selectedRow.map(String.init) ?? "null"),"
            text += "\"selection\":\(OutputEscaping.jsonLiteral(picker.selectedValue))}"
            StandardStreams.out(text)
            return ExitStatus.success
        }
        printLocale(locale)
        if let calendarChoice { StandardStreams.out(calendarChoice.source.sentence(for: calendarChoice.kind)) }
        StandardStreams.out(
            "mode \(mode): single column of \(rows.count) rows (pattern \(labeler.displayPattern)), "
                + "selection \(picker.selectedValue)")
        var labels: [String] = []
        var next = printed.makeIterator()
        for index in indices {
            guard index != nil, let row = next.next() else {
                labels.append("…")
                continue
            }
            let label = row.enabled ? row.label : "~\(row.label)~"
            labels.append(row.index == picker.selectedRow ? "[\(label)]" : label)
        }
        StandardStreams.out("rows: " + labels.joined(separator: " | "))
        if reportsDefaults(options.defaults) {
            for line in PickerDefaultsOptions.adjustmentLines(model.initialAdjustments) { StandardStreams.out(line) }
        }
        return ExitStatus.success
    }

    /// The rows text output shows of `count`: all up to ``elisionThreshold``, else the first, the
    /// last and the selected row with a neighbour on each side, `nil` for each gap.
    static func elidedIndices(_ count: Int, _ selected: Int?) -> [Int?] {
        guard count > elisionThreshold else { return Array(0..<count) }
        var kept: Set<Int> = [0, count - 1]
        if let selected {
            for index in (selected - 1)...(selected + 1) where (0..<count).contains(index) { kept.insert(index) }
        }
        var result: [Int?] = []
        var previous = -1
        for index in kept.sorted() {
            if index > previous + 1 { result.append(nil) }
            result.append(index)
            previous = index
        }
        return result
    }
}
