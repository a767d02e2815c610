import Testing

/// Issue 40, item 5: `--time-zone` refuses ICU's unknown-zone marker and the legacy
/// three-letter ids, naming the zone ICU would have used.
@Suite("locale-check --time-zone: zones that mean something else are refused")
struct TimeZoneRefusalTests {
    static let usage = "Usage: locale-check labels --locale L [options]\nSee 'locale-check labels --help'.\n"

    @Test(
        "the unknown zone and legacy three-letter ids are usage errors",
        arguments: [
            (
                "Etc/Unknown",
                "Error: --time-zone: unknown time zone \"Etc/Unknown\" "
                    + "(an IANA id such as Asia/Shanghai, or UTC, or an offset such as GMT+8)\n"
            ),
            (
                "BST",
                "Error: --time-zone: \"BST\" is Asia/Dhaka (ICU's legacy three-letter id, which need not be the zone "
                    + "the abbreviation suggests); give the IANA id of the zone you mean, such as Asia/Dhaka\n"
            ),
            (
                "PST",
                "Error: --time-zone: \"PST\" is America/Los_Angeles (ICU's legacy three-letter id, which need not be "
                    + "the zone the abbreviation suggests); give the IANA id of the zone you mean, "
                    + "such as America/Los_Angeles\n"
            ),
        ])
    func refused(zone: String, message: String) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--time-zone", zone, "--select", "today",
        ])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == message + Self.usage)
    }

    @Test(
        "UTC, GMT, zones named by their three letters and IANA ids are still taken",
        arguments: ["UTC", "GMT", "CET", "Europe/London"])
    func accepted(zone: String) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", "en_US", "--time-zone", zone, "--select", "2019-08-20",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.contains("selection 2019-08-20"))
    }
}
