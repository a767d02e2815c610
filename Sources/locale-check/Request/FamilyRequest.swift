import PickerKit

/// What `labels` and `pick` ask of one picker family, whatever the family: its picker, as every
/// family shows itself (``PickerDataSource``), and its columns printed by `labels`.
///
/// Each family's options type conforms (``DateOptions``, ``PeriodOptions``,
/// ``DurationOptions``, ``CascadePickRequest``); ``PickerRequest`` reads the one `--mode` names
/// and asks it, so no subcommand tells the families apart. Bounds, today's default, clamping
/// and the order of the bounds are the library pickers' (their configurations and inits):
/// a family maps the options to them and words the library's refusals with the option names.
protocol FamilyRequest {
    /// Whether the family has a Present row that `--select present` (with `--present`) chooses.
    var offersPresent: Bool { get }
    /// Whether `labels` reports `--select present` without `--present` itself when it lists
    /// (a bad value, exit 1) instead of as a usage error while reading the options.
    var listsPresentRefusal: Bool { get }

    /// The family's picker made from `request`, with the words around it (title, Cancel,
    /// Confirm), or `nil` after printing why it cannot be made.
    ///
    /// - Throws: a bad locale, value, step or data file, printed by the caller as `Error: …`.
    func makePicker(_ request: PickerRequest) throws -> (picker: any PickerDataSource, words: PickerWords)?

    /// `labels`: prints the picker's columns as `command` asks (text or JSON), returning the
    /// exit status.
    func list(_ request: PickerRequest, in command: LabelsCommand) -> Int32
}

extension FamilyRequest {
    var offersPresent: Bool { true }
    var listsPresentRefusal: Bool { false }
}
