extension ColumnLabeler {
    /// The selection as one display string in the locale's pattern for the mode, such as
    /// `"2019年8月20日"` or `"August 20, 2019"`.
    public func displayString(for values: FieldValues) throws(LabelError) -> String {
        guard values.isValid else { throw .invalidValues(values) }
        try requireGregorianReform(values)
        do {
            return try displayFormatter.format(millis: values.millis)
        } catch {
            throw .icu(error)
        }
    }

    /// Reads a display string back strictly: the whole text in the locale's pattern, no
    /// lenient rollover (`February 30` is refused), and it must format back to itself.
    ///
    /// Fields the mode does not show keep ``FieldValues``' defaults; a month and day without a
    /// year are read in the leap year 2000 (Gregorian display), so `February 29` is accepted.
    /// - Throws: ``LabelError/displayParsingUnsupported(calendar:)`` for the Chinese calendar,
    ///   whose cyclic years ICU does not parse back.
    public func values(ofDisplayString text: String) throws(LabelError) -> FieldValues {
        guard locale.calendar != .chinese else { throw .displayParsingUnsupported(calendar: locale.calendar) }
        // Only the Gregorian calendar is preset (eras and year numbering differ in the others,
        // which read a missing year as ICU does, from 1970).
        let parsedMillis =
            locale.calendar == .gregorian
            ? displayFormatter.parse(text, defaultYear: FieldValues().year) : displayFormatter.parse(text)
        guard let millis = parsedMillis, let parsed = FieldValues(millis: millis),
            (try? displayFormatter.format(millis: millis)) == text
        else {
            throw .unparsableDisplayString(text: text, pattern: displayPattern)
        }
        try requireGregorianReform(parsed)
        var values = FieldValues()
        for field in mode.fields { values[field] = parsed[field] }
        return values
    }
}
