/// The gallery's HTML and CSS: one page per picker, drawn as wheels, and the index.
///
/// Plain HTML and one stylesheet; no script and nothing fetched from elsewhere. Every row of
/// every column is in the page (the widths script measures them all); the wheel shows the
/// selected row in the middle with ``visibleRows`` rows above and below it.
enum GalleryHTML {
    /// Rows shown above and below the selected one.
    static let visibleRows = 3

    /// The fonts the page names, by script: Noto from Debian's fonts-noto-core and
    /// fonts-noto-cjk (docs/gallery.md says which drew each script).
    static let fontStack = [
        "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Ethiopic", "Noto Sans Thai",
        "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada",
        "Noto Sans Malayalam", "Noto Sans Gujarati", "Noto Sans Gurmukhi", "Noto Sans Oriya", "Noto Sans Sinhala",
        "Noto Sans Armenian", "Noto Sans Georgian", "Noto Sans Khmer", "Noto Sans Lao", "Noto Sans Myanmar",
        "Noto Sans Thaana", "Noto Sans Syriac", "Noto Sans NKo", "Noto Sans Adlam", "Noto Sans Cherokee",
        "Noto Sans Tifinagh", "Noto Sans Vai", "Noto Sans Ol Chiki", "Noto Sans Mongolian", "Noto Sans Yi",
    ]

    /// The CJK font by language (Han glyphs differ between them), the last in each stack.
    static let cjkFonts = [
        ("zh-Hant", "Noto Sans CJK TC"), ("yue", "Noto Sans CJK HK"), ("ja", "Noto Sans CJK JP"),
        ("ko", "Noto Sans CJK KR"),
    ]

    /// The stylesheet every page links (`gallery.css`).
    static var stylesheet: String {
        let stack = { (cjk: String) in
            (fontStack + [cjk]).map { "\"\($0)\"" }.joined(separator: ", ") + ", sans-serif"
        }
        return """
            /* PickerKit gallery: each picker as wheels at UIPickerView's 17 px. */
            body { margin: 0; background: #e9e9ee; color: #111; font: 17px/1.3 \(stack("Noto Sans CJK SC")); }
            \(cjkFonts.map { ":lang(\($0.0)) { font-family: \(stack($0.1)); }" }.joined(separator: "\n"))
            .sheet { width: 320px; margin: 12px; background: #fff; border-radius: 12px; overflow: hidden;
              box-shadow: 0 1px 4px rgba(0,0,0,.2); }
            .bar { display: flex; align-items: center; justify-content: space-between; padding: 8px 12px;
              border-bottom: 1px solid #ddd; gap: 8px; }
            .bar h1 { font-size: 17px; font-weight: 600; margin: 0; text-align: center; flex: 1; }
            .cancel { color: #666; } .confirm { color: #0a64d8; font-weight: 600; }
            .wheels { display: flex; position: relative; padding: 6px 4px; }
            .wheels::before { content: ""; position: absolute; left: 4px; right: 4px; top: calc(6px + 3 * 34px);
              height: 34px; background: #eef0f4; border-radius: 8px; }
            .column { flex: 1 1 0; min-width: 0; position: relative; }
            .column ol { list-style: none; margin: 0; padding: 0; }
            .column li { height: 34px; line-height: 34px; text-align: center; white-space: nowrap; overflow: hidden;
              text-overflow: ellipsis; font-size: 17px; color: #999; }
            .column li.near1 { color: #555; } .column li.near2 { color: #888; }
            .column li.selected { color: #000; font-weight: 600; }
            .column li.far { display: none; }
            .column.unselected li { color: #c4c4c4; }
            .column li.disabled { text-decoration: line-through; color: #bbb; }
            .column li.sentinel { font-style: italic; }
            .column li.pad { visibility: hidden; }
            .column h2 { font-size: 12px; font-weight: 400; color: #777; text-align: center; margin: 0; height: 0;
              overflow: hidden; }
            .command { margin: 0 12px 12px; font: 12px/1.4 "Noto Sans Mono", monospace; color: #333; max-width: 640px;
              overflow-wrap: anywhere; }
            .index li { margin: 2px 0; } .index { padding: 12px 24px; }
            """
    }

    /// `text` escaped for HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The page of `picker`: the words bar, the wheels in display order (`dir` set from the
    /// locale's script), and the command that printed the rows.
    static func page(
        _ page: GalleryPage, _ picker: GalleryPicker, language: String, direction: WritingDirection
    ) -> String {
        let title = "\(picker.words.title) — \(page.locale) \(page.family.rawValue) \(page.variant)"
        var html = """
            <!doctype html>
            <html lang="\(escaped(language))" dir="\(direction.rawValue)">
            <head><meta charset="utf-8"><title>\(escaped(title))</title>
            <link rel="stylesheet" href="../gallery.css"></head>
            <body>
            <main class="sheet" data-locale="\(escaped(page.locale))" data-family="\(page.family.rawValue)" \
            data-variant="\(escaped(page.variant))" data-selection="\(escaped(picker.selection))">
            <header class="bar"><span class="cancel">\(escaped(picker.words.cancel))</span>\
            <h1 class="title">\(escaped(picker.words.title))</h1>\
            <span class="confirm">\(escaped(picker.words.confirm))</span></header>
            <div class="wheels" dir="\(direction.rawValue)">

            """
        for column in picker.columns {
            // A column with no selected row (the months beside a selected Present row) is greyed.
            let state = column.selected == nil ? " unselected" : ""
            html += "<section class=\"column\(state)\" data-field=\"\(escaped(column.field))\""
            html += column.selected.map { " data-selected=\"\($0)\"" } ?? ""
            html += "><h2>\(escaped(column.header ?? column.field))</h2><ol>"
            html += rowsHTML(column)
            html += "</ol></section>\n"
        }
        html += """
            </div>
            </main>
            <p class="command">Rows from <code>\(escaped(page.commandLine))</code> · <a href="../index.html">All pickers</a></p>
            </body>
            </html>

            """
        return html
    }

    /// A column's rows: every row, those beyond ``visibleRows`` from the selected one hidden,
    /// blank rows before the first and after the last so the selected row stays in the middle.
    private static func rowsHTML(_ column: GalleryPicker.Column) -> String {
        let center = column.selected ?? 0
        let before = max(0, visibleRows - center)
        let after = max(0, center + visibleRows - (column.rows.count - 1))
        var html = String(repeating: "<li class=\"pad\" aria-hidden=\"true\"></li>", count: before)
        for (index, row) in column.rows.enumerated() {
            let distance = abs(index - center)
            var classes: [String] = []
            if index == column.selected { classes.append("selected") }
            if distance > visibleRows {
                classes.append("far")
            } else if distance > 0 {
                classes.append("near\(min(distance, 2))")
            }
            if row.disabled { classes.append("disabled") }
            if row.value == "present" || row.value == "any" { classes.append("sentinel") }
            html += "<li class=\"\(classes.joined(separator: " "))\" data-value=\"\(escaped(row.value))\""
            html += index == column.selected ? " aria-selected=\"true\">" : ">"
            html += escaped(row.label) + "</li>"
        }
        html += String(repeating: "<li class=\"pad\" aria-hidden=\"true\"></li>", count: after)
        return html
    }

    /// The index: every page by locale, and the pages that could not be drawn with why.
    static func index(pages: [(page: GalleryPage, title: String)], failures: [(page: GalleryPage, reason: String)])
        -> String
    {
        var html = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>PickerKit gallery</title>
            <link rel="stylesheet" href="gallery.css"></head>
            <body class="index">
            <h1>PickerKit gallery</h1>
            <p>\(pages.count) pickers drawn by <code>locale-check gallery</code>; each page names the \
            <code>locale-check</code> command whose rows it shows.</p>

            """
        var locale = ""
        for (page, title) in pages {
            if page.locale != locale {
                if !locale.isEmpty { html += "</ul>\n" }
                locale = page.locale
                html += "<h2 id=\"\(escaped(GalleryPage.fileName(locale)))\">\(escaped(locale))</h2>\n<ul>\n"
            }
            html += "<li><a href=\"\(escaped(page.path))\">\(page.family.rawValue) \(escaped(page.variant))</a> "
            html += "<span>\(escaped(title))</span></li>\n"
        }
        if !locale.isEmpty { html += "</ul>\n" }
        if !failures.isEmpty {
            html += "<h2 id=\"not-drawn\">Not drawn</h2>\n<ul>\n"
            for (page, reason) in failures {
                html += "<li><code>\(escaped(page.commandLine))</code>: \(escaped(reason))</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
