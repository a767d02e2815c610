/// Labels the rows of one column: a compiled template (fast path) or ICU (slow path).
///
/// Immutable after `init` but for its ICU formatter, which a column with a template opens
/// only when asked for ICU's own label (``icuLabel(_:)``): a picker's first screen then opens
/// no formatter per column. The formatter is only used through `udat_format`, which is safe
/// on a shared, configured formatter (see ``LocaleDateFormat``), and kept behind a lock.
final class FieldColumnLabeler: Sendable {
    /// The column.
    let field: DateField
    /// The pattern labels are made from, as ICU would format it (standalone months).
    let pattern: DatePattern
    /// The compiled template, or `nil` when ICU renders every label.
    let template: LabelTemplate?
    /// Labels for every value of a small, context-free field, indexed by value.
    let table: [String]?
    /// The first value ``table`` holds (0 for hours, 1 for months).
    let tableBase: Int
    /// The validated ICU locale of the formatter.
    private let localeID: String
    /// Whether the formatter's calendar is proleptic Gregorian.
    private let proleptic: Bool
    /// ICU's formatter for ``pattern`` once opened: at `init` without a template (it labels
    /// every row), else on first use.
    private let openedFormatter: LockedValue<LocaleDateFormat?>

    /// Compiles the column; `useTemplate` is false where only ICU can label (era years).
    ///
    /// - Parameter digits: the locale's ten digits as its date formats write them (those of
    ///   any formatter of `localeID`: a pattern changes no digit); `nil` to read them from this
    ///   column's own formatter.
    init(
        field: DateField, pattern: DatePattern, localeID: String, proleptic: Bool, useTemplate: Bool,
        symbols: LabelTemplate.Symbols?, digits: [String]?, hourCycle: HourCycle
    ) throws(ICUError) {
        self.field = field
        self.pattern = pattern
        self.localeID = localeID
        self.proleptic = proleptic
        openedFormatter = LockedValue(nil)
        var template: LabelTemplate?
        if useTemplate, let symbols {
            let templateDigits: [String]
            if let digits {
                templateDigits = digits
            } else {
                templateDigits = try Self.open(localeID: localeID, pattern: pattern, proleptic: proleptic).digits()
            }
            template = LabelTemplate(pattern: pattern, digits: templateDigits, symbols: symbols, hourCycle: hourCycle)
        }
        self.template = template
        let domain: ClosedRange<Int>? =
            switch field {
            case .dayPeriod: 0...1
            case .year: nil
            default: field.valueField.smallestValue...PickerValues.largestValue(of: field.valueField)
            }
        if let template, let domain, !template.dependsOnContext(besides: field) {
            tableBase = domain.lowerBound
            table = domain.map { value in template.render(Self.values(field, value, in: PickerValues())) }
        } else {
            tableBase = 0
            table = nil
        }
        // Without a template ICU writes every row: open its formatter now.
        if template == nil { _ = try formatter() }
    }

    /// ICU's formatter for ``pattern``: the reference, and the slow path (opened on first use).
    func formatter() throws(ICUError) -> LocaleDateFormat {
        if let opened = openedFormatter.withLock({ $0 }) { return opened }
        let made = try Self.open(localeID: localeID, pattern: pattern, proleptic: proleptic)
        return openedFormatter.withLock { opened in
            if let kept = opened { return kept }
            opened = made
            return made
        }
    }

    private static func open(localeID: String, pattern: DatePattern, proleptic: Bool) throws(ICUError)
        -> LocaleDateFormat
    {
        try LocaleDateFormat(localeID: localeID, pattern: pattern.description, proleptic: proleptic)
    }

    /// `base` with `field` set to `value` (AM/PM: 0 moves the hour to the morning, 1 to the afternoon).
    ///
    /// The day is clamped to the month's length, so the month row for February in the
    /// context of the 31st is labeled as February 28 or 29, not as a date rolled into March.
    static func values(_ field: DateField, _ value: Int, in base: PickerValues) -> PickerValues {
        var values = base.mode.includes(field.valueField) ? base : base.converted(to: .dateTime)
        switch field {
        case .year: values.year = value
        case .month: values.month = value
        case .day: values.day = value
        case .hour: values.hour = value
        case .minute: values.minute = value
        case .second: values.second = value
        case .dayPeriod: values.hour = value * 12 + values.hour % 12
        case .week, .quarter: preconditionFailure("\(field) is a period field: no date picker column")
        }
        if field == .year || field == .month, values.range(of: .month).contains(values.month),
            PickerValues.years.contains(values.year)
        {
            values.day = min(values.day, values.daysInMonth)
        }
        return values
    }

    /// The label of the row for `values[field]` in the context of the other values.
    @inline(__always)
    func label(_ values: PickerValues) throws(ICUError) -> String {
        if let table {
            let index =
                switch field {
                case .month: values.month
                case .day: values.day
                case .hour: values.hour
                case .minute: values.minute
                case .second: values.second
                case .dayPeriod: values.hour < 12 ? 0 : 1
                case .year: values.year
                case .week, .quarter: preconditionFailure("\(field) is a period field: no date picker column")
                }
            return table[index - tableBase]
        }
        if let template { return template.render(values) }
        return try formatter().format(millis: values.millis)
    }

    /// The label of the row for `values` read in `mode` (a labeler's): every field of `mode` is
    /// checked, not only ``field``, since the others give the context.
    ///
    /// Values of another mode are read in `mode`: fields it lacks take ``PickerValues``'
    /// defaults (a month-day picker labels in the leap year 2000).
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` (years 1...9999, a day that exists in its
    ///   month, hours 0...23, minutes and seconds 0...59).
    @inline(__always)
    func label(_ values: PickerValues, in mode: SelectionMode) throws(LocalizationError) -> String {
        // Only a year the mode lacks changes a label's context (no conversion on the per-row
        // path otherwise). Checked after that: a month-day labeler reads 02-29 in 2000.
        let values = mode.includes(.year) || !values.mode.includes(.year) ? values : values.converted(to: mode)
        guard values.isValid(forFieldsOf: mode) else { throw .invalidValues(values.converted(to: mode).timestamp) }
        return try label(valid: values, in: mode)
    }

    /// The label of the row for `values` whose fields of `mode` are known to be valid, such as
    /// the fields of a selection of `mode` (checked when it was made): ``label(_:in:)`` without
    /// the check.
    @inline(__always)
    func label(valid values: PickerValues, in mode: SelectionMode) throws(LocalizationError) -> String {
        do {
            // ICU formats a whole instant: fields outside the mode must be at their defaults.
            if template == nil {
                return try icuLabel(
                    (values.mode == mode ? values : values.converted(to: mode)).converted(to: .dateTime))
            }
            return try label(values)
        } catch {
            throw .icu(error)
        }
    }

    /// ICU's own label for `values`, through `udat_format` (the reference for the fast path).
    func icuLabel(_ values: PickerValues) throws(ICUError) -> String {
        try formatter().format(millis: values.millis)
    }

    /// Reads a number label back through the template: literals must match, digits are the
    /// locale's, and the number re-rendered must give the same label.
    ///
    /// - Returns: the displayed number, or `nil` when the template cannot read it.
    func parseNumber(_ label: String) -> Int? {
        guard let template else { return nil }
        var rest = Substring(label)
        var number: Int?
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                guard rest.hasPrefix(text) else { return nil }
                rest = rest.dropFirst(text.count)
            case .number:
                guard number == nil else { return nil }
                var value = 0
                var digitCount = 0
                digitLoop: while digitCount < 5 {
                    for (digit, text) in template.digits.enumerated() where rest.hasPrefix(text) {
                        value = value * 10 + digit
                        rest = rest.dropFirst(text.count)
                        digitCount += 1
                        continue digitLoop
                    }
                    break
                }
                guard digitCount > 0 else { return nil }
                number = value
            default:
                return nil
            }
        }
        return rest.isEmpty ? number : nil
    }
}
