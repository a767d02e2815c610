import Foundation
import PickerKit

/// What a daylight-saving (or other offset) transition did to a wall-clock time that was
/// turned into a `Date`.
///
/// - Skipped (``isSkipped``): the clocks jumped over the time (02:30 on a spring-forward
///   night in New York); the `Date` is the next valid instant, the transition itself (03:00).
/// - Repeated: the clocks passed the time twice (01:30 on a fall-back night); the `Date` is
///   the earlier instant and ``alternative`` the later one.
public struct WallClockAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// How the wall-clock time relates to the transition.
    package enum Kind: String, Hashable, Sendable {
        /// The time does not exist in the zone on that day.
        case skipped
        /// The time exists twice in the zone on that day.
        case repeated
    }

    /// Skipped or repeated.
    package let kind: Kind

    /// Whether the wall-clock time does not exist in the zone that day (the clocks jumped over
    /// it); else it exists twice, and ``alternative`` is the later instant.
    public var isSkipped: Bool { kind == .skipped }
    /// The instant the offset changed.
    public let transition: Date
    /// Seconds from GMT before the transition.
    public let offsetBefore: Int
    /// Seconds from GMT after the transition.
    public let offsetAfter: Int
    /// The wall-clock time (a `date-time` value) of the instant chosen: 03:00 for a skipped
    /// 02:30, the requested time itself for a repeated one.
    public let resolved: Selection
    /// For a repeated time, the later instant that was not chosen; `nil` for a skipped time.
    public let alternative: Date?

    /// A sentence such as `2021-03-14 02:30:00 was skipped (offset -05:00 -> -04:00); using 2021-03-14 03:00:00`.
    public var description: String {
        let change = "offset \(Self.offsetString(offsetBefore)) -> \(Self.offsetString(offsetAfter))"
        let resolvedText = resolved.description
        switch kind {
        case .skipped:
            return "the wall-clock time was skipped (\(change)); using the next valid instant, \(resolvedText)"
        case .repeated:
            return "\(resolvedText) happens twice (\(change)); using the earlier instant"
        }
    }

    /// `+05:30`, `-05:00`, or `+00:00`, with seconds when the offset has them (local mean time).
    static func offsetString(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        var text = "\(sign)\(two(magnitude / 3_600)):\(two(magnitude / 60 % 60))"
        if magnitude % 60 != 0 { text += ":\(two(magnitude % 60))" }
        return text
    }
}
