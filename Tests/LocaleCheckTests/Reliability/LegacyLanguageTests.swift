import Testing

@Suite("locale-check: legacy language codes are mapped as ICU maps them; a wrong script is named")
struct LegacyLanguageTests {
    static let legacy: [(String, String, String)] = [
        ("iw", "he", "אוגוסט"), ("in", "id", "Agustus"), ("ji", "yi", "אויגוסט"), ("tl", "fil", "Agosto"),
        ("mo", "ro", "august"), ("sh", "sr_Latn", "avgust"), ("iw_IL", "he_IL", "אוגוסט"),
        ("sh_RS", "sr_Latn_RS", "avgust"),
    ]

    @Test("iw, in, ji, tl, mo and sh label with he, id, yi, fil, ro and sr_Latn data", arguments: legacy)
    func mapped(id: String, data: String, august: String) throws {
        let output = try LocaleCheckRunner.run([
            "labels", "--locale", id, "--mode", "year-month", "--min", "2019-08", "--max", "2019-08",
        ])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("locale \(id): data \(data) (legacy code \(id) mapped to \(data))\n"))
        #expect(output.stdout.contains(august), "\(output.stdout)")
    }

    @Test("a script the language has no data in is named, not the language")
    func script() throws {
        let output = try LocaleCheckRunner.run(["format", "--locale", "en_Cyrl_US", "2019-08-20"])
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "Error: locale \"en_Cyrl_US\": ICU has no data for language \"en\" in script \"Cyrl\" "
                + "(its likely script Latn has data: drop the script or write Latn)\n")
        let unknown = try LocaleCheckRunner.run(["format", "--locale", "xx_Latn", "2019-08-20"])
        #expect(unknown.stderr == "Error: locale \"xx_Latn\": ICU has no data for language \"xx\"\n")
    }
}
