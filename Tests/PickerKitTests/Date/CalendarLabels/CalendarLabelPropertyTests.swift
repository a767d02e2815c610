import PickerKitTestSupport
import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Seeded samples of days in every calendar: labels agree with `udat_format` of the same day
/// wherever ICU reads the day as PickerKit does, and display strings read back to the same value.
@Suite("Calendar label properties")
struct CalendarLabelPropertyTests {
    /// One locale per calendar, writing it in its own script where there is one.
    static let locales: [(String, CalendarKind)] = [
        ("en_US", .gregorian), ("th_TH@calendar=buddhist", .buddhist), ("zh_TW@calendar=roc", .roc),
        ("ja_JP@calendar=japanese", .japanese), ("fa_IR@calendar=persian", .persian),
        ("ar_EG@calendar=islamic-civil", .islamicCivil), ("en_US@calendar=islamic-tbla", .islamicTbla),
        ("ar_SA@calendar=islamic-umalqura", .islamicUmalqura), ("he_IL@calendar=hebrew", .hebrew),
        ("hi_IN@calendar=indian", .indian), ("ar_EG@calendar=coptic", .coptic), ("am_ET@calendar=ethiopic", .ethiopic),
        ("zh_CN@calendar=chinese", .chinese), ("ko_KR@calendar=dangi", .dangi),
    ]

    /// A random day number of the calendar's range within 1900...2100 (where ICU is checked).
    static func randomDay(_ rules: any CalendarRules, _ random: inout SplitMix64) -> Int {
        let low = max(rules.dayNumbers.lowerBound, 693_595)  // 1900-01-01
        let high = min(rules.dayNumbers.upperBound, 767_010)  // 2100-12-31
        return Int.random(in: low...high, using: &random)
    }

    @Test(
        "row labels equal udat_format of the same day where ICU agrees",
        .needsSystemICU("compares labels with ICU's udat_format through the system ICU"), arguments: locales)
    func labelsMatchICU(id: String, kind: CalendarKind) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: .date)
        #expect(labeler.calendar == kind)
        var agreed = 0
        for _ in 0..<60 {
            let dayNumber = Self.randomDay(labeler.rules, &random)
            let fields = labeler.rules.fields(dayNumber: dayNumber)
            let icu = try labeler.finder.icuFields(dayNumber)
            guard icu.year == fields.year, icu.monthCode == fields.monthCode, icu.day == fields.day,
                icu.era == fields.era
            else { continue }
            agreed += 1
            let millis = Double(dayNumber - PickerValues.unixEpochDay) * 86_400_000 + 43_200_000
            for field in [DateField.year, .month, .day] {
                // An independent formatter: its own long-style udat_open, not a copy.
                let reference = try LocaleDateFormat(
                    longStyleOf: labeler.locale.icuIdentifier, proleptic: kind == .gregorian
                ).copy(pattern: labeler.rowPatterns[field]!).format(millis: millis)
                #expect(
                    try labeler.label(field, for: fields) == reference,
                    "seed \(seed): \(id) \(field) of \(GregorianRules.date(fromDayNumber: dayNumber))")
            }
        }
        // ICU agrees with the Umm al-Qura table only for 1999–2028 (README), so not everywhere.
        #expect(agreed >= 20, "seed \(seed): ICU agreed on only \(agreed) of 60 days")
    }

    @Test(
        "display strings read back to the same value in every calendar", arguments: locales)
    func displayRoundTrip(id: String, kind: CalendarKind) throws {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        for mode in [SelectionMode.date, .yearMonth, .monthDay, .dateHourMinute] {
            let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode)
            for _ in 0..<12 {
                let dayNumber = Self.randomDay(labeler.rules, &random)
                let fields = labeler.rules.fields(dayNumber: dayNumber)
                let hour = Int.random(in: 0...23, using: &random)
                let minute = Int.random(in: 0...59, using: &random)
                let iso = GregorianRules.date(fromDayNumber: dayNumber)
                let text: String
                let value: Selection
                do {
                    text = try labeler.displayString(for: fields, hour: hour, minute: minute)
                    value = try labeler.value(ofDisplayString: text)
                } catch {
                    Issue.record("seed \(seed): \(id) \(mode) \(iso): \(error)")
                    continue
                }
                let context = "seed \(seed): \(id) \(mode) \(iso) \(text)"
                #expect(value.monthCode == fields.monthCode, "\(context)")
                if mode.includes(.year) { #expect(value[.year] == fields.year, "\(context)") }
                if mode.includes(.day) { #expect(value[.day] == fields.day, "\(context)") }
                if mode == .date || mode == .dateHourMinute { #expect(value.isoDate == iso, "\(context)") }
                if mode == .dateHourMinute { #expect(value[.hour] == hour && value[.minute] == minute, "\(context)") }
                // The value reads back through its own canonical string, in its calendar.
                #expect(try Selection(value.description, mode: mode) == value, "\(context)")
            }
        }
    }

    @Test("display strings the calendar refuses are positioned errors")
    func refusals() throws {
        let chinese = try CalendarLabeler.shared(locale: ResolvedLocale("zh_CN@calendar=chinese"), mode: .date)
        // 1988 has no leap sixth month; the month starts at byte 13.
        let leap = "1988戊辰年闰六月初一"
        #expect(throws: LocalizationError.self) { try chinese.value(ofDisplayString: leap) }
        do {
            _ = try chinese.value(ofDisplayString: leap)
        } catch {
            #expect(error.description.contains("M06L"))
            #expect(error.description.contains("offset 13"), "\(error)")
        }
        do {
            _ = try chinese.value(ofDisplayString: "2019己亥年七月二十x")
        } catch {
            #expect(error.description.contains("offset 25"), "\(error)")
        }
        // 5783 is a 12-month Hebrew year: no Adar I.
        let hebrew = try CalendarLabeler.shared(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .yearMonth)
        let adarI = try hebrew.monthLabel(year: 5784, month: 6)
        #expect(throws: LocalizationError.self) {
            try hebrew.value(ofDisplayString: "\(adarI) \(try hebrew.yearLabel(5783))")
        }
        #expect(
            try hebrew.value(ofDisplayString: "\(adarI) \(try hebrew.yearLabel(5784))").monthCode == MonthCode("M05L"))
        let long = String(repeating: "初", count: 200)
        #expect(throws: LocalizationError.self) { try chinese.value(ofDisplayString: long) }
    }
}
