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
            let suspect = byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
            #expect((classes & Class.suspect != 0) == suspect, "\(value)")
        }
        #expect(CascadeNodeTable.PerLevel<Int>.count == CascadeTree.maximumDepthLimit + 2)
    }
}
