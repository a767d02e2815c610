import PickerKitData
import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// The shortcuts of fast cascade loading decide exactly what the slow checks decide: the name
/// scan, the UTF-8 check, the byte-matched keys and the per-group duplicate search.
@Suite("cascade loading shortcuts")
struct CascadeLoadingShortcutTests {
    @Test("a certainly visible scalar is never white space, default-ignorable or a format character")
    func certainlyVisible() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF where CascadeNodeTable.isCertainlyVisible(value) {
            guard let scalar = Unicode.Scalar(value) else {
                Issue.record("U+\(String(value, radix: 16)) is not a scalar")
                continue
            }
            #expect(!CascadeNodeTable.isInvisible(scalar), "U+\(String(value, radix: 16))")
            #expect(!scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
            #expect(!CascadeNodeTable.isControl(scalar), "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked == 94 + 400 + 27_648 + 11_172)  // every scalar of the four ranges
    }

    @Test("a lead byte the byte scan takes as visible starts only certainly visible scalars")
    func visibleLeadBytes() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let lead = UTF8.encode(scalar)?.first,
                CascadeNodeTable.isCertainlyVisible(leadByte: lead)
            else { continue }
            #expect(CascadeNodeTable.isCertainlyVisible(value), "U+\(String(value, radix: 16))")
        }
    }

    @Test("the name scan flags every control and bidi control, wherever it is")
    func suspectScalars() {
        let suspects: [Unicode.Scalar] = ["\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}"]
        for suspect in suspects {
            for name in ["\(suspect)南山区", "南山\(suspect)区", "Nanshan\(suspect)"] {
                #expect(CascadeNodeTable.scan(name).hasSuspect, "\(name.unicodeScalars.map(\.value))")
            }
        }
        #expect(!CascadeNodeTable.scan("南山区").hasSuspect)
        #expect(CascadeNodeTable.scan("南山区").hasVisible)
        #expect(!CascadeNodeTable.scan(" \u{3000}\u{200B}").hasVisible)
    }

    @Test("the name scan flags every scalar a name check refuses or a sibling comparison drops")
    func suspectCoversHiddenScalars() {
        var flagged = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let name = "a\(scalar)b"
            let refused =
                CascadeNodeTable.isControl(scalar) || CascadeNodeTable.firstHiddenCharacter(name) != nil
                || scalar.properties.isDefaultIgnorableCodePoint
            guard refused else { continue }
            #expect(CascadeNodeTable.scan(name).hasSuspect, "U+\(String(value, radix: 16, uppercase: true))")
            flagged += 1
        }
        #expect(flagged > 4_000)  // tag characters, noncharacters, variation selectors, Cf
    }

    @Test("isValidUTF8 agrees with the standard library on random and edge-case bytes")
    func utf8() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var cases: [[UInt8]] = [
            [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE4, 0xB8], [0xE4, 0xB8, 0xAD], [0x80], [0xFF],
        ]
        // Random short strings over a few lead and continuation bytes, where mistakes would be.
        let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5]
        for _ in 0..<20_000 {
            cases.append(
                (0..<Int(random.next() % 7)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }
        for bytes in cases {
            let expected = String(validating: bytes, as: UTF8.self) != nil
            let found = bytes.withUnsafeBufferPointer(JSONByteReader.isValidUTF8)
            #expect(found == expected, "\(bytes.map { String($0, radix: 16) }) (seed \(seed))")
        }
    }

    @Test("keys written with escapes are the same keys")
    func escapedKeys() throws {
        let tree = try CascadeTree(
            json: Array(
                #"{"nodes": [{"\u0063ode": "1", "n\u0061me": "A", "childre\u006e": [{"code": "11", "name": "B"}]}]}"#
                    .utf8))
        #expect(tree.nodeCount == 2)
        #expect(tree.code(of: 1) == "11")
        let repeated = #"{"nodes": [{"code": "1", "\u0063ode": "2", "name": "A"}]}"#
        #expect(throws: CascadeDataError.self) { try CascadeTree(json: Array(repeated.utf8)) }
        do {
            _ = try CascadeTree(json: Array(repeated.utf8))
        } catch {
            #expect(error.kind == .duplicateKey)
            #expect(error.message == "key \"code\" appears twice in a node")
        }
    }

    /// The error reported is the first in document order, whichever check finds it.
    @Test(
        "the first problem in document order is reported, duplicates included",
        arguments: [
            // A duplicate (nodes[0].children[1]) before an empty name (nodes[1]).
            (
                #"{"nodes": [{"code": "1", "name": "A", "children": [{"code": "11", "name": "B"}, {"code": "11", "name": "C"}]}, {"code": "2", "name": " "}]}"#,
                CascadeDataError.Kind.duplicateCode, "nodes[0].children[1]"
            ),
            // An empty name (nodes[0].children[0]) before a duplicate among the roots (nodes[1]).
            (
                #"{"nodes": [{"code": "1", "name": "A", "children": [{"code": "11", "name": " "}]}, {"code": "1", "name": "C"}]}"#,
                .emptyName, "nodes[0].children[0]"
            ),
            // Two duplicates: the one earlier in the file wins, though its group comes later.
            (
                #"{"nodes": [{"code": "1", "name": "A", "children": [{"code": "11", "name": "B"}, {"code": "11", "name": "C"}]}, {"code": "1", "name": "D"}]}"#,
                .duplicateCode, "nodes[0].children[1]"
            ),
            (
                #"{"nodes": [{"code": "1", "name": "A"}, {"code": "1", "name": "D", "children": [{"code": "11", "name": "B"}, {"code": "11", "name": "C"}]}]}"#,
                .duplicateCode, "nodes[1]"
            ),
        ])
    func firstProblem(json: String, kind: CascadeDataError.Kind, nodePath: String) {
        do {
            _ = try CascadeTree(json: Array(json.utf8))
            Issue.record("loaded")
        } catch {
            #expect(error.kind == kind)
            #expect(error.nodePath == nodePath)
        }
    }

    @Test("the reserved node count is near the bundled divisions' own, and dense files still load")
    func expectedNodeCount() throws {
        let tree = try CascadeTree.chinaDivisions()
        let expected = CascadeDocumentParser.expectedNodeCount(PickerKitData.chinaDivisions.count)
        #expect(expected >= tree.nodeCount / 2 && expected <= tree.nodeCount * 2, "\(expected) for \(tree.nodeCount)")
        // 2,000 nodes of 24 bytes: five times the guess, the table grows.
        let dense = "{\"nodes\":[" + (0..<2000).map { #"{"code":"\#($0)","name":"b"}"# }.joined(separator: ",") + "]}"
        #expect(try CascadeTree(json: Array(dense.utf8)).nodeCount == 2000)
    }

    /// GB/T 2260 as first written: significant prefixes as byte arrays.
    static func referenceGBT2260(child: String, parent: String) -> Bool {
        func prefix(_ code: String) -> [UInt8]? {
            let bytes = Array(code.utf8)
            guard bytes.count == 6, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            var end = 6
            while end > 0 && bytes[end - 2] == 0x30 && bytes[end - 1] == 0x30 { end -= 2 }
            return Array(bytes[..<end])
        }
        guard let parentPrefix = prefix(parent), let childPrefix = prefix(child) else { return false }
        return childPrefix.count > parentPrefix.count && childPrefix.starts(with: parentPrefix)
    }

    @Test("GB/T 2260 codes compared as numbers agree with the byte-prefix rule")
    func gbt2260AsNumbers() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        // Digits biased toward 0 so trailing 00 pairs and shared prefixes are common.
        func code() -> String {
            String((0..<6).map { _ in Character(String(random.next() % 3 == 0 ? random.next() % 10 : 0)) })
        }
        var cases = [
            ("440300", "440000"), ("440305", "440300"), ("440000", "440000"), ("000100", "000000"),
            ("010100", "010000"), ("4403a0", "440000"), ("44030", "440000"), ("440300", "4400"),
        ]
        for _ in 0..<20_000 {
            let parent = code()
            var child = code()
            if random.next() & 1 == 0 {
                child =
                    String(parent.prefix(Int(random.next() % 6)))
                    + child.dropFirst(child.count - 6 + Int(random.next() % 6))
            }
            cases.append((String(child.prefix(6)), parent))
        }
        for (child, parent) in cases {
            #expect(
                CascadeCodeRule.gbt2260.allows(child: child, parent: parent)
                    == Self.referenceGBT2260(child: child, parent: parent), "\(child) under \(parent) (seed \(seed))")
        }
    }
}
