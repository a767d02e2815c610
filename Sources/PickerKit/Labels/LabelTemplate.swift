/// A label pattern compiled for assembly in plain Swift: literals, native digits and names.
///
/// Built once per locale from the pattern ICU chose; rendering a label is string
/// concatenation with no ICU call. Patterns with letters it cannot render itself (era `G`,
/// cyclic year `U`, related year `r`, two-digit years, flexible day periods) compile to `nil`
/// and are left to ICU.
struct LabelTemplate: Sendable {
    /// One piece of a label.
    enum Segment: Sendable {
        /// Text copied as is.
        case literal(String)
        /// A number in native digits, padded with the native zero to a minimum width.
        case number(DateField, minimumDigits: Int)
        /// A month name from a table indexed by month - 1.
        case monthName([String])
        /// A weekday name from a table indexed by weekday number - 1 (Sunday first).
        case weekdayName([String])
        /// AM or PM from a table of two.
        case dayPeriod([String])
    }

    /// The pieces in order.
    let segments: [Segment]
    /// The ten native digits from zero to nine, ASCII or the locale's own.
    let digits: [String]
    /// The hour cycle used for hour numbers.
    let hourCycle: HourCycle

    /// The symbol tables a template can draw on.
    struct Symbols: Sendable {
        var standaloneMonths: [String]
        var standaloneShortMonths: [String]
        var standaloneNarrowMonths: [String]
        var shortWeekdays: [String]
        var weekdays: [String]
        var standaloneShortWeekdays: [String]
        var standaloneWeekdays: [String]
        var amPm: [String]
    }

    /// Compiles `pattern`, or returns `nil` when it has a letter only ICU can render.
    init?(pattern: DatePattern, digits: [String], symbols: Symbols, hourCycle: HourCycle) {
        var segments: [Segment] = []
        for token in pattern.tokens {
            switch token {
            case .literal(let text):
                segments.append(.literal(text))
            case .field(let letter, let count):
                guard let segment = Self.segment(letter, count, symbols) else { return nil }
                segments.append(segment)
            }
        }
        self.segments = segments
        self.digits = digits
        self.hourCycle = hourCycle
    }

    private static func segment(_ letter: Character, _ count: Int, _ symbols: Symbols) -> Segment? {
        switch letter {
        case "y": return count == 2 ? nil : .number(.year, minimumDigits: count)
        case "M", "L":
            switch count {
            case 1, 2: return .number(.month, minimumDigits: count)
            case 3: return .monthName(symbols.standaloneShortMonths)
            case 4: return .monthName(symbols.standaloneMonths)
            default: return .monthName(symbols.standaloneNarrowMonths)
            }
        case "d": return count <= 2 ? .number(.day, minimumDigits: count) : nil
        case "h", "H", "k", "K": return count <= 2 ? .number(.hour, minimumDigits: count) : nil
        case "m": return count <= 2 ? .number(.minute, minimumDigits: count) : nil
        case "s": return count <= 2 ? .number(.second, minimumDigits: count) : nil
        case "E":
            return count == 4 ? .weekdayName(symbols.weekdays) : count <= 3 ? .weekdayName(symbols.shortWeekdays) : nil
        case "c":
            return count == 4
                ? .weekdayName(symbols.standaloneWeekdays)
                : count == 3 ? .weekdayName(symbols.standaloneShortWeekdays) : nil
        case "a": return count <= 3 ? .dayPeriod(symbols.amPm) : nil
        default: return nil
        }
    }

    /// The label for `values`: pure string assembly.
    ///
    /// - Complexity: O(length of the label).
    func render(_ values: FieldValues) -> String {
        var label = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                label += text
            case .number(let field, let minimumDigits):
                let value = field == .hour ? hourCycle.displayed(values.hour) : values[field]
                appendNumber(value, minimumDigits: minimumDigits, to: &label)
            case .monthName(let names):
                label += names[values.month - 1]
            case .weekdayName(let names):
                label +=
                    names[
                        GregorianRules.weekday(
                            of: CalendarDate(year: values.year, month: values.month, day: values.day)
                        ).rawValue - 1]
            case .dayPeriod(let names):
                label += names[values.hour < 12 ? 0 : 1]
            }
        }
        return label
    }

    @inline(__always)
    private func appendNumber(_ value: Int, minimumDigits: Int, to label: inout String) {
        var reversed: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        repeat {
            withUnsafeMutableBytes(of: &reversed) { raw in
                raw.storeBytes(of: rest % 10, toByteOffset: count * MemoryLayout<Int>.stride, as: Int.self)
            }
            rest /= 10
            count += 1
        } while rest > 0 && count < 5
        for _ in count..<max(count, minimumDigits) { label += digits[0] }
        withUnsafeBytes(of: reversed) { raw in
            for index in stride(from: count - 1, through: 0, by: -1) {
                label += digits[raw.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)]
            }
        }
    }

    /// Whether the label depends on fields other than `field` (such as a weekday on a day).
    func dependsOnContext(besides field: ColumnField) -> Bool {
        segments.contains { segment in
            switch segment {
            case .literal: false
            case .number(let other, _): ColumnField(other) != field
            case .monthName: field != .month
            case .weekdayName: true
            case .dayPeriod: field != .dayPeriod && field != .hour
            }
        }
    }
}
