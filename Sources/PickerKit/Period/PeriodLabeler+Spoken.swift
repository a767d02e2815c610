extension PeriodLabeler {
    /// The phrase a screen reader should say for a week or quarter: ICU's long form, the
    /// locale's whole-period pattern written out (`week 53 of 2020`, `2020年第53周` from the
    /// `yw` pattern under ``weekRules``; `3rd quarter 2019`, `2019年第3季度` from `yQQQQ`).
    ///
    /// These are the display strings (``displayString(for:)-(Period)``): a period's display
    /// patterns already spell the week and the quarter out, where its rows show only `53` or
    /// `Q3`. Formatters are opened with the labeler: a phrase opens nothing in ICU.
    package func spokenPhrase(for period: Period) throws(LocalizationError) -> String {
        try displayString(for: period)
    }

    /// The phrases of every row of `picker`'s columns in the selection's context: a year row
    /// says the period choosing it gives (the week or quarter moved into that year's rows),
    /// a week or quarter row the period of the selected year.
    package func spokenRows(of picker: PeriodPicker) throws(LocalizationError) -> (years: [String], numbers: [String]) {
        var years: [String] = []
        for year in picker.years {
            let rows = picker.numbers(inYear: year)
            let number = min(max(picker.number, rows.lowerBound), rows.upperBound)
            years.append(try spokenPhrase(for: picker.period(year: year, number: number)))
        }
        var numbers: [String] = []
        for number in picker.numbers {
            numbers.append(try spokenPhrase(for: picker.period(year: picker.year, number: number)))
        }
        return (years, numbers)
    }
}
