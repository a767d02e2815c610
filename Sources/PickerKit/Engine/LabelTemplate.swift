/// A label pattern compiled for assembly in plain Swift: literals, native digits and names.
///
/// Built once per locale from the pattern ICU chose; rendering a label is string
/// concatenation with no ICU call. Patterns with letters it cannot render itself (era `G`,
/// cyclic year `U`, related year `r`, two-digit years, flexible day periods) compile to `nil`
/// and are left to ICU.
final class LabelTemplate: Sendable {
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
    /// The label's shape when it is one number between two literals (most labels).
    let simpleNumber: SimpleNumber?
    /// The digits' UTF-8 bytes, `digitWidth` bytes each, when every digit has the same width.
    let digitBytes: [UInt8]
    /// The UTF-8 length of every digit, or 0 when they differ.
    let digitWidth: Int

    /// The segments as UTF-8 pieces for assembly without intermediate strings: plain values
    /// over one byte array, so that writing a label retains nothing.
    let pieces: [Piece]
    /// The bytes of the literals and names (a zero byte first, so the array has an address).
    let pieceBytes: [UInt8]
    /// Offset and length in ``pieceBytes`` of each name, by the name piece's `first` + index.
    let nameTable: [Int32]
    /// An upper bound of a rendered label's UTF-8 length.
    let maximumLength: Int

    /// A segment in UTF-8.
    struct Piece: Sendable {
        enum Kind: Sendable { case bytes, number, month, weekday, dayPeriod }
        let kind: Kind
        /// The number's field (``Kind/number``).
        let field: DateField
        /// The number's minimum digits (``Kind/number``).
        let minimumDigits: Int
        /// A literal's offset in ``LabelTemplate/pieceBytes``, or a name table's first entry
        /// in ``LabelTemplate/nameTable``.
        let first: Int
        /// A literal's length.
        let count: Int
    }

    /// A label that is a literal prefix, one number in native digits, and a literal suffix.
    struct SimpleNumber: Sendable {
        let prefix: [UInt8]
        let field: DateField
        let minimumDigits: Int
        let suffix: [UInt8]
    }

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
        let widths = Set(digits.map(\.utf8.count))
        digitWidth = widths.count == 1 ? widths.first! : 0
        digitBytes = digitWidth == 0 ? [] : digits.flatMap(\.utf8)
        simpleNumber = digitWidth == 0 ? nil : Self.simpleShape(segments)
        var pieces: [Piece] = []
        var bytes: [UInt8] = [0]
        var nameTable: [Int32] = []
        var maximumLength = 0
        func names(_ kind: Piece.Kind, _ names: [String]) {
            pieces.append(
                Piece(kind: kind, field: .year, minimumDigits: 0, first: nameTable.count / 2, count: names.count))
            for name in names {
                nameTable += [Int32(bytes.count), Int32(name.utf8.count)]
                bytes += name.utf8
            }
            maximumLength += names.map(\.utf8.count).max() ?? 0
        }
        for segment in segments {
            switch segment {
            case .literal(let text):
                pieces.append(
                    Piece(kind: .bytes, field: .year, minimumDigits: 0, first: bytes.count, count: text.utf8.count))
                bytes += text.utf8
                maximumLength += text.utf8.count
            case .number(let field, let minimumDigits):
                pieces.append(Piece(kind: .number, field: field, minimumDigits: minimumDigits, first: 0, count: 0))
                maximumLength += max(5, minimumDigits) * max(1, digitWidth)
            case .monthName(let table): names(.month, table)
            case .weekdayName(let table): names(.weekday, table)
            case .dayPeriod(let table): names(.dayPeriod, table)
            }
        }
        self.pieces = pieces
        pieceBytes = bytes
        self.nameTable = nameTable
        self.maximumLength = maximumLength
    }

    /// The numbers the unsafe renderers accept.
    ///
    /// At most the five digits ``maximumLength`` reserves, never negative. `GregorianColumns.label(_:for:)` validates its values first
    /// (it throws); this bound is the last line before a write into reserved storage.
    static let renderableNumbers = 0...99_999

    /// Any label written piece by piece into one buffer, made a string without validating
    /// the bytes again (``DisplayText``: every piece is a whole `String`'s UTF-8).
    private func renderPieces(_ values: PickerValues) -> String {
        pieceBytes.withUnsafeBufferPointer { bytes in
            nameTable.withUnsafeBufferPointer { names in
                pieces.withUnsafeBufferPointer { pieces in
                    DisplayText.make(capacity: maximumLength) { output in
                        let source = bytes.baseAddress!
                        var cursor = output
                        for piece in pieces {
                            let name: Int
                            switch piece.kind {
                            case .bytes:
                                cursor = DisplayText.copy(source + piece.first, piece.count, to: cursor)
                                continue
                            case .number:
                                let field = piece.field
                                let value = field == .hour ? hourCycle.displayed(values.hour) : values[field]
                                // The reservation counts five digits per number (years to 9999): a
                                // value outside must never reach the unsafe writes, whatever the caller.
                                precondition(
                                    Self.renderableNumbers.contains(value), "label value \(value) outside 0...99999")
                                cursor = writeNumber(value, minimumDigits: piece.minimumDigits, to: cursor)
                                continue
                            case .month: name = values.month - 1
                            case .weekday: name = values.weekday.rawValue - 1
                            case .dayPeriod: name = values.hour < 12 ? 0 : 1
                            }
                            precondition(name >= 0 && name < piece.count, "name \(name) of \(piece.count)")
                            let entry = 2 * (piece.first + name)
                            cursor = DisplayText.copy(
                                source + Int(names[entry]), Int(names[entry + 1]), to: cursor)
                        }
                        return cursor - output
                    }!
                }
            }
        }
    }

    /// Copies `bytes` to `target` and returns the position after them.
    @inline(__always)
    private static func copy(_ bytes: [UInt8], to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return target }
            return DisplayText.copy(base, source.count, to: target)
        }
    }

    /// Writes `value` (in ``renderableNumbers``) in the native digits, padded with zeros to
    /// `minimumDigits`, and returns the position after it.
    @inline(__always)
    private func writeNumber(_ value: Int, minimumDigits: Int, to target: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        var digitCount = 1
        var rest = value / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let count = max(digitCount, minimumDigits)
        let width = digitWidth
        digitBytes.withUnsafeBufferPointer { digits in
            var position = target + (count - 1) * width
            var remaining = value
            for _ in 0..<count {
                let digit = remaining % 10
                remaining /= 10
                for offset in 0..<width { position[offset] = digits[digit * width + offset] }
                position -= width
            }
        }
        return target + count * width
    }

    private static func simpleShape(_ segments: [Segment]) -> SimpleNumber? {
        var prefix = ""
        var suffix = ""
        var number: (DateField, Int)?
        for segment in segments {
            switch segment {
            case .literal(let text):
                if number == nil { prefix += text } else { suffix += text }
            case .number(let field, let minimumDigits):
                guard number == nil else { return nil }
                number = (field, minimumDigits)
            default:
                return nil
            }
        }
        guard let number else { return nil }
        return SimpleNumber(
            prefix: Array(prefix.utf8), field: number.0, minimumDigits: number.1, suffix: Array(suffix.utf8))
    }

    /// A simple label written straight into the string's UTF-8 storage: no ICU, no
    /// intermediate strings (small labels need no allocation at all).
    @inline(__always)
    private func renderSimple(_ shape: SimpleNumber, _ values: PickerValues) -> String {
        let value = shape.field == .hour ? hourCycle.displayed(values.hour) : values[shape.field]
        // A negative value would index before the digit table.
        precondition(Self.renderableNumbers.contains(value), "label value \(value) outside 0...99999")
        var digitCount = 1
        var rest = value / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let count = max(digitCount, shape.minimumDigits)
        let width = digitWidth
        let capacity = shape.prefix.count + count * width + shape.suffix.count
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var index = 0
            shape.prefix.withUnsafeBufferPointer { prefix in
                for byte in prefix {
                    buffer[index] = byte
                    index += 1
                }
            }
            digitBytes.withUnsafeBufferPointer { digits in
                var position = index + (count - 1) * width
                var remaining = value
                for _ in 0..<count {
                    let digit = remaining % 10
                    remaining /= 10
                    for offset in 0..<width { buffer[position + offset] = digits[digit * width + offset] }
                    position -= width
                }
            }
            index += count * width
            shape.suffix.withUnsafeBufferPointer { suffix in
                for byte in suffix {
                    buffer[index] = byte
                    index += 1
                }
            }
            return index
        }
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

    /// The name tables ``init(pattern:digits:symbols:hourCycle:)`` reads for `pattern`'s
    /// fields (as ``segment(_:_:_:)`` picks them), so that a caller reads only those from ICU.
    ///
    /// An array, not a `Set`: a set of a new element type costs a process's first picker the
    /// runtime's conformance lookup for its generic metadata.
    static func symbolKinds(of pattern: DatePattern) -> [LocaleDateFormat.SymbolKind] {
        var kinds: [LocaleDateFormat.SymbolKind] = []
        for token in pattern.tokens {
            guard case .field(let letter, let count) = token else { continue }
            let kind: LocaleDateFormat.SymbolKind?
            switch letter {
            case "M", "L":
                kind =
                    switch count {
                    case 1, 2: nil
                    case 3: .standaloneShortMonths
                    case 4: .standaloneMonths
                    default: .standaloneNarrowMonths
                    }
            case "E": kind = count == 4 ? .weekdays : count <= 3 ? .shortWeekdays : nil
            case "c": kind = count == 4 ? .standaloneWeekdays : count == 3 ? .standaloneShortWeekdays : nil
            case "a": kind = count <= 3 ? .amPm : nil
            default: kind = nil
            }
            if let kind { kinds.append(kind) }
        }
        return kinds
    }

    /// The label for `values`: pure string assembly.
    ///
    /// - Complexity: O(length of the label).
    func render(_ values: PickerValues) -> String {
        if let simpleNumber { return renderSimple(simpleNumber, values) }
        if digitWidth != 0 { return renderPieces(values) }
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
                label += names[values.weekday.rawValue - 1]
            case .dayPeriod(let names):
                label += names[values.hour < 12 ? 0 : 1]
            }
        }
        return label
    }

    /// Appends `value` in native digits (for digit sets of mixed UTF-8 widths).
    private func appendNumber(_ value: Int, minimumDigits: Int, to label: inout String) {
        let decimal = String(value).utf8
        for _ in decimal.count..<max(decimal.count, minimumDigits) { label += digits[0] }
        for byte in decimal { label += digits[Int(byte &- 0x30)] }
    }

    /// Whether the label depends on fields other than `field` (such as a weekday on a day).
    func dependsOnContext(besides field: DateField) -> Bool {
        segments.contains { segment in
            switch segment {
            case .literal: false
            case .number(let other, _): other != field
            case .monthName: field != .month
            case .weekdayName: true
            case .dayPeriod: field != .dayPeriod && field != .hour
            }
        }
    }
}
