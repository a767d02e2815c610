/// Display strings assembled from UTF-8 pieces that are already known to be valid: literals,
/// names and digits taken from ICU's own text once, copied per string into one buffer on the
/// stack and made into a `String` without checking the bytes again.
///
/// `String(unsafeUninitializedCapacity:initializingUTF8With:)` validates every byte it is
/// given; for the display strings of non-Latin locales (3 bytes a letter in Devanagari) that
/// validation cost about as much as writing the bytes. A concatenation of whole valid UTF-8
/// sequences is valid UTF-8, so the pieces' validity, checked when they were made from
/// `String`s, carries over. Strings of up to 15 bytes stay small (no allocation).
enum DisplayText {
    /// The most bytes ``make(capacity:_:)`` writes on the stack; longer strings use the heap.
    static let stackCapacity = 1_024

    /// A string of the bytes `write` puts at the start of a buffer of `capacity` bytes (it
    /// returns how many it wrote), or `nil` when `write` returns `nil`.
    ///
    /// The bytes written must be a concatenation of whole UTF-8 sequences, each copied from
    /// a valid `String` (or ASCII): they are not checked again.
    @inline(__always)
    static func make(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int?) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { buffer in
            guard let count = write(buffer.baseAddress!) else { return nil }
            precondition(count <= capacity, "display text of \(count) bytes past its reserved \(capacity)")
            return string(knownValid: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// A string of `bytes`, which must be valid UTF-8 (see ``make(capacity:_:)``).
    ///
    /// Short ASCII texts (`2:30 PM`) go through `String(unsafeUninitializedCapacity:)`, whose
    /// check of up to 15 ASCII bytes costs less than the unchecked path's calls (about 115
    /// instructions less, counted by callgrind; 185 more for 13 bytes of Devanagari).
    @inline(__always)
    static func string(knownValid bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count <= 15, isASCII(bytes) {
            return String(unsafeUninitializedCapacity: bytes.count) { target in
                _ = target.initialize(from: bytes)
                return bytes.count
            }
        }
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return String(copying: unsafe UTF8Span(unchecked: bytes.span))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` are all ASCII.
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        return any < 0x80
    }

    /// Copies `count` bytes from `source` to `target` (which must not overlap) and returns the
    /// position after them.
    ///
    /// Up to 32 bytes (a digit, a month name, a literal) are copied as two or four words that
    /// may overlap each other, each loaded and stored unaligned, without a loop or a call:
    /// every byte read and written lies inside the `count` bytes. Longer pieces go to `memcpy`.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, _ count: Int, to target: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 0:
            break
        case 1:
            target[0] = source[0]
        case 2...3:
            copyWords(from, to, count, as: UInt16.self)
        case 4...7:
            copyWords(from, to, count, as: UInt32.self)
        case 8...16:
            copyWords(from, to, count, as: UInt64.self)
        case 17...32:
            copyWords(from, to, 16, as: UInt64.self)
            copyWords(from + (count - 16), to + (count - 16), 16, as: UInt64.self)
        default:
            target.update(from: source, count: count)
        }
        return target + count
    }

    /// Copies `count` bytes, between one and two `Word`s' size, as the first and the last
    /// `Word` of them (overlapping when `count` is under two words).
    @inline(__always)
    private static func copyWords<Word: FixedWidthInteger>(
        _ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, _ count: Int, as _: Word.Type
    ) {
        let last = count - MemoryLayout<Word>.size
        let head = from.loadUnaligned(as: Word.self)
        let tail = from.loadUnaligned(fromByteOffset: last, as: Word.self)
        to.storeBytes(of: head, as: Word.self)
        to.storeBytes(of: tail, toByteOffset: last, as: Word.self)
    }
}
