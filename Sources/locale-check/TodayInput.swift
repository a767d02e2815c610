import PickerKit

/// The word `today` in the bound options `--min`, `--max` and `--select`, read in a time zone.
///
/// `--min today` is the start of today (00:00:00), `--max today` its end (23:59:59), and
/// `--select today` today at the current time, each in the fields of the mode. A mode without a
/// date (hour-minute, time, minute-second) takes `today` only for `--select` (the current time).
enum TodayInput {
    /// The word.
    static let word = "today"

    /// The option a value came from.
    enum Option: String {
        case minimum = "--min"
        case maximum = "--max"
        case selection = "--select"
    }

    /// Why `today` could not be resolved: a mode without a date, or an unknown time zone.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `text` itself, or for `today` the canonical string of today in `mode` and `timeZone`
    /// (at the instant `now`, seconds since 1970, when given: `labels --today`).
    static func resolve(
        _ text: String?, _ option: Option, mode: SelectionMode, timeZone: String, now: Double? = nil
    ) throws(Failure) -> String? {
        guard let text, text == word else { return text }
        let hasDate = mode.fields.contains { [.year, .month, .day].contains($0) }
        guard hasDate || option == .selection else {
            throw Failure(description: "\(option.rawValue) today: \(mode.withArticle) picker has no date")
        }
        var values: PickerValues
        do {
            values = try PickerValues.now(
                mode: mode, at: now ?? WallClock.system.now(), timeZone: timeZone)
        } catch {
            throw Failure(description: "\(option.rawValue) today: \(error)")
        }
        switch option {
        case .minimum: (values[.hour], values[.minute], values[.second]) = (0, 0, 0)
        case .maximum: (values[.hour], values[.minute], values[.second]) = (23, 59, 59)
        case .selection: break
        }
        do {
            return try values.canonical
        } catch {
            throw Failure(description: "\(option.rawValue) today: \(error)")
        }
    }
}
