/// Everything a duration picker is made from, with documented defaults: the
/// `PickerFamilyConfiguration` shape under ``PickerConfiguration``'s names (the steps too).
///
/// ```swift
/// var configuration = try DurationConfiguration(minimum: "PT15M", maximum: "PT4H", selection: "PT1H30M")
/// configuration.minuteStep = 15
/// configuration.includesSeconds = false
/// configuration.customRows = [SentinelRow(value: SentinelRow.anyValue, label: "不限", position: .first)]
/// ```
public struct DurationConfiguration: OrderedPickerFamilyConfiguration {
    /// The smallest duration offered; `nil` for `PT0S`.
    public var minimum: DurationSelection?
    /// The largest duration offered; `nil` for 23 hours 59 minutes (and 59 seconds with a
    /// seconds column), UIKit's count-down limit.
    public var maximum: DurationSelection?
    /// The initial selection; `nil` for the minimum.
    ///
    /// A selection the picker does not offer (outside the bounds, off a step, seconds without
    /// a seconds column) is refused: a duration has one spelling, and moving it would change it.
    public var selection: DurationSelection?
    /// Whether there is a seconds column (by default, yes).
    public var includesSeconds = true
    /// The minute column's step: a divisor of 60 (every 15 minutes for 15).
    public var minuteStep = 1
    /// The second column's step, a divisor of 60 like ``minuteStep``.
    public var secondStep = 1
    /// The Present row, if the picker has one (a localized picker's `includesPresent` adds
    /// one labeled in its locale).
    public var present: SentinelRow?
    /// Caller-given sentinel rows, such as Any (`不限`, "No limit").
    public var customRows: [SentinelRow] = []
    /// The value of the sentinel row selected first.
    public var selectedSentinel: String?
    /// The columns whose rows run from the largest value down; the others run up.
    public var descendingFields: Set<DateField> = []

    /// A configuration with every default.
    public init() {}

    /// A configuration from strict canonical durations (`PT1H30M`); `selection` may be a
    /// sentinel row's value, such as `present` or `any`, which then selects that row.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` naming the string and the
    ///   parser's positioned error.
    public init(minimum: String? = nil, maximum: String? = nil, selection: String? = nil) throws(PickerError) {
        self.minimum = try minimum.map { text throws(PickerError) in try Self.parse(text, role: "minimum") }
        self.maximum = try maximum.map { text throws(PickerError) in try Self.parse(text, role: "maximum") }
        if let selection, selection == SentinelRow.presentValue || selection == SentinelRow.anyValue {
            selectedSentinel = selection
        } else {
            self.selection = try selection.map { text throws(PickerError) in try Self.parse(text, role: "selection") }
        }
    }

    private static func parse(_ text: String, role: String) throws(PickerError) -> DurationSelection {
        do {
            return try DurationSelection(text)
        } catch {
            throw .unparsable(role: role, input: text, error: error)
        }
    }
}
