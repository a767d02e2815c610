import PickerKit

/// The options a period command shares: the mode, the locale, the week rules; and the
/// refusal of options for columns a week or quarter picker does not have; for `labels` and
/// `pick` the family's picker (``FamilyRequest``).
struct PeriodOptions: FamilyRequest {
    let mode: PeriodMode
    let localeID: String?
    let allowsFallback: Bool
    /// Whether `--week-rules locale` was given.
    let usesLocaleWeekRules: Bool
    /// `--today`: the wall-clock time read as now (for the default selection and `today` in
    /// `--min`, `--max`, `--select`), or `nil` for the clock.
    let todayText: String?

    init(_ scanner: ArgumentScanner, mode: PeriodMode, needsLocale: Bool = true) throws(UsageError) {
        self.mode = mode
        localeID = try scanner.value(.locale)
        if needsLocale && localeID == nil { throw scanner.error("--locale is required") }
        allowsFallback = scanner.has(.allowFallback)
        // Options for columns a period picker lacks would be silently ignored.
        for (option, column) in [
            (OptionName.monthStyle, "month"), (OptionName.hourCycle, "hour"), (OptionName.minuteStep, "minute"),
            (OptionName.secondStep, "second"),
        ] where try scanner.value(option) != nil {
            throw scanner.error("\(option): a \(mode) picker has no \(column) column")
        }
        // Row styles of the date columns (label options) have no meaning for weeks or quarters.
        for flag in [OptionName.zeroPad, OptionName.units, OptionName.relative] where scanner.has(flag) {
            throw scanner.error("\(flag) is for date and time rows; a \(mode) picker has none")
        }
        if scanner.has(.singleColumn) {
            throw scanner.error("--single-column: a \(mode) picker has its year and \(mode.field) columns only")
        }
        if scanner.has(.basic) {
            throw scanner.error(
                "--basic: \(mode) values have no ISO 8601 basic form here (they print as \(mode.example))")
        }
        todayText = try scanner.value(.today)
        if scanner.has(.weekday) {
            throw scanner.error("--weekday needs a mode with a year and a day; \(mode) has no day")
        }
        // Disabled values are a feature of date pickers; a period picker would ignore them.
        for option in PickerDefaultsOptions.disableSpecs.map(\.name) where !scanner.values(option).isEmpty {
            throw scanner.error("\(option): a \(mode) picker takes no disabled values")
        }
        for option in [OptionName.data, OptionName.depth] where try scanner.value(option) != nil {
            throw scanner.error("\(option) goes with --mode division")
        }
        if try scanner.value(.selectName) != nil {
            throw scanner.error("--select-name goes with --mode region or division")
        }
        let rules = try scanner.value(.weekRules, expected: "iso or locale") {
            ["iso", "locale"].contains($0) ? $0 : nil
        }
        if rules != nil && mode != .yearWeek {
            throw scanner.error("--week-rules: a \(mode) picker has no week column")
        }
        usesLocaleWeekRules = rules == "locale"
    }

    /// The formatter of the locale and its week rules (ISO unless `--week-rules locale`), or
    /// the error printed and `nil`.
    func formatter() -> PickerFormatter? {
        do {
            let locale = try ResolvedLocale(localeID ?? "", allowingFallback: allowsFallback)
            return try PickerFormatter(
                locale: locale, weekRules: usesLocaleWeekRules ? WeekRules(locale: locale) : .iso)
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
    }

    /// The locale, its week rules (ISO unless `--week-rules locale`) and its labeler of
    /// `calendar`'s periods (ISO's when `nil`), or the error printed and `nil`.
    func labeler(calendar: CalendarKind? = nil) -> PeriodLabeler? {
        do {
            let locale = try ResolvedLocale(localeID ?? "", allowingFallback: allowsFallback)
            let rules = usesLocaleWeekRules ? try WeekRules(locale: locale) : .iso
            return try PeriodLabeler(locale: locale, weekRules: rules, calendar: calendar)
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
    }

    /// `text` read strictly as a value of the mode, or `nil` after printing an error naming
    /// `option` (when given, as `labels` names `--min`).
    func parse(_ text: String, option: String?) -> Period? {
        do {
            return try Period(text, mode: mode)
        } catch {
            StandardStreams.error(
                "Error: \(option.map { "\($0): " } ?? "")\(OutputEscaping.quoted(text)) is not a \(mode) value: \(error)"
            )
            return nil
        }
    }

    /// The period of `labeler`'s calendar whose row holds the day `instant` falls on in
    /// `timeZone` (under its week rules): today's, for the word `today` in bound options and
    /// the default selection.
    func period(at instant: Double, timeZone: String, labeler: PeriodLabeler) throws -> Period {
        let now = try PickerValues.now(mode: .date, at: instant, timeZone: timeZone)
        let date = CalendarDate(year: now.year, month: now.month, day: now.day)
        return try PeriodPicker.period(
            containing: date, mode: mode, rules: labeler.weekRules, calendar: labeler.calendar)
    }

    /// The calendar of the first annotated value of `--min`, `--max` and `--select`.
    ///
    /// `1403-W05[u-ca=persian]` names the Persian calendar, as the library's configuration
    /// takes it; `nil` (ISO's) when no value has an annotation. The picker refuses values of
    /// two calendars.
    func calendar(of request: PickerRequest) -> CalendarKind? {
        let values = [request.minimum, request.maximum, request.selection].compactMap { text in
            text.flatMap { try? Period($0, mode: mode) }
        }
        return values.first.flatMap { $0.calendar.isISO ? nil : $0.calendar }
    }

    /// The picker `pick` shows, with its words, or `nil` after printing why it cannot be made.
    func makePicker(_ request: PickerRequest) throws -> (picker: any PickerDataSource, words: PickerWords)? {
        guard let picker = localizedPicker(request) else { return nil }
        return (picker, PickerWords(try PickerStrings(locale: picker.labeler.locale), title: picker.title))
    }

    /// The picker between `--min` and `--max` with `--select` (or today) selected, with the
    /// Present row and order the request asks for, or `nil` after printing why not.
    ///
    /// Each of the three is a value or `today`; a selection outside the bounds is refused.
    func localizedPicker(_ request: PickerRequest) -> LocalizedPeriodPicker? {
        guard let labeler = labeler(calendar: calendar(of: request)) else { return nil }
        let startsAtPresent = request.selectsPresent
        guard
            let picker = picker(
                labeler: labeler, minimum: request.minimum, maximum: request.maximum,
                selection: startsAtPresent ? nil : request.selection, timeZone: request.timeZone)
        else { return nil }
        do {
            return try Self.localizedPicker(
                picker, labeler: labeler, includesPresent: request.includesPresent, descending: request.descending,
                selectsPresent: startsAtPresent)
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
    }

    /// The localized picker over `picker`: the one place the CLI makes a week or quarter picker
    /// from its parts (kept small for the library's configuration shape).
    static func localizedPicker(
        _ picker: PeriodPicker, labeler: PeriodLabeler, includesPresent: Bool, descending: Bool, selectsPresent: Bool
    ) throws -> LocalizedPeriodPicker {
        try LocalizedPeriodPicker(
            picker, labeler: labeler, includesPresent: includesPresent, descending: descending,
            selectsPresent: selectsPresent)
    }

    /// The week or quarter state between `minimum` and `maximum` (the library's defaults when
    /// `nil`) with `selection` selected, or today clamped into the bounds when `nil`; `nil` after
    /// printing why not.
    ///
    /// The library's picker checks the bounds' order and clamps the selection; a typed
    /// selection it had to move is refused, naming the options.
    func picker(
        labeler: PeriodLabeler, minimum: String?, maximum: String?, selection: String?, timeZone: String
    ) -> PeriodPicker? {
        // Now: --today in the time zone, or the clock.
        let now: Double
        do {
            now = try PickerDefaultsOptions.todayInstant(todayText, timeZone: timeZone) ?? WallClock.system.now()
        } catch {
            StandardStreams.error("Error: \(error)")
            return nil
        }
        var bounds: [Period?] = []
        for (option, text) in [("--min", minimum), ("--max", maximum), ("--select", selection)] {
            guard let text else {
                bounds.append(nil)
                continue
            }
            if text == TodayInput.word {
                do {
                    bounds.append(try period(at: now, timeZone: timeZone, labeler: labeler))
                } catch {
                    StandardStreams.error("Error: \(option) today: \(error)")
                    return nil
                }
                continue
            }
            guard let value = parse(text, option: option) else { return nil }
            bounds.append(value)
        }
        // Today is the default selection, which the picker clamps into the bounds like other modes'.
        guard let selected = bounds[2] ?? (try? period(at: now, timeZone: timeZone, labeler: labeler)) else {
            StandardStreams.error("Error: --time-zone: \(OutputEscaping.quoted(timeZone)) is not a time zone")
            return nil
        }
        let picker: PeriodPicker
        do {
            picker = try PeriodPicker(
                mode: mode, minimum: bounds[0], maximum: bounds[1], selection: selected, rules: labeler.weekRules,
                calendar: labeler.calendar)
        } catch {
            guard case .minimumAfterMaximum(let low, let high) = error else {
                StandardStreams.error("Error: \(error)")
                return nil
            }
            StandardStreams.error("Error: --min \(low) is after --max \(high)")
            return nil
        }
        if bounds[2] != nil, picker.initialAdjustment != nil {
            let lowName = bounds[0] != nil ? "--min" : "the default minimum"
            let highName = bounds[1] != nil ? "--max" : "the default maximum"
            StandardStreams.error(
                "Error: selection \(selected) is not between \(lowName) \(picker.minimum) and \(highName) \(picker.maximum)"
            )
            return nil
        }
        return picker
    }
}

extension PeriodOptions {
    /// `labels` for weeks and quarters: the picker `pick` shows (Present row and newest-first
    /// order included), read through its data source face (``Columns``).
    func list(_ request: PickerRequest, in command: LabelsCommand) -> Int32 {
        guard let periods = localizedPicker(request) else { return ExitStatus.failure }
        print(periods, command)
        return ExitStatus.success
    }

    /// Prints `periods` as `command` asks: the locale line, the mode line, each column (text) or
    /// one JSON object.
    private func print(_ periods: LocalizedPeriodPicker, _ command: LabelsCommand) {
        let columns = Columns(periods)
        let labeler = periods.labeler
        let mode = periods.picker.mode
        if command.json {
            StandardStreams.out(
                Self.json(columns, labeler: labeler, mode: mode, selection: periods.selectedValue))
            return
        }
        let rules = mode == .yearWeek ? ", weeks \(labeler.weekRules)" : ""
        command.printLocale(labeler.locale)
        StandardStreams.out(
            "mode \(mode): order \(columns.order.joined(separator: " ")) (pattern \(labeler.pattern(for: mode)))"
                + "\(rules), selection \(periods.selectedValue)")
        for column in columns.columns {
            let labels = column.rows.enumerated().map { index, row in
                index == column.selected ? "[\(row.label)]" : row.label
            }
            command.printColumn(column.field, labels, selected: column.selected)
        }
    }

    /// The JSON object: locale, mode, week rules (weeks only), order, columns (rows with their
    /// spoken phrases), selection.
    private static func json(
        _ columns: Columns, labeler: PeriodLabeler, mode: PeriodMode, selection: String
    ) -> String {
        var text = LabelsCommand.localeJSON(labeler.locale)
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

    /// The labeled columns of a week or quarter picker in the locale's order, read through its
    /// ``PickerDataSource`` face: the year column (with Present when the picker has it) and the
    /// week (or quarter) column of the selected year.
    struct Columns {
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

extension PeriodOptions: DisplayFamily {
    /// `format`'s options and VALUE for weeks or quarters (`mode`); `--relative`, and
    /// `--range` with `--parse`, are refused.
    static func format(_ scanner: ArgumentScanner, mode: PeriodMode, _ flags: FormatCommand.Flags) throws(UsageError)
        -> (family: any DisplayFamily, value: String)
    {
        if flags.relative {
            throw scanner.error("--relative needs a date VALUE (--mode date), without --parse or --range")
        }
        let options = try PeriodOptions(scanner, mode: mode)
        let value = try FormatCommand.value(scanner)
        if flags.range && flags.parse {
            throw scanner.error("--range cannot be combined with --parse: display ranges are not read back")
        }
        return (options, value)
    }

    /// `format`: a week or quarter VALUE (a range of them, or a display string with `--parse`)
    /// in the locale's words and week rules.
    func display(_ command: FormatCommand) throws -> (text: String, formatter: PickerFormatter?)? {
        guard let formatter = formatter() else { return nil }
        let value = command.value
        let present = formatter.presentWord
        if command.range {
            let parsed = try FormatCommand.read { () throws(ParseError) in try PeriodRange(value, mode: mode) }
            if let week = parsed.end, week.mode == .yearWeek,
                week.firstDay.dayNumber + 6 > CalendarDate(year: 9999, month: 12, day: 31).dayNumber
            {
                let sunday = CalendarDate(dayNumber: week.firstDay.dayNumber + 6)
                throw FormatCommand.InvalidValue(
                    message: "its last week \(week) ends on \(sunday), after 9999-12-31, the last day a range's days "
                        + "are written for")
            }
            return (try formatter.string(for: parsed), formatter)
        }
        if command.parse {
            let text =
                value == present
                ? Selection.presentString : try formatter.period(ofDisplayString: value, mode: mode).description
            return (text, formatter)
        }
        if value == Selection.presentString { return (present, formatter) }
        guard let period = parse(value, option: nil) else { return nil }
        return (try formatter.string(for: period), formatter)
    }
}

/// Weeks and quarters as `parse` reads them: strictly (``Period``), alone, as `present`, or as
/// ranges (``PeriodRange``).
extension PeriodMode: ValueFamily {
    var lenientRefusal: String? { "--lenient: \(self) values are parsed strictly only (such as \(example))" }
    var readsRanges: Bool { true }

    func name(range: Bool) -> String { range ? "\(self) range" : rawValue }

    func parse(_ input: UnsafeBufferPointer<UInt8>, lenient: Bool, range: Bool)
        -> Result<ParseOutputLine.Success, ParseOutputLine.Failure>
    {
        // Both parsers read at most 18 bytes, so a truncated line fails as the whole would.
        let result: Result<(canonical: String, start: String?, end: String?), ParseError>
        if range {
            result = Result { () throws(ParseError) in
                let parsed = try PeriodRange(parsing: input, mode: self)
                return (
                    parsed.description, parsed.start.description, parsed.end?.description ?? Selection.presentString
                )
            }
        } else if input.elementsEqual(Selection.presentString.utf8) {
            result = .success((Selection.presentString, nil, nil))
        } else {
            result = Result { () throws(ParseError) in
                (try Period(parsing: input, mode: self).description, nil, nil)
            }
        }
        return result.map { parsed in
            ParseOutputLine.Success(
                mode: parsed.canonical == Selection.presentString ? parsed.canonical : rawValue,
                canonical: .text(parsed.canonical), start: parsed.start, end: parsed.end)
        }.mapError { ParseOutputLine.Failure(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) }
    }
}
