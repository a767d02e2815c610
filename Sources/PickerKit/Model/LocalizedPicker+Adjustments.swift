@_spi(PickerKitTools) import PickerKitCore

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
        guard model.mode.fields.contains(adjustment.field) || adjustment.field == .dayPeriod,
            let kind = AdjustmentSentence(adjustment.reason)
        else {
            throw .picker(.fieldNotInMode(adjustment.field, mode: model.mode))
        }
        let speaker = try sentenceSpeaker()
        guard let template = speaker.strings.table[kind.rawValue] else {
            throw .resources("Resources/\(speaker.strings.localization).lproj: no \(kind.rawValue)")
        }
        var parts: [String: String] = [:]
        do throws(LocalizationError) {
            let words: AdjustmentWords
            do {
                words = try AdjustmentWords.shared(speaker.labeler.locale)
            } catch {
                throw .icu(error)
            }
            parts["value"] = try partLabel(adjustment.field, adjustment.to, speaker)
            parts["field"] = words.fieldNames[adjustment.field.ordinal]
            switch adjustment.reason {
            case .monthLength(let days):
                parts["days"] = words.number(days)
                parts["month"] = try monthName(speaker, words)
            case .minimum:
                parts["bound"] = try spokenValue(model.bounds.minimum, speaker)
            case .maximum:
                parts["bound"] = try spokenValue(model.bounds.maximum, speaker)
            case .interval(let step):
                parts["step"] = words.number(step)
            case .leapMonth(let from, _):
                parts["month"] = try speaker.labeler.monthLabel(code: from)
                parts["year"] = try speaker.labeler.yearLabel(model.values.year)
            case .disabled, .weeksInYear:
                break
            }
        } catch {
            throw error
        }
        let sentence: String
        do {
            sentence = try AdjustmentSentence.fill(template, parts)
        } catch {
            throw .resources("Resources/\(speaker.strings.localization).lproj: \(error)")
        }
        // A field name opens many sentences: ICU writes it as inside one (`year`).
        guard let first = sentence.first, first.isLowercase else { return sentence }
        return first.uppercased() + sentence.dropFirst()
    }

    /// The sentences for `adjustments`, in order (see ``spokenAdjustment(_:)``).
    public func spokenAdjustments(_ adjustments: [PickerAdjustment]) throws(LocalizationError) -> [String] {
        var sentences: [String] = []
        for adjustment in adjustments { sentences.append(try spokenAdjustment(adjustment)) }
        return sentences
    }

    /// Who says the sentence: the templates and the labelers of its language.
    struct SentenceSpeaker {
        let strings: PickerStrings
        let labeler: CalendarLabeler
    }

    /// The picker's own strings and labelers, or English ones for a language without sentences
    /// (or without picker strings at all).
    func sentenceSpeaker() throws(LocalizationError) -> SentenceSpeaker {
        if AdjustmentSentence.localizations.contains(strings.localization) && !strings.isEnglishFallback {
            return SentenceSpeaker(strings: strings, labeler: labeler)
        }
        let english: ResolvedLocale
        let englishStrings: PickerStrings
        do {
            english = try ResolvedLocale("en_US")
        } catch {
            throw error
        }
        do {
            englishStrings = try PickerStrings(locale: english)
        } catch {
            throw error
        }
        do throws(LocalizationError) {
            let englishLabeler = try CalendarLabeler.shared(
                locale: english, calendar: labeler.calendar, mode: labeler.mode, options: labeler.options)
            return SentenceSpeaker(strings: englishStrings, labeler: englishLabeler)
        } catch {
            throw error
        }
    }

    /// The label of `field`'s row `number` as the speaker's labelers show it.
    private func partLabel(_ field: DateField, _ number: Int, _ speaker: SentenceSpeaker) throws(LocalizationError)
        -> String
    {
        try speaker.labeler.label(field, row: number, in: model.values)
    }

    /// The selected month with its year (when the mode has one), as the speaker names it.
    private func monthName(_ speaker: SentenceSpeaker, _ words: AdjustmentWords) throws(LocalizationError) -> String {
        let values = model.values
        let labeler = speaker.labeler
        guard labeler.calendar != .gregorian else {
            // The locale's Gregorian month and year words (`February 2021`, `2021年2月`).
            do {
                return try words.monthName(values, withYear: model.mode.includes(.year))
            } catch {
                throw .icu(error)
            }
        }
        guard model.mode.includes(.year) else { return try labeler.monthLabel(code: values.monthCode) }
        let monthYear = try CalendarLabeler.shared(
            locale: labeler.locale, calendar: labeler.calendar, mode: .yearMonth)
        return try monthYear.displayString(for: CalendarLabeler.fields(of: values))
    }

    /// `values` (a bound) said in full, in the picker's calendar and the locale's long pattern
    /// (``SpokenLabeler``).
    private func spokenValue(_ values: PickerValues, _ speaker: SentenceSpeaker) throws(LocalizationError) -> String {
        try SpokenLabeler.shared(for: speaker.labeler).phrase(for: values)
    }
}
