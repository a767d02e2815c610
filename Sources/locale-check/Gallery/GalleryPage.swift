/// One page of the gallery: the `locale-check` command whose picker it draws and where it goes.
///
/// The arguments are those of `labels` (or of `pick` for the division cascade, which `labels`
/// does not list); the page shows them as the command a reader can run.
struct GalleryPage {
    /// The locale id as given (`ar_EG`), without the calendar keyword the page may add.
    let locale: String
    let family: GalleryFamily
    /// What varies within the family: the mode, the calendar or the list's kind (`date`, `hebrew`).
    let variant: String
    /// The subcommand, `labels` or `pick`.
    let command: String
    /// The subcommand's arguments, without `--json`.
    let arguments: [String]

    /// The wall-clock "today" every page reads: a day in a Chinese leap month (闰二月初一),
    /// a Wednesday, so that pages are the same on every run.
    static let today = "2023-03-22 09:41:00"

    /// The page's path under the gallery folder, such as `ar_EG/dates-date.html`.
    var path: String { "\(Self.fileName(locale))/\(family.rawValue)-\(variant).html" }

    /// The command as a reader types it, arguments quoted for a POSIX shell where needed.
    var commandLine: String {
        (["locale-check", command] + arguments + (command == "labels" ? ["--json"] : []))
            .map(Self.shellQuoted).joined(separator: " ")
    }

    /// `text` safe as a file or folder name: every character but letters, digits, `_` and `-`
    /// becomes `_`.
    static func fileName(_ text: String) -> String {
        String(
            text.map { character in
                character.isASCII && (character.isLetter || character.isNumber || character == "-") ? character : "_"
            })
    }

    /// `word` as one shell word: unchanged when it has only safe characters, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_=@:/.,+".unicodeScalars.contains(scalar))
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// `locale` with `@calendar=NAME` (or `;calendar=NAME` after other keywords).
    static func locale(_ locale: String, calendar: String) -> String {
        locale + (locale.contains("@") ? ";" : "@") + "calendar=\(calendar)"
    }

    /// The pages of `families` for `locale`: `modes` shape the dates family, `calendars` the
    /// calendars family.
    static func pages(
        locale: String, families: [GalleryFamily], modes: [String], calendars: [String]
    ) -> [GalleryPage] {
        let today = ["--today", Self.today]
        var pages: [GalleryPage] = []
        func add(_ family: GalleryFamily, _ variant: String, _ rest: [String], command: String) {
            pages.append(
                GalleryPage(
                    locale: locale, family: family, variant: variant, command: command,
                    arguments: ["--locale", locale] + rest))
        }
        func add(_ family: GalleryFamily, _ variant: String, _ rest: [String]) {
            add(family, variant, rest, command: LabelsCommand.name)
        }
        for family in families {
            switch family {
            case .dates:
                for mode in modes {
                    // Weekends struck where the mode has a day to strike (the 19th and 25th of the selection's week).
                    let struck = mode.hasPrefix("date") ? ["--disable-weekdays", "sat,sun"] : []
                    add(.dates, mode, ["--mode", mode] + today + struck)
                }
            case .calendars:
                for calendar in calendars {
                    pages.append(
                        GalleryPage(
                            locale: locale, family: .calendars, variant: calendar, command: "labels",
                            arguments: ["--locale", Self.locale(locale, calendar: calendar), "--mode", "date"] + today))
                }
            case .ranges:
                add(
                    .ranges, "year-month-present",
                    ["--mode", "year-month", "--present", "--descending", "--select", "present"] + today)
            case .periods:
                add(.periods, "year-week", ["--mode", "year-week"] + today)
                add(.periods, "year-quarter", ["--mode", "year-quarter", "--present"] + today)
            case .durations:
                add(.durations, "duration", ["--mode", "duration", "--select", "PT1H30M"])
            case .cascade:
                add(
                    .cascade, "division", ["--mode", "division", "--select-name", "广东省/深圳市/南山区"],
                    command: PickCommand.name)
            case .lists:
                add(
                    .lists, "year-month",
                    ["--mode", "year-month", "--single-column", "--min", "2022-01", "--max", "2024-12"] + today)
                add(
                    .lists, "date",
                    ["--mode", "date", "--single-column", "--weekday", "--min", "2023-03-01", "--max", "2023-04-30"]
                        + today)
                add(.lists, "region", ["--mode", "region", "--select", "FR"], command: PickCommand.name)
            }
        }
        return pages
    }
}
