import Foundation
import PickerKitTestSupport
import Testing

@Suite("locale-check regions and divisions")
struct CascadeCommandTests {
    @Test("regions --locale de lists CODE<TAB>name lines in German order", .pinsCLDR42)
    func regionsGerman() throws {
        let output = try LocaleCheckRunner.run(["regions", "--locale", "de"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 253)
        #expect(lines.prefix(3) == ["AF\tAfghanistan", "EG\tÄgypten", "AX\tÅlandinseln"])
        let austria = try #require(lines.firstIndex(of: "AT\tÖsterreich"))
        #expect(lines[austria - 1] == "OM\tOman")
    }

    @Test(
        "regions --json names the locale ICU used for collation",
        .needsSystemICU("ICU's valid collation locale: Foundation reports none"))
    func regionsJSON() throws {
        let output = try LocaleCheckRunner.run(["regions", "--locale", "zh_TW", "--json"])
        #expect(output.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["collationLocale"] as? String == "zh_Hant_TW")
        #expect((object["locale"] as? [String: Any])?["resolved"] as? String == "zh_Hant_TW")
        #expect(object["count"] as? Int == 253)
        let regions = try #require(object["regions"] as? [[String: String]])
        #expect(regions.first(where: { $0["code"] == "TW" })?["name"] == "台灣")
    }

    @Test("regions: a malformed locale exits 1; a missing --locale is a usage error")
    func regionsErrors() throws {
        let malformed = try LocaleCheckRunner.run(["regions", "--locale", "aaaaaaaaaaaaa"])
        #expect(malformed.status == 1)
        #expect(malformed.stdout.isEmpty)
        #expect(malformed.stderr.hasPrefix("Error: locale \"aaaaaaaaaaaaa\" is malformed"))
        let collation = try LocaleCheckRunner.run(["regions", "--locale", "de", "--collation", "zhuyin"])
        #expect(collation.status == 1)
        #expect(
            collation.stderr.hasPrefix("Error: collation \"zhuyin\" is not available for locale \"de\" (available: "))
        let keyword = try LocaleCheckRunner.run(["regions", "--locale", "zh@collation=stroke"])
        #expect(keyword.status == 1)
        #expect(
            keyword.stderr
                == "Error: locale \"zh@collation=stroke\": keyword \"collation\" is not supported (supported: calendar (ca), numbers (nu), hours (hc), fw, rg; ignored: sd, cu, ms, co and the other collation keys); give the collation type with --collation\n"
        )
        let missing = try LocaleCheckRunner.run(["regions"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: --locale is required\nUsage: locale-check regions"))
        let unknown = try LocaleCheckRunner.run(["regions", "--locale", "xx"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "Error: locale \"xx\": ICU has no data for language \"xx\"\n")
        let fallback = try LocaleCheckRunner.run(["regions", "--locale", "xx", "--allow-fallback"])
        #expect(fallback.status == 0)
        #expect(fallback.stderr == "Note: locale xx: data root (fallback), collation root\n")
    }

    @Test("divisions --select prints every column with the selected rows marked")
    func divisionsSelection() throws {
        let output = try LocaleCheckRunner.run(["divisions", "--select", "440000/440300/440305"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(2) == [
                "Data: bundled china-divisions.json: 3229 nodes, 3 levels (province, prefecture, county), code rule gbt2260",
                "Selection: 440000/440300/440305",
            ])
        #expect(lines.filter { $0.hasPrefix("  * ") } == ["  * 440000 广东省", "  * 440300 深圳市", "  * 440305 南山区"])
        #expect(lines.filter { $0.hasPrefix("Column ") }.count == 3)
    }

    @Test("divisions --json: a municipality's prefecture column repeats its name")
    func divisionsJSON() throws {
        let output = try LocaleCheckRunner.run(["divisions", "--select", "110000/110100/110105", "--json"])
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["selection"] as? String == "110000/110100/110105")
        let columns = try #require(object["columns"] as? [[String: Any]])
        let prefectures = try #require(columns[1]["rows"] as? [[String: String]])
        #expect(prefectures == [["code": "110100", "name": "北京市"]])
    }

    @Test("divisions: a bad selection exits 1 with the offset and a caret")
    func divisionsBadSelection() throws {
        let output = try LocaleCheckRunner.run(["divisions", "--select", "440000/449900/440305"])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr == """
                Error: --select: 449900 is not a child of 440000 (广东省) (offset 7) [unknown-code]
                  440000/449900/440305
                         ^

                """)
    }

    @Test("divisions --data validates a file: line, column and node path for a bad one")
    func divisionsData() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("divisions-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json")
        try Data(
            "{\"nodes\": [\n {\"code\": \"1\", \"name\": \"A\", \"children\": [{\"code\": \"21\", \"name\": \"B\"}]}\n]}\n"
                .utf8
        )
        .write(to: bad)
        let output = try LocaleCheckRunner.run(["divisions", "--data", bad.path])
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "Error: \(bad.path): line 2, column 51: nodes[0].children[0]: code 21 does not extend its parent's code 1 (a child's code must start with its parent's code and be longer) [code-does-not-extend-parent]\n"
        )
        let good = directory.appendingPathComponent("good.json")
        try Data(
            #"{"codeRule": "unchecked", "nodes": [{"code": "s", "name": "Small", "children": [{"code": "r", "name": "Red"}]}]}"#
                .utf8
        )
        .write(to: good)
        let valid = try LocaleCheckRunner.run(["divisions", "--data", good.path])
        #expect(valid.status == 0)
        #expect(
            valid.stdout == """
                Data: \(good.path): 2 nodes, 2 levels, code rule unchecked
                Selection: s/r
                Names: Small/Red
                Column 1: 1 row, row 1 selected
                  * s Small
                Column 2: 1 row, row 1 selected
                  * r Red

                """)
        let missing = try LocaleCheckRunner.run([
            "divisions", "--data", directory.appendingPathComponent("none.json").path,
        ])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasSuffix("[unreadable]\n"))
    }
}

@Suite("locale-check --data with a file name that is not UTF-8")
struct DataFileNameTests {
    @Test("divisions --data opens it and names it with the byte escaped")
    func notUTF8() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("data-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Process takes String arguments, so the name is made and passed through the shell.
        let output = try LocaleCheckRunner.run(
            [
                "-c",
                #"name="$1/$(printf 'd\377.json')"; printf '{"nodes":[{"code":"1","name":"A"}]}' > "$name"; exec "$0" divisions --data "$name""#,
                LocaleCheckRunner.executable.path, directory.path,
            ], executable: "/bin/sh")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Data: \(directory.path)/d\\x{FF}.json: 1 nodes"))
    }
}
