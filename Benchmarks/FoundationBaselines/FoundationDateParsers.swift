// Foundation's date parsers, behind a module boundary: Foundation's bundled ICU headers and
// the system ICU of CICU cannot be imported into one Swift module, so the benchmark
// executable (which uses CICU) reaches Foundation only through this target.
internal import Foundation

/// Foundation's parsers configured for the canonical selection strings, for comparison only.
public final class FoundationDateParsers {
    private let isoDate = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
    private let isoDateTime = Date.ISO8601FormatStyle(timeZone: .gmt)
    private let formatter: DateFormatter

    /// Creates the parsers: ISO 8601 styles in UTC and a `yyyy-MM-dd` en_US_POSIX `DateFormatter`.
    public init() {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
    }

    /// `Date.ISO8601FormatStyle` (year, month, day) parse of a date such as `2019-08-20`; seconds since 1970.
    public func isoParseDate(_ text: String) -> Double? {
        (try? isoDate.parse(text))?.timeIntervalSince1970
    }

    /// `Date.ISO8601FormatStyle` parse of a date-time such as `2019-08-20T14:30:05Z`.
    public func isoParseDateTime(_ text: String) -> Double? {
        (try? isoDateTime.parse(text))?.timeIntervalSince1970
    }

    /// `DateFormatter.date(from:)` with `yyyy-MM-dd`.
    public func formatterParseDate(_ text: String) -> Double? {
        formatter.date(from: text)?.timeIntervalSince1970
    }
}
