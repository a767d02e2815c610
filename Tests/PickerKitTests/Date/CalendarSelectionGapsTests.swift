import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Issue 11, small gaps: `Selection.value` of calendar values, lenient parsing of annotations,
/// Gregorian values given to a calendar.
@Suite("Calendar selections: ISO values, lenient annotations, Gregorian input")
struct CalendarSelectionGapsTests {
    static let isoValues: [(input: String, iso: String?)] = [
        ("1987-07-26[u-ca=chinese]", "1987-07-26"),
        ("1987-M06L-01[u-ca=chinese]", "1987-07-26"),
        ("2019-08-20 14:30[u-ca=hebrew]", "2019-08-20 14:30"),
        ("2019-08-20 14:30:05[u-ca=persian]", "2019-08-20 14:30:05"),
        ("2019-08-20 14[u-ca=japanese]", "2019-08-20 14"),
        ("5784[u-ca=hebrew]", nil),
        ("1987-M06L[u-ca=chinese]", nil),
        ("M06L-01[u-ca=chinese]", nil),
        ("M08-15 20:00[u-ca=chinese]", nil),
    ]

    @Test("inGregorian of a calendar date is the same day in ISO; calendar periods have none", arguments: isoValues)
    func isoValue(input: String, iso: String?) throws {
        let selection = try Selection(input)
        #expect(selection.inGregorian?.description == iso)
        #expect(selection.description == (try Selection(input)).description)
        #expect(selection.calendar != .gregorian)
        if let value = selection.inGregorian {
            #expect(value.mode == selection.mode)
            #expect(value.calendar == .gregorian)
            #expect(value.isoDate == selection.isoDate)
        }
    }

    static let lenient: [(input: String, mode: SelectionMode?, canonical: String)] = [
        ("2019/8/20[u-ca=hebrew]", nil, "2019-08-20[u-ca=hebrew]"),
        (" ２０１９-０８-２０[u-ca=hebrew]\u{3000}", nil, "2019-08-20[u-ca=hebrew]"),
        ("2019.8.5T9:05[u-ca=chinese]", .dateHourMinute, "2019-08-05 09:05[u-ca=chinese]"),
        ("٢٠١٩-٠٨-٢٠[u-ca=islamic-umalqura]", nil, "2019-08-20[u-ca=islamic-umalqura]"),
        ("5784[u-ca=hebrew]", .year, "5784[u-ca=hebrew]"),
        (" 1987-M06L[u-ca=chinese] ", nil, "1987-M06L[u-ca=chinese]"),
        ("M06L-01[u-ca=chinese]", .monthDay, "M06L-01[u-ca=chinese]"),
        ("2019/8/20[u-ca=gregory]", nil, "2019-08-20"),
        ("2019-08-20[!u-ca=hebrew]", nil, "2019-08-20[u-ca=hebrew]"),
    ]

    @Test("lenient parsing reads an annotation the way strict parsing does", arguments: lenient)
    func lenientAnnotation(input: String, mode: SelectionMode?, canonical: String) throws {
        let selection = try Selection.normalizing(input, mode: mode)
        #expect(selection.description == canonical)
        // Lenient reading of the canonical string is the strict reading.
        #expect(try Selection.normalizing(canonical, mode: mode) == Selection(canonical, mode: mode))
    }

    static let lenientErrors: [(input: String, kind: ParseError.Kind, offset: Int)] = [
        ("2019/8/20[u-ca=hebrew", .badAnnotation, 21),
        ("2019/13/20[u-ca=hebrew]", .monthOutOfRange, 5),
        (" ２０１９-08-20[u-ca=hebrew]", .unexpectedCharacter, 14),
        ("2019/8/20[u-ca=klingon]", .unknownCalendar, 15),
        ("  2019/8/20[foo=bar]", .badAnnotation, 12),
        ("1988-M06L-01[u-ca=chinese]", .monthNotInYear, 5),
        (" 1988-M06L-01[u-ca=chinese]", .monthNotInYear, 6),
        ("5783-M05L[u-ca=hebrew]", .monthNotInYear, 5),
    ]

    @Test("lenient annotation errors name the offset in the original input", arguments: lenientErrors)
    func lenientAnnotationErrors(input: String, kind: ParseError.Kind, offset: Int) throws {
        let error = try #require(throws: ParseError.self) { try Selection.normalizing(input) }
        #expect(error.kind == kind, "\(error)")
        #expect(error.offset == offset, "\(error)")
    }

    static let gregorianInCalendar: [(input: String, mode: SelectionMode, calendar: CalendarKind, result: String)] = [
        ("2019-08-20[u-ca=gregory]", .date, .hebrew, "2019-08-20[u-ca=hebrew]"),
        ("2019-08-20 14:30[u-ca=gregory]", .dateHourMinute, .chinese, "2019-08-20 14:30[u-ca=chinese]"),
        ("2019-08-20[u-ca=gregorian]", .date, .persian, "2019-08-20[u-ca=persian]"),
    ]

    @Test("a Gregorian date given to a calendar is the same day in it", arguments: gregorianInCalendar)
    func gregorianDate(input: String, mode: SelectionMode, calendar: CalendarKind, result: String) throws {
        let value = try Selection(input, mode: mode, in: calendar)
        #expect(value.description == result)
        #expect(value.isoDate == CalendarDate(year: 2019, month: 8, day: 20))
    }

    static let gregorianRefused:
        [(input: String, mode: SelectionMode, calendar: CalendarKind, kind: ParseError.Kind, offset: Int)] = [
            ("2019[u-ca=gregory]", .year, .hebrew, .badAnnotation, 4),
            ("2019-08[u-ca=gregory]", .yearMonth, .chinese, .badAnnotation, 7),
            ("1800-01-01[u-ca=gregory]", .date, .chinese, .outsideCalendar, 0),
            ("2019-08-20[u-ca=chinese]", .date, .hebrew, .badAnnotation, 10),
        ]

    @Test("Gregorian periods and other calendars are refused with the reason", arguments: gregorianRefused)
    func gregorianRefusal(
        input: String, mode: SelectionMode, calendar: CalendarKind, kind: ParseError.Kind, offset: Int
    ) throws {
        let error = try #require(throws: ParseError.self) {
            try Selection(input, mode: mode, in: calendar)
        }
        #expect(error.kind == kind, "\(error)")
        #expect(error.offset == offset, "\(error)")
    }

    @Test("PickerModel.select takes calendar values and Gregorian ones, refuses other calendars")
    func pickerSelect() throws {
        var configuration = try PickerConfiguration(mode: .date, selection: "2020-01-01[u-ca=hebrew]")
        configuration.now = { 1_566_343_800 }
        var model = try PickerModel(configuration)
        #expect(model.calendar == .hebrew)

        try model.select(Selection("2019-08-20[u-ca=hebrew]"))
        #expect(model.selectedValue == "2019-08-20[u-ca=hebrew]")
        #expect(model.values.year == 5779)

        try model.select(Selection("2024-02-20"))
        #expect(model.selectedValue == "2024-02-20[u-ca=hebrew]")
        #expect(model.values.monthCode == MonthCode("M05L"))

        try model.select(Selection("2019-08-20[u-ca=gregory]"))
        #expect(model.selectedValue == "2019-08-20[u-ca=hebrew]")

        #expect(throws: PickerError.calendarMismatch(role: "selection", expected: .hebrew, actual: .chinese)) {
            try model.select(Selection("2019-08-20[u-ca=chinese]"))
        }
        #expect(model.selectedValue == "2019-08-20[u-ca=hebrew]")
    }

}
