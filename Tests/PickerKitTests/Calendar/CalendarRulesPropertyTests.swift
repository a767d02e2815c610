import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Seeded properties of every arithmetic calendar over its whole valid range.
@Suite("Calendar rules properties")
struct CalendarRulesPropertyTests {
    static let arithmetic: [CalendarKind] = [
        .gregorian, .buddhist, .roc, .japanese, .persian, .islamicCivil, .islamicTbla, .hebrew, .indian,
        .coptic, .ethiopic,
    ]

    @Test("day number → fields → day number, over random days of the whole range", arguments: arithmetic)
    func roundTrip(kind: CalendarKind) throws {
        let rules = kind.rules
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var days = [rules.dayNumbers.lowerBound, rules.dayNumbers.upperBound]
        for _ in 0..<20_000 { days.append(Int.random(in: rules.dayNumbers, using: &random)) }
        for dayNumber in days {
            let fields = rules.fields(dayNumber: dayNumber)
            #expect(fields.kind == kind, "seed \(seed)")
            #expect(rules.years.contains(fields.year), "seed \(seed), day \(dayNumber): \(fields)")
            #expect((1...rules.monthsInYear(fields.year)).contains(fields.month), "seed \(seed): \(fields)")
            #expect(
                (1...rules.daysInMonth(year: fields.year, month: fields.month)).contains(fields.day),
                "seed \(seed): \(fields)")
            #expect(rules.monthCode(year: fields.year, month: fields.month) == fields.monthCode, "seed \(seed)")
            #expect(rules.month(year: fields.year, code: fields.monthCode) == fields.month, "seed \(seed)")
            #expect(
                rules.dayNumber(year: fields.year, month: fields.month, day: fields.day) == dayNumber,
                "seed \(seed), day \(dayNumber): \(fields)")
            // The next day is the next day of the month, or day 1 of the next month or year.
            guard dayNumber < rules.dayNumbers.upperBound else { continue }
            let next = rules.fields(dayNumber: dayNumber + 1)
            if fields.day < rules.daysInMonth(year: fields.year, month: fields.month) {
                #expect(
                    (next.year, next.month, next.day) == (fields.year, fields.month, fields.day + 1), "seed \(seed)")
            } else if fields.month < rules.monthsInYear(fields.year) {
                #expect((next.year, next.month, next.day) == (fields.year, fields.month + 1, 1), "seed \(seed)")
            } else {
                #expect((next.year, next.month, next.day) == (fields.year + 1, 1, 1), "seed \(seed)")
            }
        }
    }

    /// The arithmetic shortcuts hold on every day, not only on sampled ones.
    ///
    /// They are the tabular Islamic year estimate taken as exact and the Saka year from the
    /// ISO day of the year. Gregorian has its own every-day test (GregorianRulesTests); the other calendars take
    /// ~1.7 s each in a debug build, so they keep the seeded sample above.
    @Test(
        "every day of the range: fields → day number, and each day follows the one before",
        arguments: [CalendarKind.islamicCivil, .islamicTbla, .indian])
    func everyDay(kind: CalendarKind) {
        let rules = kind.rules
        var previous = rules.fields(dayNumber: rules.dayNumbers.lowerBound)
        var failures: [String] = []
        for dayNumber in rules.dayNumbers {
            let fields = rules.fields(dayNumber: dayNumber)
            if rules.dayNumber(year: fields.year, month: fields.month, day: fields.day) != dayNumber {
                failures.append("day \(dayNumber): \(fields) does not round-trip")
            }
            if dayNumber > rules.dayNumbers.lowerBound {
                let follows =
                    (fields.year, fields.month, fields.day) == (previous.year, previous.month, previous.day + 1)
                    || (fields.day == 1 && fields.year == previous.year && fields.month == previous.month + 1)
                    || (fields.day == 1 && fields.month == 1 && fields.year == previous.year + 1)
                if !follows { failures.append("day \(dayNumber): \(fields) after \(previous)") }
            }
            previous = fields
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("every year: month lengths add up to the year, month codes are distinct and ordered", arguments: arithmetic)
    func yearStructure(kind: CalendarKind) throws {
        let rules = kind.rules
        // Whole years: the first and last year of the range may be partial.
        for year in (rules.years.lowerBound + 1)..<rules.years.upperBound {
            let months = rules.monthsInYear(year)
            #expect(months == 12 || months == 13, "\(kind) \(year)")
            var total = 0
            var previous: MonthCode?
            for month in 1...months {
                let length = rules.daysInMonth(year: year, month: month)
                #expect((5...31).contains(length), "\(kind) \(year) month \(month)")
                total += length
                let code = rules.monthCode(year: year, month: month)
                if let previous { #expect(previous < code, "\(kind) \(year): \(previous) before \(code)") }
                previous = code
            }
            let start = rules.dayNumber(year: year, month: 1, day: 1)
            let next = rules.dayNumber(year: year + 1, month: 1, day: 1)
            #expect(next - start == total, "\(kind) \(year): months add up to \(total), year has \(next - start)")
            #expect(rules.fields(dayNumber: start).year == year)
        }
    }

    @Test("the stated years are exactly those of the range's first and last day", arguments: arithmetic)
    func yearsMatchRange(kind: CalendarKind) throws {
        let rules = kind.rules
        #expect(rules.fields(dayNumber: rules.dayNumbers.lowerBound).year == rules.years.lowerBound)
        #expect(rules.fields(dayNumber: rules.dayNumbers.upperBound).year == rules.years.upperBound)
        #expect(
            rules.dayNumbers.upperBound == GregorianRules.dayNumber(of: CalendarDate(year: 9999, month: 12, day: 31)))
    }
}
