/// A table of values by `Int` key that only grows (open addressing, linear probing): what a
/// labeler or day finder has worked out so far, by year or day.
///
/// Not a `[Int: Value]`: the first dictionary of `Int` keys a process stores into makes the Swift
/// runtime look up `Int: Hashable` by scanning every conformance record of every loaded image
/// (about 200,000–340,000 instructions of a process's first calendar picker, counted by callgrind);
/// this type's metadata names no conformance. A lookup is one multiplication and a probe or two.
///
/// Not synchronized: keep it inside a ``LockedValue``.
struct IntKeyedTable<Value> {
    /// The keys of the occupied slots (a slot is occupied when its value is not `nil`).
    private var keys: [Int] = []
    private var values: [Value?] = []
    /// How many keys have a value.
    private(set) var count = 0

    /// An empty table.
    init() {}

    /// The value stored under `key`, or `nil`.
    subscript(key: Int) -> Value? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var slot = Self.slot(of: key, mask: mask)
        while let value = values[slot] {
            if keys[slot] == key { return value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value` under `key`, replacing any value stored there.
    mutating func store(_ value: Value, for key: Int) {
        // At most half full, so that a probe ends soon at an empty slot.
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Self.slot(of: key, mask: mask)
        while values[slot] != nil {
            if keys[slot] == key {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    /// Doubles the slots (16 at first) and places every stored value again.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let size = max(16, 2 * keys.count)
        keys = [Int](repeating: 0, count: size)
        values = [Value?](repeating: nil, count: size)
        count = 0
        for index in oldKeys.indices {
            if let value = oldValues[index] { store(value, for: oldKeys[index]) }
        }
    }

    /// The first slot probed for `key` in a table of `mask + 1` slots (a power of two): the high
    /// bits of the key times a large odd constant (Fibonacci hashing), so that keys that differ
    /// by a multiple of the table's size (years times 32) still spread.
    @inline(__always)
    private static func slot(of key: Int, mask: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}
