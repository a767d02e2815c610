/// The calendars a region prefers, from CLDR's supplemental `calendarPreferenceData`
/// (CLDR 42, the data of ICU 72), compiled in so that both locale-data providers decide alike.
///
/// A locale id that names no calendar takes the first calendar its region prefers: Persian in
/// Iran and Afghanistan, Buddhist in Thailand, Umm al-Qura in Saudi Arabia, Gregorian in every
/// other region (which may list further calendars after it, as Israel lists Hebrew).
/// `calendarPreferencesMatchICU` in the tests compares every region with ICU's
/// `ucal_getKeywordValuesForLocale("calendar", "und@rg=…", true)`.
package enum RegionCalendarPreference {
    /// The regions whose preference is not Gregorian alone, each with its calendars in order.
    ///
    /// Only calendars PickerKit computes are listed (CLDR's `islamic`, the
    /// astronomical Hijri, and `bangla` are left out); every other region prefers Gregorian.
    static let orderings: [String: [CalendarKind]] = {
        var table: [String: [CalendarKind]] = [:]
        func set(_ regions: String, _ calendars: [CalendarKind]) {
            for region in regions.split(separator: " ") { table[String(region)] = calendars }
        }
        set("AF IR", [.persian, .gregorian, .islamicCivil, .islamicTbla])
        set("SA", [.islamicUmalqura, .gregorian])
        set("TH", [.buddhist, .gregorian])
        set("AE BH KW QA", [.gregorian, .islamicUmalqura, .islamicCivil, .islamicTbla])
        set(
            "AL AZ BD DJ DZ EH ER ID IQ JO KM LB LY MA MR MV MY NE OM PK PS SD SY TD TJ TM TN TR UZ XK YE",
            [.gregorian, .islamicCivil, .islamicTbla])
        set("CN CX HK MO SG", [.gregorian, .chinese])
        set("EG", [.gregorian, .coptic, .islamicCivil, .islamicTbla])
        set("ET", [.gregorian, .ethiopic])
        set("IL", [.gregorian, .hebrew, .islamicCivil, .islamicTbla])
        set("IN", [.gregorian, .indian])
        set("JP", [.gregorian, .japanese])
        set("KR", [.gregorian, .dangi])
        set("TW", [.gregorian, .roc, .chinese])
        return table
    }()

    /// The calendars `region` (`"IR"`, `"001"`) prefers, most preferred first.
    static func calendars(forRegion region: String?) -> [CalendarKind] {
        region.flatMap { orderings[$0] } ?? [.gregorian]
    }

    /// The calendar a locale of `region` uses when its id names none: the first of
    /// ``orderings``, read without building that table (a process's first id spent half a
    /// million instructions on it); `RegionCalendarPreferenceTests` checks the two agree.
    static func defaultCalendar(forRegion region: String?) -> CalendarKind {
        switch region {
        case "AF", "IR": .persian
        case "SA": .islamicUmalqura
        case "TH": .buddhist
        default: .gregorian
        }
    }
}
