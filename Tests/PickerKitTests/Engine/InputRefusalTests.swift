import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

/// Issue 9 item 14 (library parts): regions, numbering systems, digit scripts and names that
/// used to pass and now get a clear error with the position.
@Suite("Refused inputs")
struct InputRefusalTests {
    @Test(
        "three-digit regions must be UN M.49 codes CLDR knows",
        arguments: [("en_999", false), ("en_000", false), ("es_419", true), ("en_150", true), ("en_001", true)])
    func numericRegions(id: String, known: Bool) {
        let locale = Result { () throws(LocalizationError) in try ResolvedLocale(id) }
        switch locale {
        case .success: #expect(known, "\(id) was accepted")
        case .failure(let error):
            #expect(!known, "\(id): \(error)")
            #expect(error == .unknownRegion(id: id, region: String(id.suffix(3))))
        }
    }

    @Test("en_999 with fallback allowed resolves to en and says so")
    func numericRegionFallback() throws {
        let locale = try ResolvedLocale("en_999", allowingFallback: true)
        #expect(locale.resolved == "en")
        #expect(locale.isFallback)
    }

    @Test(
        "numbering systems for one field only are refused",
        arguments: ["ja_JP@numbers=jpanyear", "zh-u-nu-hanidays"])
    func fieldOnlyNumbering(id: String) {
        #expect {
            try ResolvedLocale(id)
        } throws: { error in
            guard case .unsuitableNumberingSystem(let failedID, _, _) = error as? LocalizationError else {
                return false
            }
            return failedID == id
        }
    }

    @Test("algorithmic numbering systems for all numbers still label: ja@numbers=jpan minute 1 is 一, not 元")
    func jpanMinutes() throws {
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale("ja_JP@numbers=jpan"), mode: .hourMinute)
        let label = try labeler.label(.minute, for: PickerValues(minute: 1))
        #expect(!label.contains("元"))
        #expect(label == (try labeler.icuLabel(.minute, for: PickerValues(minute: 1))))
    }

    @Test(
        "lenient parsing refuses a value that mixes digit scripts, at the first digit of the second script",
        arguments: [
            ("٢٠19-08-20", 4), ("2019-٠٨-20", 5), ("２０１９-08-20", 13), ("2019-08-２０", 8), ("١٢:3٠", 5),
        ])
    func mixedDigits(input: String, offset: Int) {
        #expect {
            try Selection.normalizing(input, mode: nil)
        } throws: { error in
            guard let error = error as? ParseError else { return false }
            return error.offset == offset && error.kind == .unexpectedCharacter
                && error.message.contains("another script")
        }
    }

    @Test("one script per value still reads", arguments: ["٢٠١٩-٠٨-٢٠", "２０１９/８/２０", "2019-8-20"])
    func oneScript(input: String) throws {
        #expect(try Selection.normalizing(input, mode: .date).description == "2019-08-20")
    }

    @Test(
        "cascade names of only invisible characters or with bidi controls are refused with their position",
        arguments: [
            (#"{"nodes": [{"code": "1", "name": "\u200B\u2060"}]}"#, CascadeDataError.Kind.emptyName, "invisible"),
            (#"{"nodes": [{"code": "1", "name": "\uFEFF \u3164"}]}"#, .emptyName, "invisible"),
            (#"{"nodes": [{"code": "1", "name": "abc\u202Efed"}]}"#, .controlCharacterInName, "U+202E at character 4"),
            (#"{"nodes": [{"code": "1", "name": "\u2067x\u2069"}]}"#, .controlCharacterInName, "U+2067 at character 1"),
            (#"{"levels": ["\u200D"], "nodes": [{"code": "1", "name": "A"}]}"#, .emptyName, "invisible"),
            (#"{"levels": ["a\u202Db"], "nodes": [{"code": "1", "name": "A"}]}"#, .controlCharacterInName, "U+202D"),
        ])
    func cascadeNames(json: String, kind: CascadeDataError.Kind, fragment: String) {
        do {
            _ = try CascadeTree(json: Array(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.position != nil)
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }

    @Test("names with visible text next to joiners still load")
    func visibleNames() throws {
        let tree = try CascadeTree(json: Array(#"{"nodes": [{"code": "1", "name": "👩\u200D💻 A"}]}"#.utf8))
        #expect(tree.nodeCount == 1)
    }
}
