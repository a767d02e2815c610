/// The texts of a labeler's display groups as ICU wrote them, in UTF-8, by the group's key
/// (``CalendarLabeler/displayGroupKey(_:at:_:)``): what a warm calendar display string is
/// assembled from, copied into one buffer and made a `String` without validating it again
/// (``DisplayText``).
///
/// Every text is kept in one byte array as an offset and a length. Keys that say little (a
/// month, a day of the month, a weekday: under ``smallWhat``) index a flat table; years and
/// times go through a dictionary, with a direct-mapped table in front of it. The texts are whole `String`s' UTF-8, so any concatenation
/// of them is valid UTF-8.
struct DisplayGroupTexts: Sendable {
    /// Keys whose shown value (`key >> 5`) is from 0 to below this index ``small`` (months,
    /// days, weekdays); the rest (years, which may be negative, and times) go to ``large``.
    static let smallWhat = 64
    /// The most group indexes a key holds (5 bits).
    static let groupLimit = 32

    /// The texts' bytes (a zero byte first, so that the array always has an address).
    private var bytes: [UInt8] = [0]
    /// Offset and length of a text (`offset << 16 | length`), by `index * smallWhat + what`;
    /// -1 where none is kept.
    private var small = [Int](repeating: -1, count: Self.groupLimit * Self.smallWhat)
    /// Offset and length of the other texts, by key.
    private var large: [Int: Int] = [:]
    /// A direct-mapped front of ``large``, empty until a large key is kept: per slot
    /// (``frontSlot(_:)``) a key (`Int.min` for none) and its text's location, the first key
    /// of a slot holding it, so that a warm year or time is found without hashing into the
    /// dictionary.
    private var front: [Int] = []
    /// The slots of ``front``.
    static let frontCount = 1_024
    /// The number of texts kept.
    private(set) var count = 0
    /// The longest text kept, in bytes.
    private(set) var longest = 0

    /// The location (`offset << 16 | length`) of the text kept for `key`, or `nil`.
    @inline(__always)
    func location(of key: Int) -> Int? {
        let what = key >> 5
        if what >= 0, what < Self.smallWhat {
            let location = small[(key & (Self.groupLimit - 1)) * Self.smallWhat + what]
            return location < 0 ? nil : location
        }
        if !front.isEmpty {
            let slot = 2 * Self.frontSlot(key)
            if front[slot] == key { return front[slot + 1] }
        }
        return large[key]
    }

    /// The slot of `key` in ``front`` (the top bits of its multiplicative hash).
    @inline(__always)
    private static func frontSlot(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    /// Keeps `text` for `key`.
    mutating func keep(_ text: String, for key: Int) {
        var text = text
        let location = text.withUTF8 { utf8 in
            let location = bytes.count << 16 | utf8.count
            bytes.append(contentsOf: utf8)
            return location
        }
        longest = max(longest, text.utf8.count)
        let what = key >> 5
        if what >= 0, what < Self.smallWhat {
            small[(key & (Self.groupLimit - 1)) * Self.smallWhat + what] = location
        } else {
            large[key] = location
            if front.isEmpty { front = [Int](repeating: Int.min, count: 2 * Self.frontCount) }
            let slot = 2 * Self.frontSlot(key)
            if front[slot] == Int.min || front[slot] == key {
                front[slot] = key
                front[slot + 1] = location
            }
        }
        count += 1
    }

    /// Forgets every text.
    mutating func removeAll() {
        bytes.removeSubrange(1...)
        for index in small.indices { small[index] = -1 }
        large.removeAll(keepingCapacity: true)
        for slot in stride(from: 0, to: front.count, by: 2) { front[slot] = Int.min }
        count = 0
        longest = 0
    }

    /// The bytes the locations point into, for the duration of `body`.
    @inline(__always)
    func withBytes<Result>(_ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in body(bytes.baseAddress!) }
    }
}
