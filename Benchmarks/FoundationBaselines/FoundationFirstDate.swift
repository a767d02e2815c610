internal import Foundation

/// A locale's first formatted date through Foundation, for the `first-picker` group: what an
/// app on Foundation writes for its first date, and where Foundation's ICU loads its data.
public enum FoundationFirstDate {
    /// `DateFormatter` in `localeID` (its `calendar` keyword included) with the date format for
    /// `template` (`setLocalizedDateFormatFromTemplate`), in UTC, writing `millis` since 1970.
    public static func format(localeID: String, template: String, millis: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: localeID)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: Date(timeIntervalSince1970: millis / 1000))
    }
}
