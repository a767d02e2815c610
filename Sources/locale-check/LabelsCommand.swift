@_spi(PickerKitTools) import PickerKit

/// `locale-check labels`: the picker columns of a locale and mode, labeled by ICU data.
///
/// The columns come from the picker `pick` draws for the same options (``PickerRequest``):
/// dates (``LocalizedPicker``: bounds linking, today's default, the locale's order; or one
/// column), weeks, quarters and durations.
struct LabelsCommand: Subcommand {
    static let name = "labels"
    static let summary = "Print a locale's picker columns in its order, with labels and values."
    static let positionals = ""
    static let options: [OptionSpec] =
        Array(LabelCommandOptions.specs.prefix(5)) + ownSpecs + LabelStyleOptions.labelsSpecs
        + outputSpecs + PickerDefaultsOptions.disableSpecs + LabelCommandOptions.specs.suffix(1)
        + DateOptions.singleColumnSpecs + DateOptions.shapeSpecs
        + PickerMode.familySpecs(for: "labels")
    /// The options only `labels` has: the values and the time zone.
    private static let ownSpecs: [OptionSpec] = [
        .option(
            .select, "VALUE",
            "The selection, a canonical string of the mode such as 2019-08-20 (default: today, clamped)."),
        .option(.min, "VALUE", "The earliest value (default 1900-01-01 00:00:00 in the mode's form)."),
        .option(.max, "VALUE", "The latest value (default 2100-12-31 23:59:59 in the mode's form)."),
        PickCommand.timeZoneSpec,
    ]
    /// How much `labels` prints.
    private static let outputSpecs: [OptionSpec] = [
        .flag(
            .allRows,
            "Print every row of long columns (text output shows the ends and the selection's neighbours)."),
        .flag(
            .json,
            """
            Print JSON: locale, calendar, mode, order, columns (rows with spoken phrases; year rows with
            era, eraYear, year and eras: the era the label names, every era with a day in the
            year), selection, moves of today's default.
            """),
        PickerMode.weekRulesSpec,
    ]
    static let discussion = """
        Prints the columns in the locale's order, each with its rows (label and canonical value) for
        the selection's context: days follow the selected year and month, --min/--max cut the rows.
        Each VALUE may be "today" (in --time-zone): --min the day's start, --max its end, --select
        the current time. --select also takes a partial value, field=value pairs such as month=8,day=20:
        the other fields come from today (--today fixes it), then the value is clamped into the bounds
        and moved off disabled values, each move printed as an "adjusted" line (JSON: "adjustments").
        Disabled rows (--disable…) stay in the columns, shown ~struck~ (JSON: "disabled":true).
        A column of more than \(elisionThreshold) rows shows its first and last rows and the selection with its
        neighbours (1900 … 2018 [2019] 2020 … 2100) unless --all-rows is given; JSON has every row.
        With a calendar (zh_CN@calendar=chinese, he-IL-u-ca-hebrew, any of PickerKit's calendars) the
        rows are the calendar's own: years, months of the selected year (leap months in place, values
        are month codes such as M06L), days of the selected month; VALUEs are calendar values as
        `format` reads them (1987-07-26, 5784, 1987-M06L, M06L-01, optionally [u-ca=NAME]).
        An id without a calendar keyword takes its region's (fa_IR Persian, th_TH Buddhist, ar_SA
        Umm al-Qura; @rg=thzzzz moves it); the line after the locale says which and why, such as
        "calendar persian (region IR)" (JSON: calendar, calendarSource, calendarRegion).
        """
    static let footer =
        "Exit 0: printed; 1: unknown or malformed locale, invalid value, ambiguous labels; 64: usage.\n\n"
        + PickerMode.familyFooters(for: "labels")

    /// Columns with more rows than this are shortened in text output.
    static let elisionThreshold = 31

    /// The picker asked for, of any family.
    let request: PickerRequest
    let allRows: Bool
    let json: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        request = try PickerRequest(scanner)
        allRows = scanner.has(.allRows)
        json = scanner.has(.json)
        if allRows && json {
            throw scanner.error("--all-rows is for text output; JSON always has every row")
        }
    }

    /// Lists the picker's columns, as the family of `--mode` prints them (``FamilyRequest``):
    /// dates through the date pipeline (``listDates(_:)``), weeks, quarters and durations
    /// through the picker `pick` shows.
    func run() -> Int32 {
        request.family.list(request, in: self)
    }

    /// `labels` for a date or time mode: the picker `pick` would show (``DateOptions``'s
    /// configuration, in the locale's calendar when it has rows of its own), Gregorian values
    /// checked strictly first for errors that name the option.
    func listDates(_ options: DateOptions) -> Int32 {
        if options.singleColumn { return runSingleColumn(options) }
        let shared = options.shared
        let mode = shared.mode
        // A locale that does not resolve is reported below, after the values.
        let calendarRows = (try? shared.resolvedLocale()).map { DateOptions.hasCalendarRows($0, mode: mode) } ?? false
        guard let values = typedValues(options, calendarRows: calendarRows) else { return ExitStatus.failure }
        do {
            let locale = try shared.resolvedLocale()
            let configuration = try options.configuration(
                in: locale, minimum: values.minimum, maximum: values.maximum, selection: values.selection, request,
                now: values.now)
            guard let picker = makePicker(locale, configuration, labelOptions: shared.options) else {
                return ExitStatus.failure
            }
            // The picker's labeler names the rows: a calendar's header names the calendar and
            // the locale in it; Gregorian rows (time rows too in a calendar locale) the locale.
            let labeler = picker.labeler
            let header: Header = (
                labeler.calendar == .gregorian ? locale : labeler.locale, picker.calendarChoice, labeler.order,
                labeler.displayPattern
            )
            return show(picker, options, selectText: values.selection, header: header)
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }

    /// The picker of `configuration`, or `nil` after printing why it cannot be made.
    func makePicker(
        _ locale: ResolvedLocale, _ configuration: PickerConfiguration, labelOptions: LabelOptions
    ) -> LocalizedPicker? {
        do {
            return try LocalizedPicker(
                locale: locale, configuration: configuration, options: labelOptions,
                includesPresent: request.includesPresent)
        } catch {
            if case .picker(let pickerError) = error, case .minimumAfterMaximum(let minimum, let maximum) = pickerError
            {
                StandardStreams.error("Error: --min \(minimum) is after --max \(maximum)")
            } else {
                StandardStreams.error("Error: \(error)")
            }
            return nil
        }
    }

    /// What the output names besides the columns: the locale, the calendar and where it came
    /// from (`nil` for a clock), the labeler's order and display pattern.
    typealias Header = (
        locale: ResolvedLocale, calendar: (kind: CalendarKind, source: CalendarSource)?, order: [DateField],
        pattern: String
    )

    /// Prints the labeled columns of `picker` (text or JSON); a selection the user typed that
    /// the model had to move is refused.
    func show(_ picker: LocalizedPicker, _ options: DateOptions, selectText: String?, header: Header) -> Int32 {
        let mode = options.shared.mode
        let model = picker.model
        if let selectText, let refusal = disabledRefusal(model, selectText: selectText) {
            StandardStreams.error(refusal)
            return ExitStatus.failure
        }
        // A selection the user typed is taken as it is or refused (the library clamps it).
        if let selectText, !model.initialAdjustments.isEmpty {
            StandardStreams.error(selectionRefusal(selectText, model))
            return ExitStatus.failure
        }
        let columns: [LabelColumn]
        let spoken: [[String]]
        let adjustments: [String]
        let eras: [[String]]
        do {
            columns = try picker.labeledColumns()
            // Spoken phrases: the Gregorian labeler's, or the calendar's in calendar pickers.
            spoken = json ? try columns.indices.map { index in try picker.spokenLabels(inColumn: index) } : []
            adjustments = try Self.adjustmentsJSON(picker)
            eras = json ? try Self.eraMembers(picker, columns) : []
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        let selectionText = model.selectedValue
        if json {
            var text = Self.json(
                header, mode, columns, spoken, selectionText, disabled: disabledRows(picker, options.defaults),
                eras: eras)
            // The first selection moved (today's default, a partial value, a disabled day):
            // each move with its sentence.
            if !adjustments.isEmpty {
                text.removeLast()
                text += ",\"adjustments\":[\(adjustments.joined(separator: ","))]}"
            }
            StandardStreams.out(text)
            return ExitStatus.success
        }
        let locale = header.locale
        printLocale(locale)
        if let calendar = header.calendar { StandardStreams.out(calendar.source.sentence(for: calendar.kind)) }
        StandardStreams.out(
            "mode \(mode): order \(header.order.map(\.rawValue).joined(separator: " ")) "
                + "(pattern \(header.pattern)), selection \(selectionText)")
        for (columnIndex, column) in columns.enumerated() {
            let labels = column.rows.enumerated().map { index, row in
                let label = picker.isEnabled(row: index, inColumn: columnIndex) ? row.label : "~\(row.label)~"
                return index == column.selectedIndex ? "[\(label)]" : label
            }
            printColumn(column.field.rawValue, labels, selected: column.selectedIndex)
        }
        if reportsDefaults(options.defaults) {
            for line in PickerDefaultsOptions.adjustmentLines(model.initialAdjustments) { StandardStreams.out(line) }
        }
        return ExitStatus.success
    }

    /// The moves the picker made to today's default selection as JSON objects: field, from,
    /// to, reason and the sentence a screen reader says (``LocalizedPicker/spokenAdjustment(_:)``).
    static func adjustmentsJSON(_ picker: LocalizedPicker) throws -> [String] {
        try picker.model.initialAdjustments.map { adjustment in
            let reason =
                switch adjustment.reason {
                case .monthLength: "monthLength"
                case .minimum: "minimum"
                case .maximum: "maximum"
                case .interval: "interval"
                case .leapMonth: "leapMonth"
                case .disabled: "disabled"
                case .weeksInYear: "weeksInYear"
                case .levelFilled: "levelFilled"
                case .levelClamped: "levelClamped"
                }
            return
                "{\"field\":\(OutputEscaping.jsonLiteral(adjustment.field?.rawValue ?? "")),\"from\":\(adjustment.from),"
                + "\"to\":\(adjustment.to),\"reason\":\"\(reason)\","
                + "\"spoken\":\(OutputEscaping.jsonLiteral(try picker.spokenAdjustment(adjustment)))}"
        }
    }

    /// Why the typed `selectText` was refused, from the moves the model made to it: off a
    /// step (`--minute-step 5`, with the row it rounds to), or outside the bounds, each bound
    /// named as the option given or as the default.
    func selectionRefusal(_ selectText: String, _ model: PickerModel) -> String {
        var steps: [String] = []
        var outside = false
        for adjustment in model.initialAdjustments {
            switch adjustment.reason {
            case .interval(let step):
                // A step moves a date or time field (only a cascade's adjustments have none).
                let field = adjustment.field?.rawValue ?? "value"
                steps.append("\(field) \(adjustment.from) is not on --\(field)-step \(step)")
            default: outside = true
            }
        }
        if !outside {
            return "Error: selection \(selectText): \(steps.joined(separator: ", ")) "
                + "(the nearest row is \(model.selectedValue))"
        }
        let low = request.minimum != nil ? "--min" : "the default minimum"
        let high = request.maximum != nil ? "--max" : "the default maximum"
        return "Error: selection \(selectText) is not between \(low) \(Self.text(model.bounds.minimum)) "
            + "and \(high) \(Self.text(model.bounds.maximum))"
    }

    /// The canonical string of bounds the model accepted (valid values, so it always has one).
    static func text(_ values: PickerValues) -> String {
        (try? values.canonical) ?? "\(values)"
    }

    /// The `locale …: data …` line; `closing` is what follows the adjustment summary.
    func printLocale(_ locale: ResolvedLocale, closing: String = ")") {
        StandardStreams.out(
            "locale \(locale.requested): data \(locale.description)\(locale.isFallback ? " (fallback)" : "")"
                + (locale.adjustmentSummary.map { " (\($0)\(closing)" } ?? ""))
    }

    /// `"calendar":"persian","calendarSource":"region","calendarRegion":"IR",` for JSON output
    /// (the region only where the region chose the calendar).
    static func calendarJSON(_ calendar: (kind: CalendarKind, source: CalendarSource)) -> String {
        var text = "\"calendar\":\(OutputEscaping.jsonLiteral(calendar.kind.icuName)),"
        text += "\"calendarSource\":\(OutputEscaping.jsonLiteral(calendar.source.name)),"
        if case .region(let region) = calendar.source {
            text += "\"calendarRegion\":\(OutputEscaping.jsonLiteral(region)),"
        }
        return text
    }

    /// `"locale":{…},` for JSON output.
    static func localeJSON(_ locale: ResolvedLocale) -> String {
        "{\"locale\":{\"requested\":\(OutputEscaping.jsonLiteral(locale.requested)),"
            + "\"resolved\":\(OutputEscaping.jsonLiteral(locale.description)),\"fallback\":\(locale.isFallback)},"
    }

    /// Prints one column's line of text output, `NAME: LABEL LABEL …`, its rows elided around
    /// `selected` unless `--all-rows` (the labels already marked: selected, disabled).
    func printColumn(_ name: String, _ labels: [String], selected: Int?) {
        let shown = allRows ? labels : Self.elided(labels, around: selected)
        StandardStreams.out("\(name): " + shown.joined(separator: " "))
    }

    /// `labels` shortened when there are more than ``elisionThreshold``: the first and last, the
    /// selected one with a neighbour on each side, and `…` for each gap.
    static func elided(_ labels: [String], around selected: Int?) -> [String] {
        guard labels.count > elisionThreshold else { return labels }
        var kept: Set<Int> = [0, labels.count - 1]
        if let selected {
            for index in (selected - 1)...(selected + 1) where labels.indices.contains(index) { kept.insert(index) }
        }
        var result: [String] = []
        var previous = -1
        for index in kept.sorted() {
            if index > previous + 1 { result.append("…") }
            result.append(labels[index])
            previous = index
        }
        return result
    }

    /// The JSON object: locale, calendar (calendar pickers only), mode, order, columns with rows
    /// and selected index, selection; each row carries its `spoken` phrase from `spoken` (by
    /// column, then row) when there is one; rows listed in `disabled`
    /// (by column) carry `"disabled":true`; `eras` (by column, then row) is each row's era
    /// members (``eraMembers(_:_:)``), written after its label.
    static func json(
        _ header: Header, _ mode: SelectionMode, _ columns: [LabelColumn], _ spoken: [[String]], _ selection: String,
        disabled: [Set<Int>] = [], eras: [[String]] = []
    ) -> String {
        let locale = header.locale
        var text = localeJSON(locale)
        if let calendar = header.calendar { text += calendarJSON(calendar) }
        text += "\"mode\":\(OutputEscaping.jsonLiteral(mode.rawValue)),"
        text +=
            "\"order\":[" + header.order.map { OutputEscaping.jsonLiteral($0.rawValue) }.joined(separator: ",") + "],"
        text += "\"columns\":["
        text += columns.enumerated().map { index, column in
            let rows = column.rows.enumerated().map { rowIndex, row in
                "{\"value\":\(OutputEscaping.jsonLiteral(row.value)),\"label\":\(OutputEscaping.jsonLiteral(row.label))"
                    + (eras.isEmpty ? "" : eras[index][rowIndex])
                    + (spoken.isEmpty ? "" : ",\"spoken\":\(OutputEscaping.jsonLiteral(spoken[index][rowIndex]))")
                    + (disabled.isEmpty || !disabled[index].contains(rowIndex) ? "}" : ",\"disabled\":true}")
            }
            let selected = column.selectedIndex.map(String.init) ?? "null"
            return
                "{\"field\":\(OutputEscaping.jsonLiteral(column.field.rawValue)),\"rows\":[\(rows.joined(separator: ","))],"
                + "\"selected\":\(selected)}"
        }.joined(separator: ",")
        text += "],\"selection\":\(OutputEscaping.jsonLiteral(selection))}"
        return text
    }
}
