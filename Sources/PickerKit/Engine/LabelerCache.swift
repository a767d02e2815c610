/// The shared cache of one kind of labeler: at most `capacity` labelers, and at most
/// ``algorithmicCapacity`` more for locales whose numbering system is algorithmic
/// (`@numbers=roman`, `hebr`, `jpan`…), least recently used dropped first in each part.
///
/// Why two parts: an entry's size is its ICU formatters, and a formatter of an algorithmic
/// numbering system carries ICU's rule-based number format (parsed rules and a decimal format
/// per substitution): `udat_open` of `en@numbers=roman` holds 387 KB where `en` holds 55 KB
/// (measured here with `mallinfo2`), and a Gregorian ``CalendarLabeler`` of such a locale about
/// 1.6 MB (64 of them held 105 MB in `locale-check locales` over 20 roman ids). Keeping those
/// apart bounds what any number of distinct locale ids can make the caches hold:
/// `capacity` ordinary entries and ``algorithmicCapacity`` heavy ones, whatever the ids.
/// With 16 heavy entries `locale-check locales` over 40 roman ids takes the CPU time it took
/// with 64 (7.3 s, debug build); with 8 it took 12% more, from labelers derived again.
///
/// Not synchronized: keep it inside a ``LockedValue``. `Key` is constrained by the methods,
/// not the type, as in ``BoundedCache`` (so the cache's metadata names no conformance).
struct LabelerCache<Key, Value> {
    /// The most entries of algorithmic-numbering locales kept, in every labeler cache.
    static var algorithmicCapacity: Int { 16 }

    private var plain: BoundedCache<Key, Value>
    private var algorithmic: BoundedCache<Key, Value>

    /// An empty cache of `capacity` ordinary entries and ``algorithmicCapacity`` heavy ones.
    init(capacity: Int) {
        plain = BoundedCache(capacity: capacity)
        algorithmic = BoundedCache(capacity: Self.algorithmicCapacity)
    }

    /// How many ordinary entries are held (at most the capacity).
    var count: Int { plain.count }

    /// How many entries of algorithmic-numbering locales are held.
    var algorithmicCount: Int { algorithmic.count }
}

extension LabelerCache where Key: Hashable {
    /// The value for `key` in either part, marked as just used.
    mutating func value(for key: Key) -> Value? {
        let hash = key.hashValue
        return plain.value(for: key, hash: hash) ?? algorithmic.value(for: key, hash: hash)
    }

    /// Stores `value` in the part `isAlgorithmic` names unless `key` already has a value;
    /// returns the value kept for `key`.
    mutating func insert(_ value: Value, for key: Key, isAlgorithmic: Bool) -> Value {
        let hash = key.hashValue
        if let existing = plain.value(for: key, hash: hash) ?? algorithmic.value(for: key, hash: hash) {
            return existing
        }
        return isAlgorithmic
            ? algorithmic.insert(value, for: key, hash: hash) : plain.insert(value, for: key, hash: hash)
    }
}
