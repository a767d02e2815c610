/// The shape every picker family's configuration has (package-internal: apps see it as the
/// same names on each family's configuration), under the names the date picker's
/// ``PickerConfiguration`` uses: a selection and sentinel rows; the ordered families add
/// bounds and the columns that run newest first (``OrderedPickerFamilyConfiguration``).
///
/// ``PickerConfiguration`` (dates and times, one-column lists, ranges),
/// ``PeriodConfiguration`` (weeks and quarters), ``DurationConfiguration`` and
/// ``CascadeConfiguration`` (regions and any tree) conform; each adds what only its family has (a date's calendar and disabled values, a period's mode and
/// week rules, the minute and second steps of dates and durations, under the same names).
/// Code written against the protocol sets up any family:
///
/// ```swift
/// func newestFirst<C: OrderedPickerFamilyConfiguration>(_ configuration: inout C, present label: String) {
///     configuration.descendingFields = [.year]
///     configuration.present = SentinelRow(value: SentinelRow.presentValue, label: label, position: .first)
/// }
/// ```
package protocol PickerFamilyConfiguration: Sendable {
    /// A value of the family: ``Selection``, ``Period``, ``DurationSelection`` or ``CascadePath``.
    associatedtype Value: Sendable

    /// The initial selection; `nil` for the family's default (today for dates and periods).
    var selection: Value? { get set }
    /// The Present row, if the picker has one.
    var present: SentinelRow? { get set }
    /// Caller-given sentinel rows, such as Any.
    var customRows: [SentinelRow] { get set }
    /// The value of the sentinel row selected first, instead of a value.
    var selectedSentinel: String? { get set }
}

/// The shape of the families whose values are ordered: bounds and the columns that run
/// newest first, under the date picker's names (dates, periods, durations; a cascade's
/// levels are a tree's and have neither).
package protocol OrderedPickerFamilyConfiguration: PickerFamilyConfiguration {
    /// The earliest value offered; `nil` for the family's default.
    var minimum: Value? { get set }
    /// The latest value offered; `nil` for the family's default.
    var maximum: Value? { get set }
    /// The columns whose rows run from the largest value down; the others run up.
    var descendingFields: Set<DateField> { get set }
}

extension PickerFamilyConfiguration {
    /// Every sentinel row: the Present row, then ``customRows``.
    package var sentinelRows: [SentinelRow] { (present.map { [$0] } ?? []) + customRows }

    /// The sentinel rows placed, with ``selectedSentinel`` selected.
    ///
    /// - Throws: ``PickerError/unknownSentinel(_:)`` when no row has ``selectedSentinel``.
    package func placedSentinelRows() throws(PickerError) -> SentinelRows {
        try SentinelRows(sentinelRows, selectedValue: selectedSentinel)
    }
}

extension PickerConfiguration: OrderedPickerFamilyConfiguration {}
