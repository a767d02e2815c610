extension SelectionMode {
    /// The validated fields of `bytes` when they are exactly a canonical Gregorian value of
    /// this mode, else `nil`: the strict parser's fast path, for code that runs one mode's
    /// parser over many inputs (`locale-check parse --mode MODE` over standard input).
    ///
    /// Always inlined: with the mode a constant at the call site, only that mode's checks are
    /// left (the date's on two words, ``SelectionParser/canonicalDate(_:)``).
    /// ``Selection/init(parsing:mode:)`` takes the mode as a value; called out of line, as it
    /// was in `locale-check`'s loop, each input paid for a switch over the eleven modes.
    ///
    /// It accepts exactly what ``SelectionParser/parse(_:mode:)`` accepts (a value without an
    /// annotation), with the same fields: a property test compares them on random valid and
    /// near-valid inputs of every mode. Everything it refuses goes to the general parser,
    /// which also reads `present` and annotations and words the errors. A success is printable
    /// ASCII of ``canonicalLength`` bytes (digits and the mode's separators), the value's own
    /// canonical text.
    @inlinable @inline(__always)
    package func canonicalFields(_ bytes: UnsafeBufferPointer<UInt8>) -> SelectionFields? {
        switch self {
        case .date: SelectionParser.canonicalDate(bytes)
        default: SelectionParser.parseCanonical(bytes, mode: self)
        }
    }
}

extension SelectionParser {
    /// The validated fields of `bytes` when they are exactly a canonical date (`2019-08-20`),
    /// else `nil`: ``parseCanonical(_:mode:)`` for `.date`, with the shape checked on two
    /// little-endian words instead of byte by byte.
    ///
    /// XOR with the expected text `0000-00-00` turns each digit into 0...9 and each right
    /// separator into 0; the input has the shape when every byte is then below 0x10 (exactly 0
    /// at the separators) and still below 0x10 after adding 6 to the digits' bytes (no carry
    /// crosses a byte, since each is below 0x10 by then).
    @inlinable @inline(__always)
    package static func canonicalDate(_ bytes: UnsafeBufferPointer<UInt8>) -> SelectionFields? {
        guard bytes.count == 10, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        // Bytes 0...7, "YYYY-MM-", byte 0 lowest; bytes 8...9, "DD".
        let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) ^ 0x2D30_302D_3030_3030
        let tail = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)) ^ 0x3030)
        let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        guard (head & 0xFFF0_F0FF_F0F0_F0F0) | (tail & 0xF0F0) == 0,
            ((head &+ 0x0006_0600_0606_0606) | (tail &+ 0x0606)) & high == 0
        else { return nil }
        @inline(__always) func digit(_ word: UInt64, _ index: UInt64) -> Int {
            Int(truncatingIfNeeded: (word >> (8 &* index)) & 0xFF)
        }
        let fields = SelectionFields(
            year: digit(head, 0) &* 1000 &+ digit(head, 1) &* 100 &+ digit(head, 2) &* 10 &+ digit(head, 3),
            month: digit(head, 5) &* 10 &+ digit(head, 6), day: digit(tail, 0) &* 10 &+ digit(tail, 1))
        return fields.isValid(for: .date) ? fields : nil
    }
}
