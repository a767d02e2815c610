/// The field values of a picker: year, month, day, hour, minute and second, in a mode.
///
/// The one value type of the model, the bounds and the labels: a number for each field and
/// the mode whose fields they are.
///
/// Fields outside the mode read as the defaults of 2000-01-01 00:00:00 (2000 is a leap year,
/// so February 29 exists in modes without a year) and take no part in comparisons, equality
/// or the canonical string. Labels use them as context only (a weekday needs a year).
///
/// The calendar rules the fields follow (the years, months in a year, days in a month,
/// validity) live here and only here: ``range(of:)``, ``monthsInYear``, ``daysInMonth`` and
/// ``isValid``: the proleptic Gregorian calendar of years 1...9999, or the ``calendar``'s rules.
///
/// ```swift
/// var values = PickerValues(mode: .date, year: 2019, month: 8, day: 20)
/// values[.day] = 31
/// values.isValid      // true
/// values.daysInMonth  // 31
/// ```
package struct PickerValues: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The mode whose fields these are.
    package let mode: SelectionMode
    /// The calendar the fields are in (Gregorian by default).
    ///
    /// In another calendar the year is the calendar's arithmetic year, the month the ordinal
    /// month in the year (leap months counted in place) in modes with a year, and the
    /// position in the calendar's list of months (every month code some year has, such as
    /// 13 for Hebrew) in modes without one; the day is the day of that month.
    package let calendar: CalendarKind
    /// The numbers, shared with the selection parser (fields outside the mode at their defaults).
    private(set) var fields: SelectionFields

    /// The value every field outside the mode has: 2000-01-01 00:00:00.
    static let defaultFields = SelectionFields(year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0)

    /// Creates values for `mode` (all six fields by default); fields the mode lacks are ignored
    /// and read as their defaults, 2000-01-01 00:00:00.
    package init(
        mode: SelectionMode = .dateTime, calendar: CalendarKind = .gregorian, year: Int = 2000, month: Int = 1,
        day: Int = 1, hour: Int = 0, minute: Int = 0, second: Int = 0
    ) {
        self.mode = mode
        self.calendar = calendar
        // Straight-line (no loop): labels build values on the per-row path.
        let first = mode.firstField.index
        let last = first + mode.fieldCount - 1
        // The literals are ``defaultFields`` (a static would cost a lazy-initialisation check).
        self.fields = SelectionFields(
            year: first == 0 ? year : 2000, month: first <= 1 && last >= 1 ? month : 1,
            day: first <= 2 && last >= 2 ? day : 1, hour: first <= 3 && last >= 3 ? hour : 0,
            minute: first <= 4 && last >= 4 ? minute : 0, second: last >= 5 ? second : 0)
    }

    /// The fields of a selection in its mode and calendar (a calendar value's own year, month
    /// and day), or `nil` for ``Selection/present``.
    ///
    /// On the per-row path of labels given a selection: the selection's fields are already the
    /// mode's, the others 0, so only the date fields the mode lacks take their defaults (the
    /// time defaults are 0).
    package init?(_ selection: Selection) {
        guard let mode = selection.mode else { return nil }
        self.mode = mode
        self.calendar = selection.calendar
        let first = mode.firstField.index
        let last = first + mode.fieldCount - 1
        var fields = selection.storage
        assert(fields == fields.keeping(mode), "\(selection) has fields outside its mode")
        if first > 0 { fields.year = 2000 }
        if first > 1 || last < 1 { fields.month = 1 }
        if first > 2 || last < 2 { fields.day = 1 }
        self.fields = fields
    }

    /// Parses the strict canonical string of `mode`, such as `"2019-08-20"` for `.date`.
    ///
    /// - Throws: ``ParseError`` with the offset of the first problem; `"present"` is
    ///   an error here (it is a sentinel, not field values).
    package init(parsing string: String, mode: SelectionMode) throws(ParseError) {
        let selection = try Selection(string, mode: mode)
        guard let values = PickerValues(selection) else {
            throw ParseError(
                kind: .unexpectedCharacter, offset: 0, mode: mode,
                message: "\"\(Selection.presentString)\" is not a \(mode) value here")
        }
        self = values
    }

    /// The same fields in `mode`: fields `mode` lacks read as their defaults.
    ///
    /// The same rule in every calendar: between a mode with a year and one without, the month
    /// moves by its code between the ordinal of the year and the place in the calendar's month
    /// list (a Gregorian month keeps its number: its code is its number in both), and the day
    /// is held to the target month (the default year 2000 is a Gregorian leap year, so 02-29
    /// stays 2000-02-29; a lunar 30th of a month that is short in the year moves to its 29th).
    /// Values whose month or day their calendar lacks keep their numbers, so that they stay
    /// invalid and are refused where they are read (2019-04-31 gives the invalid 04-31, never
    /// 04-30); a day that exists in some year of its month, such as the Gregorian 2019-02-29,
    /// gives the valid month-day (02-29).
    ///
    /// ```swift
    /// PickerValues(mode: .date, year: 2019, month: 8, day: 20).converted(to: .monthDay).canonical  // "08-20"
    /// ```
    package func converted(to mode: SelectionMode) -> PickerValues {
        guard self.mode.includes(.year) != mode.includes(.year), self.mode.includes(.month), hasCalendarMonthAndDay
        else {
            return PickerValues(
                mode: mode, calendar: calendar, year: fields.year, month: fields.month, day: fields.day,
                hour: fields.hour, minute: fields.minute, second: fields.second)
        }
        // The month means the ordinal in the year or the place in the month list: carry the
        // month code across.
        return convertedInCalendar(to: mode)
    }

    /// The value of `field`; setting a field outside the mode has no effect.
    package subscript(field: DateField) -> Int {
        @inline(__always) get { fields[field] }
        set {
            guard mode.includes(field) else { return }
            fields[field] = newValue
        }
    }

    /// The value of an adjustment's `field` (``PickerAdjustment/field``); `nil` for none (the
    /// adjustment of a cascade level).
    package subscript(field: DateField?) -> Int? {
        field.map { fields[$0] }
    }

    /// The year (2000 when the mode has none).
    package var year: Int {
        get { fields.year }
        set { self[.year] = newValue }
    }
    /// The month, 1-based (1 when the mode has none).
    package var month: Int {
        get { fields.month }
        set { self[.month] = newValue }
    }
    /// The day of the month (1 when the mode has none).
    package var day: Int {
        get { fields.day }
        set { self[.day] = newValue }
    }
    /// The hour, 0...23 (0 when the mode has none).
    package var hour: Int {
        get { fields.hour }
        set { self[.hour] = newValue }
    }
    /// The minute (0 when the mode has none).
    package var minute: Int {
        get { fields.minute }
        set { self[.minute] = newValue }
    }
    /// The second (0 when the mode has none).
    package var second: Int {
        get { fields.second }
        set { self[.second] = newValue }
    }

    /// The selection these values stand for.
    ///
    /// - Throws: ``ParseError`` naming the first field outside its range, such as
    ///   "day 30 is out of range for February 2019 (28 days)", at the field's offset in the
    ///   canonical string. Never traps. Gregorian values are plain ISO strings, checked by
    ///   the strict parser's own field checks (so the error is the parser's, at the same
    ///   offset); a calendar's values by its rules.
    package var selection: Selection {
        get throws(ParseError) {
            if !calendar.isISO { return try calendarSelection }
            var parsed = SelectionFields()
            for field in mode.fields { parsed[field] = fields[field] }
            try parsed.validate(for: mode)
            return Selection(fields: parsed, mode: mode)
        }
    }

    /// The selection of values already known to be valid, such as a model's (every move keeps
    /// them so), wrapped without checking them again.
    ///
    /// - Precondition: ``isValid`` (asserted in debug builds).
    package var validSelection: Selection {
        assert(isValid, "\(description) is not a valid \(mode) value")
        return Selection(_unchecked: fields.keeping(mode), mode: mode, calendar: calendar)
    }

    /// The canonical string, such as `"2019-08-20"`.
    ///
    /// - Throws: ``ParseError`` as ``selection`` does for values that are not valid.
    package var canonical: String {
        get throws(ParseError) { try selection.description }
    }

    /// Whether the fields before `field` (in the mode, largest unit first) equal those of `other`.
    func hasSamePrefix(as other: PickerValues, before field: DateField) -> Bool {
        var index = mode.firstField.index
        while index < field.index {
            let earlier = DateField.byIndex[index]
            if fields[earlier] != other.fields[earlier] { return false }
            index += 1
        }
        return true
    }

    /// Orders values by their mode's fields, largest unit first.
    package static func < (lhs: PickerValues, rhs: PickerValues) -> Bool {
        for field in lhs.mode.fields where lhs[field] != rhs[field] {
            return lhs[field] < rhs[field]
        }
        return false
    }

    /// The canonical string when the values are valid, else the fields as `field=value` pairs.
    package var displayString: String { (try? canonical) ?? description }

    /// The fields as `field=value` pairs, such as `year=2019 month=8`, for diagnostics; a
    /// calendar other than the default (Gregorian, the ISO calendar) is named after them.
    package var description: String {
        mode.fields.map { "\($0)=\(self[$0])" }.joined(separator: " ")
            + (calendar.isISO ? "" : " calendar=\(calendar.rawValue)")
    }

    /// All six fields as `YYYY-MM-DD HH:MM:SS`, for messages about labels.
    package var timestamp: String {
        CalendarDate(year: year, month: month, day: day).description + " " + Self.two(hour) + ":" + Self.two(minute)
            + ":" + Self.two(second)
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

extension DateField {
    /// The smallest value the field can take in every calendar (1 for year, month and day).
    package var smallestValue: Int {
        switch self {
        case .year, .month, .day, .week, .quarter: 1
        case .hour, .minute, .second, .dayPeriod: 0
        }
    }
}

extension SelectionMode {
    /// Whether the mode has a year column.
    var hasYear: Bool { fields.contains(.year) }
}
