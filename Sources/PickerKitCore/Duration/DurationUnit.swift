/// A column of a duration picker: hours, minutes or seconds of a length of time (no clock
/// meaning: hour 30 is thirty hours, not a time of day).
///
/// What a duration picker's `select(_:in:)` and ``DurationConfiguration/descendingFields``
/// name, as ``DateField`` is for dates.
public enum DurationUnit: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// Whole hours, `0...` the picker's maximum.
    case hour
    /// Minutes, `0...59`.
    case minute
    /// Seconds, `0...59`.
    case second

    /// The ISO 8601 designator of the unit in a duration (`H`, `M`, `S`).
    package var designator: Character {
        switch self {
        case .hour: "H"
        case .minute: "M"
        case .second: "S"
        }
    }

    /// The field an adjustment of this unit names: ``DateField/hour``, ``DateField/minute`` or
    /// ``DateField/second``.
    package var field: DateField {
        switch self {
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// ICU's measure unit of the unit (`duration-hour`), as used in number skeletons.
    package var measureUnit: String { "duration-\(rawValue)" }

    /// The unit's name, such as `"hour"`.
    public var description: String { rawValue }
}
