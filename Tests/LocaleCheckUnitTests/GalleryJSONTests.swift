import PickerKit
import Testing

@testable import locale_check

/// The JSON reader `gallery` reads `labels --json` back with, and the shell quoting of the
/// command each page shows.
@Suite("gallery: JSON read back, commands quoted")
struct GalleryJSONTests {
    @Test(
        "values read as written: escapes, surrogate pairs, numbers, nesting",
        arguments: [
            (#""至今""#, JSONValue.string("至今")),
            (#""a\"b\\c\/d\n""#, .string("a\"b\\c/d\n")),
            (#""\u00e9\u200F\ud83d\ude00""#, .string("é\u{200F}😀")),
            ("-12.5e1", .number(-125)),
            (" [1, true, null] ", .array([.number(1), .bool(true), .null])),
            (
                #"{"selected":null,"rows":[{"label":"٢٠٢٣"}]}"#,
                .object(["selected": .null, "rows": .array([.object(["label": .string("٢٠٢٣")])])])
            ),
            ("{}", .object([:])),
        ])
    func reads(text: String, value: JSONValue) throws {
        #expect(try JSONValue(parsing: text) == value)
    }

    @Test(
        "malformed text is refused at the offset where reading stopped",
        arguments: [
            ("", 0), ("[1,]", 3), (#"{"a" 1}"#, 5), (#""abc"#, 4), ("tru", 0), (#""\x""#, 2), ("[1] 2", 4),
            (#""\ud800\u0041""#, 9), ("\"a\nb\"", 2),
        ])
    func refuses(text: String, offset: Int) {
        #expect(throws: JSONValue.SyntaxError(offset: offset)) { try JSONValue(parsing: text) }
    }

    @Test("a page's picker is read from labels --json: columns, or a single column's top-level rows")
    func pickerFromJSON() throws {
        let words = try PickerWords(PickerStrings(locale: "zh_CN"), title: "选择月份")
        let columns = try GalleryPicker(
            labelsJSON: #"""
                {"columns":[{"field":"year","rows":[{"value":"present","label":"至今"},{"value":"2100","label":"2100年",
                "disabled":true}],"selected":0},{"field":"month","rows":[{"value":"12","label":"12月"}],"selected":null}],
                "selection":"present"}
                """#, words: words)
        #expect(columns.columns.map(\.field) == ["year", "month"])
        #expect(columns.columns.map(\.selected) == [0, nil])
        #expect(columns.columns[0].rows.map(\.label) == ["至今", "2100年"])
        #expect(columns.columns[0].rows.map(\.disabled) == [false, true])
        #expect(columns.selection == "present")
        let single = try GalleryPicker(
            labelsJSON:
                #"{"mode":"year-month","rows":[{"value":"2022-01","label":"Jan 2022"}],"selected":0,"selection":"2022-01"}"#,
            words: words)
        #expect(single.columns.map(\.field) == ["year-month"])
        #expect(single.columns.first?.selected == 0)
        #expect(throws: GalleryPicker.Failure.self) { try GalleryPicker(labelsJSON: #"{"columns":[]}"#, words: words) }
    }

    @Test(
        "command words are quoted for a POSIX shell only when they need it",
        arguments: [
            ("--locale", "--locale"), ("ar_EG@calendar=hebrew", "ar_EG@calendar=hebrew"),
            ("2023-03-22 09:41:00", "'2023-03-22 09:41:00'"), ("it's", "'it'\\''s'"),
            ("广东省/深圳市", "'广东省/深圳市'"), ("", "''"), ("a;b", "'a;b'"),
        ])
    func quoted(word: String, shown: String) {
        #expect(GalleryPage.shellQuoted(word) == shown)
    }

    @Test("a page the engine refused is listed under Not drawn with its command and reason; drawn pages link")
    func notDrawnInIndex() throws {
        let pages = GalleryPage.pages(
            locale: "am_ET", families: [.calendars], modes: [], calendars: ["japanese", "ethiopic"])
        #expect(pages.count == 2)
        let html = GalleryHTML.index(
            pages: [(pages[1], "ቀን ይምረጡ")], failures: [(pages[0], "year labels are not unique <in> am_ET")])
        #expect(html.contains("<h2 id=\"not-drawn\">Not drawn</h2>"))
        // The command and the reason are escaped for HTML (the --today quotes, the reason's brackets).
        let command = pages[0].commandLine.split(separator: "'", omittingEmptySubsequences: false)
            .joined(separator: "&#39;")
        #expect(html.contains("<code>\(command)</code>: year labels are not unique &lt;in&gt; am_ET"))
        #expect(html.contains("<a href=\"\(pages[1].path)\">"))
        #expect(!html.contains("<a href=\"\(pages[0].path)\">"))
        let clean = GalleryHTML.index(pages: [(pages[1], "ቀን ይምረጡ")], failures: [])
        #expect(!clean.contains("not-drawn"))
    }
}
