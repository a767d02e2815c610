/// A whole week or quarter written without ICU: the locale's `Yw` or `yQQQQ` pattern compiled
/// into literals, numbers in the locale's digits and the quarter names as ICU writes them, and
/// checked against ICU's text for sample periods before it is used (see
/// ``PeriodLabeler/displayString(for:)-(Period)``).
///
/// A pattern with a letter it does not know (an era, a two-digit year), an algorithmic
/// numbering system (Hebrew numerals), or a sample ICU writes otherwise compiles to `nil`, and
/// that mode's strings go to ICU on every call.
final class PeriodTemplate: Sendable {
    /// One piece of the text: plain values over ``bytes``, so that writing a text retains
    /// nothing.
    struct Piece: Sendable {
        enum Kind: Sendable {
            /// Literal bytes (`first` and `count` locate them in ``PeriodTemplate/bytes``).
            case bytes
            /// The year (the week-year of weeks), padded with the native zero to `minimumDigits`.
            case year
            /// The week or quarter number, padded to `minimumDigits`.
            case number
            /// A quarter's name: four entries of ``PeriodTemplate/table`` from `first`.
            case name
        }
        let kind: Kind
        let minimumDigits: Int
        let first: Int
        let count: Int
    }

    let pieces: [Piece]
    /// The literals', names' and digits' UTF-8 bytes (a zero byte first, so the array has an
    /// address).
    let bytes: [UInt8]
    /// Offset and length in ``bytes`` of the digits `0`…`9` (entries 0–9), then of the names.
    let table: [Int32]
    /// An upper bound of a written text's UTF-8 length.
    let maximumLength: Int

    /// Compiles `pattern`; `names(letter, count)` gives the four quarter names a `Q`/`q` field
    /// of three or more letters writes.
    init?(pattern: String, digits: [String], names: (Character, Int) -> [String]?) {
        guard digits.count == 10 else { return nil }
        var pieces: [Piece] = []
        var bytes: [UInt8] = [0]
        var table: [Int32] = []
        func entry(_ text: String) {
            table += [Int32(bytes.count), Int32(text.utf8.count)]
            bytes += text.utf8
        }
        digits.forEach(entry)
        var longest = 0
        let widest = digits.map(\.utf8.count).max() ?? 1
        for token in DatePattern(pattern).tokens {
            switch token {
            case .literal(let text):
                pieces.append(Piece(kind: .bytes, minimumDigits: 0, first: bytes.count, count: text.utf8.count))
                bytes += text.utf8
                longest += text.utf8.count
            case .field(let letter, let count):
                switch letter {
                case "y", "Y":
                    guard count != 2 else { return nil }
                    pieces.append(Piece(kind: .year, minimumDigits: count, first: 0, count: 0))
                    longest += max(count, 5) * widest
                case "w" where count <= 2, "Q" where count <= 2, "q" where count <= 2:
                    pieces.append(Piece(kind: .number, minimumDigits: count, first: 0, count: 0))
                    longest += max(count, 2) * widest
                case "Q", "q":
                    guard count <= 4, let texts = names(letter, count), texts.count == 4 else { return nil }
                    pieces.append(Piece(kind: .name, minimumDigits: 0, first: table.count / 2, count: 4))
                    texts.forEach(entry)
                    longest += texts.map(\.utf8.count).max() ?? 0
                default:
                    return nil
                }
            }
        }
        self.pieces = pieces
        self.bytes = bytes
        self.table = table
        maximumLength = longest
    }

    /// The text of `year` and `number` (a week 1...53 or a quarter 1...4; a year 1...99999),
    /// written into one buffer and made a string without validating the bytes again
    /// (``DisplayText``: every piece is a whole `String`'s UTF-8).
    func render(year: Int, number: Int) -> String {
        precondition((0...99_999).contains(year) && (0...99).contains(number), "period \(year) \(number)")
        return bytes.withUnsafeBufferPointer { bytes in
            table.withUnsafeBufferPointer { table in
                pieces.withUnsafeBufferPointer { pieces in
                    DisplayText.make(capacity: maximumLength) { output in
                        let source = bytes.baseAddress!
                        var cursor = output
                        func write(_ value: Int, _ minimumDigits: Int) {
                            var power = 1
                            var count = 1
                            while power * 10 <= value {
                                power *= 10
                                count += 1
                            }
                            for _ in count..<max(count, minimumDigits) {
                                cursor = DisplayText.copy(source + Int(table[0]), Int(table[1]), to: cursor)
                            }
                            while power > 0 {
                                let digit = value / power % 10
                                cursor = DisplayText.copy(
                                    source + Int(table[2 * digit]), Int(table[2 * digit + 1]), to: cursor)
                                power /= 10
                            }
                        }
                        for piece in pieces {
                            switch piece.kind {
                            case .bytes: cursor = DisplayText.copy(source + piece.first, piece.count, to: cursor)
                            case .year: write(year, piece.minimumDigits)
                            case .number: write(number, piece.minimumDigits)
                            case .name:
                                precondition(number >= 1 && number <= piece.count, "quarter \(number)")
                                let entry = 2 * (piece.first + number - 1)
                                cursor = DisplayText.copy(source + Int(table[entry]), Int(table[entry + 1]), to: cursor)
                            }
                        }
                        return cursor - output
                    }!
                }
            }
        }
    }

    /// Sample periods of `mode` whose text a template must match ICU's on: every quarter,
    /// the first, second and last weeks, years of one to four digits.
    static func samples(_ mode: PeriodMode) -> [Period] {
        var samples: [Period] = []
        for year in [1, 9, 10, 99, 100, 999, 1000, 2019, 2020, 2021, 9998] {
            switch mode {
            case .yearQuarter:
                for quarter in 1...4 { samples.append(try! Period(year: year, quarter: quarter)) }
            case .yearWeek:
                let last = WeekRules.iso.weeksInYear(year)
                for week in [1, 2, 9, 10, 26, last - 1, last] { samples.append(try! Period(year: year, week: week)) }
            }
        }
        return samples
    }
}
