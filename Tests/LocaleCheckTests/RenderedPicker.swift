import Foundation

/// A gallery page's picker as Chromium rendered it, read from the dumped DOM: the document's
/// and the wheels' `dir`, the title, and each column's field, row labels, struck rows and
/// the row marked selected.
struct RenderedPicker {
    /// One wheel as rendered.
    struct Column: Equatable {
        let field: String
        /// Every row's label, blank padding rows left out.
        let labels: [String]
        /// The index among `labels` of the row marked `aria-selected`, or `nil`.
        let selected: Int?
        /// The indices of rows with the `disabled` class.
        let disabled: Set<Int>
    }

    let documentDirection: String?
    let wheelsDirection: String?
    let title: String
    let columns: [Column]
    /// The command the page shows, split into words as a POSIX shell would.
    let command: [String]

    init(dom: String) {
        documentDirection = dom.firstMatch(of: /<html[^>]* dir="([a-z]+)"/).map { String($0.output.1) }
        wheelsDirection = dom.firstMatch(of: /<div class="wheels" dir="([a-z]+)"/).map { String($0.output.1) }
        title = dom.firstMatch(of: /<h1 class="title">([^<]*)<\/h1>/).map { Self.text(String($0.output.1)) } ?? ""
        columns = dom.matches(
            of: /<section class="column[^"]*" data-field="([^"]*)"[^>]*>.*?<ol>(.*?)<\/ol><\/section>/
        )
        .map { match in
            let rows = String(match.output.2).matches(of: /<li class="([^"]*)"([^>]*)>(.*?)<\/li>/)
                .filter { !$0.output.2.contains("aria-hidden") }
            return Column(
                field: Self.text(String(match.output.1)),
                labels: rows.map { Self.text(String($0.output.3)) },
                selected: rows.firstIndex { $0.output.2.contains("aria-selected=\"true\"") },
                disabled: Set(rows.indices.filter { rows[$0].output.1.split(separator: " ").contains("disabled") }))
        }
        let code = dom.firstMatch(of: /<code>(locale-check [^<]*)<\/code>/).map { Self.text(String($0.output.1)) } ?? ""
        command = Self.shellWords(code)
    }

    /// HTML text with Chromium's serialization undone (`&amp;`, `&lt;`, `&gt;`, `&quot;`,
    /// `&#39;`, `&nbsp;` for U+00A0).
    static func text(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{00A0}").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `line` split as a POSIX shell splits words in single quotes and `\'` (the page's quoting).
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var inWord = false
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && !quoted {
                escaped = true
                inWord = true
            } else if character == "'" {
                quoted.toggle()
                inWord = true
            } else if character == " " && !quoted {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
