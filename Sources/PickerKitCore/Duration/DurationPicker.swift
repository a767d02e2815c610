/// A countdown picker: an hour column `0...` the maximum's hours, minute and second columns
/// `0...59` on optional steps, and the seconds column only when asked for (like UIKit's
/// count-down timer, which shows hours and minutes).
///
/// The maximum is a duration: every value up to it can be chosen, no value over it. Rows follow
/// the selection as a date picker's days follow the month: with a maximum of `PT2H30M`, the
/// minute column offers `0...59` below two hours and `0...30` at two hours.
///
/// A given selection is taken as it is or refused: one over the maximum, off a step, or with
/// seconds in a picker without a seconds column throws a positioned ``ParseError``. Choosing
/// a row never fails that way: when the hour row reaches the maximum's hour, minutes (and
/// seconds) above the maximum move down to it, and the move is reported.
///
/// ```swift
/// var picker = try DurationPicker(maximum: DurationSelection("PT2H30M"), minuteStep: 5,
///                                 selection: DurationSelection("PT1H45M"))
/// picker.values(in: .minute)                     // [0, 5, ..., 55]
/// let moves = try picker.select(2, in: .hour)    // [minute 45 -> 30: after the maximum]
/// picker.selection.description                   // "PT2H30M"
/// try picker.select(DurationSelection("PT3H"))   // throws over-maximum at offset 2
/// ```
package struct DurationPicker: Hashable, Sendable {
    /// The default maximum hour of the hour column, as UIKit's count-down timer: 23.
    package static let defaultMaximumHours = 23

    /// The smallest duration offered (`PT0S` unless a configuration gives one).
    package private(set) var minimum: DurationSelection = .zero
    /// The largest duration offered: without seconds when there is no seconds column
    /// (`PT1H30M` of a given `PT1H30M20S`), as the columns offer it.
    package let maximum: DurationSelection
    /// Whether there is a seconds column.
    package let includesSeconds: Bool
    /// The minute step (divides 60).
    package let minuteStep: Int
    /// The second step (divides 60).
    package let secondStep: Int
    /// The selected duration.
    package private(set) var selection: DurationSelection

    /// The largest duration the columns offer for a given maximum (`nil`: 23 hours 59
    /// minutes, and 59 seconds with a seconds column): without its seconds when there is no
    /// seconds column.
    private static func offeredMaximum(_ given: DurationSelection?, includesSeconds: Bool) -> DurationSelection {
        DurationSelection(
            uncheckedHours: given?.hours ?? defaultMaximumHours, minutes: given?.minutes ?? 59,
            seconds: includesSeconds ? given?.seconds ?? 59 : 0)
    }

    /// Makes a picker.
    ///
    /// - Parameters:
    ///   - maximum: the largest duration; `nil` is 23 hours 59 minutes (and 59 seconds with a
    ///     seconds column), UIKit's limit. Its seconds count only with a seconds column.
    ///   - includesSeconds: whether to show a seconds column.
    ///   - minuteStep: offer only minutes that are multiples of it.
    ///   - secondStep: offer only seconds that are multiples of it.
    ///   - selection: the first selection (default `PT0S`).
    /// - Throws: ``ParseError``: `invalidStep` for a step that does not divide 60, and for the
    ///   selection `overMaximum`, `offStep` or `secondsNotShown`, positioned in its canonical string.
    package init(
        maximum: DurationSelection? = nil, includesSeconds: Bool = true, minuteStep: Int = 1, secondStep: Int = 1,
        selection: DurationSelection = .zero
    ) throws(ParseError) {
        for (unit, step) in [(DurationUnit.minute, minuteStep), (.second, secondStep)] where step < 1 || 60 % step != 0
        {
            throw ParseError(
                kind: .invalidStep, offset: 0, message: "the \(unit) step \(step) does not divide 60")
        }
        self.maximum = Self.offeredMaximum(maximum, includesSeconds: includesSeconds)
        self.includesSeconds = includesSeconds
        self.minuteStep = minuteStep
        self.secondStep = secondStep
        self.selection = .zero
        try check(selection)
        self.selection = selection
    }

    /// Makes the picker a configuration describes: bounds, steps, the seconds column and the
    /// selection (the minimum when it gives none).
    ///
    /// - Throws: ``PickerError/minimumAfterMaximum(minimum:maximum:)``,
    ///   ``PickerError/invalidInterval(field:step:)`` for a step that does not divide 60, and
    ///   ``PickerError/unparsable(role:input:error:)`` for a bound or selection the picker
    ///   cannot offer (seconds without a seconds column, off a step, outside the bounds), with
    ///   the ``ParseError`` positioned in its canonical string.
    package init(_ configuration: DurationConfiguration) throws(PickerError) {
        for (field, step) in [(DateField.minute, configuration.minuteStep), (.second, configuration.secondStep)]
        where step < 1 || 60 % step != 0 {
            throw .invalidInterval(field: field, step: step)
        }
        let minimum = configuration.minimum ?? .zero
        let maximum = Self.offeredMaximum(configuration.maximum, includesSeconds: configuration.includesSeconds)
        guard minimum <= maximum else {
            throw .minimumAfterMaximum(minimum: minimum.description, maximum: maximum.description)
        }
        do {
            try self.init(
                maximum: maximum, includesSeconds: configuration.includesSeconds, minuteStep: configuration.minuteStep,
                secondStep: configuration.secondStep)
        } catch {
            throw .unparsable(role: "maximum", input: maximum.description, error: error)
        }
        do {
            try check(minimum)
        } catch {
            throw .unparsable(role: "minimum", input: minimum.description, error: error)
        }
        self.minimum = minimum
        self.selection = minimum
        let selection = configuration.selection ?? minimum
        do {
            try check(selection)
        } catch {
            throw .unparsable(role: "selection", input: selection.description, error: error)
        }
        self.selection = selection
    }

    /// The columns in order: hour, minute, and second when shown.
    package var units: [DurationUnit] { (0..<columnCount).compactMap(unit(ofColumn:)) }

    /// The number of columns: 3 with seconds, else 2 (``units``' count, without making it).
    package var columnCount: Int { includesSeconds ? 3 : 2 }

    /// The unit of the column at `column` (``units``' element), or `nil` outside the columns.
    package func unit(ofColumn column: Int) -> DurationUnit? {
        switch column {
        case 0: .hour
        case 1: .minute
        case 2 where includesSeconds: .second
        default: nil
        }
    }

    /// Whether the picker has a column for `unit` (``units`` contains it).
    package func shows(_ unit: DurationUnit) -> Bool { unit != .second || includesSeconds }

    /// The values a column offers for the current selection, ascending.
    ///
    /// - Complexity: O(rows); the hour column has `maximum.hours + 1` rows.
    package func values(in unit: DurationUnit) -> [Int] {
        values(in: unit, for: selection)
    }

    /// The number of rows of a column for the current selection (0 for a column not shown),
    /// without listing them: a data source's `numberOfRows`.
    ///
    /// - Complexity: O(1).
    package func rowCount(in unit: DurationUnit) -> Int {
        guard shows(unit) else { return 0 }
        return (top(of: unit, for: selection) - bottom(of: unit, for: selection)) / step(of: unit) + 1
    }

    /// The value at `row` of a column, or `nil` for a row the column does not have: a data
    /// source's title for a row.
    ///
    /// - Complexity: O(1).
    package func value(atRow row: Int, in unit: DurationUnit) -> Int? {
        guard row >= 0 && row < rowCount(in: unit) else { return nil }
        return bottom(of: unit, for: selection) + row * step(of: unit)
    }

    /// The row of the selection in a column (`nil` for a column the picker does not show).
    ///
    /// - Complexity: O(1).
    package func selectedRow(in unit: DurationUnit) -> Int? {
        guard shows(unit) else { return nil }
        let value = selection[unit]
        let bottom = bottom(of: unit, for: selection)
        guard value % step(of: unit) == 0, value <= top(of: unit, for: selection), value >= bottom else { return nil }
        return (value - bottom) / step(of: unit)
    }

    /// Selects a duration exactly as given.
    ///
    /// - Throws: ``ParseError`` for a duration over the maximum, off a step, or with seconds
    ///   when there is no seconds column, positioned in its canonical string.
    package mutating func select(_ duration: DurationSelection) throws(ParseError) {
        try check(duration)
        selection = duration
    }

    /// Chooses `value` in a column, as turning its wheel does: the columns after it move down to
    /// the maximum when they would pass it, or up to the minimum (reported, in column order).
    ///
    /// - Throws: ``ParseError`` for a value the column does not offer (over the maximum, off
    ///   the step, a seconds value without a seconds column), positioned at the unit in the
    ///   canonical string of the duration it would make.
    @discardableResult
    package mutating func select(_ value: Int, in unit: DurationUnit) throws(ParseError) -> [PickerAdjustment] {
        var parts = [selection.hours, selection.minutes, selection.seconds]
        let index = unit.index
        parts[index] = value
        let wanted = try DurationSelection(hours: parts[0], minutes: parts[1], seconds: parts[2])
        guard values(in: unit, for: wanted).contains(value) else {
            try check(wanted)
            throw ParseError(
                kind: .overMaximum, offset: wanted.offset(of: unit), message: "\(value) is not a \(unit) row")
        }
        var adjustments: [PickerAdjustment] = []
        var current = wanted
        for later in DurationUnit.allCases[(index + 1)...] where shows(later) {
            let offered = values(in: later, for: current)
            let old = current[later]
            if !offered.contains(old) {
                let below = old < offered[0]
                let new = below ? offered[0] : offered.last { $0 <= old } ?? offered[0]
                parts[DurationUnit.allCases.firstIndex(of: later)!] = new
                current = DurationSelection(uncheckedHours: parts[0], minutes: parts[1], seconds: parts[2])
                adjustments.append(
                    PickerAdjustment(field: later.field, from: old, to: new, reason: below ? .minimum : .maximum))
            }
        }
        selection = current
        return adjustments
    }

    /// Chooses the row at `row` of a column; see ``select(_:in:)``.
    ///
    /// - Throws: ``ParseError`` for a row the column does not have.
    @discardableResult
    package mutating func select(row: Int, in unit: DurationUnit) throws(ParseError) -> [PickerAdjustment] {
        guard let value = value(atRow: row, in: unit) else {
            throw ParseError(
                kind: .overMaximum, offset: selection.offset(of: unit),
                message: "row \(row) is not in the \(unit) column (\(rowCount(in: unit)) rows)")
        }
        return try select(value, in: unit)
    }

    /// The values of `unit` offered when the other columns hold `duration`'s values.
    func values(in unit: DurationUnit, for duration: DurationSelection) -> [Int] {
        Array(stride(from: bottom(of: unit, for: duration), through: top(of: unit, for: duration), by: step(of: unit)))
    }

    /// The smallest value `unit` may take when the other columns hold `duration`'s values: the
    /// minimum's, rounded up to the step, while the larger columns hold the minimum's values.
    private func bottom(of unit: DurationUnit, for duration: DurationSelection) -> Int {
        let atMinimumHour = duration.hours == minimum.hours
        let lowest: Int
        switch unit {
        case .hour: lowest = minimum.hours
        case .minute: lowest = atMinimumHour ? minimum.minutes : 0
        case .second:
            guard includesSeconds else { return 0 }
            lowest = atMinimumHour && duration.minutes == minimum.minutes ? minimum.seconds : 0
        }
        let step = step(of: unit)
        return (lowest + step - 1) / step * step
    }

    /// The largest value `unit` may take when the other columns hold `duration`'s values.
    private func top(of unit: DurationUnit, for duration: DurationSelection) -> Int {
        let atMaximumHour = duration.hours == maximum.hours
        switch unit {
        case .hour: return maximum.hours
        case .minute: return atMaximumHour ? maximum.minutes : 59
        case .second:
            guard includesSeconds else { return 0 }
            return atMaximumHour && duration.minutes == maximum.minutes ? maximum.seconds : 59
        }
    }

    /// The step of a column (1 for hours).
    private func step(of unit: DurationUnit) -> Int {
        switch unit {
        case .hour: 1
        case .minute: minuteStep
        case .second: secondStep
        }
    }

    /// Throws unless the picker offers `duration`.
    private func check(_ duration: DurationSelection) throws(ParseError) {
        if duration < minimum {
            let unit = DurationUnit.allCases.first { duration[$0] != minimum[$0] } ?? .hour
            throw ParseError(
                kind: .underMinimum, offset: duration.offset(of: unit),
                message: "\(duration) is under the picker's minimum \(minimum)")
        }
        if !includesSeconds && duration.seconds != 0 {
            throw ParseError(
                kind: .secondsNotShown, offset: duration.offset(of: .second),
                message: "\(duration) has seconds, and the picker has no seconds column")
        }
        let limit = includesSeconds ? maximum.totalSeconds : maximum.totalSeconds - maximum.seconds
        if duration.totalSeconds > limit {
            let unit = DurationUnit.allCases.first { duration[$0] != maximum[$0] } ?? .hour
            let shown =
                includesSeconds
                ? maximum : DurationSelection(uncheckedHours: maximum.hours, minutes: maximum.minutes, seconds: 0)
            throw ParseError(
                kind: .overMaximum, offset: duration.offset(of: unit),
                message: "\(duration) is over the picker's maximum \(shown)")
        }
        for (unit, step) in [(DurationUnit.minute, minuteStep), (.second, secondStep)] where duration[unit] % step != 0
        {
            throw ParseError(
                kind: .offStep, offset: duration.offset(of: unit),
                message: "\(duration[unit]) \(unit)s is not on the \(step)-\(unit) step")
        }
    }
}
