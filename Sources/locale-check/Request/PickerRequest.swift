import PickerKit

/// One picker of any family as `labels` and `pick` read it from the command line: the mode,
/// then the family's options, then the options every family with bounds shares (`--min`,
/// `--max`, `--select`, `--present`, `--descending`, `--time-zone`), each read once.
///
/// ``makePicker()`` asks the family (``FamilyRequest``) for its picker; `pick` drives it through
/// its ``PickerDataSource`` face and `labels` asks the family to print its columns.
struct PickerRequest {
    /// The family `--mode` names, with the options only it reads; every question about the
    /// picker goes to it.
    let family: any FamilyRequest
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
        family = try PickerMode.familyRequest(mode, scanner)
        minimum = try scanner.value(.min)
        maximum = try scanner.value(.max)
        selection = try scanner.value(.select)
        includesPresent = scanner.has(.present)
        descending = scanner.has(.descending)
        timeZone = try scanner.timeZone()
        presentRefusal =
            family.offersPresent && selection == Selection.presentString && !includesPresent
            ? "--select present needs --present" : nil
        if let presentRefusal, scanner.command != LabelsCommand.name || !family.listsPresentRefusal {
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
    func makePicker() throws -> (picker: any PickerDataSource, words: PickerWords)? {
        try family.makePicker(self)
    }
}
