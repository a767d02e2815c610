import PickerKitCore

/// What a date family's adjustment sentence names, in the speaker's language: the new row's
/// label, the month with its year, the bound said in full, the leap month and its year.
struct DateAdjustmentContext {
    /// The picker's state right after the change.
    let model: PickerModel
    /// The labeler in the speaker's language (the picker's, or an English one).
    let labeler: CalendarLabeler
    /// The speaker's ICU words.
    let words: AdjustmentWords

    /// The context of `model`, labeled by `labeler` or, for an English speaker, by English labelers.
    init(model: PickerModel, labeler: CalendarLabeler, speaker: AdjustmentSpeaker) throws(LocalizationError) {
        self.model = model
        self.words = speaker.words
        if speaker.speaksPickerLanguage {
            self.labeler = labeler
        } else {
            self.labeler = try CalendarLabeler.shared(
                locale: speaker.locale, calendar: labeler.calendar, mode: labeler.mode, options: labeler.options)
        }
    }

    /// The parts of `adjustment`'s sentence that only the date picker knows.
    func parts(of adjustment: PickerAdjustment, field: DateField) throws(LocalizationError) -> [String: String] {
        var parts: [String: String] = [:]
        parts["value"] = try labeler.label(field, row: adjustment.to, in: model.values)
        switch adjustment.reason {
        case .monthLength:
            parts["month"] = try monthName()
        case .minimum:
            parts["bound"] = try SpokenLabeler.shared(for: labeler).phrase(for: model.bounds.minimum)
        case .maximum:
            parts["bound"] = try SpokenLabeler.shared(for: labeler).phrase(for: model.bounds.maximum)
        case .leapMonth(let from, _):
            parts["month"] = try labeler.monthLabel(code: from)
            parts["year"] = try labeler.yearLabel(model.values.year)
        case .interval, .disabled, .weeksInYear, .levelFilled, .levelClamped:
            break
        }
        return parts
    }

    /// The selected month with its year (when the mode has one), as the labeler names it.
    private func monthName() throws(LocalizationError) -> String {
        let values = model.values
        guard !labeler.calendar.isISO else {
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
}
