import Foundation
import PickerKitTestSupport
import Testing

/// `locale-check gallery` in a real browser: a gallery of four locales (two right to left),
/// served on 127.0.0.1 and loaded in headless Chromium, shows the columns, rows and selection
/// `labels --json` gives for the command each page names, runs right to left where the locale
/// does, and every column has a measured width in widths.json.
///
/// Without chromium the suite is skipped, except in CI (`CI` set), where that is a failure.
@Suite(
    "gallery pages rendered by headless Chromium",
    .enabled(
        if: GallerySite.chromium != nil || GallerySite.isCI,
        "no chromium (apt-get install chromium); set CI to make this a failure"))
struct GalleryBrowserTests {
    /// The site, or a recorded issue saying why there is none.
    private func site() -> GallerySite? {
        switch GallerySite.shared {
        case .success(let site): return site
        case .failure(let failure):
            Issue.record(
                GallerySite.chromium == nil
                    ? "chromium is missing and CI is set: .ci/run installs it (apt-get install chromium)"
                    : "the gallery could not be rendered: \(failure)")
            return nil
        }
    }

    @Test(
        "each page shows labels --json's columns, rows and selection, in the locale's direction",
        arguments: [
            ("en_US", "ltr"), ("ar_EG", "rtl"), ("he_IL", "rtl"), ("zh_CN", "ltr"),
        ] as [(id: String, direction: String)],
        [
            "dates-date", "calendars-chinese", "ranges-year-month-present", "periods-year-week", "periods-year-quarter",
            "durations-duration",
        ]
    )
    func pageMatchesLabels(_ locale: (id: String, direction: String), page: String) throws {
        guard let site = site() else { return }
        let path = "\(locale.id)/\(page).html"
        let dom = try #require(site.pages[path], "no page \(path) in the index; gallery said: \(site.galleryOutput)")
        let rendered = RenderedPicker(dom: dom)
        #expect(rendered.documentDirection == locale.direction)
        #expect(rendered.wheelsDirection == locale.direction)
        #expect(!rendered.title.isEmpty)
        // The page's own command, run by the binary, gives the rows the browser shows.
        #expect(Array(rendered.command.prefix(2)) == ["locale-check", "labels"])
        #expect(rendered.command.contains("--json"))
        let labels = try LocaleCheckRunner.run(Array(rendered.command.dropFirst()))
        #expect(labels.status == 0, "\(labels.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(labels.stdout.utf8)) as? [String: Any])
        let columns = try #require(json["columns"] as? [[String: Any]])
        let expected = columns.map { column in
            let rows = column["rows"] as? [[String: Any]] ?? []
            return RenderedPicker.Column(
                field: column["field"] as? String ?? "",
                labels: rows.map { $0["label"] as? String ?? "" },
                selected: column["selected"] as? Int,
                disabled: Set(rows.indices.filter { rows[$0]["disabled"] as? Bool == true }))
        }
        #expect(rendered.columns.map(\.field) == expected.map(\.field))
        for (shown, given) in zip(rendered.columns, expected) {
            #expect(shown == given, "column \(given.field) of \(path)")
        }
    }

    @Test("widths.json has a positive width for every column of every page")
    func everyColumnIsMeasured() throws {
        guard let site = site() else { return }
        #expect(Set(site.widths.keys) == Set(site.pages.keys))
        for (path, dom) in site.pages {
            let columns = site.widths[path] ?? []
            #expect(columns.map(\.field) == RenderedPicker(dom: dom).columns.map(\.field), "\(path)")
            for column in columns {
                #expect(column.width > 0, "\(path) column \(column.field): width \(column.width)")
                #expect(!column.widest.isEmpty, "\(path) column \(column.field)")
            }
        }
        print("gallery in Chromium: \(site.pages.count) pages built, rendered and measured in \(site.seconds) s")
    }
}
