/// Where a picker's calendar came from: the locale id's keyword, its region's preference, or
/// the picker's configuration.
package enum CalendarSource: Hashable, Sendable {
    /// The id's `calendar` keyword (`fa_IR@calendar=persian`, `-u-ca-gregory`).
    case keyword
    /// The first calendar CLDR's preference data gives the region (the `rg` region, else the
    /// id's region with likely subtags: `fa` is Iran's), as ``RegionCalendarPreference``.
    case region(String)
    /// `PickerConfiguration.calendar`, which wins over the locale's.
    case configuration

    /// The source's name in `--json` output: `keyword`, `region` or `configuration`.
    package var name: String {
        switch self {
        case .keyword: "keyword"
        case .region: "region"
        case .configuration: "configuration"
        }
    }

    /// The source as the CLI says it: `keyword`, `region IR`, `configuration`.
    package var phrase: String {
        switch self {
        case .region(let region): "region \(region)"
        default: name
        }
    }

    /// `calendar persian (region IR)`: `calendar` and why it is the one, as the CLI says it.
    package func sentence(for calendar: CalendarKind) -> String {
        "calendar \(calendar.icuName) (\(phrase))"
    }
}
