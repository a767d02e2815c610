import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore

#if SystemICU
    import CICU
#endif

@Suite("The calendar and region a phone has")
struct RegionPreferenceTests {
    @Test("a region's default calendar is the first it prefers, for every region")
    func defaultCalendarIsFirstPreference() {
        for region in LocaleData.isoCountryCodes + ["001", "419"] {
            #expect(
                RegionCalendarPreference.defaultCalendar(forRegion: region)
                    == RegionCalendarPreference.calendars(forRegion: region)[0], "\(region)")
        }
        #expect(RegionCalendarPreference.defaultCalendar(forRegion: nil) == .gregorian)
    }

    @Test(
        "an id without a calendar keyword takes its region's calendar; a keyword wins",
        arguments: [
            ("fa_IR", CalendarKind.persian, "region IR"),
            ("ps_AF", .persian, "region AF"),
            ("en_IR", .persian, "region IR"),
            ("fa", .persian, "region IR"),
            ("th_TH", .buddhist, "region TH"),
            ("th-TH", .buddhist, "region TH"),
            ("en_TH", .buddhist, "region TH"),
            ("th", .buddhist, "region TH"),
            ("ar_SA", .islamicUmalqura, "region SA"),
            ("ar_EG", .gregorian, "region EG"),
            ("he_IL", .gregorian, "region IL"),
            ("ja_JP", .gregorian, "region JP"),
            ("zh_TW", .gregorian, "region TW"),
            ("en", .gregorian, "region US"),
            ("fa_IR@calendar=gregorian", .gregorian, "keyword"),
            ("fa-IR-u-ca-gregory", .gregorian, "keyword"),
            ("th_TH@calendar=japanese", .japanese, "keyword"),
            ("en_US@rg=thzzzz", .buddhist, "region TH"),
            ("en-US-u-rg-irzzzz", .persian, "region IR"),
            ("fa_IR@rg=uszzzz", .gregorian, "region US"),
            ("ar_SA@rg=gbzzzz;calendar=islamic-civil", .islamicCivil, "keyword"),
        ])
    func regionCalendar(id: String, calendar: CalendarKind, source: String) throws {
        let locale = try ResolvedLocale(id)
        #expect(locale.calendarKind == calendar)
        #expect(locale.calendarSource.phrase == source)
    }

    @Test("a bare Persian, Thai or Saudi id writes its stored value with the calendar")
    func storedValueCarriesTheCalendar() throws {
        let configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
        let persian = try LocalizedPicker(locale: ResolvedLocale("fa_IR"), configuration: configuration)
        #expect(persian.selectedValue == "2019-08-20[u-ca=persian]")
        #expect(persian.selectedTitles == ["۲۹", "مرداد", "۱۳۹۸"])
        let thai = try LocalizedPicker(locale: ResolvedLocale("th_TH"), configuration: configuration)
        #expect(thai.selectedValue == "2019-08-20[u-ca=buddhist]")
        #expect(thai.selectedTitles.contains { $0.contains("2562") })
        var gregorianOnly = configuration
        gregorianOnly.calendar = .gregorian
        let opted = try LocalizedPicker(locale: ResolvedLocale("th_TH"), configuration: gregorianOnly)
        #expect(opted.selectedValue == "2019-08-20")
        #expect(opted.selectedTitles.contains { $0.contains("2019") })
    }

    @Test(
        "the rg keyword is read as ICU reads it, and refused when it names no region",
        arguments: [
            ("en_US@rg=gbzzzz", "GB"),
            ("en-US-u-rg-gbzzzz", "GB"),
            ("en_US@rg=GBZZZZ", "GB"),
            ("es@rg=419zzz", "419"),
            ("en_GB@rg=uszzzz", "US"),
        ])
    func regionOverride(id: String, region: String) throws {
        let locale = try ResolvedLocale(id)
        #expect(locale.regionOverride == region)
        #expect(locale.ignoredKeywords.isEmpty)
        #expect(
            locale.icuIdentifier.hasSuffix(
                ";rg=\(region.lowercased())" + String(repeating: "z", count: 6 - region.count)))
    }

    @Test(
        "a malformed or unknown region override is an error naming it",
        arguments: [
            (
                "en_US@rg=g",
                "locale \"en_US@rg=g\" is malformed: \"rg=g\" is not a region override (a region and a subdivision suffix, such as gbzzzz)"
            ),
            (
                "en_US@rg=gb",
                "locale \"en_US@rg=gb\" is malformed: \"rg=gb\" is not a region override (a region and a subdivision suffix, such as gbzzzz)"
            ),
            (
                "en_US@rg=1gzzzz",
                "locale \"en_US@rg=1gzzzz\" is malformed: \"rg=1gzzzz\" is not a region override (a region and a subdivision suffix, such as gbzzzz)"
            ),
            ("en_US@rg=qqzzzz", "locale \"en_US@rg=qqzzzz\": \"QQ\" is not a known region code"),
            ("en_US@rg=gbzzzz;rg=uszzzz", "locale \"en_US@rg=gbzzzz;rg=uszzzz\" is malformed: \"rg\" is given twice"),
        ])
    func malformedRegionOverride(id: String, message: String) {
        #expect(throws: LocalizationError.self) { try ResolvedLocale(id) }
        do {
            _ = try ResolvedLocale(id)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(
        "fw moves the first day of the week as BCP 47 defines it; the region keeps the minimal days",
        arguments: [
            ("en_US@fw=mon", Weekday.monday, 1),
            ("en-US-u-fw-mon", .monday, 1),
            ("de_DE@fw=sun", .sunday, 4),
            ("en_US@rg=gbzzzz", .monday, 4),
            ("en_US@rg=gbzzzz;fw=sat", .saturday, 4),
            ("en_GB@rg=uszzzz", .sunday, 1),
        ])
    func firstWeekday(id: String, first: Weekday, minimalDays: Int) throws {
        let rules = try WeekRules(locale: ResolvedLocale(id))
        #expect(rules.firstWeekday == first)
        #expect(rules.minimalDaysInFirstWeek == minimalDays)
    }

    @Test("the region override decides the hour cycle (en_US@rg=gbzzzz: a 24-hour clock)")
    func regionHourCycle() throws {
        let configuration = try PickerConfiguration(mode: .hourMinute, selection: "14:30")
        let american = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        let british = try LocalizedPicker(locale: ResolvedLocale("en_US@rg=gbzzzz"), configuration: configuration)
        #expect(american.numberOfColumns == 3)
        #expect(british.numberOfColumns == 2)
        #expect(british.selectedTitles == ["14", "30"])
        // A cached en_US labeler is not handed to the overridden locale (or the other way round).
        let again = try LocalizedPicker(locale: ResolvedLocale("en_US"), configuration: configuration)
        #expect(again.numberOfColumns == 3)
    }

    #if SystemICU
        /// ICU's calendar type for `id` as `ucal_open` with no calendar keyword chooses it.
        static func icuCalendar(_ id: String) -> String {
            var status = U_ZERO_ERROR
            guard let calendar = cicu_ucal_open(nil, 0, id, UCAL_DEFAULT, &status) else { return "?" }
            defer { cicu_ucal_close(calendar) }
            guard let type = cicu_ucal_getType(calendar, &status) else { return "?" }
            return String(cString: type)
        }

        @Test("every locale ICU lists takes the calendar ucal_open gives its bare id")
        func everyAvailableLocale() throws {
            var disagreements: [String] = []
            for id in ResolvedLocale.availableIdentifiers {
                let locale = try ResolvedLocale(id, allowingFallback: true)
                let icu = Self.icuCalendar(id)
                if locale.calendarKind != CalendarKind(name: icu) {
                    disagreements.append("\(id): PickerKit \(locale.calendarKind.rawValue), ICU \(icu)")
                }
            }
            #expect(ResolvedLocale.availableIdentifiers.count > 700)
            #expect(disagreements == [])
        }

        @Test("every region's calendars are CLDR's preference order as ICU gives it")
        func everyRegionsOrdering() {
            var disagreements: [String] = []
            for region in LocaleData.isoCountryCodes {
                var status = U_ZERO_ERROR
                let id = "und@rg=\(region.lowercased())zzzz"
                guard let values = cicu_ucal_getKeywordValuesForLocale("calendar", id, 1, &status) else {
                    disagreements.append("\(region): ICU gave no list")
                    continue
                }
                defer { cicu_uenum_close(values) }
                var icu: [CalendarKind] = []
                var length: Int32 = 0
                while let name = cicu_uenum_next(values, &length, &status) {
                    // CLDR's `islamic` (astronomical), `islamic-rgsa` and `bangla` are not PickerKit's.
                    if let kind = CalendarKind(name: String(cString: name)) { icu.append(kind) }
                }
                let ours = RegionCalendarPreference.calendars(forRegion: region)
                if ours != icu { disagreements.append("\(region): PickerKit \(ours), ICU \(icu)") }
            }
            #expect(disagreements == [])
        }

        /// ICU's first weekday, minimal days and default hour cycle for `id`.
        static func icuPreferences(_ id: String) -> (first: Int, minimalDays: Int, hourCycle: HourCycle?) {
            var status = U_ZERO_ERROR
            let calendar = cicu_ucal_open(nil, 0, id, UCAL_DEFAULT, &status)
            defer { cicu_ucal_close(calendar) }
            let first = Int(cicu_ucal_getAttribute(calendar, UCAL_FIRST_DAY_OF_WEEK))
            let minimal = Int(cicu_ucal_getAttribute(calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK))
            let generator = cicu_udatpg_open(id, &status)
            defer { cicu_udatpg_close(generator) }
            let cycle: HourCycle? =
                switch cicu_udatpg_getDefaultHourCycle(generator, &status) {
                case UDAT_HOUR_CYCLE_11: .h11
                case UDAT_HOUR_CYCLE_12: .h12
                case UDAT_HOUR_CYCLE_23: .h23
                case UDAT_HOUR_CYCLE_24: .h24
                default: nil
                }
            return (first, minimal, cycle)
        }

        @Test(
            "with rg, the hour cycle, first weekday and minimal days are ICU's for the same id",
            arguments: [
                "en_US@rg=gbzzzz", "en_US@rg=dezzzz", "en_US@rg=frzzzz", "en_US@rg=thzzzz", "en_US@rg=irzzzz",
                "en_US@rg=sazzzz", "en_US@rg=jpzzzz", "en_US@rg=inzzzz", "en_US@rg=brzzzz", "en_US@rg=egzzzz",
                "en_US@rg=ilzzzz", "en_US@rg=mvzzzz", "en_GB@rg=uszzzz", "de_DE@rg=uszzzz", "ar_EG@rg=dezzzz",
                "fr_FR@rg=cazzzz", "ja_JP@rg=krzzzz", "zh_CN@rg=twzzzz", "es_ES@rg=mxzzzz", "pt_BR@rg=ptzzzz",
            ])
        func regionOverrideMatchesICU(id: String) throws {
            let locale = try ResolvedLocale(id)
            let icu = Self.icuPreferences(id)
            let rules = try WeekRules(locale: locale)
            #expect(rules.firstWeekday.rawValue == icu.first)
            #expect(rules.minimalDaysInFirstWeek == icu.minimalDays)
            let labeler = try CalendarLabeler.shared(locale: locale, mode: .hourMinute)
            #expect(labeler.hourCycle == icu.hourCycle)
            #expect(locale.calendarKind == CalendarKind(name: Self.icuCalendar(id)))
        }
    #endif
}
