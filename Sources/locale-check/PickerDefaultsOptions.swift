import PickerKit

/// The options `labels` and `pick` share for partial defaults and disabled values: a fixed
/// `--today`, `--disable`, `--disable-before`, `--disable-after`, `--disable-weekdays`.
///
/// Disabled values are not bounds: `--min`/`--max` remove rows, these keep them (a wheel does
/// not jump) and move the selection off them.
struct PickerDefaultsOptions {
    /// The options of `pick`, declared once (`labels` declares `--today` with its styles).
    static let specs: [OptionSpec] = [todaySpec] + disableSpecs
    /// `--today` for `pick`.
    static let todaySpec = OptionSpec.option(
        .today, "VALUE",
        "Read \"today\" as this wall-clock time in --time-zone (2019-08-20: its noon; 2019-08-20 14:30:00), not the clock."
    )
    /// The disabled-value options.
    static let disableSpecs: [OptionSpec] = [
        .option(
            .disable, "LIST",
            """
            Values the selection never stops on (their rows stay): dates, comma-separated
            (2019-10-01,2019-10-02); years or months in year and year-month pickers.
            """, repeatable: true),
        .option(.disableBefore, "VALUE", "Disable every date before VALUE (a date, or today: past dates)."),
        .option(.disableAfter, "VALUE", "Disable every date after VALUE (a date, or today)."),
        .option(.disableWeekdays, "LIST", "Disable days of these weekdays: sun,mon,tue,wed,thu,fri,sat."),
    ]

    /// A value of these options that cannot be used.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The weekday names `--disable-weekdays` reads, Sunday first.
    static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    let mode: SelectionMode
    let todayText: String?
    let disableTexts: [String]
    let beforeText: String?
    let afterText: String?
    let weekdays: Set<Weekday>

    init(_ scanner: ArgumentScanner, mode: SelectionMode) throws(UsageError) {
        self.mode = mode
        todayText = try scanner.value(.today)
        disableTexts = scanner.values(.disable)
        beforeText = try scanner.value(.disableBefore)
        afterText = try scanner.value(.disableAfter)
        var weekdays: Set<Weekday> = []
        if let list = try scanner.value(.disableWeekdays) {
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                guard let index = Self.weekdayNames.firstIndex(of: name.lowercased()) else {
                    throw scanner.error(
                        "--disable-weekdays: \(OutputEscaping.quoted(String(name))) is not a weekday "
                            + "(\(Self.weekdayNames.joined(separator: ",")))")
                }
                weekdays.insert(Weekday(rawValue: index + 1)!)
            }
        }
        self.weekdays = weekdays
        let given = [
            ("--disable", !disableTexts.isEmpty), ("--disable-before", beforeText != nil),
            ("--disable-after", afterText != nil), ("--disable-weekdays", !weekdays.isEmpty),
        ].filter(\.1).map(\.0)
        if let option = given.first {
            guard let unit = mode.disabledUnit else {
                throw scanner.error(
                    "\(option): \(mode.withArticle) picker takes no disabled values (only modes with a year do)")
            }
            if !weekdays.isEmpty && !unit.includes(.day) {
                throw scanner.error("--disable-weekdays: \(mode.withArticle) picker has no day")
            }
        }
    }

    /// Whether any disabled-value option was given.
    var disablesValues: Bool {
        !disableTexts.isEmpty || beforeText != nil || afterText != nil || !weekdays.isEmpty
    }

    /// The instant `--today` names in `timeZone`, or `nil` for the real clock: a date and time
    /// (`2019-08-20 14:30`, `2019-08-20 14:30:00`) as it reads there, a date alone at its noon
    /// (as `labels --today DATE` reads it: away from midnight's daylight-saving gaps).
    func todayInstant(timeZone: String) throws -> Double? {
        try Self.todayInstant(todayText, timeZone: timeZone)
    }

    /// The instant `text` (a `--today` value) names in `timeZone`, or `nil` without one; the
    /// week and quarter pickers read "today" there too.
    static func todayInstant(_ text: String?, timeZone: String) throws -> Double? {
        guard let text else { return nil }
        for form in [SelectionMode.dateTime, .dateHourMinute] {
            guard let values = try? PickerValues(parsing: text, mode: form) else { continue }
            do {
                return try values.instant(inTimeZone: timeZone)
            } catch {
                throw Failure(description: "--today \(OutputEscaping.quoted(text)): \(error)")
            }
        }
        // A date, or the date form's error.
        return try LabelStyleOptions.todayInstant(text, timeZone: timeZone)
    }

    /// The disabled values, read in the unit mode; `today` for `--disable-before`/`--disable-after`
    /// is read at `now` in `timeZone`.
    func disabledValues(now: Double?, timeZone: String) throws(Failure) -> DisabledValues {
        guard disablesValues, let unit = mode.disabledUnit else { return DisabledValues() }
        var disabled = DisabledValues(weekdays: weekdays)
        for list in disableTexts {
            var offset = 0
            for item in list.split(separator: ",", omittingEmptySubsequences: false) {
                do {
                    disabled.values.insert(try PickerValues(parsing: String(item), mode: unit).validSelection)
                } catch {
                    throw Failure(
                        description: "--disable \(OutputEscaping.quoted(list)): \(OutputEscaping.quoted(String(item))) "
                            + "at offset \(offset + error.offset) is not a \(unit) value: \(error.message)")
                }
                offset += item.count + 1
            }
        }
        func bound(_ text: String?, _ option: String) throws(Failure) -> Selection? {
            guard let text else { return nil }
            if text == TodayInput.word {
                let instant = now ?? WallClock.system.now()
                do {
                    return try Selection.now(mode: unit, at: instant, timeZone: timeZone)
                } catch {
                    throw Failure(description: "\(option) today: \(error)")
                }
            }
            do {
                return try PickerValues(parsing: text, mode: unit).validSelection
            } catch {
                throw Failure(
                    description: "\(option) \(OutputEscaping.quoted(text)) is not a \(unit) value: \(error.message) "
                        + "(offset \(error.offset))")
            }
        }
        disabled.before = try bound(beforeText, "--disable-before")
        disabled.after = try bound(afterText, "--disable-after")
        return disabled
    }

    /// `configuration` with the fixed clock and the disabled values.
    func apply(to configuration: inout PickerConfiguration) throws {
        let now = try todayInstant(timeZone: configuration.timeZone)
        if let now { configuration.now = { now } }
        configuration.disabled = try disabledValues(now: now, timeZone: configuration.timeZone)
    }

    /// A `--select` value in the partial form (`month=8,day=20`), or `nil` for any other form.
    static func partial(
        _ text: String?, mode: SelectionMode, calendar: CalendarKind = .gregorian
    ) throws(Failure) -> PartialValues? {
        guard let text, isPartial(text) else { return nil }
        do {
            return try PartialValues(parsing: text, mode: mode, calendar: calendar)
        } catch {
            throw Failure(
                description:
                    "--select: partial selection \(QuotedInput.quoted(text)): \(error.message) (offset \(error.offset))"
            )
        }
    }

    /// Whether a `--select` value is in the partial form: `field=value` pairs (an `=` outside a
    /// calendar annotation such as `[u-ca=chinese]`), or empty (a partial value naming no field).
    static func isPartial(_ text: String) -> Bool {
        text.isEmpty || (text.contains("=") && !text.contains("["))
    }

    /// The lines that report what the picker moved: `adjusted day 20 -> 21: disabled`.
    static func adjustmentLines(_ adjustments: [PickerAdjustment]) -> [String] {
        adjustments.map { "adjusted \($0)" }
    }
}
