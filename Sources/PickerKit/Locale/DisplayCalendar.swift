/// A calendar that picker labels can be shown in; selection values stay Gregorian.
///
/// Chosen with the `calendar` keyword (`ja_JP@calendar=japanese`, `th-TH-u-ca-buddhist`).
/// Without the keyword labels are Gregorian, even where the locale's default calendar is
/// not (th_TH Buddhist, fa_IR Persian, ar_SA Umm al-Qura): a picker's values are Gregorian,
/// and calendars whose months do not line up with Gregorian months must be asked for.
package enum DisplayCalendar: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The proleptic Gregorian calendar (no Julian part before 1582).
    case gregorian
    /// The Thai Buddhist calendar: Gregorian months, years counted from 543 BC (พ.ศ. 2562).
    case buddhist
    /// The Japanese imperial calendar: Gregorian months, era years (令和元年).
    case japanese
    /// The Republic of China calendar: Gregorian months, years from 1912 (民國108年).
    case roc

    /// ICU's keyword value, such as `"buddhist"`.
    public var description: String { rawValue }
}

/// Encodes as its raw value; an unknown name is `DecodingError.dataCorrupted` naming it.
extension DisplayCalendar: Codable {}
