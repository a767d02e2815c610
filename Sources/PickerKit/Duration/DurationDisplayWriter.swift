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
/// The texts are kept as plain locations (`offset << 16 | length`) into one byte array, so
/// that writing a duration looks nothing up in a dictionary but the shape's and retains
/// nothing; the string is written into one buffer and made without validating the bytes again
/// (``DisplayText``: every piece is a whole `String`'s UTF-8).
final class DurationDisplayWriter: Sendable {
    /// The templates', labels' and digits' bytes (a zero byte first, so the array has an address).
    private let bytes: [UInt8]
    /// Per unit and plural category (`unit * categoryCount + category`), the locations of the
    /// bytes before and after the number; -1 where the category has no template.
    private let prefixes: [Int]
    private let suffixes: [Int]
    /// The number of plural categories.
    private let categoryCount: Int
    /// Per unit and number below ``literalLimit`` (`unit * literalLimit + value`), the location
    /// of a whole label written without digits; -1 where the number has none.
    private let literalSpans: [Int]
    /// One more than the largest number any unit writes as a whole label.
    private let literalLimit: Int
    /// The plural category of each number below ``DurationLabeler/templateLimit``.
    private let categories: [UInt8]
    /// The locations of the digits `0`…`9`.
    private let digits: [Int]
    /// The widest digit in bytes.
    private let digitWidth: Int
    /// The list literals of each shape (see ``shape(of:)``) read so far; `.some(nil)` for a
    /// shape ICU writes otherwise.
    private let joins = LockedValue<[Int: [[UInt8]]?]>([:])

    init(
        templates: [[DurationLabelTemplate?]], literals: [[Int: String]], categories: [UInt8], digits: [String]
    ) {
        var bytes: [UInt8] = [0]
        func location(_ text: String) -> Int {
            let location = bytes.count << 16 | text.utf8.count
            bytes += text.utf8
            return location
        }
        categoryCount = templates.map(\.count).max() ?? 0
        var prefixes = [Int](repeating: -1, count: 3 * categoryCount)
        var suffixes = prefixes
        for (unit, byCategory) in templates.enumerated() {
            for (category, template) in byCategory.enumerated() {
                guard let template else { continue }
                prefixes[unit * categoryCount + category] = location(template.prefix)
                suffixes[unit * categoryCount + category] = location(template.suffix)
            }
        }
        literalLimit = (literals.flatMap(\.keys).max() ?? -1) + 1
        var literalSpans = [Int](repeating: -1, count: 3 * literalLimit)
        for (unit, labels) in literals.enumerated() {
            for (value, label) in labels where value >= 0 {
                literalSpans[unit * literalLimit + value] = location(label)
            }
        }
        self.digits = digits.map(location)
        self.prefixes = prefixes
        self.suffixes = suffixes
        self.literalSpans = literalSpans
        self.bytes = bytes
        self.categories = categories
        digitWidth = digits.map(\.utf8.count).max() ?? 1
    }

    /// The location of unit `unit`'s whole label of `value`, or -1.
    @inline(__always)
    private func literal(_ unit: Int, _ value: Int) -> Int {
        value < literalLimit ? literalSpans[unit * literalLimit + value] : -1
    }

    /// The display string of the non-zero units of `duration`, or `nil` for zero, when a part or the shape is not written from templates;
    /// `derive` reads a shape's list literals from ICU (given the shape and the same values).
    func string(_ duration: DurationSelection, derive: (Int) -> [[UInt8]]?) -> String? {
        let values = (duration.hours, duration.minutes, duration.seconds)
        var length = 0
        var shape = 0
        var count = 0
        for unit in 0..<3 where Self.value(values, unit) > 0 {
            let value = Self.value(values, unit)
            guard value < DurationLabeler.templateLimit else { return nil }
            count += 1
            let literal = literal(unit, value)
            let slot = unit * categoryCount + Int(categories[value])
            if literal >= 0 {
                length += literal & 0xFFFF
                shape = shape << 12 | unit << 10 | (1 + value)
            } else if prefixes[slot] >= 0 {
                length += prefixes[slot] & 0xFFFF + suffixes[slot] & 0xFFFF + 3 * digitWidth
                shape = shape << 12 | unit << 10 | (Self.firstCategoryCode + Int(categories[value]))
            } else {
                return nil
            }
        }
        guard count > 0 else { return nil }
        shape |= count << 36
        var connectors: [[UInt8]] = []
        if count > 1 {
            let known = joins.withLock { $0[shape] }
            let found: [[UInt8]]?
            if let known {
                found = known
            } else {
                let made = derive(shape)
                found = joins.withLock { cache in
                    if let first = cache[shape] { return first }
                    cache[shape] = .some(made)
                    return made
                }
            }
            guard let found, found.count == count + 1 else { return nil }
            connectors = found
            for connector in found { length += connector.count }
        }
        return bytes.withUnsafeBufferPointer { bytes in
            DisplayText.make(capacity: length) { output in
                let source = bytes.baseAddress!
                var cursor = output
                func copy(_ location: Int) {
                    cursor = DisplayText.copy(source + location >> 16, location & 0xFFFF, to: cursor)
                }
                func copy(_ connector: [UInt8]) {
                    connector.withUnsafeBufferPointer { connector in
                        if let base = connector.baseAddress {
                            cursor = DisplayText.copy(base, connector.count, to: cursor)
                        }
                    }
                }
                if !connectors.isEmpty { copy(connectors[0]) }
                var position = 0
                for unit in 0..<3 where Self.value(values, unit) > 0 {
                    let value = Self.value(values, unit)
                    let literal = literal(unit, value)
                    if literal >= 0 {
                        copy(literal)
                    } else {
                        let slot = unit * categoryCount + Int(categories[value])
                        copy(prefixes[slot])
                        if value >= 100 { copy(digits[value / 100]) }
                        if value >= 10 { copy(digits[value / 10 % 10]) }
                        copy(digits[value % 10])
                        copy(suffixes[slot])
                    }
                    position += 1
                    if !connectors.isEmpty { copy(connectors[position]) }
                }
                return cursor - output
            }
        }
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
