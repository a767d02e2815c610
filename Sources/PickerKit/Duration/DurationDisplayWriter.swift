/// Writes a warm duration display string (`1 hour, 30 minutes and 5 seconds`, `ساعة و٣٠ دقيقة`)
/// straight into one string's UTF-8 storage, with no ICU call and no intermediate strings.
///
/// Each part is the text of its unit's plural-category template around the number in the
/// locale's digits, or a label kept whole (Arabic and Hebrew one and two: `ساعة`, `ساعتان`,
/// `שעתיים`). The literals of the unit list pattern around the parts are read from ICU once
/// per *shape*: the units present, and for each part which whole label it is or which plural
/// category its number has, so that everything but the digits is fixed. ICU's list patterns
/// change only with the text next to a connector (Hebrew ו before a letter, ו- before a
/// digit; Spanish y/e before "i"); a shape is checked against ICU with other numbers of the
/// same categories in each position before it is kept, and a shape ICU writes otherwise
/// goes to ICU on every call.
///
/// The texts are kept as plain locations (`offset << 16 | length`) into one byte block, and
/// the tables as one block of integers, both allocated once and never changed (read through
/// pointers: no array's bounds or buffer set-up per part). A shape's list literals are found
/// lock-free in a table of ``OnceSlots`` by the shape's hash (the shapes met first keep their
/// slots; the others are looked up under the lock), so writing a duration retains nothing and
/// takes no lock once warm; the string is written into one buffer and made without
/// validating the bytes again (``DisplayText``: every piece is a whole `String`'s UTF-8).
///
/// `@unchecked Sendable`: the blocks are written in `init` only and read-only after it.
final class DurationDisplayWriter: @unchecked Sendable {
    /// The templates', labels' and digits' bytes.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// The tables of locations, one after another (the bases below): per unit and plural
    /// category (`unit * categoryCount + category`) the locations of the bytes before and after
    /// the number, -1 where the category has no template; per unit and number below
    /// ``literalLimit`` (`unit * literalLimit + value`) the location of a whole label written
    /// without digits, -1 where the number has none; the locations of the digits `0`…`9`.
    private let table: UnsafeMutablePointer<Int>
    private let tableCount: Int
    private let suffixBase: Int
    private let literalBase: Int
    private let digitBase: Int
    /// The number of plural categories.
    private let categoryCount: Int
    /// One more than the largest number any unit writes as a whole label.
    private let literalLimit: Int
    /// The plural category of each number below ``DurationLabeler/templateLimit``.
    private let categories: UnsafeMutablePointer<UInt8>
    /// The most bytes one part writes.
    private let longestPart: Int
    /// The most bytes one digit takes.
    private let digitWidth: Int
    /// The list literals of the shapes met first, by hash (see ``joinSlot(_:)``).
    private let joinSlots = OnceSlots<Join>(count: DurationDisplayWriter.joinSlotCount)
    /// The list literals of every shape read so far; `.some(nil)` for a shape ICU writes
    /// otherwise.
    private let joins = LockedValue<[Int: Join?]>([:])

    /// The list literals of one shape: `count + 1` connectors, around and between the parts.
    final class Join: @unchecked Sendable {
        /// The shape these literals are for.
        let shape: Int
        /// The connectors' bytes, one after another (at least one byte, so it has an address).
        let bytes: UnsafeMutablePointer<UInt8>
        /// The location (`offset << 16 | length`) of each connector in ``bytes``.
        let locations: UnsafeMutablePointer<Int>
        let count: Int
        /// The connectors' bytes together.
        let length: Int

        init(shape: Int, connectors: [[UInt8]]) {
            self.shape = shape
            count = connectors.count
            length = connectors.reduce(0) { $0 + $1.count }
            bytes = .allocate(capacity: max(length, 1))
            locations = .allocate(capacity: max(count, 1))
            var offset = 0
            for (index, connector) in connectors.enumerated() {
                (bytes + offset).initialize(from: connector, count: connector.count)
                locations[index] = offset << 16 | connector.count
                offset += connector.count
            }
        }

        deinit {
            bytes.deallocate()
            locations.deallocate()
        }
    }

    init(
        templates: [[DurationLabelTemplate?]], literals: [[Int: String]], categories: [UInt8], digits: [String]
    ) {
        var bytes: [UInt8] = []
        func location(_ text: String) -> Int {
            let location = bytes.count << 16 | text.utf8.count
            bytes += text.utf8
            return location
        }
        let categoryCount = templates.map(\.count).max() ?? 0
        var prefixes = [Int](repeating: -1, count: 3 * categoryCount)
        var suffixes = prefixes
        let digitWidth = digits.map(\.utf8.count).max() ?? 1
        var longestPart = 0
        for (unit, byCategory) in templates.enumerated() {
            for (category, template) in byCategory.enumerated() {
                guard let template else { continue }
                prefixes[unit * categoryCount + category] = location(template.prefix)
                suffixes[unit * categoryCount + category] = location(template.suffix)
                longestPart = max(longestPart, template.prefix.utf8.count + template.suffix.utf8.count + 3 * digitWidth)
            }
        }
        let literalLimit = (literals.flatMap(\.keys).max() ?? -1) + 1
        var literalSpans = [Int](repeating: -1, count: 3 * literalLimit)
        for (unit, labels) in literals.enumerated() {
            for (value, label) in labels where value >= 0 {
                literalSpans[unit * literalLimit + value] = location(label)
                longestPart = max(longestPart, label.utf8.count)
            }
        }
        var digitLocations = digits.map(location)
        while digitLocations.count < 10 { digitLocations.append(0) }
        let table = prefixes + suffixes + literalSpans + digitLocations
        self.bytes = .allocate(capacity: max(bytes.count, 1))
        self.bytes.initialize(from: bytes, count: bytes.count)
        self.table = .allocate(capacity: table.count)
        self.table.initialize(from: table, count: table.count)
        tableCount = table.count
        suffixBase = prefixes.count
        literalBase = prefixes.count + suffixes.count
        digitBase = literalBase + literalSpans.count
        self.categories = .allocate(capacity: max(categories.count, DurationLabeler.templateLimit))
        self.categories.initialize(repeating: 0, count: max(categories.count, DurationLabeler.templateLimit))
        self.categories.update(from: categories, count: categories.count)
        self.categoryCount = categoryCount
        self.literalLimit = literalLimit
        self.longestPart = longestPart
        self.digitWidth = digitWidth
    }

    deinit {
        bytes.deallocate()
        table.deallocate()
        categories.deallocate()
    }

    /// The location of unit `unit`'s whole label of `value`, or -1.
    @inline(__always)
    private func literal(_ unit: Int, _ value: Int) -> Int {
        value < literalLimit ? table[literalBase + unit * literalLimit + value] : -1
    }

    /// The row label of `value` in the column of unit `unit` (0 hours, 1 minutes, 2 seconds).
    ///
    /// Its whole label, else its plural category's words around its digits (`2 hours`,
    /// `ساعتان`); with `numberOnly`, its digits alone (`٢`). `nil` from
    /// ``DurationLabeler/templateLimit`` up and where the value has neither.
    func label(_ value: Int, unit: Int, numberOnly: Bool) -> String? {
        guard value >= 0, value < DurationLabeler.templateLimit else { return nil }
        let source = bytes
        let table = table
        if numberOnly {
            return DisplayText.make(capacity: 3 * digitWidth) { output in
                Self.writeNumber(value, digits: table + digitBase, source, to: output) - output
            }
        }
        let literal = literal(unit, value)
        if literal >= 0 {
            return DisplayText.make(capacity: longestPart) { output in Self.copy(source, literal, to: output) - output }
        }
        let slot = unit * categoryCount + Int(categories[value])
        guard table[slot] >= 0 else { return nil }
        return DisplayText.make(capacity: longestPart) { output in
            var cursor = Self.copy(source, table[slot], to: output)
            cursor = Self.writeNumber(value, digits: table + digitBase, source, to: cursor)
            return Self.copy(source, table[suffixBase + slot], to: cursor) - output
        }
    }

    /// The display string of the non-zero units of `duration`, or `nil` for zero, when a part or the shape is not written from templates;
    /// `derive` reads a shape's list literals from ICU (given the shape and the same values).
    func string(_ duration: DurationSelection, derive: (Int) -> [[UInt8]]?) -> String? {
        let values = (duration.hours, duration.minutes, duration.seconds)
        var shape = 0
        var count = 0
        for unit in 0..<3 where Self.value(values, unit) > 0 {
            let value = Self.value(values, unit)
            guard value < DurationLabeler.templateLimit else { return nil }
            count += 1
            if literal(unit, value) >= 0 {
                shape = shape << 12 | unit << 10 | (1 + value)
            } else if table[unit * categoryCount + Int(categories[value])] >= 0 {
                shape = shape << 12 | unit << 10 | (Self.firstCategoryCode + Int(categories[value]))
            } else {
                return nil
            }
        }
        guard count > 0 else { return nil }
        shape |= count << 36
        var join: Join?
        if count > 1 {
            guard let found = self.join(shape, derive: derive), found.count == count + 1 else { return nil }
            join = found
        }
        return write(values, join: join, capacity: count * longestPart + (join?.length ?? 0))
    }

    /// The parts of `values` (each checked by ``string(_:derive:)``) with `join`'s connectors
    /// around and between them.
    @inline(__always)
    private func write(_ values: (Int, Int, Int), join: Join?, capacity: Int) -> String? {
        let source = bytes
        let table = table
        let categories = categories
        let digits = table + digitBase
        return DisplayText.make(capacity: capacity) { output in
            var cursor = output
            if let join { cursor = Self.copy(join.bytes, join.locations[0], to: cursor) }
            var position = 0
            for unit in 0..<3 where Self.value(values, unit) > 0 {
                let value = Self.value(values, unit)
                let literal = literal(unit, value)
                if literal >= 0 {
                    cursor = Self.copy(source, literal, to: cursor)
                } else {
                    let slot = unit * categoryCount + Int(categories[value])
                    cursor = Self.copy(source, table[slot], to: cursor)
                    cursor = Self.writeNumber(value, digits: digits, source, to: cursor)
                    cursor = Self.copy(source, table[suffixBase + slot], to: cursor)
                }
                position += 1
                if let join { cursor = Self.copy(join.bytes, join.locations[position], to: cursor) }
            }
            return cursor - output
        }
    }

    /// Writes `value`, below 1000, in the digits whose locations `digits` holds, and returns
    /// the position after it.
    @inline(__always)
    private static func writeNumber(
        _ value: Int, digits: UnsafePointer<Int>, _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var cursor = target
        if value >= 100 { cursor = copy(source, digits[value / 100], to: cursor) }
        if value >= 10 { cursor = copy(source, digits[value / 10 % 10], to: cursor) }
        return copy(source, digits[value % 10], to: cursor)
    }

    /// Copies the bytes at `location` (`offset << 16 | length`) in `source` to `target`.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, _ location: Int, to target: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        DisplayText.copy(source + location >> 16, location & 0xFFFF, to: target)
    }

    /// The list literals of `shape`, from its slot when it holds them, else read under the lock
    /// (derived from ICU on first use); `nil` for a shape ICU writes otherwise.
    private func join(_ shape: Int, derive: (Int) -> [[UInt8]]?) -> Join? {
        let slot = Self.joinSlot(shape)
        if let kept = joinSlots.kept(at: slot), let join = kept, join.shape == shape { return join }
        let known = joins.withLock { $0[shape] }
        let found: Join?
        if let known {
            found = known
        } else {
            let made = derive(shape).map { Join(shape: shape, connectors: $0) }
            found = joins.withLock { cache in
                if let first = cache[shape] { return first }
                cache[shape] = .some(made)
                return made
            }
        }
        if let found, joinSlots.kept(at: slot) == nil { _ = joinSlots.keep(found, at: slot) }
        return found
    }

    /// The number of lock-free join slots.
    static let joinSlotCount = 256

    /// The slot of `shape` among ``joinSlotCount`` (its multiplicative hash's top bits).
    @inline(__always)
    private static func joinSlot(_ shape: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: shape) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    /// A part's code in a shape: `1 + value` for a whole label (values below 1000), this plus
    /// the plural category for a number with its category's words.
    static let firstCategoryCode = 1001

    /// The value of unit `unit` (0 hours, 1 minutes, 2 seconds).
    @inline(__always)
    private static func value(_ values: (Int, Int, Int), _ unit: Int) -> Int {
        unit == 0 ? values.0 : unit == 1 ? values.1 : values.2
    }
}
