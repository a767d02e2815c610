import Foundation
import PickerKit
import PickerKitFoundation
import Testing

@Suite("Foundation's Locale in")
struct FoundationLocaleTests {
    @Test("Locale(components:) brings its calendar, hour cycle, first weekday, numbering and region")
    func components() throws {
        var components = Locale.Components(identifier: "en_US")
        components.calendar = .japanese
        components.hourCycle = .zeroToTwentyThree
        components.firstDayOfWeek = .monday
        components.numberingSystem = "arab"
        components.region = Locale.Region("GB")
        let locale = try ResolvedLocale(Locale(components: components))
        #expect(locale.calendarKind == .japanese)
        #expect(locale.hourCycle == .h23)
        #expect(locale.firstWeekday == .monday)
        #expect(locale.numbers == "arab")
        #expect(locale.regionOverride == "GB")
        #expect(locale.resolved == "en_US")
    }

    @Test(
        "a bare Foundation locale takes its region's calendar, as Foundation does",
        arguments: [
            ("fa_IR", CalendarKind.persian), ("th_TH", .buddhist), ("ar_SA", .islamicUmalqura), ("ps_AF", .persian),
            ("en_US", .gregorian), ("he_IL", .gregorian), ("en_US@rg=thzzzz", .buddhist),
        ])
    func regionCalendar(id: String, calendar: CalendarKind) throws {
        let locale = try ResolvedLocale(Locale(identifier: id))
        #expect(locale.calendarKind == calendar)
        #expect(locale.requested == id)
    }

    @Test("a picker for a Foundation locale shows its calendar and its hour cycle")
    func picker() throws {
        let date = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        let thai = try LocalizedPicker(locale: ResolvedLocale(Locale(identifier: "th_TH")), configuration: date)
        #expect(thai.selectedValue == "2019-08-20[u-ca=buddhist]")
        var components = Locale.Components(identifier: "en_US")
        components.hourCycle = .zeroToTwentyThree
        let time = try PickerConfiguration(mode: .hourMinute, selection: "14:30")
        let clock = try LocalizedPicker(locale: ResolvedLocale(Locale(components: components)), configuration: time)
        #expect(clock.selectedTitles == ["14", "30"])
        let british = try LocalizedPicker(
            locale: ResolvedLocale(Locale(identifier: "en_US@rg=gbzzzz")), configuration: time)
        #expect(british.selectedTitles == ["14", "30"])
    }

    @Test("the first weekday and minimal days of a Foundation locale are Foundation's")
    func weekRules() throws {
        for id in ["en_US", "de_DE", "en_US@rg=gbzzzz", "en_US@fw=mon", "de_DE@fw=sun", "ar_EG", "fa_IR"] {
            let foundation = Locale(identifier: id)
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = foundation
            let rules = try WeekRules(locale: ResolvedLocale(foundation))
            #expect(rules.firstWeekday.rawValue == calendar.firstWeekday, "\(id)")
            #expect(rules.minimalDaysInFirstWeek == calendar.minimumDaysInFirstWeek, "\(id)")
        }
    }

    @Test("every available locale's bare id has the calendar Foundation gives it")
    func everyAvailableLocale() throws {
        var disagreements: [String] = []
        for id in ResolvedLocale.availableIdentifiers {
            let ours = try ResolvedLocale(id, allowingFallback: true).calendarKind
            let foundation = Locale(identifier: id).calendar.identifier
            let expected: CalendarKind? =
                switch foundation {
                case .gregorian: .gregorian
                case .buddhist: .buddhist
                case .persian: .persian
                case .islamicUmmAlQura: .islamicUmalqura
                default: nil
                }
            if ours != expected { disagreements.append("\(id): PickerKit \(ours), Foundation \(foundation)") }
        }
        #expect(ResolvedLocale.availableIdentifiers.count > 700)
        #expect(disagreements == [])
    }

    @Test("a calendar PickerKit does not compute is refused, naming it")
    func unsupportedCalendar() {
        var components = Locale.Components(identifier: "ar_EG")
        components.calendar = .islamic
        #expect(throws: LocalizationError.self) { try ResolvedLocale(Locale(components: components)) }
    }
}
