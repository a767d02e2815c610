import PickerKit

extension ArgumentScanner {
    /// The value of `--time-zone` (default `UTC`), checked whether or not anything reads
    /// "today": an unknown zone is a usage error naming it.
    func timeZone() throws(UsageError) -> String {
        guard let zone = try value(.timeZone) else { return "UTC" }
        guard let canonical = PickerConfiguration.canonicalTimeZone(zone) else {
            throw error(
                "--time-zone: unknown time zone \(OutputEscaping.quoted(zone)) "
                    + "(an IANA id such as Asia/Shanghai, or UTC, or an offset such as GMT+8)")
        }
        // ICU keeps Java's three-letter ids as aliases that often name another place than the
        // abbreviation suggests (BST is Bangladesh, not British Summer Time): refused, naming
        // the zone ICU would use.
        if Self.isLegacyAbbreviation(zone), canonical != zone {
            throw error(
                "--time-zone: \(OutputEscaping.quoted(zone)) is \(canonical) (ICU's legacy three-letter id, "
                    + "which need not be the zone the abbreviation suggests); give the IANA id of the zone you mean, "
                    + "such as \(canonical)")
        }
        return zone
    }

    /// Whether `zone` is a three-letter id such as `BST` or `IST`, other than `UTC`, `GMT`
    /// and `UCT`.
    static func isLegacyAbbreviation(_ zone: String) -> Bool {
        zone.utf8.count == 3 && zone.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
            && !["UTC", "GMT", "UCT"].contains(zone)
    }
}
