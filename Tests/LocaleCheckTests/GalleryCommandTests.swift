import Foundation
import Testing

/// `locale-check gallery` without a browser: the files it writes, the pages it lists, and how
/// it refuses bad input (usage errors exit 64, a bad locale 1, nothing written).
@Suite("gallery command")
struct GalleryCommandTests {
    /// A fresh folder name under the temporary directory (not made).
    private func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID())").path
    }

    @Test(
        "bad input is refused before anything is written",
        arguments: [
            (["--locale", "xx_YY"], 1, #"Error: locale "xx_YY": "YY" is not a known region code"#),
            (["--locale", "aaaaaaaaaaaa_US"], 1, #"Error: locale "aaaaaaaaaaaa_US" is malformed"#),
            ([], 64, "Error: --locale or --all is required"),
            (["--all", "--locale", "en_US"], 64, "Error: --all and --locale cannot be given together"),
            (["--locale", "en_US", "--family", "calndars"], 64, "did you mean calendars?"),
            (["--locale", "en_US", "--mode", "dat"], 64, "did you mean date?"),
            (["--locale", "en_US", "--calendar", "hebrw"], 64, "did you mean hebrew?"),
            (["--locale", "en_US", "extra"], 64, #"unexpected argument "extra""#),
        ] as [([String], Int32, String)])
    func refuses(arguments: [String], status: Int32, message: String) throws {
        let out = folder()
        let result = try LocaleCheckRunner.run(["gallery"] + arguments + ["--out", out])
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(
        "every family writes its pages, listed in index.html with the command each shows",
        arguments: [
            ("dates", ["dates-date", "dates-date-time", "dates-year-month", "dates-time"]),
            ("calendars", ["calendars-gregory", "calendars-chinese", "calendars-hebrew", "calendars-dangi"]),
            ("ranges", ["ranges-year-month-present"]),
            ("periods", ["periods-year-week", "periods-year-quarter"]),
            ("durations", ["durations-duration"]),
            ("cascade", ["cascade-division"]),
            ("lists", ["lists-year-month", "lists-date", "lists-region"]),
        ])
    func writesFamily(family: String, pages: [String]) throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LocaleCheckRunner.run(["gallery", "--locale", "zh_CN", "--family", family, "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/zh_CN").filter { $0.hasSuffix(".html") }
        if family == "calendars" {
            #expect(files.count == 14)
        } else {
            #expect(Set(files) == Set(pages.map { $0 + ".html" }))
        }
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for page in pages {
            #expect(index.contains("<a href=\"zh_CN/\(page).html\">"), "\(page) not in index.html")
            let html = try String(contentsOfFile: out + "/zh_CN/\(page).html", encoding: .utf8)
            #expect(
                html.contains(
                    "<code>locale-check \(page.hasPrefix("cascade") || page == "lists-region" ? "pick" : "labels") "))
            #expect(html.contains("<span class=\"cancel\">取消</span>"))
            #expect(html.contains("aria-selected=\"true\""))
            #expect(!html.contains("<script"))
        }
        #expect(FileManager.default.fileExists(atPath: out + "/gallery.css"))
    }

    @Test("am_ET's Japanese era years are told apart (they were refused as not unique): both pages are drawn")
    func eraYearsDrawn() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LocaleCheckRunner.run(
            ["gallery", "--locale", "am_ET", "--family", "calendars", "--calendar", "japanese,ethiopic", "--out", out])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("2 pages for 1 locale"))
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(!index.contains("not-drawn"))
        #expect(FileManager.default.fileExists(atPath: out + "/am_ET/calendars-japanese.html"))
        #expect(FileManager.default.fileExists(atPath: out + "/am_ET/calendars-ethiopic.html"))
    }
}
