import PickerKitData
import PickerKitTestSupport
import Testing

@testable import PickerKitCore

/// The byte-based loader against the loader it replaced (kept in `Reference/`): for random
/// documents, valid, broken in one node or mutated byte by byte, both give the same tree (codes,
/// names, parents, child ranges, depth) or the same error (kind, position, node path, message).
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter CascadeLoadingReference`.
@Suite("cascade loading against the previous loader")
struct CascadeLoadingReferenceTests {
    /// Loads `bytes` both ways.
    static func both(_ bytes: [UInt8], maximumDepth: Int) -> (
        found: Result<ReferenceCascadeLayout, CascadeDataError>,
        expected: Result<ReferenceCascadeLayout, CascadeDataError>
    ) {
        let found = Result { () throws(CascadeDataError) in
            ReferenceCascadeLayout(try CascadeTree(json: bytes, maximumDepth: maximumDepth))
        }
        let expected = Result { () throws(CascadeDataError) in
            try ReferenceCascadeLayout(json: bytes, maximumDepth: maximumDepth)
        }
        return (found, expected)
    }

    @Test("random documents load to the same tree or fail with the same error (seeded)")
    func documents() {
        let seed = SplitMix64.runSeed
        var generator = CascadeDocumentGenerator(seed: seed)
        var loaded = 0
        for round in 0..<3_000 {
            let (roots, rule) = generator.tree()
            let bytes = generator.document(roots, rule: rule)
            let maximumDepth = Int.random(in: 2...6, using: &generator.random)
            let (found, expected) = Self.both(bytes, maximumDepth: maximumDepth)
            #expect(found == expected, "seed \(seed) round \(round): \(String(decoding: bytes, as: UTF8.self))")
            if case .success = found { loaded += 1 }
            // The same nodes made in code.
            let madeFound = Result { () throws(CascadeDataError) in
                ReferenceCascadeLayout(try CascadeTree(roots: roots, codeRule: rule, maximumDepth: maximumDepth))
            }
            let madeExpected = Result { () throws(CascadeDataError) in
                try ReferenceCascadeLayout(roots: roots, codeRule: rule, maximumDepth: maximumDepth)
            }
            #expect(madeFound == madeExpected, "seed \(seed) round \(round) (nodes made in code)")
        }
        // Most documents carry no broken node; the rest each fail somewhere.
        #expect(loaded > 300 && loaded < 2_700, "seed \(seed): \(loaded) of 3000 loaded")
    }

    @Test("mutated documents fail at the same place with the same message (seeded)")
    func mutatedDocuments() {
        let seed = SplitMix64.runSeed
        var generator = CascadeDocumentGenerator(seed: seed)
        let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn/\u"#.utf8) + [0x0A, 0x09, 0x00, 0xC3, 0xA9, 0xFF, 0xE5]
        for round in 0..<3_000 {
            let (roots, rule) = generator.tree()
            var bytes = generator.document(roots, rule: rule)
            for _ in 0..<Int.random(in: 1...3, using: &generator.random) {
                let index = Int.random(in: 0..<bytes.count, using: &generator.random)
                switch Int.random(in: 0..<3, using: &generator.random) {
                case 0: bytes[index] = alphabet.randomElement(using: &generator.random)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &generator.random)!, at: index)
                }
            }
            let (found, expected) = Self.both(bytes, maximumDepth: 8)
            #expect(found == expected, "seed \(seed) round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("the bundled China divisions load to the same tree")
    func chinaDivisions() {
        let (found, expected) = Self.both(PickerKitData.chinaDivisions, maximumDepth: 8)
        #expect(found == expected)
        #expect((try? found.get())?.codes.count == 3229)
    }

    /// One broken node among many siblings, on each side of the pairwise limit of the
    /// duplicate search and of the 8 bytes compared at once.
    @Test(
        "a repeated code is found wherever it is among the siblings",
        arguments: [
            (siblings: 3, repeated: 2, of: 0), (24, 23, 0), (24, 23, 22), (25, 24, 0), (25, 24, 23), (26, 25, 24),
            (60, 59, 1), (60, 30, 29), (60, 26, 3),
        ])
    func repeatedCode(siblings: Int, repeated: Int, of original: Int) {
        for codeLength in [1, 7, 8, 9, 17, 64] {
            func code(_ index: Int) -> String {
                let digits = String(index)
                return String(repeating: "a", count: codeLength - min(codeLength, digits.count))
                    + digits.suffix(codeLength)
            }
            guard Set((0..<siblings).map(code)).count == siblings else { continue }
            let codes = (0..<siblings).map { $0 == repeated ? code(original) : code($0) }
            let nodes = codes.map { #"{"code": "\#($0)", "name": "n"}"# }.joined(separator: ", ")
            let json = #"{"codeRule": "unchecked", "nodes": [{"code": "p", "name": "P", "children": [\#(nodes)]}]}"#
            let (found, expected) = Self.both(Array(json.utf8), maximumDepth: 8)
            #expect(found == expected, "\(codeLength)-byte codes")
            guard case .failure(let error) = found else {
                Issue.record("\(codeLength)-byte codes: loaded")
                continue
            }
            #expect(error.kind == .duplicateCode)
            #expect(error.nodePath == "nodes[0].children[\(repeated)]")
        }
    }

    @Test("codes that differ only after their first 8 bytes are different codes")
    func longCodes() throws {
        let json = #"""
            {"codeRule": "unchecked", "nodes": [
              {"code": "abcdefgh1", "name": "A"}, {"code": "abcdefgh2", "name": "B"}, {"code": "abcdefgh", "name": "C"},
              {"code": "abcdefgh12", "name": "D"}]}
            """#
        let tree = try CascadeTree(json: Array(json.utf8))
        #expect((0..<4).map(tree.code(of:)) == ["abcdefgh1", "abcdefgh2", "abcdefgh", "abcdefgh12"])
    }

    @Test("a node's children may come before its code and name")
    func childrenFirst() throws {
        let json = #"{"nodes": [{"children": [{"name": "B", "code": "11"}], "name": "A", "code": "1"}]}"#
        let tree = try CascadeTree(json: Array(json.utf8))
        #expect(tree.code(of: 0) == "1" && tree.name(of: 0) == "A")
        #expect(tree.code(of: 1) == "11" && tree.parent(of: 1) == 0)
        // The parent's problem is reported before its child's, as its node comes first.
        let broken = #"{"nodes": [{"children": [{"name": "B", "code": ""}], "name": " ", "code": "1"}]}"#
        let (found, expected) = Self.both(Array(broken.utf8), maximumDepth: 8)
        #expect(found == expected)
        guard case .failure(let error) = found else {
            Issue.record("loaded")
            return
        }
        #expect(error.kind == .emptyName && error.nodePath == "nodes[0]")
    }

    @Test("strings written with escapes load as what they stand for, and errors point at their quotes")
    func escapedStrings() throws {
        let json = #"{"nodes": [{"code": "\u0034\u0034", "name": "\u5e7f\u4e1c\ud83d\ude00 \"q\" \\ \/"}]}"#
        let tree = try CascadeTree(json: Array(json.utf8))
        #expect(tree.code(of: 0) == "44")
        #expect(tree.name(of: 0) == "广东😀 \"q\" \\ /")
        #expect(tree.child(of: nil, code: "44") == 0)
        let broken = #"{"nodes": [{"code": "1", "name": "A"}, {"code": "\u0041\u00e9", "name": "B"}]}"#
        let (found, expected) = Self.both(Array(broken.utf8), maximumDepth: 8)
        #expect(found == expected)
        guard case .failure(let error) = found else {
            Issue.record("loaded")
            return
        }
        #expect(error.kind == .invalidCode)
        #expect(error.position?.offset == Array(broken.utf8).firstIndex(of: UInt8(ascii: "\\"))! - 1)
    }

    @Test("child(of:code:) compares like String: an ASCII code by its bytes, any other by canonical equivalence")
    func childByCode() throws {
        let tree = try CascadeTree(
            roots: [CascadeNode(code: "K", name: "Kelvin", children: [CascadeNode(code: "K1", name: "One")])])
        #expect(tree.child(of: nil, code: "K") == 0)
        #expect(tree.child(of: nil, code: "\u{212A}") == 0)  // KELVIN SIGN is canonically "K"
        #expect(tree.child(of: nil, code: "k") == nil)
        #expect(tree.child(of: 0, code: "K1") == 1)
        #expect(tree.child(of: 0, code: "K") == nil)
        #expect(tree.child(of: 0, code: "K12") == nil)
        #expect(tree.child(of: 1, code: "") == nil)
    }
}
