extension CalendarLabeler {
    /// Reads a display string back strictly: the whole text in the locale's pattern for the
    /// mode in the calendar, every field one that the calendar has (no rollover: 1988 has no
    /// 闰六月, Adar I exists only in Hebrew leap years), and it must format back to itself.
    ///
    /// Each part of the pattern is read among the texts ICU writes for it: month names (with
    /// leap months) and days among the calendar's months and days, years by their digits
    /// (or, where the locale writes years in words, Hebrew numerals or 元年, among every
    /// year's text), times by ICU's strict parser.
    ///
    /// - Returns: the value in the labeler's calendar and mode, such as
    ///   `1987-07-26[u-ca=chinese]` for `1987丁卯年闰六月初一` (its ``Selection/monthCode`` is
    ///   `M06L`, its ``Selection/isoDate`` 1987-07-26).
    /// - Throws: ``LocalizationError/unparsableDisplayString(text:pattern:reason:)`` naming the UTF-8
    ///   offset where the text stops matching, or the field the calendar refuses and where it is.
    public func value(ofDisplayString text: String) throws(LocalizationError) -> Selection {
        if let dateColumns {
            let values = try dateColumns.values(ofDisplayString: text)
            do {
                return try values.selection
            } catch {
                throw .calendar(error)
            }
        }
        guard text.utf8.count <= Self.maximumDisplayStringLength else {
            throw .unparsableDisplayString(
                text: String(text.prefix(40)) + "…", pattern: displayPattern,
                reason:
                    "it is \(text.utf8.count) bytes long, over the limit of \(Self.maximumDisplayStringLength) bytes")
        }
        let scalars = Array(text.unicodeScalars)
        var search = DisplaySearch(text: text, scalars: scalars)
        guard try match(group: 0, at: 0, &search), let value = search.value else {
            throw search.failure ?? unparsable(text, scalars, at: search.furthest, "it stops matching")
        }
        return value
    }

    /// The value a full reading of the text stands for, if the calendar has it and it is
    /// written back as the same text.
    private func resolve(_ found: DisplayMatch, _ text: String, _ scalars: [Unicode.Scalar]) throws(LocalizationError)
        -> Selection
    {
        let hasYear = mode.includes(.year)
        let hasMonth = mode.includes(.month)
        let hasDay = mode.includes(.day)
        var month = 1
        // The month field of a calendar selection: its place in the year, or in the calendar's
        // month list when there is no year.
        var monthField = 1
        if hasMonth, let code = found.monthCode {
            if hasYear, let year = found.year {
                guard let ordinal = rules.month(year: year, code: code) else {
                    throw unparsable(
                        text, scalars, at: found.monthStart,
                        "month \(code) does not exist in \(calendar.rawValue) year \(year)")
                }
                month = ordinal
                monthField = ordinal
            } else if let position = CalendarMonthList.of(calendar).position(of: code) {
                monthField = position
            }
        }
        let fields = SelectionFields(
            year: found.year ?? 0, month: monthField, day: found.day ?? 1, hour: found.seconds / 3_600,
            minute: found.seconds / 60 % 60, second: found.seconds % 60)
        let value = Selection(_unchecked: fields.keeping(mode), mode: mode, calendar: calendar)
        let context: Context
        do {
            context = try displayContext(
                year: found.year ?? 0, month: month, code: found.monthCode ?? MonthCode(number: 1),
                day: found.day ?? 1, seconds: found.seconds)
        } catch {
            let position = hasDay && error.isDayError ? found.dayStart : hasMonth ? found.monthStart : 0
            throw unparsable(text, scalars, at: position, "\(error)")
        }
        let written = try Self.compose(displayGroups, context, finder: finder)
        guard written == text else {
            throw .unparsableDisplayString(
                text: text, pattern: displayPattern, reason: "it reads as \(QuotedInput.quoted(written))")
        }
        return value
    }

    /// What a display string's groups matched so far.
    struct DisplayMatch {
        var year: Int?
        var era: TemporalEra?
        /// Whether ``year`` was read by a group that writes the year's number (`y`, not `G` alone).
        var yearFromNumber = false
        var monthCode: MonthCode?
        var leapYear = false
        var day: Int?
        var seconds = 0
        var monthStart = 0
        var dayStart = 0
    }

    /// The state of a depth-first match of the groups against the text.
    struct DisplaySearch {
        let text: String
        let scalars: [Unicode.Scalar]
        var furthest = 0
        var current = DisplayMatch()
        /// The value of the first reading that resolves and writes back as the text.
        var value: Selection?
        /// Why the first full reading was refused, when none was accepted.
        var failure: LocalizationError?
    }

    /// Matches groups `group...` at scalar offset `position`, trying every reading of a group
    /// (longest first) until the rest matches.
    private func match(group index: Int, at position: Int, _ search: inout DisplaySearch) throws(LocalizationError)
        -> Bool
    {
        search.furthest = max(search.furthest, position)
        guard index < displayGroups.count else {
            guard position == search.scalars.count else { return false }
            do {
                search.value = try resolve(search.current, search.text, search.scalars)
                return true
            } catch {
                if search.failure == nil { search.failure = error }
                return false
            }
        }
        let group = displayGroups[index]
        let saved = search.current
        for reading in try readings(of: group, at: position, search.scalars, search.current) {
            search.current = reading.match
            if try match(group: index + 1, at: position + reading.length, &search) { return true }
        }
        search.current = saved
        return false
    }

    /// The ways `group` can read the text at `position`: how many scalars and what they say.
    private func readings(
        of group: CalendarPatternGroup, at position: Int, _ scalars: [Unicode.Scalar], _ current: DisplayMatch
    ) throws(LocalizationError) -> [(length: Int, match: DisplayMatch)] {
        let rest = scalars[position...]
        func starts(_ text: String) -> Int? {
            let candidate = Array(text.unicodeScalars)
            return rest.starts(with: candidate) && !candidate.isEmpty ? candidate.count : nil
        }
        var readings: [(length: Int, match: DisplayMatch)] = []
        switch group.kind {
        case .literal:
            if let length = starts(group.pattern) { readings.append((length, current)) }
        case .year:
            // Every year group shows the one year: a group after one that read it from its
            // number (the era after the day, lt `y MMMM d G HH`, lv `y'. g. 'd. MMMM G, HH`) is
            // read as that year, not from the first number after it (the hour's in `G HH`).
            // An era before the year's number (az buddhist `G d MMMM y`) reads some year whose
            // era it writes; the year's number after it reads the year again, and the whole
            // text must write back as itself.
            let known = current.yearFromNumber ? current.year.map { [($0, current.era)] } : nil
            for byNumber in known == nil ? [true, false] : [false] {
                let candidates: [(Int, TemporalEra?)]
                if let known {
                    candidates = known
                } else {
                    candidates = try yearCandidates(rest, byNumber: byNumber)
                }
                for (year, era) in candidates {
                    let context = Context(year: year, era: era, dayNumber: eraDay(year: year, era: era))
                    guard let text = try? Self.compose([group], context, finder: finder) else { continue }
                    if let length = starts(text) {
                        var match = current
                        match.year = year
                        match.era = era
                        match.yearFromNumber = current.yearFromNumber || group.writesYearNumber
                        readings.append((length, match))
                    }
                }
                // Every year's text only where the locale's digits do not give the year
                // (Hebrew numerals, 元年, a cyclic name alone).
                if !readings.isEmpty { break }
            }
        case .month:
            for (code, leapYear) in monthCandidates {
                let context = Context(year: current.year, monthCode: code, leapYear: leapYear)
                guard let text = try? Self.compose([group], context, finder: finder) else { continue }
                if let length = starts(text) {
                    var match = current
                    match.monthCode = code
                    match.leapYear = leapYear
                    match.monthStart = position
                    readings.append((length, match))
                }
            }
        case .day:
            for day in 1...finder.maximumDay {
                if let length = starts(try Self.compose([group], Context(day: day), finder: finder)) {
                    var match = current
                    match.day = day
                    match.dayStart = position
                    readings.append((length, match))
                }
            }
        case .weekday:
            // Checked when the value is written back; any of the seven names reads here.
            for offset in 0..<7 {
                let context = Context(dayNumber: CalendarDayFinder.referenceDay + offset)
                if let length = starts(try Self.compose([group], context, finder: finder)) {
                    readings.append((length, current))
                }
            }
        case .time:
            guard let formatter = group.formatter else { break }
            let units = Array(String(String.UnicodeScalarView(rest)).utf16)
            if let parsed = formatter.parsePrefix(units) {
                let consumed = String(decoding: units[..<parsed.length], as: UTF16.self).unicodeScalars.count
                var match = current
                let seconds = Int((parsed.millis / 1_000).rounded(.down))
                match.seconds = ((seconds % 86_400) + 86_400) % 86_400
                readings.append((consumed, match))
            }
        }
        return readings.sorted { $0.length > $1.length }
    }

    /// The calendar's month codes (with Hebrew's forms in 12- and 13-month years), in order.
    var monthCandidates: [(MonthCode, Bool)] {
        var codes: [(MonthCode, Bool)] = []
        for number in 1...13 {
            for isLeap in [false, true] {
                let code = MonthCode(number: number, isLeap: isLeap)
                guard longestMonth(code) > 0 else { continue }
                if calendar == .hebrew {
                    // Adar I (M05L) exists only in 13-month years; the others in both.
                    if !isLeap { codes.append((code, false)) }
                    codes.append((code, true))
                } else {
                    codes.append((code, false))
                }
            }
        }
        return codes
    }

    /// A day of `year` in `era` (the era's first day in the year, or the year's middle).
    private func eraDay(year: Int, era: TemporalEra?) -> Int? {
        guard calendar == .japanese, let era else { return nil }
        for month in 1...12 {
            for day in [1, 15, rules.daysInMonth(year: year, month: month)] {
                let dayNumber = rules.dayNumber(year: year, month: month, day: day)
                if rules.dayNumbers.contains(dayNumber), rules.fields(dayNumber: dayNumber).temporalEra == era {
                    return dayNumber
                }
            }
        }
        return nil
    }

    /// The years (with eras where they change within a year) a year group at the start of
    /// `rest` may show: from the first number written in the locale's digits, or every year.
    private func yearCandidates(_ rest: ArraySlice<Unicode.Scalar>, byNumber: Bool) throws(LocalizationError)
        -> [(Int, TemporalEra?)]
    {
        var numbers: [Int] = []
        if byNumber {
            // Every number near the start: an era's name may end in a digit (gu `એરા1 1735`,
            // where CLDR 42 has no coptic era name), and the year is the number after it.
            for number in leadingNumbers(rest) {
                numbers += [number, -number, 1 - number, number - 5_500]
                if calendar == .japanese {
                    numbers += [1868, 1912, 1926, 1989, 2019].map { $0 + number - 1 }
                }
            }
            guard !numbers.isEmpty else { return [] }
        } else {
            numbers = Array(rules.years.clamped(to: isoYears))
        }
        var candidates: [(Int, TemporalEra?)] = []
        for year in numbers where rules.years.clamped(to: isoYears).contains(year) {
            if calendar == .japanese {
                let first = rules.fields(
                    dayNumber: max(rules.dayNumber(year: year, month: 1, day: 1), rules.dayNumbers.lowerBound))
                let last = rules.fields(dayNumber: rules.dayNumber(year: year, month: 12, day: 31))
                candidates.append((year, first.temporalEra))
                if last.temporalEra != first.temporalEra { candidates.append((year, last.temporalEra)) }
            } else {
                candidates.append((year, nil))
            }
        }
        return candidates
    }

    /// The calendar years whose days lie inside the calendar's range.
    private var isoYears: ClosedRange<Int> {
        rules.fields(dayNumber: rules.dayNumbers.lowerBound)
            .year...rules.fields(dayNumber: rules.dayNumbers.upperBound).year
    }

    /// The numbers in `rest` written in the locale's digits that start within its first 16
    /// scalars, in order (each at most 6 digits).
    private func leadingNumbers(_ rest: ArraySlice<Unicode.Scalar>) -> [Int] {
        let digits = numberDigits
        var numbers: [Int] = []
        var index = rest.startIndex
        let end = min(rest.endIndex, rest.startIndex + 16)
        while index < end {
            guard digits.contains(rest[index]) else {
                index += 1
                continue
            }
            var number = 0
            var count = 0
            while index < rest.endIndex, let digit = digits.firstIndex(of: rest[index]), count < 6 {
                number = number * 10 + digit
                count += 1
                index += 1
            }
            numbers.append(number)
        }
        return numbers
    }

    private func unparsable(_ text: String, _ scalars: [Unicode.Scalar], at position: Int, _ what: String)
        -> LocalizationError
    {
        let offset = scalars[..<min(position, scalars.count)].reduce(0) { $0 + String($1).utf8.count }
        let rest = String(String.UnicodeScalarView(scalars[min(position, scalars.count)...]))
        let reason =
            what == "it stops matching"
            ? (rest.isEmpty
                ? "it is incomplete (offset \(offset))"
                : "it stops matching at \(QuotedInput.quoted(rest)) (offset \(offset))")
            : "\(what) (offset \(offset))"
        return .unparsableDisplayString(text: text, pattern: displayPattern, reason: reason)
    }
}

extension LocalizationError {
    /// Whether a calendar error is about the day (so its position is the day's).
    var isDayError: Bool {
        if case .calendar(let error) = self { return error.kind == .dayOutOfRange }
        return false
    }
}
