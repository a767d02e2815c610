import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Issue 11: the calendar labeler cache is keyed by the canonical ICU id and bounded, like
/// ``CalendarLabeler``'s.
@Suite("Calendar labeler cache", .serialized)
struct CalendarLabelerCacheTests {
    /// Spellings of one locale in one calendar, with the calendar given by keyword, by BCP 47
    /// key or by argument.
    static let hebrewSpellings: [(id: String, calendar: CalendarKind?)] = [
        ("he_IL@calendar=hebrew", nil),
        ("he-IL-u-ca-hebrew", nil),
        ("HE_il@CALENDAR=Hebrew", nil),
        ("he-il-U-CA-HEBREW", nil),
        ("he_IL", .hebrew),
        ("he-IL-u-ca-gregory", .hebrew),
    ]

    @Test("spellings of one locale share one derivation and report the caller's spelling", arguments: hebrewSpellings)
    func spellingsShare(id: String, calendar: CalendarKind?) throws {
        let reference = try CalendarLabeler.shared(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .date)
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), calendar: calendar, mode: .date)
        #expect(labeler.locale.requested == id)
        #expect(labeler.calendar == .hebrew)
        #expect(labeler.locale.icuIdentifier == reference.locale.icuIdentifier)
        // The same derived data: one day finder (ICU calendar), one set of ICU formatters.
        #expect(labeler.finder === reference.finder)
        #expect(
            labeler.yearGroups.map { $0.formatter.map(ObjectIdentifier.init) }
                == reference.yearGroups.map { $0.formatter.map(ObjectIdentifier.init) })
        let day = try CalendarKind.hebrew.fields(of: CalendarDate(year: 2024, month: 3, day: 11))
        for field in [DateField.year, .month, .day] {
            #expect(try labeler.label(field, for: day) == reference.label(field, for: day))
        }
    }

    @Test("another locale, mode, calendar or option is another entry")
    func distinctKeys() throws {
        let base = try CalendarLabeler.shared(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .date)
        let others = [
            try CalendarLabeler.shared(locale: ResolvedLocale("en_US@calendar=hebrew"), mode: .date),
            try CalendarLabeler.shared(locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .yearMonth),
            try CalendarLabeler.shared(locale: ResolvedLocale("he_IL@calendar=persian"), mode: .date),
            try CalendarLabeler.shared(
                locale: ResolvedLocale("he_IL@calendar=hebrew"), mode: .date, options: LabelOptions(showsWeekday: true)),
        ]
        // A derivation of its own: formatters of its own (a shared entry would hold the same).
        for other in others {
            #expect(other.dayGroups.first?.formatter !== base.dayGroups.first?.formatter)
        }
    }

    @Test("more labelers than the capacity leave the shared cache at its capacity")
    func sharedCapacity() throws {
        let locales = ResolvedLocale.availableIdentifiers.prefix(CalendarLabeler.cacheCapacity + 10)
        for id in locales {
            _ = try CalendarLabeler.shared(
                locale: ResolvedLocale(id, allowingFallback: true), calendar: .persian, mode: .year)
            #expect(CalendarLabeler.cachedCount <= CalendarLabeler.cacheCapacity)
        }
        #expect(CalendarLabeler.cachedCount == CalendarLabeler.cacheCapacity)
    }
}
