import PickerKit

/// `locale-check gallery`: a static site of pickers drawn as wheels, one page per locale and
/// picker, with the rows `labels --json` gives.
///
/// Each page's rows come from running `labels` (or, for the cascades, `pick`'s picker) in this
/// process with the arguments the page shows, so the site and the command never disagree.
struct GalleryCommand: Subcommand {
    static let name = "gallery"
    static let summary = "Write a static HTML site of pickers drawn as wheels, one page per locale and picker."
    static let positionals = ""
    static let options: [OptionSpec] = [
        .option(
            .locale, "L", "A locale id (repeatable, or a comma-separated list), such as ar_EG or he-IL.",
            repeatable: true),
        .flag(.all, "Every locale the locale data has (805 with the system ICU 72), instead of --locale."),
        .option(
            .family, "F",
            "A family to draw (repeatable or a list; default all), one of:\n\(GalleryFamily.names).",
            repeatable: true),
        .option(
            .mode, "M",
            """
            A date or time mode of the dates family (repeatable or a list; default
            \(defaultModes.joined(separator: ", "))).
            """, repeatable: true),
        .option(
            .calendar, "NAME",
            "A calendar of the calendars family (repeatable or a list; default all), one of:\n"
                + CalendarUsage.wrappedNames, repeatable: true),
        .option(.out, "DIR", "The folder to write (made if missing; pages are overwritten).", required: true),
    ]
    static let discussion = """
        Writes DIR/index.html, which lists every page, DIR/gallery.css, and a page per locale and
        picker (DIR/<locale>/<family>-<variant>.html). A page draws the picker as wheels: the columns
        in the locale's order, dir="rtl" for right-to-left scripts, the selected row in the middle
        with \(GalleryHTML.visibleRows) rows above and below, disabled rows struck, the Present row where the picker
        puts it, and the title, Cancel and Confirm in the locale's language. Every row is in the page
        (hidden beyond the wheel), for tools/gallery-widths.py. Each page shows the command whose
        rows it draws: `labels --json` for all but the cascades, which `labels` does not list.
        The families: dates (each --mode), calendars (the date picker in each --calendar), ranges
        (year-month newest first with Present selected), periods (weeks, quarters with Present),
        durations, cascade (China's divisions), lists (one column of year-months, of dates with
        weekdays, of regions). "Today" is \(GalleryPage.today) on every page (a Chinese leap month,
        闰二月), so the site is the same on every run. Plain HTML and CSS, nothing fetched.
        """
    static let footer = """
        Examples:
          locale-check gallery --locale zh_CN,ar_EG,he_IL --out /tmp/gallery
          locale-check gallery --all --family dates --mode date --out /tmp/gallery-all

        Exit 0: written; 1: unknown or malformed locale, a page that could not be drawn (listed
        in index.html and on standard error), a file that could not be written; 64: usage.
        """

    /// The dates family's modes when `--mode` is not given.
    static let defaultModes = ["date", "date-time", "year-month", "time"]

    let locales: [String]
    let families: [GalleryFamily]
    let modes: [String]
    let calendars: [String]
    let folder: String

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        let given = Self.list(scanner, .locale)
        if scanner.has(.all) {
            guard given.isEmpty else { throw scanner.error("--all and --locale cannot be given together") }
            locales = ResolvedLocale.availableIdentifiers
        } else {
            guard !given.isEmpty else { throw scanner.error("--locale or --all is required") }
            locales = given
        }
        families =
            try Self.read(scanner, .family, GalleryFamily.allCases.map(\.rawValue), GalleryFamily.init(rawValue:))
            ?? GalleryFamily.allCases
        modes =
            try Self.read(scanner, .mode, SelectionMode.allCases.map(\.rawValue)) {
                SelectionMode(rawValue: $0)?.rawValue
            }
            ?? Self.defaultModes
        calendars =
            try Self.read(scanner, .calendar, CalendarKind.allCases.map(\.rawValue)) {
                CalendarKind(name: $0)?.rawValue
            }
            ?? CalendarKind.allCases.map(\.rawValue)
        guard let folder = try scanner.value(.out), !folder.isEmpty else {
            throw scanner.error("--out is required")
        }
        self.folder = folder
    }

    /// The values of a repeatable option, each split at commas, without empty items.
    private static func list(_ scanner: ArgumentScanner, _ option: OptionName) -> [String] {
        scanner.values(option).flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    }

    /// The values of `option` read by `parse` (duplicates dropped), `nil` when not given; a value
    /// `parse` refuses is a usage error naming the `words` it takes, with "did you mean".
    private static func read<T: Equatable>(
        _ scanner: ArgumentScanner, _ option: OptionName, _ words: [String], _ parse: (String) -> T?
    ) throws(UsageError) -> [T]? {
        let texts = list(scanner, option)
        guard !texts.isEmpty else { return nil }
        var values: [T] = []
        for text in texts {
            guard let value = parse(text) else {
                var message = "\(option): \(OutputEscaping.quoted(text)) is not one of \(words.joined(separator: ", "))"
                if let suggestion = Suggestion.closest(to: text, among: words) {
                    message += "; did you mean \(suggestion)?"
                }
                throw scanner.error(message)
            }
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    func run() -> Int32 {
        // Every locale is checked before anything is written.
        var resolved: [(id: String, locale: ResolvedLocale)] = []
        for id in locales {
            do {
                resolved.append((id, try ResolvedLocale(id)))
            } catch {
                StandardStreams.error("Error: \(error)")
                return ExitStatus.failure
            }
        }
        var drawn: [(page: GalleryPage, title: String)] = []
        var failures: [(page: GalleryPage, reason: String)] = []
        do {
            try GalleryFiles.makeFolder(folder)
            try GalleryFiles.write(GalleryHTML.stylesheet, to: folder + "/gallery.css")
            for (id, locale) in resolved {
                let pages = GalleryPage.pages(locale: id, families: families, modes: modes, calendars: calendars)
                try GalleryFiles.makeFolder(folder + "/" + GalleryPage.fileName(id))
                for page in pages {
                    switch GalleryDrawing.picker(for: page) {
                    case .success(let picker):
                        let html = GalleryHTML.page(
                            page, picker, language: WritingDirection.languageTag(of: locale),
                            direction: WritingDirection(locale))
                        try GalleryFiles.write(html, to: folder + "/" + page.path)
                        drawn.append((page, picker.words.title))
                    case .failure(let failure):
                        StandardStreams.error("Error: \(page.commandLine): \(failure)")
                        failures.append((page, failure.description))
                    }
                }
            }
            try GalleryFiles.write(GalleryHTML.index(pages: drawn, failures: failures), to: folder + "/index.html")
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        StandardStreams.out(
            "\(drawn.count) page\(drawn.count == 1 ? "" : "s") for \(resolved.count) locale\(resolved.count == 1 ? "" : "s") "
                + "in \(folder)/index.html" + (failures.isEmpty ? "" : "; \(failures.count) not drawn"))
        return failures.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}
