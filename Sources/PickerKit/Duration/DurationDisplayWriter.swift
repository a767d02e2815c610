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
final class DurationDisplayWriter: Sendable {
    /// Per unit (hour, minute, second), the bytes before and after the number by plural category.
    private let templates: [[(prefix: [UInt8], suffix: [UInt8])?]]
    /// Per unit, the whole labels of numbers written without digits.
    private let literals: [[Int: [UInt8]]]
    /// The plural category of each number below ``DurationLabeler/templateLimit``.
    private let categories: [UInt8]
    /// The bytes of the digits `0`…`9`.
    private let digits: [[UInt8]]
    /// The widest digit in bytes.
    private let digitWidth: Int
    /// The list literals of each shape (see ``shape(of:)``) read so far; `.some(nil)` for a
    /// shape ICU writes otherwise.
    private let joins = LockedValue<[Int: [[UInt8]]?]>([:])

    init(
        templates: [[DurationLabelTemplate?]], literals: [[Int: String]], categories: [UInt8], digits: [String]
    ) {
        self.templates = templates.map { unit in unit.map { $0.map { (Array($0.prefix.utf8), Array($0.suffix.utf8)) } }
        }
        self.literals = literals.map { unit in unit.mapValues { Array($0.utf8) } }
        self.categories = categories
        self.digits = digits.map { Array($0.utf8) }
        digitWidth = digits.map(\.utf8.count).max() ?? 1
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
            if let literal = literals[unit][value] {
                length += literal.count
                shape = shape << 12 | unit << 10 | (1 + value)
            } else if let template = templates[unit][Int(categories[value])] {
                length += template.prefix.count + template.suffix.count + 3 * digitWidth
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
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = 0
            func copy(_ bytes: [UInt8]) {
                for byte in bytes {
                    buffer[index] = byte
                    index += 1
                }
            }
            if !connectors.isEmpty { copy(connectors[0]) }
            var position = 0
            for unit in 0..<3 where Self.value(values, unit) > 0 {
                let value = Self.value(values, unit)
                if let literal = literals[unit][value] {
                    copy(literal)
                } else {
                    let template = templates[unit][Int(categories[value])]!
                    copy(template.prefix)
                    if value >= 100 { copy(digits[value / 100]) }
                    if value >= 10 { copy(digits[value / 10 % 10]) }
                    copy(digits[value % 10])
                    copy(template.suffix)
                }
                position += 1
                if !connectors.isEmpty { copy(connectors[position]) }
            }
            return index
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
