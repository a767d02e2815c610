import PickerKitCore

/// Says a picker's adjustments in one language: the one path from a
/// ``PickerAdjustment/Reason`` to a sentence, for every picker family.
///
/// The template is the reason's (``AdjustmentSentence``) in the picker strings. The family
/// gives the parts only it knows (the new row's label, the bound said in full, the month, a
/// cascade's node names); the speaker adds what ICU knows of its locale: CLDR's name of the
/// field and the numbers of the reason in the locale's digits. A picker whose language has no
/// sentences is spoken for in English (``speaksPickerLanguage`` is then `false`, and the
/// family labels its parts with the speaker's ``locale``).
///
/// ```swift
/// let speaker = try AdjustmentSpeaker(strings: PickerStrings(locale: zh), locale: zh)
/// try speaker.sentence(
///     for: PickerAdjustment(field: .week, from: 53, to: 52, reason: .weeksInYear(year: 2021, weeks: 52)),
///     parts: ["value": "52", "year": "2021年"])   // "周改为52：2021年只有52周"
/// ```
package struct AdjustmentSpeaker: Sendable {
    /// The strings whose templates are said.
    package let strings: PickerStrings
    /// The locale whose names and digits fill the templates: the picker's, else en_US.
    package let locale: ResolvedLocale
    /// Whether the sentences are in the picker's own language (else English).
    package let speaksPickerLanguage: Bool
    /// CLDR's field names and the digits of ``locale``.
    let words: AdjustmentWords

    /// The speaker for a picker with `strings` whose labels are in `locale`; English (en_US
    /// strings, names and digits) when the strings' language has no sentences or no strings.
    ///
    /// - Throws: ``LocalizationError`` when ICU cannot name the fields or the English strings
    ///   cannot be read.
    package init(strings: PickerStrings, locale: ResolvedLocale) throws(LocalizationError) {
        if AdjustmentSentence.localizations.contains(strings.localization) && !strings.isEnglishFallback {
            self.strings = strings
            self.locale = locale
            speaksPickerLanguage = true
        } else {
            let english = try ResolvedLocale("en_US")
            self.strings = try PickerStrings(locale: english)
            self.locale = english
            speaksPickerLanguage = false
        }
        do {
            words = try AdjustmentWords.shared(self.locale)
        } catch {
            throw .icu(error)
        }
    }

    /// The sentence for `adjustment`: its reason's template filled with `parts` and with what
    /// the speaker knows (`{field}`, `{days}`, `{step}`, `{weeks}`), its first letter upper-case.
    ///
    /// - Throws: ``LocalizationError/resources(_:)`` for a missing template,
    ///   ``LocalizationError/sentenceTemplate(template:reason:)`` for a part without a value.
    package func sentence(for adjustment: PickerAdjustment, parts: [String: String]) throws(LocalizationError)
        -> String
    {
        let kind = AdjustmentSentence(adjustment.reason)
        guard let template = strings.table[kind.rawValue] else {
            throw .resources("Resources/\(strings.localization).lproj: no \(kind.rawValue)")
        }
        var parts = parts
        if let field = adjustment.field { parts["field"] = words.fieldNames[field.ordinal] }
        switch adjustment.reason {
        case .monthLength(let days): parts["days"] = words.number(days)
        case .interval(let step): parts["step"] = words.number(step)
        case .weeksInYear(_, let weeks): parts["weeks"] = words.number(weeks)
        case .minimum, .maximum, .leapMonth, .disabled, .levelFilled, .levelClamped: break
        }
        let sentence = try AdjustmentSentence.fill(template, parts)
        // A field name opens many sentences: ICU writes it as inside one (`year`).
        guard let first = sentence.first, first.isLowercase else { return sentence }
        return first.uppercased() + sentence.dropFirst()
    }

    /// What is said when a part cannot be made (ICU failed on a label): CLDR's name of the
    /// field and the new value in the locale's digits (`年 2030`), or a cascade level's new
    /// row number; never the adjustment's debugging text.
    package func fallback(for adjustment: PickerAdjustment) -> String {
        guard let field = adjustment.field else { return words.number(adjustment.to + 1) }
        return words.fieldNames[field.ordinal] + " " + words.number(adjustment.to)
    }

    /// The sentences of `adjustments` in order, each from its parts or, when they cannot be
    /// made, its ``fallback(for:)``: for the verbs that cannot throw.
    package func sentences(
        for adjustments: [PickerAdjustment],
        parts: (PickerAdjustment) throws(LocalizationError) -> [String: String]
    ) -> [String] {
        adjustments.map { adjustment in
            do {
                return try sentence(for: adjustment, parts: try parts(adjustment))
            } catch {
                return fallback(for: adjustment)
            }
        }
    }
}
