/// How hours are counted: the pattern letters `K`, `h`, `H`, `k`.
public enum HourCycle: String, Sendable, CaseIterable, CustomStringConvertible {
    /// 0...11 with AM/PM (`K`, used by Japanese).
    case h11
    /// 1...12 with AM/PM (`h`, used by American English).
    case h12
    /// 0...23 (`H`).
    case h23
    /// 1...24 (`k`).
    case h24

    /// The pattern letter for this cycle.
    var patternLetter: Character {
        switch self {
        case .h11: "K"
        case .h12: "h"
        case .h23: "H"
        case .h24: "k"
        }
    }

    /// Whether the cycle needs an AM/PM column.
    public var usesDayPeriod: Bool { self == .h11 || self == .h12 }

    /// The cycle of an hour pattern letter, or `nil` for a letter that is not an hour.
    init?(patternLetter: Character) {
        switch patternLetter {
        case "K": self = .h11
        case "h": self = .h12
        case "H": self = .h23
        case "k": self = .h24
        default: return nil
        }
    }

    /// The number shown for `hour` (0...23) on this cycle.
    @inline(__always)
    func displayed(_ hour: Int) -> Int {
        switch self {
        case .h11: hour % 12
        case .h12: hour % 12 == 0 ? 12 : hour % 12
        case .h23: hour
        case .h24: hour == 0 ? 24 : hour
        }
    }

    /// The name used on the command line, such as `"h12"`.
    public var description: String { rawValue }
}

/// Encodes as its raw value; an unknown name is `DecodingError.dataCorrupted` naming it.
extension HourCycle: Codable {}
