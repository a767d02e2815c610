import PickerKit

/// The picker family and mode `--mode` names, read once for `labels`, `format`, `parse` and
/// `pick`: a date or time mode, a week or quarter, a duration, or (in `pick`) a cascade.
///
/// This file is where a family is registered: its mode, the options `labels` and `pick`
/// (``familyRequest(_:_:)``) and `format` (``displayFamily(_:_:_:)``) read for it, its values
/// for `parse` (``values``) and the shape `parse` infers it from.
///
/// Reading it also refuses the options that belong to another family: the duration options
/// outside `--mode duration` (and, in it, every option the command's durations do not take),
/// and `--week-rules` outside `--mode year-week`.
enum PickerMode: Equatable {
    /// A date or time mode (`date` when `--mode` is not given, where the command has a default).
    case dates(SelectionMode)
    /// Weeks or quarters.
    case period(PeriodMode)
    /// A countdown duration.
    case duration
    /// A region or division cascade (`pick` only).
    case cascade(CascadePickRequest.Kind)

    /// The date or time mode, when this is one.
    var selectionMode: SelectionMode? {
        if case .dates(let mode) = self { mode } else { nil }
    }

    /// The options `labels` and `pick` read for the family `mode` names (dates when `nil`),
    /// which they ask for its picker and columns (``FamilyRequest``).
    static func familyRequest(_ mode: PickerMode?, _ scanner: ArgumentScanner) throws(UsageError)
        -> any FamilyRequest
    {
        switch mode {
        case .cascade(let kind): try CascadePickRequest(kind: kind, scanner)
        case .duration: try DurationOptions(scanner, requiresLocale: scanner.command == LabelsCommand.name)
        case .period(let period): try PeriodOptions(scanner, mode: period)
        case .dates, nil: try DateOptions(scanner, mode: mode?.selectionMode)
        }
    }

    /// The options `format` reads for the family `mode` names (dates when `nil`), which it asks
    /// to write VALUE (``DisplayFamily``), and VALUE, each family reading them in its order.
    static func displayFamily(_ mode: PickerMode?, _ scanner: ArgumentScanner, _ flags: FormatCommand.Flags)
        throws(UsageError) -> (family: any DisplayFamily, value: String)
    {
        switch mode {
        case .duration: try DurationOptions.format(scanner)
        case .period(let period): try PeriodOptions.format(scanner, mode: period, flags)
        case .dates, .cascade, nil: try FormatCommand.Dates.format(scanner, mode: mode?.selectionMode, flags)
        }
    }

    /// The family of this mode's values when they are not dates or times: what `parse` reads
    /// them with (``ValueFamily``).
    var values: (any ValueFamily)? {
        switch self {
        case .period(let mode): mode
        case .duration: DurationMode.Values()
        case .dates, .cascade: nil
        }
    }

    /// The family `input`'s shape names when it is not a date or time: a week (`2020-W53`, a
    /// `W` after the year's hyphen), a quarter (`2019-Q3`) or a duration (`P…`); `nil` for the
    /// rest, which the selection parser reads and words.
    static func inferred(fromShapeOf input: UnsafeBufferPointer<UInt8>) -> PickerMode? {
        guard let first = input.first else { return nil }
        if first == UInt8(ascii: "P") { return .duration }
        guard let hyphen = input.firstIndex(of: UInt8(ascii: "-")), hyphen + 1 < input.count else { return nil }
        switch input[hyphen + 1] {
        case UInt8(ascii: "W"): return .period(.yearWeek)
        case UInt8(ascii: "Q"): return .period(.yearQuarter)
        default: return nil
        }
    }

    /// The options only one family reads that `command` declares besides its own (durations'
    /// `--no-seconds` and `--label-style` in `labels` and `pick`).
    static func familySpecs(for command: String) -> [OptionSpec] {
        DurationMode.specs(for: command)
    }

    /// The paragraphs `command`'s help ends with about the families whose values have a syntax
    /// of their own (durations).
    static func familyFooters(for command: String) -> String {
        DurationMode.footer(for: command)
    }

    /// The week rules option of `labels`, `format` and `pick`.
    static let weekRulesSpec = OptionSpec.option(
        .weekRules, "RULES",
        """
        With --mode year-week: iso (default: weeks from Monday, week 1 holds the first
        Thursday) or locale (the locale's first weekday and minimal days from ICU, en_US
        Sunday and 1); the rows and labels follow them, values stay weeks from Monday
        (2020-W53). A value's annotation names its calendar: 1403-W05[u-ca=persian] is a
        week of the Persian year, counted from its new year.
        """)

    /// The commands that take `--week-rules`.
    private static let weekRulesCommands = ["labels", "format", "pick"]

    /// The family `--mode` names, or `nil` when it is not given.
    ///
    /// - Throws: ``UsageError`` for an option of another family, or a value that is no mode of
    ///   the command (naming every mode, with "did you mean" for a typo).
    static func read(_ scanner: ArgumentScanner) throws(UsageError) -> PickerMode? {
        let text = try scanner.value(.mode)
        // Durations first: they refuse their own options under other modes, periods included.
        try DurationMode.refuseOptions(scanner, inDuration: text == DurationMode.name)
        if text == DurationMode.name { return .duration }
        if let period = text.flatMap(PeriodMode.init(rawValue:)) { return .period(period) }
        if try scanner.value(.weekRules) != nil, weekRulesCommands.contains(scanner.command) {
            throw scanner.error("--week-rules goes with --mode year-week")
        }
        if let kind = text.flatMap(CascadePickRequest.Kind.init(rawValue:)), scanner.command == "pick" {
            return .cascade(kind)
        }
        return try selectionMode(scanner).map(PickerMode.dates)
    }

    /// The `--mode` help of `labels`, `format`, `pick` and `parse`, wrapped at 88 columns.
    ///
    /// The date and time modes (`dateNote` after them), then every other family's modes with a
    /// value of each, the last after `conjunction`: a family registered here is in every help.
    static func modeHelp(dateNote: String, conjunction: String, then sentence: String = "") -> String {
        let others =
            PeriodMode.allCases.map { "\($0.rawValue) (\($0.example))" } + [
                "\(DurationMode.name) (\(DurationMode.example))"
            ]
        let listed = others.dropLast().joined(separator: ", ") + " \(conjunction) " + others.last!
        let text =
            SelectionMode.allCases.map(\.rawValue).joined(separator: ", ") + dateNote + " " + listed + "."
            + (sentence.isEmpty ? "" : " " + sentence)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 88 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }

    /// Every mode `--mode` takes in `command`: the date and time modes, weeks and quarters,
    /// durations, and in `pick` the cascades (region, division).
    static func modeNames(in command: String) -> [String] {
        SelectionMode.allCases.map(\.rawValue) + PeriodMode.allCases.map(\.rawValue) + [DurationMode.name]
            + (command == "pick" ? CascadePickRequest.Kind.allCases.map(\.rawValue) : [])
    }

    /// The value of `--mode` as a date or time mode, `nil` when not given; a value that is no
    /// mode of `scanner`'s command is refused naming every mode, with "did you mean" for a typo.
    private static func selectionMode(_ scanner: ArgumentScanner) throws(UsageError) -> SelectionMode? {
        let names = modeNames(in: scanner.command)
        return try scanner.value(
            .mode, expected: "a mode (\(names.joined(separator: ", ")))", suggesting: names,
            SelectionMode.init(rawValue:))
    }
}
