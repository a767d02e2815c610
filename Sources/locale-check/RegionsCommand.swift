import PickerKit
import PickerKitRegions

/// `locale-check regions`: the country/region picker's rows for a locale.
struct RegionsCommand: Subcommand {
    static let name = "regions"
    static let summary = "List every ISO 3166 region ICU knows, named and sorted for a locale."
    static let positionals = ""
    static let options: [OptionSpec] = [
        .option(
            .locale, "LOCALE", "Locale id for names and order, such as de, ja, zh, zh_TW (required).", required: true
        ),
        .option(.collation, "TYPE", "A collation type ICU has for LOCALE, such as stroke or zhuyin for zh."),
        .flag(.allowFallback, "Accept a language ICU has no data for (root names and order)."),
        .flag(.json, "Print one JSON object with the locale ICU used and the regions."),
    ]
    static let discussion = """
        Lists the rows of a country/region picker: every region code ICU knows, its name in
        LOCALE (uloc_getDisplayCountry), sorted by LOCALE's collation (pinyin for zh, stroke
        for zh_TW and zh_HK).
        """
    static let footer = """
        Prints one "CODE<TAB>name" line per region; a note on standard error when the data is a
        fallback. Exit 0: listed; 1: refused locale id or collation type; 64: usage.
        """

    let locale: String
    let collation: String?
    let allowFallback: Bool
    let json: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        guard let locale = try scanner.value(.locale) else {
            throw scanner.error("--locale is required")
        }
        self.locale = locale
        collation = try scanner.value(.collation)
        allowFallback = scanner.has(.allowFallback)
        json = scanner.has(.json)
    }

    func run() -> Int32 {
        let catalog: RegionCatalog
        do {
            catalog = try RegionCatalog(locale: locale, collation: collation, allowingFallback: allowFallback)
        } catch {
            var message = "Error: \(error)"
            if case .unsupportedKeyword(_, let key) = error, ["collation", "co"].contains(key.lowercased()) {
                message += "; give the collation type with --collation"
            }
            StandardStreams.error(message)
            return ExitStatus.failure
        }
        if json {
            printJSON(catalog)
            return ExitStatus.success
        }
        for region in catalog.regions {
            StandardStreams.out("\(region.code)\t\(region.name)")
        }
        if catalog.locale.isFallback {
            StandardStreams.error(
                "Note: locale \(catalog.locale.requested): data \(catalog.locale.description) (fallback), "
                    + "collation \(catalog.collationLocale)")
        }
        return ExitStatus.success
    }

    private func printJSON(_ catalog: RegionCatalog) {
        let regions = catalog.regions.map { region -> String in
            let code = OutputEscaping.jsonLiteral(region.code)
            let name = OutputEscaping.jsonLiteral(region.name)
            return "{\"code\":\(code),\"name\":\(name)}"
        }
        var text = "{\"locale\":{\"requested\":\(OutputEscaping.jsonLiteral(catalog.locale.requested)),"
        text += "\"resolved\":\(OutputEscaping.jsonLiteral(catalog.locale.description)),"
        text += "\"fallback\":\(catalog.locale.isFallback)},"
        text += "\"collation\":\(catalog.collation.map(OutputEscaping.jsonLiteral) ?? "null"),"
        text += "\"collationLocale\":\(OutputEscaping.jsonLiteral(catalog.collationLocale)),"
        text += "\"count\":\(catalog.regions.count),"
        text += "\"regions\":[" + regions.joined(separator: ",") + "]}"
        StandardStreams.out(text)
    }
}
