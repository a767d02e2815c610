/// A column of a duration picker: hours, minutes or seconds of a length of time (no clock
/// meaning: hour 30 is thirty hours, not a time of day).
///
/// A duration picker's public API names its columns by ``DateField`` (`.hour`, `.minute`,
/// `.second`), as every family does; ``field`` and ``init(field:)`` translate.
package enum DurationUnit: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
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

    /// The unit of `field`, or `nil` when a duration has no such column (a year, a day).
    package init?(field: DateField) {
        switch field {
        case .hour: self = .hour
        case .minute: self = .minute
        case .second: self = .second
        default: return nil
        }
    }

    /// The unit's place from the largest: 0 for hours, 1 for minutes, 2 for seconds (its index
    /// in `allCases`, without searching it).
    package var index: Int {
        switch self {
        case .hour: 0
        case .minute: 1
        case .second: 2
        }
    }

    /// ICU's measure unit of the unit (`duration-hour`), as used in number skeletons.
    package var measureUnit: String { "duration-\(rawValue)" }

    /// The unit's name, such as `"hour"`.
    public var description: String { rawValue }
}
