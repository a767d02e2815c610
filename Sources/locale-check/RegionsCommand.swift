import PickerKit

/// `locale-check regions`: the country/region picker's rows for a locale.
struct RegionsCommand: Subcommand {
    static let name = "regions"
    static let summary = "List every ISO 3166 region ICU knows, named and sorted for a locale."
    static let usage = """
        Usage: locale-check regions --locale LOCALE [--json]

        Lists the rows of a country/region picker: every region code ICU knows, its name in
        LOCALE (uloc_getDisplayCountry), sorted by LOCALE's collation (pinyin for zh, stroke
        for zh_TW, zhuyin for zh@collation=zhuyin).

        Options:
          --locale LOCALE   Locale id for names and order, such as de, ja, zh, zh_TW (required).
          --json            Print one JSON object with the locale ICU used and the regions.
          -h, --help        Show this help.

        Prints one "CODE<TAB>name" line per region. Notes on standard error say when ICU had no
        names or collation rules for the locale. Exit 0: listed; 1: malformed locale id or ICU
        failure; 64: usage.
        """

    let locale: String
    let json: Bool

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(arguments, options: ["--locale"], flags: ["--json"], usage: Self.usage)
        if let extra = scanner.positionals.first {
            throw UsageError(message: "unexpected argument \"\(extra)\"", usage: Self.usage)
        }
        guard let locale = try scanner.value("--locale") else {
            throw UsageError(message: "--locale is required", usage: Self.usage)
        }
        self.locale = locale
        json = scanner.has("--json")
    }

    func run() -> Int32 {
        let catalog: RegionCatalog
        do {
            catalog = try RegionCatalog(locale: locale)
        } catch {
            StandardStreams.error("Error: --locale: \(error)")
            return ExitStatus.failure
        }
        if json {
            let regions = catalog.regions.map { region in
                "{\"code\":\(OutputEscaping.jsonLiteral(region.code)),\"name\":\(OutputEscaping.jsonLiteral(region.name))}"
            }
            StandardStreams.out(
                "{\"locale\":\(OutputEscaping.jsonLiteral(catalog.localeID)),"
                    + "\"icuLocale\":\(OutputEscaping.jsonLiteral(catalog.icuLocaleID)),"
                    + "\"collationLocale\":\(OutputEscaping.jsonLiteral(catalog.collationLocale)),"
                    + "\"namesFellBack\":\(catalog.namesFellBack),"
                    + "\"count\":\(catalog.regions.count),"
                    + "\"regions\":[\(regions.joined(separator: ","))]}")
            return ExitStatus.success
        }
        for region in catalog.regions {
            StandardStreams.out("\(region.code)\t\(region.name)")
        }
        if catalog.namesFellBack {
            StandardStreams.error("Note: ICU has no region names for \"\(locale)\"; names are ICU's fallback names")
        }
        if catalog.collationLocale == "root" {
            StandardStreams.error("Note: ICU has no collation rules for \"\(locale)\"; sorted by the root collation")
        }
        return ExitStatus.success
    }
}
