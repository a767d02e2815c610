import PickerKitCore

/// Labels duration pickers for one locale with ICU's unit formatting: `1 hour`, `2 hours`,
/// `1小时`, `2 Stunden`, `21 час`, `22 часа`, `25 часов`, `ساعتان`.
///
/// ICU formats each unit with the number skeleton `measure-unit/duration-hour
/// unit-width-full-name` (minute, second alike), which picks the plural form by the locale's
/// plural rules. Row labels avoid ICU after the labeler is made: it reads the plural category
/// of every number below ``templateLimit`` once (`uplrules_select`), formats a few numbers of
/// each category to find the text around the number (a `DurationLabelTemplate` per unit and
/// category, checked against a second number of the category), and writes each row as that
/// text around the number in the locale's digits. Numbers whose label has no digits (Arabic
/// and Hebrew one and two: `ساعة`, `ساعتان`, `שעתיים`) are kept whole. Numbers from
/// ``templateLimit`` up (hours over 999, where grouping starts) and categories whose labels do
/// not share a template go to ICU on every call.
///
/// ```swift
/// let labeler = try DurationLabeler(locale: ResolvedLocale("ru"))
/// try labeler.label(22, unit: .hour)                                       // "22 часа"
/// try labeler.label(25, unit: .hour)                                       // "25 часов"
/// try labeler.label(5, unit: .minute, style: .number)                      // "5"
/// labeler.header(for: .minute)                                             // "минут"
/// try labeler.displayString(for: DurationSelection("PT1H30M"))             // "1 час 30 минут"
/// ```
///
/// Thread safety: immutable after creation; ICU's number and list formatters are only read.
package final class DurationLabeler: Sendable {
    /// Numbers below this are labeled from templates (no grouping separators below 1000).
    package static let templateLimit = 1000

    /// The locale whose data labels the rows.
    package let locale: ResolvedLocale
    private let unitFormatters: [LocaleNumberFormatter]
    private let plainFormatter: LocaleNumberFormatter
    private let listFormat: LocaleListFormat
    /// The unit list pattern for 2 and 3 parts (index 0 and 1) as literals around the parts,
    /// read from ICU on first use; `.some(nil)` when ICU's output cannot be written so.
    private let listTemplates = LockedValue<[[String]??]>([nil, nil])
    /// The locale's ten digits, `0` to `9`, or `nil` when its numbers are not written digit by digit.
    private let digits: [String]?
    /// The plural category (an index into `categoryNames`) of each number below `templateLimit`.
    private let categories: [UInt8]
    private let categoryNames: [String]
    /// Per unit (hour, minute, second), the template of each category, or `nil` (ICU per call).
    private let templates: [[DurationLabelTemplate?]]
    /// Per unit, the labels of numbers that have no digits in them.
    private let literals: [[Int: String]]
    /// Writes warm display strings without ICU (`nil` when numbers are not written digit by digit).
    private let writer: DurationDisplayWriter?
    /// The display strings of one-part durations (`2 hours`, `ساعتان`: the unit's row label),
    /// by unit and block of ``oneUnitBlock`` numbers below ``templateLimit``, each block
    /// written on its first use and then read without a lock (see ``oneUnitText(_:)``).
    private let oneUnitTexts = OnceSlots<OneUnitTexts>(count: 3 * DurationLabeler.oneUnitBlocks)

    /// One block of one-part display strings: the text of each number of the block, `nil`
    /// where the number is no one-part duration or its text goes through ICU's errors.
    private final class OneUnitTexts: Sendable {
        let texts: [String?]

        init(texts: [String?]) { self.texts = texts }
    }

    /// The numbers a block of ``oneUnitTexts`` holds.
    private static let oneUnitBlock = 64
    /// The blocks per unit.
    private static let oneUnitBlocks = (templateLimit + oneUnitBlock - 1) / oneUnitBlock

    /// Opens ICU's unit formatters, plural rules and list pattern for `locale` and derives the
    /// templates (about 1000 plural selections and a few dozen formatted labels).
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU fails.
    package init(locale: ResolvedLocale) throws(LocalizationError) {
        self.locale = locale
        let localeID = locale.icuIdentifier
        do {
            unitFormatters = try DurationUnit.allCases.map { (unit) throws(ICUError) in
                try LocaleNumberFormatter(
                    skeleton: "measure-unit/\(unit.measureUnit) unit-width-full-name", localeID: localeID)
            }
            plainFormatter = try LocaleNumberFormatter(skeleton: "precision-integer", localeID: localeID)
            listFormat = try LocaleListFormat(unitsFor: localeID)
            let plain = try LocaleNumberFormatter(skeleton: "precision-integer group-off", localeID: localeID)
            let written = Array(try plain.format(1_234_567_890).unicodeScalars)
            digits = written.count == 10 ? (0..<10).map { String(written[($0 + 9) % 10]) } : nil
            let keywords = try LocalePluralRules.categories(localeID: localeID, numbers: 0..<Self.templateLimit)
            var names: [String] = []
            categories = keywords.map { keyword in
                if let index = names.firstIndex(of: keyword) { return UInt8(index) }
                names.append(keyword)
                return UInt8(names.count - 1)
            }
            categoryNames = names
            var templates: [[DurationLabelTemplate?]] = []
            var literals: [[Int: String]] = []
            for formatter in unitFormatters {
                let derived = try Self.derive(
                    formatter, categories: categories, categoryCount: names.count, digits: digits)
                templates.append(derived.templates)
                literals.append(derived.literals)
            }
            self.templates = templates
            self.literals = literals
            if let digits {
                writer = DurationDisplayWriter(
                    templates: templates, literals: literals, categories: categories, digits: digits)
            } else {
                writer = nil
            }
        } catch {
            throw .icu(error)
        }
    }

    /// The label of `value` in a column of `unit`: `2 hours` (``DurationLabelStyle/unit``) or
    /// `2` (``DurationLabelStyle/number``).
    ///
    /// - Throws: ``LocalizationError/icu(operation:code:)`` if ICU fails (only numbers without a template reach it).
    package func label(_ value: Int, unit: DurationUnit, style: DurationLabelStyle = .unit) throws(LocalizationError)
        -> String
    {
        let unitIndex = unit.index
        // The writer holds the templates, whole labels and digits in one block: no ICU and no
        // intermediate strings.
        if let writer, let label = writer.label(value, unit: unitIndex, numberOnly: style == .number) { return label }
        do {
            return try style == .number ? plainFormatter.format(value) : unitFormatters[unitIndex].format(value)
        } catch {
            throw .icu(error)
        }
    }

    /// The label straight from ICU, without templates: the reference the tests and the
    /// benchmark compare ``label(_:unit:style:)`` with.
    package func icuLabel(_ value: Int, unit: DurationUnit, style: DurationLabelStyle = .unit) throws(LocalizationError)
        -> String
    {
        do {
            return try style == .number
                ? plainFormatter.format(value)
                : unitFormatters[unit.index].format(value)
        } catch {
            throw .icu(error)
        }
    }

    /// The plural category ICU gives `value` (`one`, `few`, `many`, `other` ...), for numbers
    /// below ``templateLimit``.
    package func pluralCategory(of value: Int) -> String? {
        guard value >= 0 && value < Self.templateLimit else { return nil }
        return categoryNames[Int(categories[value])]
    }

    /// Whether `value` of `unit` is labeled without calling ICU.
    package func hasTemplate(for value: Int, unit: DurationUnit) -> Bool {
        guard value >= 0 && value < Self.templateLimit, digits != nil else { return false }
        let unitIndex = unit.index
        return literals[unitIndex][value] != nil || templates[unitIndex][Int(categories[value])] != nil
    }

    /// The unit's name for a column header in the ``DurationLabelStyle/number`` style: the words
    /// of the label of 5 without the number (`hours`, `Stunden`, `часов`, `ساعات`, `小时`).
    package func header(for unit: DurationUnit) -> String {
        let unitIndex = unit.index
        if let template = templates[unitIndex][Int(categories[5])] { return template.words }
        // No template: the label of 5 with its number taken out, else the whole label.
        let label = (try? unitFormatters[unitIndex].format(5)) ?? unit.rawValue
        let number = (try? plainFormatter.format(5)) ?? "5"
        return DurationLabelTemplate(label: label, number: number)?.words ?? label
    }

    /// A duration as one string: its non-zero units joined by the locale's unit list pattern
    /// (`1 hour, 30 minutes`, `1小时30分钟`, `1 Stunde und 30 Sekunden`); zero is `0` of `zeroUnit`.
    package func displayString(for duration: DurationSelection, zeroUnit: DurationUnit = .second)
        throws(LocalizationError)
        -> String
    {
        if let text = oneUnitText(duration) { return text }
        return try writtenDisplayString(for: duration, zeroUnit: zeroUnit)
    }

    /// The display string of a duration of one unit below ``templateLimit`` (the unit's row
    /// label) from its block of ``oneUnitTexts``, the block written on first use; `nil` for
    /// other durations and for numbers whose text goes through ICU's errors.
    ///
    /// A block is written by ``writtenDisplayString(for:zeroUnit:)``, so its texts are the
    /// ones a call would write; when two threads write one at once, the first kept wins.
    @inline(__always)
    private func oneUnitText(_ duration: DurationSelection) -> String? {
        let unit: Int
        let value: Int
        if duration.minutes == 0, duration.seconds == 0 {
            (unit, value) = (0, duration.hours)
        } else if duration.hours == 0, duration.seconds == 0 {
            (unit, value) = (1, duration.minutes)
        } else if duration.hours == 0, duration.minutes == 0 {
            (unit, value) = (2, duration.seconds)
        } else {
            return nil
        }
        guard value > 0, value < Self.templateLimit else { return nil }
        let slot = unit * Self.oneUnitBlocks + value / Self.oneUnitBlock
        if let kept = oneUnitTexts.kept(at: slot), let block = kept { return block.texts[value % Self.oneUnitBlock] }
        let first = value - value % Self.oneUnitBlock
        let texts = (first..<(first + Self.oneUnitBlock)).map { (number) -> String? in
            let values = [0, 1, 2].map { $0 == unit ? number : 0 }
            guard number > 0, number < Self.templateLimit,
                let single = try? DurationSelection(hours: values[0], minutes: values[1], seconds: values[2])
            else { return nil }
            return try? writtenDisplayString(for: single, zeroUnit: .second)
        }
        return oneUnitTexts.keep(OneUnitTexts(texts: texts), at: slot)?.texts[value % Self.oneUnitBlock]
    }

    /// The display string written from the templates, else by ICU (see
    /// ``displayString(for:zeroUnit:)``).
    private func writtenDisplayString(for duration: DurationSelection, zeroUnit: DurationUnit)
        throws(LocalizationError)
        -> String
    {
        if let writer, let text = writer.string(duration, derive: { _ in deriveJoin(duration) }) { return text }
        var parts: [String] = []
        for unit in DurationUnit.allCases where duration[unit] > 0 {
            parts.append(try label(duration[unit], unit: unit))
        }
        if parts.isEmpty { return try label(0, unit: zeroUnit) }
        if parts.count == 1 { return parts[0] }
        // Parts that start with a digit are joined from the pattern's literals: ICU's list
        // patterns change only before letters (Spanish y/e before "i", Hebrew ו before a
        // Hebrew letter), so a template read once writes what ICU writes.
        if parts.count <= 3, parts.allSatisfy(Self.startsWithDigit), let literals = listTemplate(count: parts.count) {
            var text = literals[0]
            for (part, literal) in zip(parts, literals.dropFirst()) {
                text += part
                text += literal
            }
            return text
        }
        do {
            return try listFormat.format(parts)
        } catch {
            throw .icu(error)
        }
    }

    /// The display string from ICU alone (each part by ICU's unit formatter, joined by ICU's
    /// list pattern): what ``displayString(for:zeroUnit:)`` must equal.
    package func icuDisplayString(for duration: DurationSelection, zeroUnit: DurationUnit = .second)
        throws(LocalizationError)
        -> String
    {
        var parts: [String] = []
        for unit in DurationUnit.allCases where duration[unit] > 0 {
            parts.append(try icuLabel(duration[unit], unit: unit))
        }
        if parts.isEmpty { return try icuLabel(0, unit: zeroUnit) }
        if parts.count == 1 { return parts[0] }
        do {
            return try listFormat.format(parts)
        } catch {
            throw .icu(error)
        }
    }

    /// Whether `text` starts with a decimal digit of any script.
    private static func startsWithDigit(_ text: String) -> Bool {
        guard let byte = text.utf8.first else { return false }
        if byte < 0x80 { return (0x30...0x39).contains(byte) }
        return text.unicodeScalars.first?.properties.numericType == .decimal
    }

    /// The literals around `count` (2 or 3) parts in ICU's unit list pattern, read on first
    /// use and checked against ICU with parts of every unit and many numbers; `nil` when ICU
    /// writes some of those lists otherwise.
    private func listTemplate(count: Int) -> [String]? {
        listTemplates.withLock { cache in
            if let known = cache[count - 2] { return known }
            let built = deriveListTemplate(count: count)
            cache[count - 2] = .some(built)
            return built
        }
    }

    /// The list literals around the parts of `duration` as ICU joins them, in UTF-8, checked
    /// against ICU with other numbers of the same plural category in each numbered part (the
    /// shape of ``DurationDisplayWriter``); `nil` when ICU writes some of those otherwise.
    private func deriveJoin(_ duration: DurationSelection) -> [[UInt8]]? {
        let units = DurationUnit.allCases.filter { duration[$0] > 0 }
        guard units.count > 1,
            let parts = try? units.map({ (unit) throws(LocalizationError) in
                try label(duration[unit], unit: unit)
            })
        else { return nil }
        guard let joined = try? listFormat.format(parts) else { return nil }
        // The text around each part, found in order.
        let text = Array(joined.utf8)
        var literals: [[UInt8]] = []
        var offset = 0
        for part in parts {
            let bytes = Array(part.utf8)
            var found: Int?
            var start = offset
            while start + bytes.count <= text.count {
                if text[start..<(start + bytes.count)].elementsEqual(bytes) {
                    found = start
                    break
                }
                start += 1
            }
            guard let found else { return nil }
            literals.append(Array(text[offset..<found]))
            offset = found + bytes.count
        }
        literals.append(Array(text[offset...]))
        func join(_ parts: [String]) -> [UInt8] {
            var bytes = literals[0]
            for (part, literal) in zip(parts, literals.dropFirst()) { bytes += Array(part.utf8) + literal }
            return bytes
        }
        // Other numbers of each numbered part's category, in its place.
        for (position, unit) in units.enumerated() {
            let value = duration[unit]
            let unitIndex = unit.index
            guard self.literals[unitIndex][value] == nil else { continue }
            let members = categories.indices.filter {
                categories[$0] == categories[value] && $0 != value && self.literals[unitIndex][$0] == nil
            }
            for other in members.prefix(4) + members.suffix(2) {
                var changed = parts
                guard let label = try? label(other, unit: unit) else { return nil }
                changed[position] = label
                guard let icu = try? listFormat.format(changed), Array(icu.utf8) == join(changed) else { return nil }
            }
        }
        return literals
    }

    private func deriveListTemplate(count: Int) -> [String]? {
        // Private-use markers stand for the parts; they start with no letter, as numbers do.
        let markers = (0..<count).map { String(Unicode.Scalar(0xE000 + UInt32($0))!) }
        guard let pattern = try? listFormat.format(markers) else { return nil }
        // The text between the markers, which must each appear once and in order.
        var literals = [""]
        for scalar in pattern.unicodeScalars {
            if (0xE000..<0xE000 + UInt32(count)).contains(scalar.value) {
                guard scalar.value == 0xE000 + UInt32(literals.count - 1) else { return nil }
                literals.append("")
            } else {
                literals[literals.count - 1].unicodeScalars.append(scalar)
            }
        }
        guard literals.count == count + 1 else { return nil }
        func join(_ parts: [String]) -> String {
            var text = literals[0]
            for (part, literal) in zip(parts, literals.dropFirst()) { text += part + literal }
            return text
        }
        // Parts of every unit starting with one and several digits, in every position.
        var samples: [String] = []
        for unit in DurationUnit.allCases {
            for value in [1, 2, 3, 5, 8, 11, 12, 20, 21, 45, 59, 80, 100, 111, 800, 999] {
                if let label = try? label(value, unit: unit), Self.startsWithDigit(label) { samples.append(label) }
            }
        }
        guard let first = samples.first else { return nil }
        for sample in samples {
            for position in 0..<count {
                var parts = [String](repeating: first, count: count)
                parts[position] = sample
                guard let icu = try? listFormat.format(parts), icu == join(parts) else { return nil }
            }
        }
        return literals
    }

    /// The picker's columns with their rows labeled in `style`, one per unit: the column's
    /// ``LabelColumn/field`` is the unit's (``DateField/hour`` …), its header
    /// ``header(for:)``.
    package func columns(of picker: DurationPicker, style: DurationLabelStyle = .unit) throws(LocalizationError)
        -> [LabelColumn]
    {
        var columns: [LabelColumn] = []
        for unit in picker.units {
            var rows: [LabelRow] = []
            for value in picker.values(in: unit) {
                rows.append(
                    LabelRow(value: String(value), label: try label(value, unit: unit, style: style), number: value))
            }
            columns.append(LabelColumn(field: unit.field, rows: rows, selectedIndex: picker.selectedRow(in: unit)))
        }
        return columns
    }

    /// `value` in the locale's digits (no grouping: only for values below 1000).
    private static func write(_ value: Int, _ digits: [String]) -> String {
        var text = ""
        for byte in String(value).utf8 { text += digits[Int(byte - 0x30)] }
        return text
    }

    /// The templates of one unit's categories and the labels without digits.
    private static func derive(
        _ formatter: LocaleNumberFormatter, categories: [UInt8], categoryCount: Int, digits: [String]?
    ) throws(ICUError) -> (templates: [DurationLabelTemplate?], literals: [Int: String]) {
        var templates = [DurationLabelTemplate?](repeating: nil, count: categoryCount)
        var literals: [Int: String] = [:]
        guard let digits else { return (templates, literals) }
        for category in 0..<categoryCount {
            let members = categories.indices.filter { categories[$0] == category }
            // The first three numbers and the last one of the category.
            var samples = Array(members.prefix(3))
            if let last = members.last, !samples.contains(last) { samples.append(last) }
            var template: DurationLabelTemplate?
            var consistent = true
            for sample in samples {
                let label = try formatter.format(sample)
                let number = write(sample, digits)
                guard let found = DurationLabelTemplate(label: label, number: number) else {
                    literals[sample] = label
                    continue
                }
                if let template, template != found { consistent = false }
                if template == nil { template = found }
            }
            templates[category] = consistent ? template : nil
        }
        return (templates, literals)
    }
}
