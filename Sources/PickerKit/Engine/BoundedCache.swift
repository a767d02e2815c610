/// A dictionary that holds at most `capacity` entries, dropping the least recently used.
///
/// Not synchronized: keep it inside a ``LockedValue``. Eviction scans the entries (O(*n*) in
/// the capacity), which is cheap next to what is cached here (an ICU derivation per miss).
struct BoundedCache<Key: Hashable, Value> {
    /// The most entries kept.
    let capacity: Int
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    /// An empty cache of `capacity` entries (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many entries are held.
    var count: Int { entries.count }

    /// The value for `key`, marked as just used.
    mutating func value(for key: Key) -> Value? {
        // One hash of the key: the entry is marked used in place.
        guard let index = entries.index(forKey: key) else { return nil }
        clock += 1
        entries.values[index].lastUse = clock
        return entries.values[index].value
    }

    /// Stores `value` unless `key` already has one, evicting the least recently used entry
    /// when full; returns the value kept for `key`.
    mutating func insert(_ value: Value, for key: Key) -> Value {
        if let existing = self.value(for: key) { return existing }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
        clock += 1
        entries[key] = (value, clock)
        return value
    }

    /// Drops every entry.
    mutating func removeAll() {
        entries.removeAll()
    }
}
