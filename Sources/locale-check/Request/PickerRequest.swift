import PickerKit

/// One picker of any family as `labels` and `pick` read it from the command line: the mode,
/// then the family's options, then the options every family with bounds shares (`--min`,
/// `--max`, `--select`, `--present`, `--descending`, `--time-zone`), each read once.
///
/// ``makePicker()`` builds the family's picker; `pick` drives it through its
/// ``PickerDataSource`` face and `labels` prints its columns.
struct PickerRequest {
    /// The family and what it alone reads.
    enum Family {
        /// Dates and times (one column per field, or `--single-column`), in the locale's calendar.
        case dates(DateOptions)
        /// Weeks or quarters.
        case period(PeriodOptions)
        /// Countdown durations.
        case duration(DurationOptions)
        /// Regions or divisions (`pick` only; they read their own `--select`).
        case cascade(CascadePickRequest)

        /// Whether this is the date and time family.
        var isDates: Bool {
            if case .dates = self { true } else { false }
        }
    }

    /// A built picker, by family: what `labels` prints besides the columns needs the concrete type.
    enum Picker {
        /// One column per date or time field.
        case dates(LocalizedPicker)
        /// One column of whole dates or times.
        case singleColumn(LocalizedSingleColumnPicker)
        /// A year column and a week or quarter column.
        case period(LocalizedPeriodPicker)
        /// One column per unit of a countdown.
        case duration(LocalizedDurationPicker)
        /// One column per level of a region or division tree.
        case cascade(LocalizedCascadePicker)

        /// The picker as every family shows itself.
        var dataSource: any PickerDataSource {
            switch self {
            case .dates(let picker): picker
            case .singleColumn(let picker): picker
            case .period(let picker): picker
            case .duration(let picker): picker
            case .cascade(let picker): picker
            }
        }
    }

    let family: Family
    /// `--min`, `--max` and `--select` as typed (a value, `today`, `present`, or a partial value).
    let minimum: String?
    let maximum: String?
    let selection: String?
    /// `--present`: a Present row.
    let includesPresent: Bool
    /// `--descending`: newest first.
    let descending: Bool
    /// `--time-zone`, where "today" is read.
    let timeZone: String
    /// Why `--select present` cannot be taken (no `--present`), or `nil`.
    ///
    /// The one check of it: every family but dates in `labels` refuses it as a usage error
    /// when reading; `labels` reports it for dates as a bad value (exit 1) when it lists.
    let presentRefusal: String?

    /// Reads the options of `scanner`'s command.
    init(_ scanner: ArgumentScanner) throws(UsageError) {
        let mode = try PickerMode.read(scanner)
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        switch mode {
        case .cascade(let kind): family = .cascade(try CascadePickRequest(kind: kind, scanner))
        case .duration:
            family = .duration(try DurationOptions(scanner, requiresLocale: scanner.command == LabelsCommand.name))
        case .period(let period): family = .period(try PeriodOptions(scanner, mode: period))
        case .dates, nil: family = .dates(try DateOptions(scanner, mode: mode?.selectionMode))
        }
        minimum = try scanner.value(.min)
        maximum = try scanner.value(.max)
        selection = try scanner.value(.select)
        includesPresent = scanner.has(.present)
        descending = scanner.has(.descending)
        timeZone = try scanner.timeZone()
        // Durations have no Present row (`present` is a malformed duration there).
        let offersPresent =
            switch family {
            case .dates, .period, .cascade: true
            case .duration: false
            }
        presentRefusal =
            offersPresent && selection == Selection.presentString && !includesPresent
            ? "--select present needs --present" : nil
        if let presentRefusal, scanner.command != LabelsCommand.name || !family.isDates {
            throw scanner.error(presentRefusal)
        }
    }

    /// Whether `--select present` chooses the Present row.
    var selectsPresent: Bool { selection == Selection.presentString }

    /// `--select` unless it chooses the Present row or is a partial value (`month=8`), which
    /// the date pickers read on their own.
    var fullSelection: String? {
        guard let selection, !selectsPresent, !PickerDefaultsOptions.isPartial(selection) else { return nil }
        return selection
    }

    /// The family's picker with the words around it (title, Cancel, Confirm), or `nil` after
    /// printing why it cannot be made.
    ///
    /// - Throws: a bad locale, value, step or data file, printed by the caller as `Error: …`.
    func makePicker() throws -> (picker: Picker, words: PickerWords)? {
        switch family {
        case .dates(let options):
            return try options.makePicker(self)
        case .period(let options):
            guard let labeler = options.labeler(),
                let periods = options.localizedPicker(
                    labeler: labeler, minimum: minimum, maximum: maximum, selection: selection,
                    includesPresent: includesPresent, descending: descending, timeZone: timeZone)
            else { return nil }
            return (.period(periods), PickerWords(try PickerStrings(locale: labeler.locale), title: periods.title))
        case .duration(let options):
            let labeler = try options.labeler()
            let strings = try PickerStrings(locale: labeler.locale)
            let picker = LocalizedDurationPicker(
                try options.picker(maximum: maximum, selection: selection), labeler: labeler, style: options.style)
            // The unit names are the title.
            return (.duration(picker), PickerWords(strings, title: picker.unitTitle))
        case .cascade(let request):
            let (picker, words) = try request.makePicker()
            return (.cascade(picker), words)
        }
    }
}
