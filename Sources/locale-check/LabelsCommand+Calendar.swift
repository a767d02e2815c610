import PickerKit

extension LabelsCommand {
    /// `labels` for a locale whose `calendar` keyword names a calendar with its own rows
    /// (anything but Gregorian): the columns built straight from the calendar engine and
    /// labeled by ``CalendarLabeler`` — year rows over the bounds' calendar years, month rows of
    /// the selected year, day rows of the selected month, time rows as for Gregorian pickers.
    ///
    /// The bounds and the selection are calendar values (``CalendarInput``); the picker model
    /// is not calendar-aware here yet, so the rows are not linked through ``PickerModel``.
    func runCalendar(_ locale: ResolvedLocale) -> Int32 {
        let mode = shared.mode
        let kind = locale.calendarKind
        do {
            let labeler = try CalendarLabeler.shared(locale: locale, mode: mode, options: shared.options)
            let rules = labeler.rules
            func read(_ text: String?, _ option: TodayInput.Option) throws -> CalendarInput? {
                guard var text else { return nil }
                if text == TodayInput.word {
                    // Today in the zone, as an ISO date (and time) read in the calendar.
                    let full: SelectionMode = mode.fields.contains(.hour) ? .dateTime : .date
                    let today = try TodayInput.resolve(text, option, mode: full, timeZone: timeZone) ?? text
                    let input = try CalendarInput.parse(today, mode: full, calendar: kind)
                    text = CalendarInput.canonical(
                        year: input.year, monthCode: input.monthCode, day: input.day,
                        isoDate: mode.fields.contains(.day) && mode.fields.contains(.year) ? input.isoDate : nil,
                        seconds: input.seconds, mode: mode, calendar: kind)
                }
                do {
                    return try CalendarInput.parse(text, mode: mode, calendar: kind)
                } catch {
                    throw CalendarInput.Failure(description: "\(option.rawValue): \(error)")
                }
            }
            // Bounds as day numbers: the default years 1900...2100, within the calendar's range.
            var low = max(rules.dayNumbers.lowerBound, Self.isoDayNumber(1900, 1, 1))
            var high = min(rules.dayNumbers.upperBound, Self.isoDayNumber(2100, 12, 31))
            if let minimum = try read(minimumText, .minimum) { low = try Self.firstDay(minimum, rules, mode) }
            if let maximum = try read(maximumText, .maximum) { high = try Self.lastDay(maximum, rules, mode) }
            guard low <= high else {
                StandardStreams.error("Error: --min \(minimumText ?? "") is after --max \(maximumText ?? "")")
                return ExitStatus.failure
            }
            var selection = try read(selectText, .selection)
            if selection == nil {
                let today = try read(TodayInput.word, .selection)!
                selection = today
                if let day = today.isoDate.map(Self.dayNumber) ?? (try? Self.firstDay(today, rules, mode)) {
                    // Today clamped into the bounds.
                    let clamped = min(max(day, low), high)
                    if clamped != day || today.isoDate == nil, mode.fields.contains(.year) {
                        let fields = rules.fields(dayNumber: clamped)
                        selection = CalendarInput(
                            year: fields.year, monthCode: fields.monthCode, day: fields.day,
                            isoDate: Self.isoDate(clamped), seconds: today.seconds)
                    }
                }
            }
            let selected = selection!
            if mode.fields.contains(.year), let year = selected.year {
                let first = try Self.firstDay(selected, rules, mode)
                let last = try Self.lastDay(selected, rules, mode)
                guard last >= low, first <= high else {
                    StandardStreams.error(
                        "Error: selection \(selectText ?? "today") (\(kind.rawValue) year \(year)) is not between --min and --max"
                    )
                    return ExitStatus.failure
                }
            }
            let columns = try Self.calendarColumns(labeler, selected, low: low, high: high)
            let selectionText = CalendarInput.canonical(
                year: selected.year, monthCode: selected.monthCode, day: selected.day, isoDate: selected.isoDate,
                seconds: selected.seconds, mode: mode, calendar: kind)
            if json {
                StandardStreams.out(Self.json(labeler, columns, selectionText))
                return ExitStatus.success
            }
            let resolved = labeler.locale
            StandardStreams.out(
                "locale \(resolved.requested): data \(resolved.description)\(resolved.isFallback ? " (fallback)" : "")"
                    + (resolved.adjustmentSummary.map { " (\($0))" } ?? ""))
            StandardStreams.out(
                "mode \(mode): order \(labeler.order.map(\.rawValue).joined(separator: " ")) "
                    + "(pattern \(labeler.displayPattern)), selection \(selectionText)")
            for column in columns {
                let labels = column.rows.enumerated().map { index, row in
                    index == column.selectedIndex ? "[\(row.label)]" : row.label
                }
                let shown = allRows ? labels : Self.elided(labels, around: column.selectedIndex)
                StandardStreams.out("\(column.field): " + shown.joined(separator: " "))
            }
            return ExitStatus.success
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }

    /// The columns of a calendar picker in the labeler's order.
    static func calendarColumns(_ labeler: CalendarLabeler, _ selected: CalendarInput, low: Int, high: Int) throws
        -> [LabelColumn]
    {
        let rules = labeler.rules
        var columns: [LabelColumn] = []
        let selectedMonth = selected.year.flatMap { year in
            selected.monthCode.flatMap { rules.month(year: year, code: $0) }
        }
        for field in labeler.order {
            var rows: [LabelRow] = []
            var selectedIndex: Int?
            switch field {
            case .year:
                let first = rules.fields(dayNumber: low).year
                let last = rules.fields(dayNumber: high).year
                for year in first...last {
                    if year == selected.year { selectedIndex = rows.count }
                    let label = try labeler.yearLabel(year, month: selectedMonth ?? 1, day: selected.day ?? 1)
                    rows.append(LabelRow(value: "\(year)", label: label, number: year))
                }
            case .month:
                if let year = selected.year {
                    for month in 1...rules.monthsInYear(year) {
                        let first = rules.dayNumber(year: year, month: month, day: 1)
                        let last = first + rules.daysInMonth(year: year, month: month) - 1
                        guard last >= low, first <= high else { continue }
                        let code = rules.monthCode(year: year, month: month)
                        if month == selectedMonth { selectedIndex = rows.count }
                        rows.append(
                            LabelRow(
                                value: code.description, label: try labeler.monthLabel(year: year, month: month),
                                number: month))
                    }
                } else {
                    // A month-day picker: every month code of the calendar, as a year without one names it.
                    for number in 1...13 {
                        for isLeap in [false, true] {
                            let code = MonthCode(number: number, isLeap: isLeap)
                            guard labeler.longestMonth(code) > 0 else { continue }
                            if code == selected.monthCode { selectedIndex = rows.count }
                            rows.append(
                                LabelRow(
                                    value: code.description, label: try labeler.monthLabel(code: code),
                                    number: rows.count + 1))
                        }
                    }
                }
            case .day:
                if let year = selected.year, let month = selectedMonth {
                    let start = rules.dayNumber(year: year, month: month, day: 1)
                    for day in 1...rules.daysInMonth(year: year, month: month)
                    where (low...high).contains(start + day - 1) {
                        if day == selected.day { selectedIndex = rows.count }
                        rows.append(
                            LabelRow(
                                value: two(day), label: try labeler.dayLabel(year: year, month: month, day: day),
                                number: day))
                    }
                } else if let code = selected.monthCode {
                    for day in 1...labeler.longestMonth(code) {
                        if day == selected.day { selectedIndex = rows.count }
                        rows.append(LabelRow(value: two(day), label: try labeler.dayLabel(day), number: day))
                    }
                }
            case .hour, .minute, .second, .dayPeriod:
                let values: [Int] =
                    switch field {
                    case .hour: Array(0...23)
                    case .dayPeriod: [0, 1]
                    default: Array(0...59)
                    }
                let current =
                    switch field {
                    case .hour: selected.seconds / 3_600
                    case .minute: selected.seconds / 60 % 60
                    case .second: selected.seconds % 60
                    default: selected.seconds / 3_600 < 12 ? 0 : 1
                    }
                let date = CalendarFields(
                    kind: labeler.calendar, year: 0, month: 1, monthCode: MonthCode(number: 1), day: 1)
                for value in values {
                    if value == current { selectedIndex = rows.count }
                    let label =
                        switch field {
                        case .hour: try labeler.label(.hour, for: date, hour: value)
                        case .minute: try labeler.label(.minute, for: date, minute: value)
                        case .second: try labeler.label(.second, for: date, second: value)
                        default: try labeler.label(.dayPeriod, for: date, hour: value * 12)
                        }
                    let text = field == .dayPeriod ? (value == 0 ? "am" : "pm") : two(value)
                    rows.append(LabelRow(value: text, label: label, number: value))
                }
            }
            columns.append(LabelColumn(field: field, rows: rows, selectedIndex: selectedIndex))
        }
        return columns
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func isoDayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        dayNumber(CalendarDate(year: year, month: month, day: day))
    }

    static func dayNumber(_ date: CalendarDate) -> Int {
        CalendarKind.gregorian.rules.dayNumber(year: date.year, month: date.month, day: date.day)
    }

    static func isoDate(_ dayNumber: Int) -> CalendarDate {
        let fields = CalendarKind.gregorian.rules.fields(dayNumber: dayNumber)
        return CalendarDate(year: fields.year, month: fields.month, day: fields.day)
    }

    /// The first day a bound or selection stands for (its day, or the first day of its month or year).
    static func firstDay(_ input: CalendarInput, _ rules: any CalendarRules, _ mode: SelectionMode) throws -> Int {
        if let iso = input.isoDate { return dayNumber(iso) }
        guard let year = input.year else {
            throw CalendarInput.Failure(description: "--min and --max need a year: a \(mode) picker has none")
        }
        let month = input.monthCode.flatMap { rules.month(year: year, code: $0) } ?? 1
        return max(rules.dayNumber(year: year, month: month, day: 1), rules.dayNumbers.lowerBound)
    }

    /// The last day a bound or selection stands for.
    static func lastDay(_ input: CalendarInput, _ rules: any CalendarRules, _ mode: SelectionMode) throws -> Int {
        if let iso = input.isoDate { return dayNumber(iso) }
        guard let year = input.year else {
            throw CalendarInput.Failure(description: "--min and --max need a year: a \(mode) picker has none")
        }
        let month = input.monthCode.flatMap { rules.month(year: year, code: $0) } ?? rules.monthsInYear(year)
        let last = rules.dayNumber(year: year, month: month, day: rules.daysInMonth(year: year, month: month))
        return min(last, rules.dayNumbers.upperBound)
    }

    static func json(_ labeler: CalendarLabeler, _ columns: [LabelColumn], _ selection: String) -> String {
        let locale = labeler.locale
        var text = "{\"locale\":{\"requested\":\(OutputEscaping.jsonLiteral(locale.requested)),"
        text += "\"resolved\":\(OutputEscaping.jsonLiteral(locale.description)),\"fallback\":\(locale.isFallback)},"
        text += "\"calendar\":\(OutputEscaping.jsonLiteral(labeler.calendar.rawValue)),"
        text += "\"mode\":\(OutputEscaping.jsonLiteral(labeler.mode.rawValue)),"
        text +=
            "\"order\":[" + labeler.order.map { OutputEscaping.jsonLiteral($0.rawValue) }.joined(separator: ",") + "],"
        text += "\"columns\":["
        text += columns.map { column in
            let rows = column.rows.map { row in
                "{\"value\":\(OutputEscaping.jsonLiteral(row.value)),\"label\":\(OutputEscaping.jsonLiteral(row.label))}"
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
