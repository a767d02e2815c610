import PickerKit

extension ArgumentScanner {
    /// The value of `--time-zone` (default `UTC`), checked whether or not anything reads
    /// "today": an unknown zone is a usage error naming it.
    func timeZone() throws(UsageError) -> String {
        guard let zone = try value(.timeZone) else { return "UTC" }
        guard PickerConfiguration.canonicalTimeZone(zone) != nil else {
            throw error(
                "--time-zone: unknown time zone \(OutputEscaping.quoted(zone)) "
                    + "(an IANA id such as Asia/Shanghai, or UTC, or an offset such as GMT+8)")
        }
        // ICU keeps Java's three-letter ids as aliases that often name another place than the
        // abbreviation suggests (BST is Bangladesh, not British Summer Time): refused, naming
        // the zone ICU would use. The table, not the provider, names it: Foundation keeps the
        // alias as its own identifier and would not say.
        if let meant = Self.legacyAbbreviations[zone] {
            throw error(
                "--time-zone: \(OutputEscaping.quoted(zone)) is \(meant) (ICU's legacy three-letter id, "
                    + "which need not be the zone the abbreviation suggests); give the IANA id of the zone you mean, "
                    + "such as \(meant)")
        }
        return zone
    }

    /// ICU's legacy three-letter zone ids (Java's) and the zone each is an alias of, as ICU 72's
    /// `ucal_getCanonicalTimeZoneID` gives it; the ids ICU keeps as zones of their own (CET, EET,
    /// MET, WET) and UTC, UCT and GMT are not among them.
    static let legacyAbbreviations: [String: String] = [
        "ACT": "Australia/Darwin", "AET": "Australia/Sydney", "AGT": "America/Buenos_Aires", "ART": "Africa/Cairo",
        "AST": "America/Anchorage", "BET": "America/Sao_Paulo", "BST": "Asia/Dhaka", "CAT": "Africa/Maputo",
        "CNT": "America/St_Johns", "CST": "America/Chicago", "CTT": "Asia/Shanghai", "EAT": "Africa/Nairobi",
        "ECT": "Europe/Paris", "EST": "Etc/GMT+5", "HST": "Etc/GMT+10", "IET": "America/Indianapolis",
        "IST": "Asia/Calcutta", "JST": "Asia/Tokyo", "MIT": "Pacific/Apia", "MST": "Etc/GMT+7", "NET": "Asia/Yerevan",
        "NST": "Pacific/Auckland", "PLT": "Asia/Karachi", "PNT": "America/Phoenix", "PRC": "Asia/Shanghai",
        "PRT": "America/Puerto_Rico", "PST": "America/Los_Angeles", "ROC": "Asia/Taipei", "ROK": "Asia/Seoul",
        "SST": "Pacific/Guadalcanal", "VST": "Asia/Saigon",
    ]
}
