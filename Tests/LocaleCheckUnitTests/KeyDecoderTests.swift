import Testing

@testable import locale_check

@Suite("pick key decoder")
struct KeyDecoderTests {
    @Test("a sequence cut between two reads is one key, at every cut", arguments: 1...2)
    func cutSequence(cut: Int) {
        var decoder = KeyDecoder()
        let bytes: [UInt8] = Array("\u{1B}[B".utf8)
        #expect(decoder.decode(Array(bytes[..<cut])).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.decode(Array(bytes[cut...])) == [.down])
        #expect(!decoder.hasPending)
    }

    @Test("22 arrows in 64-byte reads are 22 arrows")
    func burst() {
        var decoder = KeyDecoder()
        let bytes = Array(String(repeating: "\u{1B}[A", count: 22).utf8)
        var keys: [PickerKey] = []
        for start in stride(from: 0, to: bytes.count, by: 64) {
            keys += decoder.decode(Array(bytes[start..<min(start + 64, bytes.count)]))
        }
        #expect(keys == Array(repeating: .up, count: 22))
    }

    @Test("a lone ESC is Esc only once no more input came")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.cancel])
    }

    @Test(
        "ESC before another byte is ignored, not Esc",
        arguments: ["\u{1B}x", "\u{1B}]0;title\u{07}", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[1;5C", "\u{1B}[?1;2c"])
    func ignored(input: String) {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array(input.utf8)) + decoder.flush()
        #expect(!keys.contains(.cancel))
        #expect(!keys.isEmpty)
    }

    @Test("ESC ESC [ A (Alt-Up) moves up; ESC ESC alone is Esc")
    func metaPrefix() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}\u{1B}[A".utf8)) == [.other, .up])
        #expect(decoder.decode([0x1B, 0x1B]) == [.other])
        #expect(decoder.flush() == [.cancel])
    }
}
