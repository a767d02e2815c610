/// The field values of one picker state: a number for each field of a mode.
///
/// Fields outside the mode read as their smallest value (1 for year, month and day, 0 for
/// times) and take no part in comparisons.
///
/// ```swift
/// var values = PickerValues(mode: .date, year: 2019, month: 8, day: 20)
/// values[.day] = 31
/// values.isValid  // true
/// ```
public struct PickerValues: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The mode whose fields these are.
    public let mode: SelectionMode
    /// The numbers, shared with the selection parser (fields outside the mode at their smallest).
    private(set) var fields: SelectionFields

    /// Creates values for `mode`; fields the mode lacks are ignored.
    public init(
        mode: SelectionMode, year: Int = 1, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0,
        second: Int = 0
    ) {
        self.mode = mode
        self.fields = SelectionFields(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        for field in DateField.allCases where !mode.fields.contains(field) {
            fields[field] = field.smallestValue
        }
    }

    /// The fields of a selection value, such as `try DateSelection("2019-08-20")`.
    public init(_ value: some SelectionValue) {
        self.init(mode: type(of: value).mode)
        for field in mode.fields {
            fields[field] = value[field] ?? field.smallestValue
        }
    }

    /// Parses the strict canonical string of `mode`, such as `"2019-08-20"` for `.date`.
    ///
    /// - Throws: ``SelectionParseError`` with the offset of the first problem; `"present"` is
    ///   an error here (it is a sentinel, not field values).
    public init(parsing string: String, mode: SelectionMode) throws(SelectionParseError) {
        let selection = try Selection(string, mode: mode)
        guard let value = selection.value else {
            throw SelectionParseError(
                kind: .unexpectedCharacter, offset: 0, mode: mode,
                message: "\"\(Selection.presentString)\" is not a \(mode) value here")
        }
        self.init(value)
    }

    /// The value of `field`; setting a field outside the mode has no effect.
    public subscript(field: DateField) -> Int {
        get { fields[field] }
        set {
            guard mode.includes(field) else { return }
            fields[field] = newValue
        }
    }

    /// The selection these values stand for.
    ///
    /// - Throws: ``SelectionParseError`` naming the first field outside its range, such as
    ///   "day 30 is out of range for February 2019 (28 days)", at the field's offset in the
    ///   canonical string. Never traps.
    public var selection: Selection {
        get throws(SelectionParseError) {
            try fields.validate(for: mode)
            return Selection(fields: fields, mode: mode)
        }
    }

    /// The canonical string, such as `"2019-08-20"`.
    ///
    /// - Throws: ``SelectionParseError`` as ``selection`` does for values that are not valid.
    public var canonical: String {
        get throws(SelectionParseError) { try selection.description }
    }

    /// The date part, with year 2000 (a leap year) for modes without a year.
    var calendarDate: CalendarDate {
        CalendarDate(
            year: mode.hasYear ? self[.year] : PickerValues.leapYearForYearlessModes, month: self[.month],
            day: self[.day])
    }

    /// The year used for month and day in modes without a year, so that 02-29 exists.
    static let leapYearForYearlessModes = 2000

    /// Whether every field is inside its calendar range (proleptic Gregorian, years 1...9999).
    public var isValid: Bool {
        fields.firstInvalidField(for: mode) == nil
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
    public static func < (lhs: PickerValues, rhs: PickerValues) -> Bool {
        for field in lhs.mode.fields where lhs[field] != rhs[field] {
            return lhs[field] < rhs[field]
        }
        return false
    }

    /// The canonical string when the values are valid, else the fields as `field=value` pairs.
    var displayString: String { (try? canonical) ?? description }

    /// The fields as `field=value` pairs, such as `year=2019 month=8`, for diagnostics.
    public var description: String {
        mode.fields.map { "\($0)=\(self[$0])" }.joined(separator: " ")
    }
}

extension DateField {
    /// The smallest value the field can take.
    var smallestValue: Int {
        switch self {
        case .year, .month, .day: 1
        case .hour, .minute, .second: 0
        }
    }

    /// The largest value the field can take in any month (31 for days).
    var largestValue: Int {
        switch self {
        case .year: 9999
        case .month: 12
        case .day: 31
        case .hour: 23
        case .minute, .second: 59
        }
    }
}

extension SelectionMode {
    /// Whether the mode has a year column.
    var hasYear: Bool { fields.contains(.year) }
}
