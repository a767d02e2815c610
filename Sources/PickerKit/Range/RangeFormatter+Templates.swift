/// Warm ranges written from templates: ICU's interval text, taken apart once per kind of
/// difference, and filled in again per call without ICU.
///
/// ICU picks one interval pattern per skeleton and *largest differing field* (year, month,
/// day, am/pm, hour, minute, second, or none), so every range with the same largest
/// difference has the same literals and the same fields in the same places; only the fields'
/// texts change. A ``RangeTemplate`` is read from ICU's output for a set of probe ranges of
/// one difference: the literals, and for each field its text per value (months 1–12, days
/// 1–31, hours, minutes, seconds, weekdays, am/pm, each as ICU wrote it there), with years
/// written in the digits ICU used. Every probe must agree, and the template must reproduce
/// ICU's text for further ranges, or the difference keeps going to ICU; fields other than
/// those (eras, flexible day periods, week numbers) always do.
extension RangeFormatter {
    /// ICU's order of comparison: the largest field in which two dates differ.
    enum Difference: Int, CaseIterable, Sendable {
        case none, second, minute, hour, dayPeriod, day, month, year

        /// The largest field in which `start` and `end` (effective, see
        /// ``RangeTemplate/effective(_:)``) differ.
        init(_ start: SelectionFields, _ end: SelectionFields) {
            if start.year != end.year {
                self = .year
            } else if start.month != end.month {
                self = .month
            } else if start.day != end.day {
                self = .day
            } else if (start.hour < 12) != (end.hour < 12) {
                self = .dayPeriod
            } else if start.hour != end.hour {
                self = .hour
            } else if start.minute != end.minute {
                self = .minute
            } else if start.second != end.second {
                self = .second
            } else {
                self = .none
            }
        }
    }

    /// The template for `difference`, built on first use (`nil`: that difference goes to ICU).
    ///
    /// Built outside the lock (it asks ICU for tens of ranges); when two threads build one at
    /// once, the first kept wins.
    @inline(__always)
    func template(for difference: Difference) -> RangeTemplate? {
        templates.value(at: difference.rawValue, make: { RangeTemplate(formatter: self, difference: difference) })
    }

    /// The range from templates, or `nil` when ICU has to write it.
    @inline(__always)
    func templateString(start: SelectionFields, end: SelectionFields, open: Bool) -> String? {
        let first = RangeTemplate.effective(start)
        let last = RangeTemplate.effective(end)
        guard let template = template(for: Difference(first, last)) else { return nil }
        return open ? template.renderOpen(first, last, present: presentWord) : template.render(first, last)
    }
}

/// The literals and fields of ICU's interval text for one largest difference.
final class RangeTemplate: Sendable {
    /// What a field shows.
    enum Kind: Int8, Sendable {
        case year, month, day, hour, minute, second, weekday, dayPeriod
        /// The quarter of the month (1...4), for intervals of the `yQQQQ` skeleton.
        case quarter

        /// The kind of ICU's `UDateFormatField`, or `nil` for fields templates do not write.
        init?(icuField: Int32) {
            switch icuField {
            case 1: self = .year
            case 2, 26: self = .month  // M, L
            case 3: self = .day
            case 4, 5, 15, 16: self = .hour  // k, H, h, K
            case 6: self = .minute
            case 7: self = .second
            case 9, 19, 25: self = .weekday  // E, e, c
            case 14: self = .dayPeriod  // a
            case 27, 28: self = .quarter  // Q, q
            default: return nil
            }
        }

        /// The value shown, from effective fields.
        func value(_ fields: SelectionFields) -> Int {
            switch self {
            case .year: fields.year
            case .month: fields.month
            case .day: fields.day
            case .hour: fields.hour
            case .minute: fields.minute
            case .second: fields.second
            case .weekday:
                (CalendarDate(year: fields.year, month: fields.month, day: fields.day).dayNumber
                    % 7 + 7) % 7
            case .dayPeriod: fields.hour < 12 ? 0 : 1
            case .quarter: (fields.month - 1) / 3 + 1
            }
        }
    }

    /// One piece of the text.
    enum Token: Sendable {
        case literal(String)
        /// A field of the start (`side` 0) or the end (1), its text per value.
        case field(side: Int, kind: Kind, texts: [String?])
    }

    let tokens: [Token]
    /// The digits years are written in (`0`…`9`).
    private let digits: [String]
    /// Tokens before the end's part, and the first token after it as an open range cuts it
    /// (see ``RangeFormatter/string(for:)``), when the template can write open ranges.
    private let openCut: (before: Int, after: Int, literal: String?)?
    /// The Present word the template was read with.
    private let openWord: String

    /// Fields as ICU reads them from the milliseconds: a missing year is 2000, a missing
    /// month or day 1.
    static func effective(_ fields: SelectionFields) -> SelectionFields {
        var fields = fields
        if fields.year == 0 { fields.year = 2000 }
        fields.month = max(fields.month, 1)
        fields.day = max(fields.day, 1)
        return fields
    }

    /// The tokens as flat byte tables (see ``Compiled``).
    private let compiled: Compiled
    /// The tokens of an open range as flat byte tables, when the cut has a literal: the start's
    /// tokens, the literal and ``openWord`` as one piece, and the tokens after the end's part.
    private let openCompiled: Compiled?

    /// The range's text, or `nil` when a field's value was never seen.
    func render(_ start: SelectionFields, _ end: SelectionFields) -> String? {
        compiled.render(start, end)
    }

    /// The open range's text: the start as ICU wrote it with `end` (a probe), the end's part
    /// replaced by `present` as ``RangeFormatter/string(for:)`` replaces it.
    @inline(__always)
    func renderOpen(_ start: SelectionFields, _ end: SelectionFields, present: String) -> String? {
        guard let cut = openCut else { return nil }
        if let literal = cut.literal {
            // The last literal before the end is at least as long as the word, so the text the
            // two share lies in it alone.
            if present == openWord, let openCompiled { return openCompiled.render(start, end) }
            let tokens = Array(tokens[..<cut.before]) + [.literal(literal + present)] + tokens[cut.after...]
            return Compiled(tokens: tokens, digits: digits).render(start, end)
        }
        guard let before = render(tokens[..<cut.before], start, end),
            let after = render(tokens[cut.after...], start, end)
        else { return nil }
        return RangeFormatter.joining(before, present) + after
    }

    private func render(_ tokens: ArraySlice<Token>, _ start: SelectionFields, _ end: SelectionFields) -> String? {
        var text = ""
        for token in tokens {
            switch token {
            case .literal(let literal): text += literal
            case .field(let side, let kind, let texts):
                let fields = side == 0 ? start : end
                let value = kind.value(fields)
                if kind == .year {
                    guard value > 0 else { return nil }
                    if digits.isEmpty { return nil }
                    var power = 1
                    while power * 10 <= value { power *= 10 }
                    while power > 0 {
                        text += digits[value / power % 10]
                        power /= 10
                    }
                } else {
                    guard value >= 0, value < texts.count, let shown = texts[value] else { return nil }
                    text += shown
                }
            }
        }
        return text
    }

    /// The tokens compiled into plain integers over one byte array.
    ///
    /// Writing a range reads no reference-counted value: each piece is a literal (`kind` -1: `first` and
    /// `count` locate its bytes; adjacent literals are one piece) or a field (`first` indexes
    /// `tables`, where each value has its text's offset and length, length -1 for a value never
    /// seen). The text is written into one buffer and made a `String` without validating it
    /// again (``DisplayText``): every piece is a whole `String`'s UTF-8.
    struct Compiled: Sendable {
        struct Piece: Sendable {
            var kind: Int8
            var side: Int8
            var first: Int32
            var count: Int32
        }

        /// The pieces' bytes (never empty: a zero byte ends them, so the buffer has an address).
        var bytes: [UInt8] = []
        var pieces: [Piece] = []
        var tables: [Int32] = []
        /// Offset and length of each digit's bytes, `0`…`9`.
        var digits: [Int32] = []
        /// Offset and length of each pair of digits' bytes, `00`…`99`: a year from 1000 up is
        /// written as two pairs.
        var pairs: [Int32] = []
        /// The longest text the pieces can write.
        var longest = 0

        init(tokens: [Token], digits: [String]) {
            for digit in digits {
                self.digits += [Int32(bytes.count), Int32(digit.utf8.count)]
                bytes += digit.utf8
            }
            if digits.count == 10 {
                for pair in 0..<100 {
                    let text = Array(digits[pair / 10].utf8) + Array(digits[pair % 10].utf8)
                    pairs += [Int32(bytes.count), Int32(text.count)]
                    bytes += text
                }
            }
            let widestDigit = digits.map(\.utf8.count).max() ?? 0
            for token in tokens {
                switch token {
                case .literal(let text):
                    if let last = pieces.last, last.kind < 0, Int(last.first + last.count) == bytes.count {
                        pieces[pieces.count - 1].count += Int32(text.utf8.count)
                    } else {
                        pieces.append(
                            Piece(kind: -1, side: 0, first: Int32(bytes.count), count: Int32(text.utf8.count)))
                    }
                    bytes += text.utf8
                    longest += text.utf8.count
                case .field(let side, let kind, let texts):
                    pieces.append(
                        Piece(
                            kind: kind.rawValue, side: Int8(side), first: Int32(tables.count), count: Int32(texts.count)
                        ))
                    var widest = kind == .year ? 4 * widestDigit : 0
                    for text in texts {
                        if let text {
                            tables += [Int32(bytes.count), Int32(text.utf8.count)]
                            bytes += text.utf8
                            widest = max(widest, text.utf8.count)
                        } else {
                            tables += [0, -1]
                        }
                    }
                    longest += widest
                }
            }
            bytes.append(0)
        }

        /// The text of the pieces for `start` and `end`; `nil` when a field's value was never
        /// seen.
        @inline(__always)
        func render(_ start: SelectionFields, _ end: SelectionFields) -> String? {
            bytes.withUnsafeBufferPointer { bytes in
                pieces.withUnsafeBufferPointer { pieces in
                    tables.withUnsafeBufferPointer { tables in
                        digits.withUnsafeBufferPointer { digits in
                            pairs.withUnsafeBufferPointer { pairs in
                                DisplayText.make(capacity: longest) { output in
                                    let source = bytes.baseAddress!
                                    var cursor = output
                                    for piece in pieces {
                                        if piece.kind < 0 {
                                            cursor = DisplayText.copy(
                                                source + Int(piece.first), Int(piece.count), to: cursor)
                                            continue
                                        }
                                        let kind = Kind(rawValue: piece.kind)!
                                        let value = kind.value(piece.side == 0 ? start : end)
                                        if kind == .year {
                                            guard value > 0, value <= 9999, !digits.isEmpty else { return nil }
                                            if value >= 1000, !pairs.isEmpty {
                                                let high = value / 100
                                                let low = value - 100 * high
                                                cursor = DisplayText.copy(
                                                    source + Int(pairs[2 * high]), Int(pairs[2 * high + 1]), to: cursor)
                                                cursor = DisplayText.copy(
                                                    source + Int(pairs[2 * low]), Int(pairs[2 * low + 1]), to: cursor)
                                                continue
                                            }
                                            var power = 1
                                            while power * 10 <= value { power *= 10 }
                                            while power > 0 {
                                                let digit = value / power % 10
                                                cursor = DisplayText.copy(
                                                    source + Int(digits[2 * digit]), Int(digits[2 * digit + 1]),
                                                    to: cursor)
                                                power /= 10
                                            }
                                            continue
                                        }
                                        guard value >= 0, value < Int(piece.count) else { return nil }
                                        let slot = Int(piece.first) + 2 * value
                                        guard tables[slot + 1] >= 0 else { return nil }
                                        cursor = DisplayText.copy(
                                            source + Int(tables[slot]), Int(tables[slot + 1]), to: cursor)
                                    }
                                    return cursor - output
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: - Building

    /// Reads the template for `difference` from ICU's output, or `nil` when ICU's text for
    /// that difference cannot be written from one.
    init?(formatter: RangeFormatter, difference: RangeFormatter.Difference) {
        let mode = formatter.mode
        let probes = Self.probes(mode: mode, difference: difference)
        guard probes.count >= 2 else { return nil }
        let openDifference = RangeFormatter.Difference(
            Self.effective(probes[0].0),
            Self.effective(RangeFormatter.probe(after: probes[0].0, mode: mode)))
        let open = openDifference == difference
        var structure: [(literal: [UInt16]?, side: Int, kind: Kind)]?
        var tables: [[Int: [UInt16]]] = []
        var yearTexts: [(value: Int, text: [UInt16])] = []
        var cutIndexes: (before: Int, after: Int)?
        // Open ranges of every start value too (a PM start, December, the 31st), whose probe
        // end may come before the start: each fills the start's tables where ICU writes the
        // same structure, and is skipped where it does not.
        let openProbes = open ? Self.openProbes(mode: mode, difference: difference) : []
        probing: for (start, end, optional) in probes.map({ ($0.0, $0.1, false) }) + openProbes {
            let first = Self.effective(start)
            let last = Self.effective(end)
            guard
                let fielded = try? formatter.intervalFormat.formatWithFields(
                    fromMillis: RangeFormatter.millis(first), toMillis: RangeFormatter.millis(last))
            else { if optional { continue probing } else { return nil } }
            // Cut points: every field's bounds, the second date's part, and where an open
            // range's end part stops (after the end as the display pattern writes it alone).
            var cuts: Set<Int> = [0, fielded.text.count]
            for field in fielded.fields {
                cuts.insert(field.range.lowerBound)
                cuts.insert(field.range.upperBound)
            }
            var openLimit: Int?
            if open {
                guard let span = fielded.spans[1] else { if optional { continue probing } else { return nil } }
                cuts.insert(span.lowerBound)
                cuts.insert(span.upperBound)
                let limit = formatter.openEndLimit(in: fielded.text, span: span, alone: formatter.aloneText(last))
                cuts.insert(limit)
                openLimit = limit
            }
            let points = cuts.sorted()
            var pieces: [(literal: [UInt16]?, side: Int, kind: Kind)] = []
            var values: [(token: Int, value: Int, text: [UInt16])] = []
            var probeCut: (before: Int, after: Int)?
            for (from, to) in zip(points, points.dropFirst()) {
                if open, from == fielded.spans[1]!.lowerBound { probeCut = (pieces.count, 0) }
                if open, from == openLimit { probeCut?.after = pieces.count }
                let units = Array(fielded.text[from..<to])
                if let field = fielded.fields.first(where: { $0.range == from..<to }) {
                    guard let kind = Kind(icuField: field.field) else {
                        if optional { continue probing } else { return nil }
                    }
                    // The end's fields start with its span. ICU's span may stop early (fa: the
                    // day alone of `۹ ژوئیه ۲۰۱۹`); a field after it the dates share has one
                    // value on both sides.
                    let side = fielded.spans[1].map { from >= $0.lowerBound } == true ? 1 : 0
                    values.append((pieces.count, kind.value(side == 0 ? first : last), units))
                    pieces.append((nil, side, kind))
                } else {
                    // Text inside a field that is not the whole field: a field ICU split.
                    if fielded.fields.contains(where: { $0.range.overlaps(from..<to) }) {
                        if optional { continue probing } else { return nil }
                    }
                    pieces.append((units, 0, .year))
                }
            }
            if open {
                guard var found = probeCut else { if optional { continue probing } else { return nil } }
                if openLimit == fielded.text.count { found.after = pieces.count }
                if let known = cutIndexes, known != found { if optional { continue probing } else { return nil } }
                cutIndexes = found
            }
            if let known = structure {
                guard known.count == pieces.count,
                    zip(known, pieces).allSatisfy({
                        $0.literal == $1.literal && $0.side == $1.side
                            && ($0.literal != nil || $0.kind == $1.kind)
                    })
                else { if optional { continue probing } else { return nil } }
            } else {
                structure = pieces
                tables = Array(repeating: [:], count: pieces.count)
            }
            if optional,
                values.contains(where: { token, value, text in
                    pieces[token].kind == .year || tables[token][value].map { $0 != text } == true
                })
            {
                continue probing
            }
            for (token, value, text) in values {
                if pieces[token].kind == .year {
                    yearTexts.append((value, text))
                } else {
                    if let seen = tables[token][value], seen != text {
                        if optional { continue probing } else { return nil }
                    }
                    tables[token][value] = text
                }
            }
        }
        guard let structure else { return nil }
        guard let digits = Self.digits(yearTexts) else { return nil }
        self.digits = digits
        let tokens = structure.enumerated().map { index, piece -> Token in
            if let literal = piece.literal { return .literal(String(decoding: literal, as: UTF16.self)) }
            let table = tables[index]
            let size = (table.keys.max() ?? -1) + 1
            let texts = (0..<size).map { value in table[value].map { String(decoding: $0, as: UTF16.self) } }
            return .field(side: piece.side, kind: piece.kind, texts: texts)
        }
        self.tokens = tokens
        var openCut: (before: Int, after: Int, literal: String?)?
        if open, let cutIndexes {
            var literal: String?
            if cutIndexes.before > 0, case .literal(let last) = tokens[cutIndexes.before - 1] {
                let word = Array(formatter.presentWord)
                let tail = Array(last)
                // The text the range word and the Present word share (see `joining`) lies in
                // this literal alone unless a prefix of the word longer than the literal ends
                // with it (then it could reach into the field before: such cuts stay slow).
                let reachesField =
                    tail.count < word.count
                    && (tail.count + 1...word.count).contains { word[..<$0].reversed().starts(with: tail.reversed()) }
                if !reachesField {
                    var overlap = min(word.count, tail.count)
                    while overlap > 0 && tail[(tail.count - overlap)...] != word[..<overlap] { overlap -= 1 }
                    literal = String(tail[..<(tail.count - overlap)])
                }
            }
            openCut = (literal == nil ? cutIndexes.before : cutIndexes.before - 1, cutIndexes.after, literal)
        }
        self.openCut = openCut
        openWord = formatter.presentWord
        compiled = Compiled(tokens: tokens, digits: digits)
        openCompiled = openCut.flatMap { cut in
            cut.literal.map { literal in
                Compiled(
                    tokens: Array(tokens[..<cut.before]) + [.literal(literal + formatter.presentWord)]
                        + tokens[cut.after...],
                    digits: digits)
            }
        }
        guard verify(formatter: formatter, difference: difference, open: open && openCut != nil) else { return nil }
    }

    /// Whether the template writes what ICU writes for ranges it was not read from.
    private func verify(formatter: RangeFormatter, difference: RangeFormatter.Difference, open: Bool) -> Bool {
        var random = 0x9E37_79B9_7F4A_7C15 &* UInt64(difference.rawValue + 1)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let mode = formatter.mode
        var checked = 0
        for _ in 0..<64 where checked < 12 {
            var start = SelectionFields(year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0)
            for field in mode.fields {
                switch field {
                case .year: start.year = 1 + next(9998)
                case .month: start.month = 1 + next(12)
                case .day: start.day = 1 + next(28)
                case .hour: start.hour = next(24)
                case .minute: start.minute = next(60)
                case .second: start.second = next(60)
                case .dayPeriod, .week, .quarter: break
                }
            }
            var end = start
            let field = mode.fields[next(mode.fields.count)]
            switch field {
            case .year: end.year = min(9999, start.year + 1 + next(50))
            case .month: end.month = start.month + (12 - start.month > 0 ? 1 + next(12 - start.month) : 0)
            case .day: end.day = start.day + 1 + next(28 - start.day + 1)
            case .hour: end.hour = start.hour + (23 - start.hour > 0 ? 1 + next(23 - start.hour) : 0)
            case .minute: end.minute = start.minute + (59 - start.minute > 0 ? 1 + next(59 - start.minute) : 0)
            case .second: end.second = start.second + (59 - start.second > 0 ? 1 + next(59 - start.second) : 0)
            case .dayPeriod, .week, .quarter: break
            }
            if end.day > 28 { end.day = 28 }
            let first = Self.effective(start)
            let last = Self.effective(end)
            guard RangeFormatter.Difference(first, last) == difference else { continue }
            checked += 1
            guard
                let icu = try? formatter.intervalFormat.formatWithFields(
                    fromMillis: RangeFormatter.millis(first), toMillis: RangeFormatter.millis(last))
            else { return false }
            let mine = render(first, last)
            if mine != nil, mine != String(decoding: icu.text, as: UTF16.self) { return false }
            if open {
                let probe = RangeFormatter.probe(after: start, mode: mode)
                guard let slow = try? formatter.icuString(start: start, end: probe, open: true) else { return false }
                let fast = renderOpen(first, Self.effective(probe), present: formatter.presentWord)
                if fast != nil, fast != slow { return false }
            }
        }
        return true
    }

    /// The digits years are written in, read from ICU's year texts (each digit one scalar),
    /// or `nil` when a year is written otherwise (padded, two digits, grouped, algorithmic).
    private static func digits(_ years: [(value: Int, text: [UInt16])]) -> [String]? {
        guard !years.isEmpty else { return [] }
        var digits = [String?](repeating: nil, count: 10)
        for (value, units) in years {
            let scalars = Array(String(decoding: units, as: UTF16.self).unicodeScalars)
            let decimal = Array(String(value).utf8).map { Int($0) - 0x30 }
            guard value > 0, scalars.count == decimal.count else { return nil }
            for (digit, scalar) in zip(decimal, scalars) {
                let shown = String(scalar)
                if let known = digits[digit], known != shown { return nil }
                digits[digit] = shown
            }
        }
        return digits.contains(nil) ? nil : digits.map { $0! }
    }

    /// Open ranges' starts with each value of each field of the mode (on the probes' base
    /// value) and their probe ends (``RangeFormatter/probe(after:mode:)``), where the two
    /// differ at `difference`; marked optional for the template's reading.
    private static func openProbes(mode: SelectionMode, difference: RangeFormatter.Difference)
        -> [(SelectionFields, SelectionFields, Bool)]
    {
        let fields = mode.fields
        let has = { (field: DateField) in fields.contains(field) }
        let base = SelectionFields(
            year: has(.year) ? 2020 : 0, month: has(.month) ? 1 : 0, day: has(.day) ? 1 : 0, hour: 0, minute: 0,
            second: 0)
        var result: [(SelectionFields, SelectionFields, Bool)] = []
        let domains: [(DateField, ClosedRange<Int>)] = [
            (.month, 1...12), (.day, 1...31), (.hour, 0...23), (.minute, 0...59), (.second, 0...59),
        ]
        for (field, values) in domains where has(field) {
            for value in values {
                var start = base
                start[field] = value
                let end = RangeFormatter.probe(after: start, mode: mode)
                let first = effective(start)
                let last = effective(end)
                guard CalendarDate(year: first.year, month: first.month, day: first.day).isValid,
                    CalendarDate(year: last.year, month: last.month, day: last.day).isValid,
                    RangeFormatter.Difference(first, last) == difference
                else { continue }
                result.append((start, end, true))
            }
        }
        return result
    }

    /// Probe ranges with the largest difference `difference`: each field of the mode through
    /// all its values, on both sides, and years whose digits cover 0–9.
    private static func probes(mode: SelectionMode, difference: RangeFormatter.Difference)
        -> [(SelectionFields, SelectionFields)]
    {
        let fields = mode.fields
        let has = { (field: DateField) in fields.contains(field) }
        // The difference must lie in the mode's fields (am/pm with an hour).
        switch difference {
        case .none: break
        case .second: if !has(.second) { return [] }
        case .minute: if !has(.minute) { return [] }
        case .hour, .dayPeriod: if !has(.hour) { return [] }
        case .day: if !has(.day) { return [] }
        case .month: if !has(.month) { return [] }
        case .year: if !has(.year) { return [] }
        }
        let base = SelectionFields(
            year: has(.year) ? 2020 : 0, month: has(.month) ? 1 : 0, day: has(.day) ? 1 : 0, hour: 0, minute: 0,
            second: 0)
        /// `start` with `end` made to differ at `difference`, or `nil` when it cannot
        /// (a field already at its largest value).
        func pair(_ start: SelectionFields) -> (SelectionFields, SelectionFields)? {
            var end = start
            switch difference {
            case .none: break
            case .second:
                guard start.second < 59 else { return nil }
                end.second += 1
            case .minute:
                guard start.minute < 59 else { return nil }
                end.minute += 1
            case .hour:
                guard start.hour % 12 < 11 else { return nil }
                end.hour += 1
            case .dayPeriod:
                guard start.hour < 12 else { return nil }
                end.hour += 12
            case .day:
                guard start.day < 31 else { return nil }
                end.day += 1
            case .month:
                guard start.month < 12 else { return nil }
                end.month += 1
            case .year:
                guard start.year < 9999 else { return nil }
                end.year += 1
            }
            return (start, end)
        }
        /// `end` with `start` made to differ at `difference` below it.
        func pair(ending end: SelectionFields) -> (SelectionFields, SelectionFields)? {
            var start = end
            switch difference {
            case .none: break
            case .second:
                guard end.second > 0 else { return nil }
                start.second -= 1
            case .minute:
                guard end.minute > 0 else { return nil }
                start.minute -= 1
            case .hour:
                guard end.hour % 12 > 0 else { return nil }
                start.hour -= 1
            case .dayPeriod:
                guard end.hour >= 12 else { return nil }
                start.hour -= 12
            case .day:
                guard end.day > 1 else { return nil }
                start.day -= 1
            case .month:
                guard end.month > 1 else { return nil }
                start.month -= 1
            case .year:
                guard end.year > 1 else { return nil }
                start.year -= 1
            }
            return (start, end)
        }
        var result: [(SelectionFields, SelectionFields)] = []
        func valid(_ both: (SelectionFields, SelectionFields)) -> Bool {
            [both.0, both.1].allSatisfy {
                let fields = effective($0)
                return CalendarDate(year: fields.year, month: fields.month, day: fields.day).isValid
            }
        }
        func add(_ field: DateField, _ values: ClosedRange<Int>) {
            guard has(field) else { return }
            for value in values {
                var fields = base
                fields[field] = value
                if let both = pair(fields), valid(both) { result.append(both) }
                if let both = pair(ending: fields), valid(both) { result.append(both) }
            }
        }
        add(.year, 1...1)
        for year in [10, 99, 999, 2019, 3456, 6789, 9998] where has(.year) {
            var fields = base
            fields.year = year
            if let both = pair(fields) { result.append(both) }
        }
        add(.month, 1...12)
        add(.day, 1...31)
        add(.hour, 0...23)
        add(.minute, 0...59)
        add(.second, 0...59)
        return result
    }
}
