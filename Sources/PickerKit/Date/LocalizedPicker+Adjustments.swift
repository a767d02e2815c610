import PickerKitCore

extension LocalizedPicker {
    /// The sentence a screen reader should say for a field the picker moved by itself, in the
    /// picker's language: `Day changed to 28: February 2021 has 28 days`,
    /// `日期改为28日：2021年2月只有28天`.
    ///
    /// The template comes from the picker strings (`AdjustmentSentence`); every name and
    /// number in it comes from ICU in the locale: the new row's label as the picker shows it,
    /// CLDR's field name, the month with its year, the bound spoken in full, the locale's
    /// digits. Locales whose language has no picker strings (sw_KE, whose Cancel and Confirm
    /// are English) get the whole sentence in English, names and numbers included.
    ///
    /// ```swift
    /// var picker = try LocalizedPicker(
    ///     locale: ResolvedLocale("en_US"), configuration: PickerConfiguration(mode: .date, selection: "2020-02-29"))
    /// let moved = try picker.select(2021, in: .year).adjustments   // [day 29 -> 28: the month has 28 days]
    /// try picker.spokenAdjustment(moved[0])                          // "Day changed to 28: February 2021 has 28 days"
    /// ```
    ///
    /// Say it right after the change: the sentence reads the month, year and bounds from the
    /// picker's current state.
    ///
    /// - Throws: ``LocalizationError`` when ICU cannot make a part, or for an adjustment of a
    ///   field this picker does not have.
    public func spokenAdjustment(_ adjustment: PickerAdjustment) throws(LocalizationError) -> String {
        try Self.spokenAdjustment(adjustment, model: model, labeler: labeler, strings: strings)
    }

    /// The sentences for `adjustments`, in order (see ``spokenAdjustment(_:)``).
    public func spokenAdjustments(_ adjustments: [PickerAdjustment]) throws(LocalizationError) -> [String] {
        var sentences: [String] = []
        for adjustment in adjustments { sentences.append(try spokenAdjustment(adjustment)) }
        return sentences
    }

    /// The sentence for `adjustment` of `model`, whose rows `labeler` labels and whose
    /// language `strings` is: the date parts of every date family (dates, one-column lists,
    /// ranges), said by ``AdjustmentSpeaker``.
    ///
    /// - Throws: ``LocalizationError`` when ICU cannot make a part, or for an adjustment of a
    ///   field `model` does not have (or of a cascade level).
    package static func spokenAdjustment(
        _ adjustment: PickerAdjustment, model: PickerModel, labeler: CalendarLabeler, strings: PickerStrings
    ) throws(LocalizationError) -> String {
        guard let field = adjustment.field else {
            throw .sentenceTemplate(
                template: AdjustmentSentence(adjustment.reason).rawValue, reason: "a cascade level in a date picker")
        }
        guard model.mode.fields.contains(field) || field == .dayPeriod else {
            throw .picker(.fieldNotInMode(field, mode: model.mode.rawValue))
        }
        let speaker = try AdjustmentSpeaker(strings: strings, locale: labeler.locale)
        let context = try DateAdjustmentContext(model: model, labeler: labeler, speaker: speaker)
        return try speaker.sentence(for: adjustment, parts: try context.parts(of: adjustment, field: field))
    }
}
