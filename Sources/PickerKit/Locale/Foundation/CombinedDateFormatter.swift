#if !SystemICU
    internal import Foundation

    /// One Foundation `DateFormatter` that writes the patterns of several copies of a
    /// formatter at once, its pattern theirs joined by a private-use separator.
    ///
    /// A `DateFormatter` opens ICU three times when it is first used (created, then `isLenient`
    /// and the time zone set), and three times again after its `dateFormat` changes: a calendar
    /// labeler's year, month and day copies each opened their own (~0.3–0.5 million
    /// instructions an opening). Copies registered before the first format share this one;
    /// each format writes every pattern and keeps the copy's part. ICU formats each field on
    /// its own, so a part is the text its pattern alone would have.
    final class CombinedDateFormatter: @unchecked Sendable {
        /// The separator between the patterns (not an ASCII letter: a literal to ICU).
        static let separator: Unicode.Scalar = "\u{E005}"
        private struct State {
            var patterns: [String] = []
            var formatter: DateFormatter?
        }
        private let localeID: String
        private let state = LockedValue(State())

        /// A formatter for `localeID` (strict, UTC, the locale's calendar); nothing is opened.
        init(localeID: String) {
            self.localeID = localeID
        }

        /// Registers `pattern`; its index, or `nil` once the formatter has been opened.
        func add(_ pattern: String) -> Int? {
            state.withLock { state in
                guard state.formatter == nil else { return nil }
                if let index = state.patterns.firstIndex(of: pattern) { return index }
                state.patterns.append(pattern)
                return state.patterns.count - 1
            }
        }

        /// The text of the pattern at `wanted` for `date`, or `nil` if the joined text does not
        /// split into one part per pattern.
        func string(_ wanted: Int, from date: Date) -> String? {
            state.withLock { state -> String? in
                let formatter: DateFormatter
                if let opened = state.formatter {
                    formatter = opened
                } else {
                    formatter = FoundationLocaleSupport.dateFormatter(localeID: localeID)
                    formatter.dateFormat = state.patterns.concatenated(separator: String(Self.separator))
                    state.formatter = formatter
                }
                let scalars = formatter.string(from: date).unicodeScalars
                var part = 0
                var start = scalars.startIndex
                var position = start
                while position < scalars.endIndex {
                    if scalars[position] == Self.separator {
                        if part == wanted { return String(scalars[start..<position]) }
                        part += 1
                        start = scalars.index(after: position)
                    }
                    position = scalars.index(after: position)
                }
                return part == wanted && part == state.patterns.count - 1 ? String(scalars[start...]) : nil
            }
        }
    }
#endif
