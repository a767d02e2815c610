import Foundation
import PickerKit
import PickerKitFoundation
import Testing

/// DateComponents from Foundation's non-Gregorian calendars, converted by PickerKit's
/// calendar engine, against the day Foundation itself says they name.
@Suite("DateComponents of other calendars")
struct ForeignCalendarTests {
    /// Foundation's calendars PickerKit converts, with the ISO years in which Foundation's ICU
    /// disagrees with the rules or published tables PickerKit follows (Hebrew 5806 and Umm
    /// al-Qura outside 1999-2028 as DESIGN records for ICU).
    static let calendars: [(Calendar.Identifier, Set<Int>)] = [
        (.buddhist, []), (.republicOfChina, []), (.japanese, []), (.persian, []), (.islamicCivil, []),
        (.islamicTabular, []), (.hebrew, [2045, 2046]), (.indian, []), (.coptic, []), (.ethiopicAmeteMihret, []),
        // Measured over every day 1901-02-19 ... 2100-02-08: Foundation's bundled ICU and the
        // Hong Kong Observatory tables differ on one month (30 days) in each of these years.
        (.chinese, [1914, 1916, 1920, 2057, 2097]),
        (.islamicUmmAlQura, Set(1900...1999).union(2029...2100)),
    ]

    @Test("random days 1900-2100 in every calendar PickerKit knows: the same day as Foundation's", arguments: 0..<12)
    func sameDay(index: Int) throws {
        let (identifier, disputedYears) = Self.calendars[index]
        let utc = try TimeZone(checking: "UTC")
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = utc
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ UInt64(index))
        // Draws until 500 days are compared (Umm al-Qura compares about one draw in seven):
        // a count of draws left the compared days to chance (50 or fewer about once in 400 runs).
        var compared = 0
        var draws = 0
        while compared < 500 && draws < 20_000 {
            draws += 1
            let seconds = Int.random(in: -2_208_988_800...4_133_980_799, using: &random)  // 1900...2100
            let date = Date(timeIntervalSince1970: Double(seconds))
            let expected = try Selection(date, mode: .date, in: utc)
            if disputedYears.contains(expected[.year]!) { continue }
            var components = calendar.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: date)
            components.calendar = calendar
            // The Chinese tables cover 1901-02-19 ... 2100-02-08: outside, an error saying so.
            if identifier == .chinese,
                !(try Selection("1901-02-19", mode: .date)...Selection("2100-02-08", mode: .date)).contains(expected)
            {
                #expect(throws: PickerError.self) { try Selection(components, mode: .date) }
                continue
            }
            let converted = try Selection(components, mode: .date)
            #expect(
                converted == expected, "seed \(seed): \(identifier) \(components) gave \(converted), not \(expected)")
            compared += 1
        }
        #expect(compared == 500, "seed \(seed): \(identifier): \(compared) days compared in \(draws) draws")
    }

    @Test("the issue's examples: Reiwa 1, Buddhist 2562, Hebrew Adar I")
    func examples() throws {
        var japanese = DateComponents(era: 236, year: 1, month: 8, day: 20)
        japanese.calendar = Calendar(identifier: .japanese)
        #expect(try Selection(japanese, mode: .date).description == "2019-08-20")
        var buddhist = DateComponents(era: 0, year: 2562, month: 8, day: 20)
        buddhist.calendar = Calendar(identifier: .buddhist)
        #expect(try Selection(buddhist, mode: .date).description == "2019-08-20")
        var adarI = DateComponents(year: 5784, month: 6, day: 1)
        adarI.calendar = Calendar(identifier: .hebrew)
        #expect(try Selection(adarI, mode: .date).description == "2024-02-10")
        adarI.year = 5783  // a common year: no Adar I
        #expect(throws: PickerError.self) { try Selection(adarI, mode: .date) }
    }

    @Test("calendars PickerKit does not compute, and partial dates, are refused")
    func refused() throws {
        var islamic = DateComponents(year: 1440, month: 12, day: 18)
        islamic.calendar = Calendar(identifier: .islamic)
        #expect(throws: PickerError.unsupportedCalendar("islamic")) { try Selection(islamic, mode: .date) }
        var month = DateComponents(year: 1398, month: 5)
        month.calendar = Calendar(identifier: .persian)
        #expect(throws: PickerError.self) { try Selection(month, mode: .yearMonth) }
        var noEra = DateComponents(year: 1, month: 8, day: 20)
        noEra.calendar = Calendar(identifier: .japanese)
        #expect(throws: PickerError.self) { try Selection(noEra, mode: .date) }
        // Time-only modes do not depend on the calendar.
        var time = DateComponents(hour: 14, minute: 30)
        time.calendar = Calendar(identifier: .islamic)
        #expect(throws: PickerError.unsupportedCalendar("islamic")) { try Selection(time, mode: .hourMinute) }
    }
}
