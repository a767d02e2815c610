/// Turns bytes read from a terminal in raw mode into ``PickerKey``s, keeping a sequence that
/// a read cut in two until the rest arrives.
///
/// Arrow keys arrive as `ESC [ A` (or `ESC O A` in application mode); a burst of them can end a
/// read in the middle of a sequence, so an unfinished sequence waits for the next read. Only an
/// ESC that nothing follows within ``escapeTimeout`` milliseconds is the Esc key (the caller
/// waits, then calls ``flush()``). ESC before any other byte is an Alt key or part of a
/// terminal's reply (`ESC ] … BEL`, `ESC P … ESC \`), ignored.
struct KeyDecoder {
    /// How long an ESC waits for the rest of a sequence before it counts as the Esc key.
    static let escapeTimeout: Int32 = 100
    /// The longest control sequence or string kept; longer ones are dropped as one ignored key.
    static let maximumSequenceLength = 256

    /// Bytes of an unfinished sequence, kept from the last read.
    private var pending: [UInt8] = []

    /// Whether a sequence is unfinished (the caller then waits ``escapeTimeout`` for more).
    var hasPending: Bool { !pending.isEmpty }

    /// The keys completed by `bytes` (one read), in order; an unfinished sequence at the end
    /// is kept for the next call.
    mutating func decode(_ bytes: [UInt8]) -> [PickerKey] {
        pending.append(contentsOf: bytes)
        return drain(atEnd: false)
    }

    /// The keys of what is pending when no more input came: a lone ESC is the Esc key, an
    /// unfinished sequence is ignored.
    mutating func flush() -> [PickerKey] {
        drain(atEnd: true)
    }

    private mutating func drain(atEnd: Bool) -> [PickerKey] {
        var keys: [PickerKey] = []
        var index = 0
        while index < pending.count {
            switch Self.key(in: pending, at: index) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .unfinished:
                guard atEnd else {
                    pending.removeFirst(index)
                    return keys
                }
                // Nothing followed: a lone ESC is the Esc key; a cut sequence is dropped.
                keys.append(pending.count - index == 1 ? .cancel : .other)
                index = pending.count
            }
        }
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    /// What starts at `index`.
    private enum Token {
        case key(PickerKey, length: Int)
        case unfinished
    }

    private static func key(in bytes: [UInt8], at index: Int) -> Token {
        let byte = bytes[index]
        guard byte == 0x1B else { return .key(plainKey(byte), length: 1) }
        guard index + 1 < bytes.count else { return .unfinished }
        let introducer = bytes[index + 1]
        switch introducer {
        case UInt8(ascii: "["):
            // CSI: parameter and intermediate bytes (0x20...0x3F), then a final byte (0x40...0x7E).
            var end = index + 2
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            if end - index > maximumSequenceLength { return .key(.other, length: end - index) }
            guard end < bytes.count else { return .unfinished }
            guard (0x40...0x7E).contains(bytes[end]) else {
                // Broken off by another byte (such as a new ESC): ignore what came so far.
                return .key(.other, length: end - index)
            }
            let key: PickerKey = end == index + 2 ? arrow(bytes[end]) : .other
            return .key(key, length: end - index + 1)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return .unfinished }
            return .key(arrow(bytes[index + 2]), length: 3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            // A string (a terminal's reply): up to BEL or ESC \.
            var end = index + 2
            while end < bytes.count {
                if bytes[end] == 0x07 { return .key(.other, length: end - index + 1) }
                if bytes[end] == 0x1B {
                    guard end + 1 < bytes.count else { break }
                    return .key(.other, length: end - index + (bytes[end + 1] == UInt8(ascii: "\\") ? 2 : 0))
                }
                end += 1
            }
            if end - index > maximumSequenceLength { return .key(.other, length: end - index) }
            return .unfinished
        case 0x1B:
            // ESC ESC: a meta prefix before a sequence (Alt-arrow); the second ESC is read on.
            return .key(.other, length: 1)
        default:
            // Alt and a key.
            return .key(.other, length: 2)
        }
    }

    /// The key of a byte outside escape sequences.
    private static func plainKey(_ byte: UInt8) -> PickerKey {
        switch byte {
        case UInt8(ascii: "h"): .left
        case UInt8(ascii: "l"), 0x09: .right
        case UInt8(ascii: "k"): .up
        case UInt8(ascii: "j"): .down
        case 0x0D, 0x0A: .confirm
        case UInt8(ascii: "q"): .cancel
        case 0x03: .interrupt
        case 0x1A: .suspend
        default: .other
        }
    }

    /// The key of a CSI or SS3 sequence's final byte.
    private static func arrow(_ final: UInt8) -> PickerKey {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "Z"): .left  // Shift-Tab
        default: .other
        }
    }
}
