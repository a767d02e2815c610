/// A table of at most `capacity` entries by key, dropping the least recently used.
///
/// Not synchronized: keep it inside a ``LockedValue``. Lookups and eviction scan the entries
/// (O(*n*) in the capacity, 64 here; each key is hashed once and the stored hashes are compared
/// before any key), which is cheap next to what is cached here (an ICU derivation per miss).
///
/// An array, not a `Dictionary`, and `Key` is not constrained by the type (only by the methods
/// that look keys up): making the metadata of `LockedValue<LabelerCache<CacheKey, …>>` or of a
/// `[CacheKey: …]` makes the Swift runtime look up the key's `Hashable` conformance by scanning
/// every conformance record of every loaded image, about 340,000 instructions of a process's
/// first picker (counted by callgrind in `pickerkit-benchmarks`); this type's metadata names
/// no conformance.
struct BoundedCache<Key, Value> {
    /// One cached value.
    private struct Entry {
        var hash: Int
        var key: Key
        var value: Value
        var lastUse: UInt64
    }

    /// The most entries kept.
    let capacity: Int
    private var entries: [Entry] = []
    private var clock: UInt64 = 0

    /// An empty cache of `capacity` entries (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many entries are held.
    var count: Int { entries.count }

    /// Drops every entry.
    mutating func removeAll() {
        entries.removeAll()
    }
}

extension BoundedCache where Key: Hashable {
    /// The value for `key`, marked as just used.
    mutating func value(for key: Key) -> Value? {
        value(for: key, hash: key.hashValue)
    }

    /// The value for `key`, whose `hashValue` is `hash`, marked as just used.
    mutating func value(for key: Key, hash: Int) -> Value? {
        guard let index = index(of: key, hash: hash) else { return nil }
        clock += 1
        entries[index].lastUse = clock
        return entries[index].value
    }

    /// Stores `value` unless `key` already has one, evicting the least recently used entry
    /// when full; returns the value kept for `key`.
    mutating func insert(_ value: Value, for key: Key) -> Value {
        insert(value, for: key, hash: key.hashValue)
    }

    /// ``insert(_:for:)`` of `key`, whose `hashValue` is `hash`.
    mutating func insert(_ value: Value, for key: Key, hash: Int) -> Value {
        clock += 1
        if let index = index(of: key, hash: hash) {
            entries[index].lastUse = clock
            return entries[index].value
        }
        let entry = Entry(hash: hash, key: key, value: value, lastUse: clock)
        if entries.count < capacity {
            entries.append(entry)
        } else {
            var oldest = 0
            for index in entries.indices where entries[index].lastUse < entries[oldest].lastUse {
                oldest = index
            }
            entries[oldest] = entry
        }
        return value
    }

    /// The index of the entry for `key`, whose hash value is `hash`.
    private func index(of key: Key, hash: Int) -> Int? {
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].hash == hash && buffer[index].key == key {
                return index
            }
            return nil
        }
    }
}
