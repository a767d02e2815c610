/// A length of time in whole hours, minutes and seconds (a countdown, a timer), canonical as an
/// ISO 8601 duration: `PT1H30M`, `PT45S`, `PT0S`.
///
/// The canonical string writes each non-zero unit once, hours then minutes then seconds, with
/// minutes and seconds below 60 and no leading zeros; zero is `PT0S`. Strict parsing
/// (``init(_:)``) accepts exactly that string, so every duration has one spelling;
/// ``init(normalizing:)`` also reads what other software writes (`PT90M`, `PT0H30M`, `pt1h`)
/// and carries 60 minutes into an hour. Days, weeks, months and years are refused in both: a
/// day is not always 24 hours.
///
/// ```swift
/// let timer = try DurationSelection("PT1H30M")
/// timer.totalSeconds                                  // 5400
/// try DurationSelection(normalizing: "PT90M")         // PT1H30M
/// try DurationSelection("PT90M")                      // throws field-out-of-range at offset 2
/// try DurationSelection(hours: 0, minutes: 0, seconds: 45).description  // "PT45S"
/// ```
public struct DurationSelection: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The most hours a duration has: 9999 (a little over 416 days).
    public static let maximumHours = 9999
    /// No time at all, `PT0S`.
    public static let zero = DurationSelection(uncheckedHours: 0, minutes: 0, seconds: 0)

    /// Whole hours, `0...9999`.
    public let hours: Int
    /// Minutes, `0...59`.
    public let minutes: Int
    /// Seconds, `0...59`.
    public let seconds: Int

    /// Makes a duration from its units, checking their ranges.
    ///
    /// - Throws: ``ParseError`` (`fieldOutOfRange`, `hoursOutOfRange`, `negative`)
    ///   positioned at offset 2, where the canonical string's units start.
    public init(hours: Int, minutes: Int = 0, seconds: Int = 0) throws(ParseError) {
        for (unit, value) in [(DurationUnit.hour, hours), (.minute, minutes), (.second, seconds)] where value < 0 {
            throw ParseError(kind: .negative, offset: 2, message: "\(unit)s \(value) is negative")
        }
        guard hours <= Self.maximumHours else {
            throw ParseError(
                kind: .hoursOutOfRange, offset: 2, message: "\(hours) hours is over \(Self.maximumHours)")
        }
        for (unit, value) in [(DurationUnit.minute, minutes), (.second, seconds)] where value >= 60 {
            throw ParseError(kind: .fieldOutOfRange, offset: 2, message: "\(value) \(unit)s is not below 60")
        }
        self.init(uncheckedHours: hours, minutes: minutes, seconds: seconds)
    }

    /// Makes a duration of `totalSeconds`, carried into hours and minutes.
    ///
    /// - Throws: ``ParseError`` for a negative count or one over 9999 hours.
    public init(totalSeconds: Int) throws(ParseError) {
        guard totalSeconds >= 0 else {
            throw ParseError(kind: .negative, offset: 2, message: "\(totalSeconds) seconds is negative")
        }
        guard totalSeconds / 3600 <= Self.maximumHours else {
            throw ParseError(
                kind: .hoursOutOfRange, offset: 2,
                message: "\(totalSeconds) seconds is \(totalSeconds / 3600) hours, over \(Self.maximumHours)")
        }
        self.init(uncheckedHours: totalSeconds / 3600, minutes: totalSeconds / 60 % 60, seconds: totalSeconds % 60)
    }

    init(uncheckedHours hours: Int, minutes: Int, seconds: Int) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }

    /// Parses the canonical string strictly: `PT`, then `nH`, `nM`, `nS` in that order, each
    /// present only when not zero, no leading zeros, minutes and seconds below 60; `PT0S`.
    ///
    /// - Throws: ``ParseError`` naming the problem and its UTF-8 offset.
    public init(_ string: String) throws(ParseError) {
        self = try DurationParser.parse(string, lenient: false)
    }

    /// Parses leniently, normalizing to the canonical duration.
    ///
    /// Accepts white space around the value, lowercase designators, leading zeros,
    /// zero units written out (`PT0H30M`), and minutes or seconds of 60 and more carried into
    /// the next unit (`PT90M` is `PT1H30M`, `PT3600S` is `PT1H`). Still refused: signs,
    /// fractions, days and larger units, units out of order, more than 9999 hours in all.
    ///
    /// - Throws: ``ParseError`` naming the problem and its UTF-8 offset in `string`.
    public init(normalizing string: String) throws(ParseError) {
        self = try DurationParser.parse(string, lenient: true)
    }

    /// Parses UTF-8 bytes (which need not be valid UTF-8), strictly or as ``init(normalizing:)``.
    ///
    /// - Throws: ``ParseError`` naming the problem and its offset in `utf8`.
    public init(utf8: UnsafeBufferPointer<UInt8>, lenient: Bool = false) throws(ParseError) {
        self = try DurationParser.parse(utf8, lenient: lenient)
    }

    /// The duration in seconds.
    public var totalSeconds: Int { hours * 3600 + minutes * 60 + seconds }

    /// The value of one unit.
    package subscript(unit: DurationUnit) -> Int {
        switch unit {
        case .hour: hours
        case .minute: minutes
        case .second: seconds
        }
    }

    /// The canonical string, such as `"PT1H30M"`, `"PT45S"` or `"PT0S"`.
    public var description: String {
        guard totalSeconds > 0 else { return "PT0S" }
        var text = "PT"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if seconds > 0 { text += "\(seconds)S" }
        return text
    }

    /// The UTF-8 offset in ``description`` where `unit` is written, or where it would be
    /// written when it is zero (after the units before it): for errors about one unit.
    package func offset(of unit: DurationUnit) -> Int {
        var offset = 2
        for other in DurationUnit.allCases {
            if other == unit { return offset }
            let value = self[other]
            if value > 0 { offset += String(value).utf8.count + 1 }
        }
        return offset
    }

    /// Orders durations by length.
    public static func < (lhs: DurationSelection, rhs: DurationSelection) -> Bool {
        lhs.totalSeconds < rhs.totalSeconds
    }
}
