import PickerKit

/// What `parse` asks of a family whose values are not dates or times (weeks, quarters,
/// durations): how its strict strings read, alone or as ranges, with the library's parsers.
///
/// ``PickerMode/values`` gives a mode's family; `parse` asks it and never tells the families
/// apart. (Dates and times keep `parse`'s own loop: a strict fast path per mode, inference of
/// the mode, calendar annotations.)
protocol ValueFamily {
    /// Why `--lenient` cannot read the family's values (a usage error), or `nil` when it can.
    var lenientRefusal: String? { get }
    /// Whether the family's values come in ranges (`--range`); without `--mode`, a string of
    /// its shape under `--range` is read as a date range when they do not.
    var readsRanges: Bool { get }

    /// The name an error gives a value (`year-week range` with `range`, `duration`).
    func name(range: Bool) -> String

    /// `input` read as the family's value (a range of them with `range`; leniently with
    /// `lenient`): what `parse` prints.
    func parse(_ input: UnsafeBufferPointer<UInt8>, lenient: Bool, range: Bool)
        -> Result<ParseOutputLine.Success, ParseOutputLine.Failure>
}
