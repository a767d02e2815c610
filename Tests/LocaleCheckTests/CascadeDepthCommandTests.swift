import Foundation
import Testing

/// `divisions` and `pick --mode division` with `--depth` and `--select-name`, run as a user would.
@Suite("locale-check divisions and pick: depth and names")
struct CascadeDepthCommandTests {
    @Test("divisions --depth 2 --select-name 上海/上海 shows two columns and the code path")
    func shanghaiByName() throws {
        let output = try LocaleCheckRunner.run(["divisions", "--depth", "2", "--select-name", "上海/上海"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(5)) == [
                "Data: bundled china-divisions.json: 3229 nodes, 3 levels (province, prefecture, county), code rule gbt2260",
                "Depth: 2 of 3 levels",
                "Selection: 310000/310100",
                "Names: 上海市/上海市",
                "Column 1 province: 34 rows, row 9 selected",
            ])
        #expect(lines.filter { $0.hasPrefix("  * ") } == ["  * 310000 上海市", "  * 310100 上海市"])
        #expect(lines.filter { $0.hasPrefix("Column ") }.count == 2)
    }

    @Test(
        "divisions --depth N: at most N columns; the first rows down to level N",
        arguments: [
            ("1", "110000", 1), ("2", "110000/110100", 2), ("3", "110000/110100/110101", 3),
        ])
    func depths(depth: String, selection: String, columns: Int) throws {
        let output = try LocaleCheckRunner.run(["divisions", "--depth", depth, "--json"])
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["selection"] as? String == selection)
        #expect(object["pickerDepth"] as? Int == Int(depth))
        #expect(object["depth"] as? Int == 3)
        #expect((object["columns"] as? [Any])?.count == columns)
        #expect((object["names"] as? [String])?.count == columns)
    }

    @Test("divisions --select-name accepts full and short names and codes stay canonical")
    func names() throws {
        let output = try LocaleCheckRunner.run(["divisions", "--select-name", "广西/南宁/青秀", "--json"])
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["selection"] as? String == "450000/450100/450103")
        #expect(object["names"] as? [String] == ["广西壮族自治区", "南宁市", "青秀区"])
    }

    @Test(
        "divisions: bad depths and selections exit 1 with the place; usage errors exit 64",
        arguments: [
            (
                ["--depth", "4"], 1,
                "Error: --depth: depth 4 is beyond the data: it has 3 levels (province, prefecture, county); choose 1 to 3\n"
            ),
            (
                ["--depth", "2", "--select", "310000"], 1,
                """
                Error: --select: 310000 (上海市) has children and the picker shows 2 levels (province, prefecture); the path must go on to one of them (offset 6) [incomplete]
                  310000
                        ^

                """
            ),
            (
                ["--depth", "1", "--select", "310000/310100"], 1,
                """
                Error: --select: the picker shows 1 level (province); the path goes on below 310000 (上海市) (offset 6) [beyond-depth]
                  310000/310100
                        ^

                """
            ),
            (
                ["--select-name", "甘肃/临夏/临夏"], 1,
                """
                Error: --select-name: "临夏" names 2 nodes of 622900 (临夏回族自治州): 临夏市 (622901), 临夏县 (622921); give the full name or the code path (offset 14) [ambiguous-name]
                  甘肃/临夏/临夏
                            ^

                """
            ),
            (
                ["--select-name", "上海/上海x/黄浦区"], 1,
                """
                Error: --select-name: no prefecture of 310000 (上海市) is named "上海x"; did you mean 上海市 (310100)? (offset 7) [unknown-name]
                  上海/上海x/黄浦区
                       ^

                """
            ),
            (
                ["--select-name", "上海/黄浦区"], 1,
                """
                Error: --select-name: no prefecture of 310000 (上海市) is named "黄浦区"; one level down: 上海市/黄浦区 (310101) (offset 7) [unknown-name]
                  上海/黄浦区
                       ^

                """
            ),
            (
                ["--depth", "2", "--select-name", "上海/上海/黄浦区"], 1,
                """
                Error: --select-name: the picker shows 2 levels (province, prefecture); the path goes on below 310100 (上海市) (offset 13) [beyond-depth]
                  上海/上海/黄浦区
                           ^

                """
            ),
        ] as [([String], Int32, String)])
    func errors(arguments: [String], status: Int32, stderr: String) throws {
        let output = try LocaleCheckRunner.run(["divisions"] + arguments)
        #expect(output.status == status)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == stderr)
    }

    @Test(
        "divisions: a depth that is not a count and --select with --select-name are usage errors",
        arguments: [
            (["--depth", "0"], "Error: --depth: \"0\" is not a number of levels (1 or more)"),
            (["--depth", "two"], "Error: --depth: \"two\" is not a number of levels (1 or more)"),
            (["--depth", "2", "--depth", "3"], "Error: --depth given 2 times"),
            (
                ["--select", "310000/310100/310101", "--select-name", "上海"],
                "Error: --select and --select-name cannot be given together (one takes codes, the other names)"
            ),
        ])
    func usage(arguments: [String], message: String) throws {
        let output = try LocaleCheckRunner.run(["divisions"] + arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix(message + "\nUsage: locale-check divisions"), "\(output.stderr)")
        #expect(output.stderr.hasSuffix("See 'locale-check divisions --help'.\n"))
    }

    @Test("pick --mode division --depth 2 --select-name 上海/上海: Enter prints the two-level path")
    func pickShanghai() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--mode", "division", "--depth", "2", "--select-name", "上海/上海"], keys: ["\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "310000/310100\n")
        #expect(output.screen.contains("上海市"))
        #expect(!output.screen.contains("黄浦区"))
    }

    @Test("pick --depth 2: choosing a province relinks its first city, and no county column appears")
    func pickRelink() throws {
        // Up from 上海市 to 黑龙江省: the city column relinks to 哈尔滨市.
        let output = try PseudoTerminalRunner.run(
            ["pick", "--mode", "division", "--depth", "2", "--select", "310000/310100"], keys: ["\u{1B}[A", "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "230000/230100\n")
        #expect(!output.screen.contains("道里区"))
    }

    @Test(
        "pick: depth and name errors before the terminal is touched",
        arguments: [
            (
                ["--mode", "division", "--depth", "9"], 1,
                "Error: --depth: depth 9 is beyond the data: it has 3 levels (province, prefecture, county); choose 1 to 3"
            ),
            (
                ["--mode", "division", "--select-name", "火星"], 1,
                "Error: --select-name: no province is named \"火星\" (offset 0) [unknown-name]\n  火星\n  ^"
            ),
            (
                ["--mode", "division", "--depth", "-1"], 64,
                "Error: --depth: \"-1\" is not a number of levels (1 or more)"
            ),
            (
                ["--mode", "region", "--locale", "de", "--depth", "1"], 64,
                "Error: --depth goes with --mode division (regions have one level)"
            ),
            (["--locale", "en_US", "--depth", "2"], 64, "Error: --depth goes with --mode division"),
            (
                ["--locale", "en_US", "--select-name", "x"], 64,
                "Error: --select-name goes with --mode region or division"
            ),
        ] as [([String], Int32, String)])
    func pickErrors(arguments: [String], status: Int32, message: String) throws {
        let output = try LocaleCheckRunner.run(["pick"] + arguments)
        #expect(output.status == status)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
    }

    @Test("pick --mode division --any --present: Up from the first province is 不限, Present is last")
    func pickSentinels() throws {
        // 北京市 is the first province: one key up is the Any row, and Enter prints its value.
        let any = try PseudoTerminalRunner.run(
            ["pick", "--mode", "division", "--any", "--present", "--select", "110000/110100/110101"],
            keys: ["\u{1B}[A", "\r"])
        #expect(any.status == 0)
        #expect(any.stdout == "any\n")
        #expect(any.screen.contains("不限"))
        let present = try PseudoTerminalRunner.run(
            ["pick", "--mode", "region", "--locale", "en_US", "--present", "--select", "present"], keys: ["\r"])
        #expect(present.status == 0)
        #expect(present.stdout == "present\n")
        #expect(present.screen.contains("Present"))
        let refused = try LocaleCheckRunner.run(["pick", "--mode", "region", "--locale", "en_US", "--select", "any"])
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("Error: --select any needs --any"))
    }

    @Test("pick --mode region --select-name takes the region's name in the locale")
    func regionByName() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--mode", "region", "--locale", "de", "--select-name", "Österreich"], keys: ["\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "AT\n")
    }
}
