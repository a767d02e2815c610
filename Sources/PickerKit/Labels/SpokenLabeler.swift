/// The phrase a screen reader should say for a picker value: the whole date and time in the
/// locale's long pattern for the mode, such as `Tuesday, August 20, 2019` for the day row
/// "20" of an en_US date picker, or `2019年8月20日星期二` in zh_CN.
///
/// The skeleton is the mode's fields with wide months (`MMMM`), the weekday (`EEEE`) when the
/// mode has a year and a day, and the hour in the labeler's hour cycle; ICU's pattern
/// generator gives the locale's full pattern for it.
///
/// Thread safety: immutable after creation; the ICU formatter is used only through `udat_format`.
package final class SpokenLabeler: Sendable {
    /// The labeler whose locale, mode and hour cycle are spoken.
    package let labeler: ColumnLabeler
    /// The locale's pattern for the spoken skeleton, such as `"EEEE, MMMM d, y"`.
    package let pattern: String
    private let formatter: LocaleDateFormat

    /// Derives the spoken pattern for `labeler`'s locale, mode and hour cycle.
    ///
    /// - Throws: ``LocalizationError/icu(_:)`` if ICU fails.
    package init(labeler: ColumnLabeler) throws(LocalizationError) {
        self.labeler = labeler
        let mode = labeler.mode
        let skeleton = DisplaySkeleton.spoken(mode, hourLetter: labeler.hourCycle?.patternLetter ?? "H")
        do {
            let generator = try LocalePatternGenerator(localeID: labeler.dataLocaleID)
            var shown = DatePattern(try generator.bestPattern(skeleton))
            if let cycle = labeler.hourCycle { shown = shown.withHourCycle(cycle) }
            pattern = shown.text
            formatter = try LocaleDateFormat(
                localeID: labeler.dataLocaleID, pattern: shown.text,
                proleptic: labeler.locale.calendar == .gregorian)
        } catch {
            throw .icu(error)
        }
    }

    /// The phrase for `values` (fields the mode lacks are not spoken).
    ///
    /// - Throws: ``LocalizationError/invalidValues(_:)`` for values that do not exist, or
    ///   ``LocalizationError/beforeGregorianReform(calendar:values:)`` as display strings do.
    package func phrase(for values: PickerValues) throws(LocalizationError) -> String {
        guard values.isValid else { throw .invalidValues(values) }
        try labeler.requireGregorianReform(values)
        do {
            return try formatter.format(millis: values.millis)
        } catch {
            throw .icu(error)
        }
    }
}
