import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Issue 12 item 4: what `Locale.current.identifier` and BCP 47 give is accepted; keywords
/// without effect are listed as ignored, POSIX forms mapped and reported.
@Suite("Device locale ids")
struct DeviceLocaleTests {
    @Test(
        "hour cycle from hours/hc",
        arguments: [
            ("en_US@hours=h23", HourCycle.h23), ("en-US-u-hc-h23", .h23), ("de_DE@hours=h12", .h12),
            ("ja-JP-u-hc-h11", .h11), ("en_GB@hours=h24", .h24),
        ])
    func hourCycle(id: String, cycle: HourCycle) throws {
        let locale = try ResolvedLocale(id)
        #expect(locale.hourCycle == cycle)
        let labeler = try CalendarLabeler.shared(locale: locale, mode: .time)
        #expect(labeler.hourCycle == cycle)
        #expect(labeler.order.contains(.dayPeriod) == cycle.usesDayPeriod)
    }

    @Test("en_US@hours=h23 labels 24-hour rows; a caller's option still wins")
    func hoursLabels() throws {
        let locale = try ResolvedLocale("en_US@hours=h23")
        let labeler = try CalendarLabeler.shared(locale: locale, mode: .dateHour)
        #expect(try labeler.label(.hour, for: PickerValues(hour: 14)) == "14")
        #expect(labeler.locale.requested == "en_US@hours=h23")
        let forced = try CalendarLabeler.shared(locale: locale, mode: .dateHour, options: LabelOptions(hourCycle: .h12))
        #expect(forced.hourCycle == .h12)
        #expect(try CalendarLabeler.shared(locale: ResolvedLocale("en_US"), mode: .dateHour).hourCycle == .h12)
    }

    @Test(
        "first weekday from fw", arguments: [("en_US@fw=mon", Weekday.monday), ("de-DE-u-fw-sun", .sunday)])
    func firstWeekday(id: String, day: Weekday) throws {
        #expect(try ResolvedLocale(id).firstWeekday == day)
    }

    @Test(
        "keywords that do not change a picker are accepted and listed",
        arguments: [
            ("en_GB@ms=ussystem", ["ms=ussystem"], "en_GB"),
            ("en-US-u-cu-eur-ms-metric", ["cu=eur", "ms=metric"], "en_US"),
            ("de_DE@currency=EUR;collation=phonebook", ["currency=eur", "collation=phonebook"], "de_DE"),
            ("fr-CA-u-sd-caqc-co-trad", ["sd=caqc", "co=trad"], "fr_CA"),
        ])
    func ignored(id: String, ignored: [String], resolved: String) throws {
        let locale = try ResolvedLocale(id)
        #expect(locale.ignoredKeywords == ignored)
        #expect(locale.resolved == resolved)
        #expect(locale.adjustmentSummary == "ignored " + ignored.joined(separator: ", "))
    }

    @Test(
        "POSIX forms are mapped and reported",
        arguments: [
            ("en_US.UTF-8", "en_US", ["codeset \"UTF-8\" dropped"], [String]()),
            ("de_DE@euro", "de_DE", [], ["@euro"]),
            ("de_DE.ISO-8859-15@euro", "de_DE", ["codeset \"ISO-8859-15\" dropped"], ["@euro"]),
            ("C", "en_US_POSIX", ["C mapped to en_US_POSIX"], []),
            ("POSIX", "en_US_POSIX", ["POSIX mapped to en_US_POSIX"], []),
            ("C.UTF-8", "en_US_POSIX", ["codeset \"UTF-8\" dropped", "C mapped to en_US_POSIX"], []),
        ])
    func posix(id: String, resolved: String, mappings: [String], ignored: [String]) throws {
        let locale = try ResolvedLocale(id)
        #expect(locale.resolved == resolved)
        #expect(locale.mappings == mappings)
        #expect(locale.ignoredKeywords == ignored)
        #expect(locale.adjustmentSummary != nil)
    }

    @Test("the BCP 47 calendar name gregory is gregorian")
    func gregory() throws {
        let locale = try ResolvedLocale("th-TH-u-ca-gregory")
        #expect(locale.calendarKind == .gregorian)
        #expect(locale.mappings == ["calendar gregory read as gregorian"])
        let labeler = try CalendarLabeler.shared(locale: locale, mode: .date)
        #expect(try labeler.label(.year, for: PickerValues(year: 2019)) == "2019")
    }

    @Test(
        "unknown keywords and values are still errors",
        arguments: [
            (
                "en_US@hours=h13",
                "locale \"en_US@hours=h13\": hours \"h13\" is not supported (supported: h11, h12, h23, h24)"
            ),
            (
                "en-US-u-hc-h25",
                "locale \"en-US-u-hc-h25\": hours \"h25\" is not supported (supported: h11, h12, h23, h24)"
            ),
            (
                "en_US@fw=mo",
                "locale \"en_US@fw=mo\": fw \"mo\" is not supported (supported: sun, mon, tue, wed, thu, fri, sat)"
            ),
            (
                "en_US.UTF-8.x",
                "locale \"en_US.UTF-8.x\" is malformed: \"en_US.UTF-8.x\" has a malformed POSIX codeset after \".\" (1–16 letters, digits, - or _)"
            ),
            ("en_US@latin", "locale \"en_US@latin\" is malformed: \"latin\" is not a keyword=value pair"),
            ("en_US@rg=uszzzz;rg=gbzzzz", "locale \"en_US@rg=uszzzz;rg=gbzzzz\" is malformed: \"rg\" is given twice"),
            (
                "en_US@calendar=gregory;ca=roc",
                "locale \"en_US@calendar=gregory;ca=roc\" is malformed: \"calendar\" is given twice"
            ),
        ])
    func refused(id: String, message: String) {
        #expect(throws: (any Error).self) { try ResolvedLocale(id) }
        do {
            _ = try ResolvedLocale(id)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("collation keywords still change a region catalog, so it refuses them")
    func catalogRefusesCollation() {
        #expect(throws: LocalizationError.self) { try RegionCatalog(locale: "zh@collation=stroke") }
        #expect(throws: LocalizationError.self) { try RegionCatalog(locale: "de-u-kn-true") }
        #expect((try? RegionCatalog(locale: "de@rg=atzzzz")) != nil)
    }
}
