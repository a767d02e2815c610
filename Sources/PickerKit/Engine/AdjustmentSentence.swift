/// The sentence templates that say why a picker moved a field, one per
/// ``PickerAdjustment/Reason``, kept in the picker strings with named placeholders.
///
/// Only the templates are translated; every placeholder is filled from ICU in the locale or
/// from the picker's data (``AdjustmentSpeaker``): `{value}` the new row's label (`28`, `28日`,
/// `20分钟`, `东城区`), `{field}` CLDR's name of the field (`year`, `年份`... as ICU gives it),
/// `{month}` the month with its year (`February 2021`, `2021年2月`), `{days}`, `{step}` and
/// `{weeks}` numbers in the locale's digits, `{bound}` the minimum or maximum spoken in full,
/// `{year}` the year's label, `{parent}` and `{old}` a cascade's node names.
package enum AdjustmentSentence: String, Sendable, CaseIterable {
    /// ``PickerAdjustment/Reason/monthLength(days:)``: "Day changed to {value}: {month} has {days} days".
    case monthLength = "adjustment.monthLength"
    /// ``PickerAdjustment/Reason/minimum``: "{field} changed to {value}: the earliest is {bound}".
    case minimum = "adjustment.minimum"
    /// ``PickerAdjustment/Reason/maximum``: "{field} changed to {value}: the latest is {bound}".
    case maximum = "adjustment.maximum"
    /// ``PickerAdjustment/Reason/interval(step:)``: "{field} changed to {value}: in steps of {step}".
    case interval = "adjustment.interval"
    /// ``PickerAdjustment/Reason/leapMonth(from:to:)``: "Month changed to {value}: {year} has no {month}".
    case leapMonth = "adjustment.leapMonth"
    /// ``PickerAdjustment/Reason/disabled``: "{field} changed to {value}: the selected value is not available".
    case disabled = "adjustment.disabled"
    /// ``PickerAdjustment/Reason/weeksInYear(year:weeks:)``: "Week changed to {value}: {year} has {weeks} weeks".
    case weeksInYear = "adjustment.weeksInYear"
    /// ``PickerAdjustment/Reason/levelFilled``: "{value} selected in {parent}".
    case levelFilled = "adjustment.levelFilled"
    /// ``PickerAdjustment/Reason/levelClamped``: "{value} selected: {old} is not in {parent}".
    case levelClamped = "adjustment.levelClamped"

    /// The localizations that ship these sentences, all nine each: every picker localization.
    ///
    /// A locale whose language has none (sw_KE) gets the English sentence with English names
    /// and numbers, as its picker strings are English.
    package static let localizations: Set<String> = [
        "ar", "bn", "ca", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fr", "he", "hi", "hu", "id", "it", "ja",
        "ko", "ms", "nb", "nl", "pl", "pt", "pt-PT", "ro", "ru", "sv", "th", "tr", "uk", "vi", "yue", "zh-Hans",
        "zh-Hant",
    ]

    /// The placeholders the template must use, each exactly as named here.
    package var placeholders: Set<String> {
        switch self {
        case .monthLength: ["value", "month", "days"]
        case .minimum, .maximum: ["field", "value", "bound"]
        case .interval: ["field", "value", "step"]
        case .leapMonth: ["value", "year", "month"]
        case .disabled: ["field", "value"]
        case .weeksInYear: ["value", "year", "weeks"]
        case .levelFilled: ["value", "parent"]
        case .levelClamped: ["value", "old", "parent"]
        }
    }

    /// The sentence's template for `reason`: every reason has one.
    init(_ reason: PickerAdjustment.Reason) {
        switch reason {
        case .monthLength: self = .monthLength
        case .minimum: self = .minimum
        case .maximum: self = .maximum
        case .interval: self = .interval
        case .leapMonth: self = .leapMonth
        case .disabled: self = .disabled
        case .weeksInYear: self = .weeksInYear
        case .levelFilled: self = .levelFilled
        case .levelClamped: self = .levelClamped
        }
    }

    /// The names of the `{placeholders}` in `template`, or why it is malformed (a brace that
    /// is not closed, an empty name).
    static func placeholders(in template: String) -> Result<[String], LocalizationError> {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                return .failure(LocalizationError.sentenceTemplate(template: template, reason: "a \"{\" is not closed"))
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard !name.isEmpty, !name.contains("{") else {
                return .failure(
                    LocalizationError.sentenceTemplate(template: template, reason: "an empty or nested placeholder"))
            }
            names.append(name)
            rest = rest[rest.index(after: close)...]
        }
        if rest.contains("}") || template.filter({ $0 == "}" }).count != names.count {
            return .failure(LocalizationError.sentenceTemplate(template: template, reason: "a \"}\" without its \"{\""))
        }
        return .success(names)
    }

    /// `template` with each `{name}` replaced by `values[name]`.
    ///
    /// - Throws: ``LocalizationError`` for a malformed template or a placeholder without a value.
    static func fill(_ template: String, _ values: [String: String]) throws(LocalizationError) -> String {
        _ = try placeholders(in: template).get()
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = values[name] else {
                throw LocalizationError.sentenceTemplate(template: template, reason: "no value for {\(name)}")
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
