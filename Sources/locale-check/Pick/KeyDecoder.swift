/// Turns bytes read from a terminal in raw mode into ``PickerKey``s.
///
/// Arrow keys arrive as `ESC [ A` (or `ESC O A` in application mode). A lone ESC is the Esc
/// key; the caller tells a lone ESC from the start of a sequence by whether more bytes
/// arrived with it (see ``decode(_:)``).
enum KeyDecoder {
    /// The keys in one chunk of input, in order.
    ///
    /// A chunk is what one `read` returned; terminals send an escape sequence in one write,
    /// so an ESC at the end of a chunk is the Esc key itself.
    static func decode(_ bytes: [UInt8]) -> [PickerKey] {
        var keys: [PickerKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                let introducers: [UInt8] = [UInt8(ascii: "["), UInt8(ascii: "O")]
                guard index < bytes.count, introducers.contains(bytes[index]) else {
                    keys.append(.cancel)
                    continue
                }
                guard index + 1 < bytes.count else {
                    // "ESC [" and nothing more in the chunk: the Esc key followed by "[".
                    keys.append(.cancel)
                    index += 1
                    continue
                }
                let final = bytes[index + 1]
                index += 2
                switch final {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(.left)
                case UInt8(ascii: "Z"): keys.append(.left)  // Shift-Tab
                default:
                    // A longer sequence (such as "ESC [ 1 ; 5 C"): skip to its final byte.
                    var end = index - 1
                    while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                    index = min(end + 1, bytes.count)
                    keys.append(.other)
                }
            case UInt8(ascii: "h"): keys.append(.left)
            case UInt8(ascii: "l"), 0x09: keys.append(.right)
            case UInt8(ascii: "k"): keys.append(.up)
            case UInt8(ascii: "j"): keys.append(.down)
            case 0x0D, 0x0A: keys.append(.confirm)
            case UInt8(ascii: "q"): keys.append(.cancel)
            case 0x03: keys.append(.interrupt)
            default: keys.append(.other)
            }
        }
        return keys
    }
}
