import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Selecting by names: exact names first, then unambiguous short names; unknown and ambiguous
/// names are positioned errors that list suggestions or candidates.
@Suite("cascade selection by name path")
struct CascadeNamePathTests {
    static let china = try! CascadeTree.chinaDivisions()

    @Test(
        "short names drop the administrative suffix, and ethnic groups before 自治",
        arguments: [
            ("上海市", "上海"), ("广东省", "广东"), ("广西壮族自治区", "广西"), ("新疆维吾尔自治区", "新疆"),
            ("宁夏回族自治区", "宁夏"), ("内蒙古自治区", "内蒙古"), ("香港特别行政区", "香港"), ("兴安盟", "兴安"),
            ("大兴安岭地区", "大兴安岭"), ("神农架林区", "神农架"), ("延边朝鲜族自治州", "延边"),
            ("恩施土家族苗族自治州", "恩施"), ("博尔塔拉蒙古自治州", "博尔塔拉"), ("克孜勒苏柯尔克孜自治州", "克孜勒苏"),
            ("围场满族蒙古族自治县", "围场"), ("鄂伦春自治旗", "鄂伦春"), ("南山区", "南山"), ("石家庄市", "石家庄"),
            ("易县", nil), ("城区", nil), ("县", nil), ("省直辖县级行政区划", nil), ("西沙群岛", nil), ("Zürich", nil),
        ] as [(String, String?)])
    func shortNames(name: String, short: String?) {
        #expect(CascadeShortName.of(name) == short)
    }

    @Test(
        "good name paths select the node they name",
        arguments: [
            (3, "上海市/上海市/黄浦区", "310000/310100/310101"),
            (2, "上海/上海", "310000/310100"),
            (2, "上海市/上海", "310000/310100"),
            (1, "上海", "310000"),
            (3, "广东/深圳/南山", "440000/440300/440305"),
            (3, "广西/南宁/青秀", "450000/450100/450103"),
            (3, "香港", "810000"),
            (2, "香港特别行政区", "810000"),
            (3, "吉林/吉林/船营", "220000/220200/220204"),
            (3, "甘肃/临夏/临夏市", "620000/622900/622901"),
            (3, "甘肃省/临夏回族自治州/临夏县", "620000/622900/622921"),
            (3, "湖北/省直辖县级行政区划/神农架", "420000/429000/429021"),
            (3, "内蒙古/呼伦贝尔/鄂伦春", "150000/150700/150723"),
        ])
    func good(depth: Int, names: String, codes: String) throws {
        let picker = try CascadePicker(tree: Self.china, depth: depth)
        #expect(try picker.selecting(exactlyNames: names).selection.description == codes)
        #expect(try picker.selecting(names: names).picker.selection.description == codes)
    }

    @Test(
        "bad name paths give kind, byte offset and the candidates' codes",
        arguments: [
            (3, "", ParseError.Kind.empty, 0, []),
            (3, "/上海", .emptySegment, 0, []),
            (3, "上海//黄浦区", .emptySegment, 7, []),
            (3, "上海/", .emptySegment, 7, []),
            (3, "上海x", .unknownName, 0, ["310000"]),
            (3, "上海/上海x/黄浦区", .unknownName, 7, ["310100"]),
            (3, "上海/上海/黄埔区", .unknownName, 14, ["310101"]),  // 埔 for 浦: one edit
            (3, "火星", .unknownName, 0, []),
            (3, " 上海", .unknownName, 0, ["310000"]),
            (3, "甘肃/临夏/临夏", .ambiguousName, 14, ["622901", "622921"]),
            (3, "新疆/和田地区/和田", .ambiguousName, 20, ["653201", "653221"]),
            (3, "新疆/伊犁/伊宁", .ambiguousName, 14, ["654002", "654021"]),
            (3, "上海/上海", .incomplete, 13, []),
            (2, "上海", .incomplete, 6, []),
            (2, "上海/上海/黄浦区", .beyondDepth, 13, []),
            (1, "上海/上海", .beyondDepth, 6, []),
            (3, "香港/中西区", .pastLeaf, 6, []),
            (3, String(repeating: "上", count: 3_000), .tooLong, CascadePathSegments.maximumNameLength, []),
        ] as [(Int, String, ParseError.Kind, Int, [String])])
    func bad(depth: Int, names: String, kind: ParseError.Kind, offset: Int, candidates: [String]) throws {
        let picker = try CascadePicker(tree: Self.china, depth: depth)
        do {
            let shown = try picker.selecting(exactlyNames: names)
            Issue.record("accepted \(names) as \(shown.selection)")
        } catch {
            #expect(error.kind == kind, "\(error)")
            #expect(error.offset == offset, "\(error)")
            #expect(error.candidates.map(\.code) == candidates, "\(error)")
            #expect((0...names.utf8.count).contains(error.offset))
        }
    }

    @Test("the messages name the place, the input and the candidates")
    func messages() throws {
        let picker = CascadePicker(tree: Self.china)
        let city = try #require(Self.china.child(of: Self.china.child(of: nil, code: "310000"), code: "310100"))
        #expect(
            throws: ParseError(
                kind: .unknownName, offset: 7,
                message: "no prefecture of 310000 (上海市) is named \"上海x\"; did you mean 上海市 (310100)?",
                candidates: [CascadeRow(node: city, code: "310100", name: "上海市")])
        ) { try picker.selecting(names: "上海/上海x") }
        do {
            _ = try picker.selecting(names: "甘肃/临夏/临夏")
            Issue.record("ambiguous name accepted")
        } catch {
            #expect(
                error.message
                    == "\"临夏\" names 2 nodes of 622900 (临夏回族自治州): 临夏市 (622901), 临夏县 (622921); give the full name or the code path"
            )
        }
        do {
            _ = try picker.selecting(names: "火星")
            Issue.record("unknown name accepted")
        } catch {
            #expect(error.message == "no province is named \"火星\"")
        }
        // A skipped level is pointed out only when the picker shows the level below.
        for (depth, message) in [
            (3, "no province is named \"深圳\"; one level down: 广东省/深圳市 (440300)"),
            (1, "no province is named \"深圳\""),
        ] {
            let picker = try CascadePicker(tree: Self.china, depth: depth)
            do {
                _ = try picker.selecting(names: "深圳")
                Issue.record("深圳 accepted as a province")
            } catch {
                #expect(error.message == message)
                #expect(error.kind == .unknownName && error.candidates.isEmpty)
            }
        }
    }

    @Test("every short name of the divisions is a shorter prefix of its name (the lookup filters on it)")
    func shortNamesArePrefixes() {
        var shortened = 0
        for node in 0..<Self.china.nodeCount {
            guard let short = Self.china.shortName(of: node) else { continue }
            let name = Self.china.name(of: node)
            #expect(name.hasPrefix(short) && short.count < name.count, "\(name) -> \(short)")
            shortened += 1
        }
        #expect(shortened > 3_000)
    }

    @Test("an exact name wins over a short name it shares with a sibling")
    func exactFirst() throws {
        let tree = try CascadeTree(
            roots: [
                CascadeNode(code: "1", name: "吉林"), CascadeNode(code: "2", name: "吉林市"),
                CascadeNode(code: "3", name: "吉林县"),
            ],
            codeRule: .unchecked)
        let picker = CascadePicker(tree: tree)
        #expect(try picker.selecting(exactlyNames: "吉林").selection.description == "1")
        #expect(try picker.selecting(exactlyNames: "吉林县").selection.description == "3")
        #expect(tree.children(of: nil, named: "吉林") == [0])
    }

    @Test("a partial name path is completed and reports the filled levels")
    func partial() throws {
        let picker = try CascadePicker(tree: Self.china, selection: "440000/440300/440305")
        let update = try picker.selecting(names: "北京")
        #expect(update.picker.selection.description == "110000/110100/110101")
        #expect(update.filledLevels == [1, 2])
    }

    @Test("every node's name path and short-name path select it, unless ambiguous, which the error reports")
    func everyNode() throws {
        var ambiguous = 0
        for node in 0..<Self.china.nodeCount {
            let ancestry = Self.china.ancestry(of: node)
            let depth = ancestry.count
            let picker = try CascadePicker(tree: Self.china, depth: depth)
            let full = ancestry.map(Self.china.name(of:)).joined(separator: "/")
            #expect(try picker.selecting(exactlyNames: full).selectedNodes.last == node, "\(full)")
            let short = ancestry.map { Self.china.shortName(of: $0) ?? Self.china.name(of: $0) }.joined(separator: "/")
            do {
                let shown = try picker.selecting(exactlyNames: short)
                #expect(shown.selectedNodes.last == node, "\(short)")
            } catch {
                ambiguous += 1
                #expect(error.kind == .ambiguousName, "\(short): \(error)")
                #expect(error.candidates.contains { $0.node == node }, "\(short): \(error)")
            }
        }
        #expect(ambiguous == 6)  // 临夏市/县, 和田市/县, 伊宁市/县
    }

    @Test("random trees with repeated names: each node's name path selects it or reports the ambiguity (seeded)")
    func randomTrees() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x4E41_4D45)
        let pool = ["甲", "甲市", "甲县", "乙区", "乙", "丙丁省", "丙丁", "戊己自治州", "戊己"]
        for round in 0..<40 {
            var counter = 0
            func make(level: Int) -> [CascadeNode] {
                (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    counter += 1
                    let name = pool.randomElement(using: &random)!
                    let children = level < 3 && Bool.random(using: &random) ? make(level: level + 1) : []
                    return CascadeNode(code: "n\(counter)", name: name, children: children)
                }
            }
            let tree = try CascadeTree(roots: make(level: 1), codeRule: .unchecked)
            for node in 0..<tree.nodeCount {
                let ancestry = tree.ancestry(of: node)
                let picker = try CascadePicker(tree: tree, depth: tree.depth)
                let names = ancestry.map(tree.name(of:)).joined(separator: "/")
                // The first level where another sibling has the same name is where it must fail.
                let clash = ancestry.firstIndex { step in
                    tree.children(of: tree.parent(of: step)).filter { tree.name(of: $0) == tree.name(of: step) }.count
                        > 1
                }
                do {
                    let update = try picker.selecting(names: names)
                    #expect(clash == nil, "seed \(seed) round \(round): \(names)")
                    #expect(
                        update.picker.selectedNodes[ancestry.count - 1] == node, "seed \(seed) round \(round): \(names)"
                    )
                } catch {
                    let level = try #require(clash, "seed \(seed) round \(round): \(names): \(error)")
                    #expect(error.kind == .ambiguousName, "seed \(seed) round \(round): \(error)")
                    #expect(error.candidates.contains { $0.node == ancestry[level] }, "seed \(seed) round \(round)")
                    let offset = ancestry[..<level].map { tree.name(of: $0).utf8.count + 1 }.reduce(0, +)
                    #expect(error.offset == offset, "seed \(seed) round \(round): \(error)")
                }
            }
        }
    }
}

/// Random name paths made of real names, short names, parts of names and stray characters.
@Suite("cascade name paths: random input")
struct CascadeNamePathRandomTests {
    @Test("whatever is accepted names each level's node by name or short name; errors point inside (seeded)")
    func randomText() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let tree = CascadeNamePathTests.china
        let pieces = ["/", "上海", "市", "广东", "深圳", "南山区", "临夏", "甘肃", "区", "县", " ", "\u{200B}", "x", "香港"]
        for step in 0..<1_000 {
            var text = ""
            if Bool.random(using: &random) {
                // A real node's path with one segment shortened, cut or changed.
                let node = Int.random(in: 0..<tree.nodeCount, using: &random)
                var names = tree.ancestry(of: node).map { tree.shortName(of: $0) ?? tree.name(of: $0) }
                let level = Int.random(in: 0..<names.count, using: &random)
                names[level] = String(names[level].dropLast(Int.random(in: 0...1, using: &random)))
                text = names.joined(separator: "/")
            } else {
                for _ in 0..<Int.random(in: 0...6, using: &random) { text += pieces.randomElement(using: &random)! }
            }
            for depth in 1...tree.depth {
                let picker = try CascadePicker(tree: tree, depth: depth)
                do {
                    let update = try picker.selecting(names: text)
                    let segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                    #expect(update.picker.selectedNodes.count <= depth, "seed \(seed) step \(step): \(text)")
                    for (level, segment) in segments.enumerated() {
                        let node = update.picker.selectedNodes[level]
                        #expect(
                            tree.name(of: node) == segment || tree.shortName(of: node) == segment,
                            "seed \(seed) step \(step): \(text)")
                    }
                } catch {
                    #expect((0...text.utf8.count).contains(error.offset), "seed \(seed) step \(step): \(error)")
                    #expect(error.kind != .ambiguousName || error.candidates.count >= 2, "seed \(seed): \(error)")
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }
}
