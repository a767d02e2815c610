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
        return zone
    }
}
