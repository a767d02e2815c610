/// Finds, for a field PickerKit shows, a day on which ICU's calendar reads that field the same
/// way, so that ICU's text for the day describes PickerKit's field.
///
/// ICU 72's chinese, dangi, hebrew and umalqura computations disagree with PickerKit's tables
/// and rules in some years (ICU puts 1987's leap month after the seventh month; PickerKit
/// follows the Hong Kong Observatory, 闰六月). A label must describe PickerKit's day, so it is
/// never ICU's text for the real day where ICU reads that day otherwise: month names come
/// from a day ICU places in a month with the same code (闰六月 from 2025's leap sixth month),
/// days of the month from a day ICU gives that day number, years from a day ICU places in
/// the same year. Where ICU agrees (nearly always) that is the real day itself.
///
/// Thread safety: the ICU calendar is used only under the lock (a `UCalendar` must never be
/// shared); the found days are cached under the same lock.
///
/// Nothing is asked of ICU before a label needs it: ICU's calendar is opened, and the
/// day-of-month days found, on the first search (a Gregorian labeler never searches; a
/// picker's first screen of another calendar searches once).
final class CalendarDayFinder: Sendable {
    /// The calendar.
    let kind: CalendarKind
    /// The calendar's rules.
    let rules: any CalendarRules

    private struct State {
        /// ICU's calendar, once opened.
        var reader: ReferenceCalendarReader?
        /// See ``CalendarDayFinder/dayOfMonthDay(_:)``, once found.
        var dayOfMonthDays: [Int]?
        /// ``CalendarDayFinder/day(inYear:era:context:)``'s days found so far, by year and era
        /// (an ``IntKeyedTable``, not an `[Int: Int]`: see there).
        var years = IntKeyedTable<Int>()
        /// ``CalendarDayFinder/day(inMonth:leapYear:near:)``'s days found so far, by month.
        var months = IntKeyedTable<Int>()

        /// ICU's calendar of `kind`, opened on first use.
        mutating func reader(_ kind: CalendarKind) throws(ICUError) -> ReferenceCalendarReader {
            if let reader { return reader }
            let opened = try ReferenceCalendarReader(icuName: kind.icuName)
            reader = opened
            return opened
        }
    }

    private let state: LockedValue<State>
    /// The largest day of a month in the calendar (30 or 31).
    let maximumDay: Int

    /// A finder for the calendar `kind` with `rules`; ICU is not asked yet.
    init(kind: CalendarKind, rules: any CalendarRules) {
        self.kind = kind
        self.rules = rules
        // The largest month length, from the months around 2000.
        let middle = rules.fields(dayNumber: Self.clamp(Self.referenceDay, rules.dayNumbers)).year
        var largest = 0
        for year in max(rules.years.lowerBound, middle - 3)...min(rules.years.upperBound, middle + 3) {
            for month in 1...rules.monthsInYear(year) {
                largest = max(largest, rules.daysInMonth(year: year, month: month))
            }
        }
        maximumDay = largest
        state = LockedValue(State())
    }

    /// A day ICU gives the day of the month `day` (1...``maximumDay``), or `nil` for another
    /// number; the table of such days is found on the first call (about 30 to 120 ICU reads).
    func dayOfMonthDay(_ day: Int) throws(LocalizationError) -> Int? {
        guard day >= 1, day <= maximumDay else { return nil }
        return try state.withLock { state throws(LocalizationError) -> Int in
            if let days = state.dayOfMonthDays { return days[day] }
            do throws(ICUError) {
                let days = try Self.dayOfMonthDays(
                    kind: kind, rules: rules, largest: maximumDay, reader: try state.reader(kind))
                state.dayOfMonthDays = days
                return days[day]
            } catch {
                throw .icu(error)
            }
        }
    }

    /// For each day of the month 1...`largest`, a day ICU gives that day number (index 0 unused).
    private static func dayOfMonthDays(
        kind: CalendarKind, rules: any CalendarRules, largest: Int, reader: ReferenceCalendarReader
    ) throws(ICUError) -> [Int] {
        // Days 1...29 are the first 29 days of the ICU month around the reference day; 30 and
        // 31 are found month by month (a few ICU reads: ICU's chinese reads cost ~30 µs each).
        var days = [Int](repeating: -1, count: largest + 1)
        let reference = Self.clamp(Self.referenceDay, rules.dayNumbers)
        var monthStart = reference - (try reader.day(reference).day - 1)
        guard try reader.day(monthStart).day == 1 else {
            throw ICUError(
                code: 5, operation: "ICU's \(kind.icuName) calendar: no first day of a month before the reference day")
        }
        for day in 1...min(29, largest) { days[day] = monthStart + day - 1 }
        if largest > 29 {
            for day in 30...largest {
                var found = false
                for _ in 0..<60 {
                    let probe = monthStart + day - 1
                    let read = try reader.day(probe).day
                    if read == day {
                        days[day] = probe
                        found = true
                        break
                    }
                    // The probe fell into the next month: start there.
                    monthStart = probe - read + 1
                }
                guard found else {
                    throw ICUError(code: 5, operation: "ICU's \(kind.icuName) calendar: no month with a day \(day)")
                }
            }
        }
        return days
    }

    /// 2000-01-01, where the search for day numbers starts.
    static let referenceDay = 730_119

    private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// A day that ICU places in PickerKit's `year` (and, for calendars whose eras change
    /// within a year, in the era of `context`).
    func day(inYear year: Int, era: TemporalEra?, context: Int?) throws(LocalizationError) -> Int {
        let key = year * 32 + Int(era?.rawValue ?? 31)
        if let found = state.withLock({ $0.years[key] }) { return found }
        var candidates: [Int] = []
        if let context { candidates.append(context) }
        let months = rules.monthsInYear(year)
        for month in [(months + 1) / 2, 1, months, 3, months - 2] where (1...months).contains(month) {
            candidates.append(
                rules.dayNumber(year: year, month: month, day: min(15, rules.daysInMonth(year: year, month: month))))
        }
        let found = try state.withLock { state throws(LocalizationError) -> Int? in
            for candidate in candidates where rules.dayNumbers.contains(candidate) {
                let icu = try read(candidate, &state)
                if icu.year == year, era == nil || icu.temporalEra == era {
                    state.years.store(candidate, for: key)
                    return candidate
                }
            }
            return nil
        }
        guard let found else { throw .icuDisagrees(calendar: kind, what: "year \(year)") }
        return found
    }

    /// A day that ICU places in a month coded `code` (in a 13-month year when `leapYear`, for
    /// Hebrew, whose Adar is Adar II then), searching from PickerKit's `year` outwards.
    func day(inMonth code: MonthCode, leapYear: Bool, near year: Int) throws(LocalizationError) -> Int {
        let key = code.number * 4 + (code.isLeap ? 2 : 0) + (leapYear ? 1 : 0)
        if let found = state.withLock({ $0.months[key] }) { return found }
        let found = try state.withLock { state throws(LocalizationError) -> Int? in
            let years = rules.years
            let start = min(max(year, years.lowerBound), years.upperBound)
            for offset in 0..<400 {
                for candidateYear in offset == 0 ? [start] : [start + offset, start - offset]
                where years.contains(candidateYear) {
                    guard let month = rules.month(year: candidateYear, code: code),
                        kind != .hebrew || (rules.monthsInYear(candidateYear) == 13) == leapYear
                    else { continue }
                    let day = min(15, rules.daysInMonth(year: candidateYear, month: month))
                    let candidate = rules.dayNumber(year: candidateYear, month: month, day: day)
                    guard rules.dayNumbers.contains(candidate) else { continue }
                    let icu = try read(candidate, &state)
                    if icu.monthCode == code, kind != .hebrew || icu.year == candidateYear {
                        state.months.store(candidate, for: key)
                        return candidate
                    }
                }
            }
            return nil
        }
        guard let found else { throw .icuDisagrees(calendar: kind, what: "month \(code)") }
        return found
    }

    /// A day ICU reads as PickerKit reads `dayNumber` (the same year, era, month code and day
    /// of the month), for ICU to write in its place: `dayNumber` itself where ICU agrees (nearly
    /// always), else the nearest such day (ICU 72 starts Hebrew 5807 and Chinese 2027 a day
    /// late: 2046-10-01 is 1 Tishrei 5807 here and 29 Elul 5806 in ICU, which writes 2046-10-02
    /// in its place).
    ///
    /// - Throws: ``LocalizationError/icuDisagrees(calendar:what:)`` when no day within
    ///   ``standInReach`` days is read that way by ICU (a 30th of a month ICU gives 29 days).
    func icuStandIn(for dayNumber: Int) throws(LocalizationError) -> Int {
        // ICU computes the other calendars' days by the same arithmetic (checked day by day
        // from 1900 to 2100 in CalendarDayFinderTests): no read.
        guard Self.calendarsICUReadsOtherwise.contains(kind) else { return dayNumber }
        let ours = rules.fields(dayNumber: dayNumber)
        let found = try state.withLock { state throws(LocalizationError) -> Int? in
            for distance in 0...Self.standInReach {
                for candidate in Set([dayNumber + distance, dayNumber - distance]).sorted()
                where rules.dayNumbers.contains(candidate) {
                    let icu = try read(candidate, &state)
                    if icu.year == ours.year, icu.monthCode == ours.monthCode, icu.day == ours.day,
                        icu.temporalEra == ours.temporalEra
                    {
                        return candidate
                    }
                }
            }
            return nil
        }
        guard let found else {
            throw .icuDisagrees(calendar: kind, what: "date \(ours.year)-\(ours.monthCode)-\(ours.day)")
        }
        return found
    }

    /// The calendars whose days ICU 72 reads otherwise in some years (its lunar and Hebrew
    /// computations, its Umm al-Qura table).
    ///
    /// An array, not a `Set`: a `Set<CalendarKind>` cost a process's first calendar picker a
    /// conformance lookup of the Swift runtime (~150,000 instructions).
    static let calendarsICUReadsOtherwise: [CalendarKind] = [.chinese, .dangi, .hebrew, .islamicUmalqura]

    /// How far from a day ``icuStandIn(for:)`` looks: ICU 72's month starts differ from
    /// PickerKit's by a day or two where they differ, a whole month at most.
    static let standInReach = 31

    /// ICU's fields of `dayNumber`, in Temporal's terms.
    private func read(_ dayNumber: Int, _ state: inout State) throws(LocalizationError) -> CalendarFields {
        do {
            return kind.fields(fromICU: try state.reader(kind).day(dayNumber), rules: rules)
        } catch {
            throw .icu(error)
        }
    }

    /// ICU's fields of `dayNumber` (for tests and checks).
    func icuFields(_ dayNumber: Int) throws(LocalizationError) -> CalendarFields {
        try state.withLock { state throws(LocalizationError) in try read(dayNumber, &state) }
    }
}
