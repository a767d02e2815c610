/// A whole week or quarter written without ICU: the locale's `Yw` or `yQQQQ` pattern compiled
/// into literals, numbers in the locale's digits and the quarter names as ICU writes them, and
/// checked against ICU's text for sample periods before it is used (see
/// ``PeriodLabeler/displayString(for:)-(Period)``).
///
/// A pattern with a letter it does not know (an era, a two-digit year), an algorithmic
/// numbering system (Hebrew numerals), or a sample ICU writes otherwise compiles to `nil`, and
/// that mode's strings go to ICU on every call.
final class PeriodTemplate: Sendable {
    /// One piece of the text, in UTF-8.
    enum Piece: Sendable {
        case bytes([UInt8])
        /// The year (the week-year of weeks), padded with the native zero to `minimumDigits`.
        case year(minimumDigits: Int)
        /// The week or quarter number, padded to `minimumDigits`.
        case number(minimumDigits: Int)
        /// A quarter's name, from a table of four.
        case name([[UInt8]])
    }

    let pieces: [Piece]
    /// The UTF-8 bytes of the digits `0`…`9`.
    let digits: [[UInt8]]
    /// An upper bound of a written text's UTF-8 length.
    let maximumLength: Int

    /// Compiles `pattern`; `names(letter, count)` gives the four quarter names a `Q`/`q` field
    /// of three or more letters writes.
    init?(pattern: String, digits: [String], names: (Character, Int) -> [String]?) {
        guard digits.count == 10 else { return nil }
        var pieces: [Piece] = []
        var longest = 0
        let widest = digits.map(\.utf8.count).max() ?? 1
        for token in DatePattern(pattern).tokens {
            switch token {
            case .literal(let text):
                pieces.append(.bytes(Array(text.utf8)))
                longest += text.utf8.count
            case .field(let letter, let count):
                switch letter {
                case "y", "Y":
                    guard count != 2 else { return nil }
                    pieces.append(.year(minimumDigits: count))
                    longest += max(count, 5) * widest
                case "w" where count <= 2, "Q" where count <= 2, "q" where count <= 2:
                    pieces.append(.number(minimumDigits: count))
                    longest += 2 * widest
                case "Q", "q":
                    guard count <= 4, let texts = names(letter, count), texts.count == 4 else { return nil }
                    let table = texts.map { Array($0.utf8) }
                    pieces.append(.name(table))
                    longest += table.map(\.count).max() ?? 0
                default:
                    return nil
                }
            }
        }
        self.pieces = pieces
        self.digits = digits.map { Array($0.utf8) }
        maximumLength = longest
    }

    /// The text of `year` and `number` (a week 1...53 or a quarter 1...4; a year 1...99999).
    func render(year: Int, number: Int) -> String {
        String(unsafeUninitializedCapacity: maximumLength) { buffer in
            var index = 0
            func copy(_ bytes: [UInt8]) {
                for byte in bytes {
                    buffer[index] = byte
                    index += 1
                }
            }
            func write(_ value: Int, _ minimumDigits: Int) {
                var power = 1
                var count = 1
                while power * 10 <= value {
                    power *= 10
                    count += 1
                }
                for _ in count..<max(count, minimumDigits) { copy(digits[0]) }
                while power > 0 {
                    copy(digits[value / power % 10])
                    power /= 10
                }
            }
            for piece in pieces {
                switch piece {
                case .bytes(let bytes): copy(bytes)
                case .year(let minimumDigits): write(year, minimumDigits)
                case .number(let minimumDigits): write(number, minimumDigits)
                case .name(let names): copy(names[number - 1])
                }
            }
            return index
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
