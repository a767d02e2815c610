/// A default selection given as some fields (`month: 8`), the rest taken from today.
///
/// A picker completes it from today in its time zone (``PickerConfiguration/timeZone`` and
/// clock), then rounds it to the steps and clamps it into the bounds, reporting every field it
/// moved, as for a complete selection. A day the completed month lacks (today the 31st,
/// `month: 2`) moves to the month's last day (reason ``PickerAdjustment/Reason/monthLength(days:)``).
///
/// ```swift
/// var configuration = PickerConfiguration(mode: .date)
/// configuration.partialValues = PartialValues(month: 8)   // today's year and day, in August
/// ```
///
/// In a calendar picker the fields are the calendar's (the month is the ordinal month of the
/// year), completed from today in that calendar.
package struct PartialValues: Hashable, Sendable, CustomStringConvertible {
    /// The given fields and their values, largest unit first.
    package internal(set) var fields: [(field: DateField, value: Int)] = []

    /// Some fields; `nil` fields are taken from today.
    package init(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil
    ) {
        let given: [(DateField, Int?)] = [
            (.year, year), (.month, month), (.day, day), (.hour, hour), (.minute, minute), (.second, second),
        ]
        for (field, value) in given {
            if let value { fields.append((field, value)) }
        }
    }

    /// Seed 001's form: a year, month or day of 0 keeps today's value.
    ///
    /// Only the date fields can say "today" with 0 (no year, month or day is 0); hour, minute
    /// and second 0 are real values, so they are given or `nil`.
    ///
    /// ```swift
    /// PartialValues(zeroKeepsToday: 0, month: 8, day: 0)   // month=8
    /// ```
    package init(
        zeroKeepsToday year: Int, month: Int, day: Int, hour: Int? = nil, minute: Int? = nil, second: Int? = nil
    ) {
        self.init(
            year: year == 0 ? nil : year, month: month == 0 ? nil : month, day: day == 0 ? nil : day, hour: hour,
            minute: minute, second: second)
    }

    /// The value given for `field`, or `nil` when today's is kept.
    package subscript(field: DateField) -> Int? {
        fields.first { $0.field == field }?.value
    }

    /// The fields of `given`, largest unit first.
    package init(_ given: [DateField: Int]) {
        fields = given.sorted { $0.key < $1.key }.map { (field: $0.key, value: $0.value) }
    }

    /// The given fields by field.
    package var dictionary: [DateField: Int] {
        Dictionary(uniqueKeysWithValues: fields.map { ($0.field, $0.value) })
    }

    /// Whether no field is given (an error for a picker: it would just be today).
    package var isEmpty: Bool { fields.isEmpty }

    /// The given fields as `month=8,day=20`, the form `locale-check --select` reads.
    package var description: String {
        fields.map { "\($0.field)=\($0.value)" }.joined(separator: ",")
    }

    /// Today's `values` with the given fields put in, for a picker of `values.mode`.
    ///
    /// - Returns: the completed values and, when the day had to move into the completed month,
    ///   that adjustment.
    /// - Throws: ``PickerError/partialSelectionEmpty`` when no field is given;
    ///   ``PickerError/fieldNotInMode(_:mode:)`` for a field the mode lacks;
    ///   ``PickerError/fieldValueOutOfRange(field:value:)`` for a value no calendar has.
    func completed(from today: PickerValues) throws(PickerError) -> (
        values: PickerValues, adjustment: PickerAdjustment?
    ) {
        guard !isEmpty else { throw .partialSelectionEmpty }
        var values = today
        for (field, value) in fields {
            guard values.mode.includes(field) else { throw .fieldNotInMode(field, mode: values.mode.rawValue) }
            // Years are checked against the calendar's years below; a month above the most the
            // calendar's rules have (13 in Gregorian) is refused at once in every calendar.
            let largest =
                switch field {
                case .year: Int.max
                case .month: today.calendar.largestMonth(inModeWithYear: values.mode.includes(.year))
                default: PickerValues.largestValue(of: field)
                }
            guard value >= field.smallestValue && value <= largest else {
                throw .fieldValueOutOfRange(field: field, value: value)
            }
            values[field] = value
        }
        // A year or month the calendar lacks (month 13 of a common Hebrew year) is refused;
        // only the day follows the completed month.
        for field in values.mode.fields where field < .day {
            let range = values.range(of: field)
            guard range.contains(values[field]) else { throw .fieldValueOutOfRange(field: field, value: values[field]) }
        }
        guard values.mode.includes(.day) else { return (values, nil) }
        let days = values.naturalUpper(of: .day)
        guard values.day > days else { return (values, nil) }
        let adjustment = PickerAdjustment(field: .day, from: values.day, to: days, reason: .monthLength(days: days))
        values[.day] = days
        return (values, adjustment)
    }
}

extension PartialValues {
    /// Equal when the same fields have the same values.
    package static func == (lhs: PartialValues, rhs: PartialValues) -> Bool {
        lhs.fields.map(\.field) == rhs.fields.map(\.field) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// Hashes the fields and values.
    package func hash(into hasher: inout Hasher) {
        for (field, value) in fields {
            hasher.combine(field)
            hasher.combine(value)
        }
    }
}
