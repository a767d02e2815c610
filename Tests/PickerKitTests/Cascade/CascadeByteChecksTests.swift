import PickerKitTestSupport
import Testing

@testable import PickerKitCore

/// The byte-level checks the loader runs instead of String ones decide what the String
/// checks decide.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter CascadeByteChecks`.
@Suite("cascade byte checks")
struct CascadeByteChecksTests {
    @Test("the byte rule checks agree with CascadeCodeRule on random codes (seeded)")
    func byteRules() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let alphabet = Array("0000123456789aZ-".utf8)
        func code() -> [UInt8] {
            let length = random.next() % 4 == 0 ? Int(random.next() % 9) : 6
            return (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        }
        for _ in 0..<20_000 {
            let parent = code()
            var child = code()
            if random.next() & 1 == 0 { child = Array(parent.prefix(Int(random.next() % 7))) + child.prefix(6) }
            let (childText, parentText) = (
                String(decoding: child, as: UTF8.self), String(decoding: parent, as: UTF8.self)
            )
            for rule in CascadeCodeRule.allCases {
                let found = child.withUnsafeBufferPointer { child in
                    parent.withUnsafeBufferPointer { rule.allows(childBytes: child, parentBytes: $0) }
                }
                #expect(
                    found == rule.allows(child: childText, parent: parentText),
                    "\(childText) under \(parentText) (seed \(seed))")
                let root = child.withUnsafeBufferPointer { rule.allowsRoot(bytes: $0) }
                #expect(root == rule.allowsRoot(childText), "\(childText) (seed \(seed))")
            }
        }
    }

    @Test("each byte's class agrees with the checks it stands for")
    func byteClasses() {
        for value in 0...255 {
            let byte = UInt8(value)
            let classes = CascadeNodeTable.byteClasses[value]
            typealias Class = CascadeNodeTable.ByteClass
            #expect((classes & Class.stop != 0) == (byte == 0x22 || byte == 0x5C || byte < 0x20), "\(value)")
            #expect((classes & Class.nonASCII != 0) == (byte >= 0x80), "\(value)")
            #expect((classes & Class.nonCode != 0) == !CascadeNodeTable.isCodeByte(byte), "\(value)")
            #expect(
                (classes & Class.visibleLead != 0) == CascadeNodeTable.isCertainlyVisible(leadByte: byte), "\(value)")
            let suspect = byte < 0x20 || byte == 0x7F || CascadeNodeTable.suspectLeadBytes.contains(byte)
            #expect((classes & Class.suspect != 0) == suspect, "\(value)")
        }
        #expect(CascadeNodeTable.PerLevel<Int>.count == CascadeTree.maximumDepthLimit + 2)
    }

    @Test("names are normalization-stable exactly when every scalar is ASCII or in U+3400–U+9FFF")
    func normalizationStableScalars() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            let stable = bytes.withUnsafeBufferPointer(CascadeTree.isNormalizationStable)
            #expect(stable == (scalar.isASCII || (0x3400...0x9FFF).contains(value)), "U+\(String(value, radix: 16))")
            if stable {
                #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test("a name lookup by bytes finds what String equality finds (seeded, with NFD and singleton forms)")
    func nameLookupAgreesWithStringEquality() throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        // Canonically equivalent pairs with different bytes: é, ü, the compatibility ideograph
        // U+F900 and U+8C48, the Kelvin sign and K, the Angstrom sign and Å.
        let pool = [
            "南山区", "南山", "\u{F900}", "\u{8C48}", "\u{E9}", "e\u{301}", "Z\u{FC}rich", "Zu\u{308}rich", "K",
            "\u{212A}", "\u{212B}", "\u{C5}", "A\u{30A}", "上海市", "上海", "Zurich",
        ]
        for round in 0..<500 {
            let count = 1 + Int(random.next() % 8)
            let roots = (0..<count).map { index in
                CascadeNode(code: "\(index + 1)", name: pool[Int(random.next() % UInt64(pool.count))])
            }
            let tree = try CascadeTree(roots: roots, codeRule: .unchecked)
            for query in pool {
                let expected = tree.children(of: nil).filter { tree.name(of: $0) == query }
                let found = tree.children(of: nil, named: query)
                if !expected.isEmpty {
                    #expect(found == expected, "round \(round): \(roots.map(\.name)) named \(query) (seed \(seed))")
                }
            }
        }
    }

    @Test(
        "a name finds its canonically equivalent spelling",
        arguments: [("\u{F900}", "\u{8C48}"), ("e\u{301}", "\u{E9}"), ("\u{212A}", "K"), ("上海市", "上海市")])
    func canonicalEquivalents(stored: String, typed: String) throws {
        let tree = try CascadeTree(roots: [CascadeNode(code: "1", name: stored)], codeRule: .unchecked)
        #expect(tree.children(of: nil, named: typed) == [0])
    }
}
