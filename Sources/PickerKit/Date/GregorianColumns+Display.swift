extension GregorianColumns {
    /// The selection as one display string in the locale's pattern for the mode, such as
    /// `"2019年8月20日"` or `"August 20, 2019"`.
    func displayString(for values: PickerValues) throws(LocalizationError) -> String {
        guard values.isValid else { throw .invalidValues(values.timestamp) }
        let values = values.converted(to: mode)
        do {
            return try displayFormatter.format(millis: values.millis)
        } catch {
            throw .icu(error)
        }
    }

    /// Reads a display string back strictly: the whole text in the locale's pattern, no
    /// lenient rollover (`February 30` is refused), and it must format back to itself.
    ///
    /// The spaces U+0020, U+00A0, U+202F and U+2009 count as one (`DisplaySpaces`): ICU
    /// writes `2:30\u{202F}PM` and `2019\u{202F}г.`, people type `2:30 PM`. Nothing else is
    /// relaxed: no extra, missing or trailing space, and the text must still format back to
    /// itself up to the kind of space.
    ///
    /// The values are in the labeler's mode: fields it does not show keep ``PickerValues``'
    /// defaults; a month and day without a year are read in the leap year 2000 (Gregorian
    /// display), so `February 29` is accepted. Text longer than ``maximumDisplayStringLength``
    /// (256 UTF-8 bytes) is refused before any ICU work (the longest display string of any
    /// locale and mode is well under 128).
    ///
    /// - Throws: ``LocalizationError/unparsableDisplayString(text:pattern:reason:)`` for text
    ///   that does not match or is over the length limit.
    func values(ofDisplayString text: String) throws(LocalizationError) -> PickerValues {
        guard text.utf8.count <= CalendarLabeler.maximumDisplayStringLength else {
            throw .unparsableDisplayString(
                text: text, pattern: displayPattern,
                reason:
                    "it is \(text.utf8.count) bytes long, over the limit of \(CalendarLabeler.maximumDisplayStringLength) bytes"
            )
        }
        let parsed: PickerValues
        if let exact = strictlyParsed(text, expected: text) {
            parsed = exact
        } else if text.unicodeScalars.contains(where: DisplaySpaces.isSpace),
            let variants = DisplaySpaces.variants(of: text, kinds: displaySpaceKinds(), limit: 1024),
            let match = variants.dropFirst().lazy.compactMap({ self.strictlyParsed($0, expected: text) }).first
        {
            parsed = match
        } else {
            throw .unparsableDisplayString(text: text, pattern: displayPattern, reason: mismatchReason(text))
        }
        return parsed.converted(to: mode)
    }

    /// The values of `candidate` parsed strictly, if they format back to `expected` up to the
    /// kind of space.
    private func strictlyParsed(_ candidate: String, expected: String) -> PickerValues? {
        // A missing year (a month-day) reads as PickerValues' default leap year, not ICU's 1970.
        let parsedMillis = displayFormatter.parse(candidate, defaultYear: PickerValues().year)
        guard let millis = parsedMillis, let parsed = PickerValues(millis: millis),
            let formatted = try? displayFormatter.format(millis: millis),
            DisplaySpaces.normalized(formatted) == DisplaySpaces.normalized(expected)
        else { return nil }
        return parsed
    }

    /// Why `text` is not a display string: where ICU's strict parse stops (as a UTF-8 offset),
    /// or, when all of it parses, how that value is really written (a wrong weekday).
    private func mismatchReason(_ text: String) -> String {
        // Judge the spelling with the locale's own spaces that gets furthest (a plain space
        // typed for U+202F is not the problem to report).
        let spellings =
            text.unicodeScalars.contains(where: DisplaySpaces.isSpace)
            ? DisplaySpaces.variants(of: text, kinds: displaySpaceKinds(), limit: 1024) ?? [text] : [text]
        let stops = spellings.map { displayFormatter.parseStop($0) }
        let best = stops.first(where: { $0.millis != nil }) ?? stops.max(by: { $0.offset < $1.offset })!
        let stop = (offset: min(best.offset, text.utf16.count), millis: best.millis)
        if let millis = stop.millis, let written = try? displayFormatter.format(millis: millis) {
            return "it reads as \(QuotedInput.quoted(written))"
        }
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: stop.offset)
        let byteOffset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        let rest = String(text[index...])
        return rest.isEmpty
            ? "it is incomplete or not a real date (offset \(byteOffset))"
            : "it stops matching at \(QuotedInput.quoted(rest)) (offset \(byteOffset))"
    }

    /// The kinds of space this labeler's display strings contain: U+0020, and the others of
    /// ``DisplaySpaces/all`` that the pattern or the month, weekday and AM/PM names use.
    private func displaySpaceKinds() -> [Unicode.Scalar] {
        var text = displayPattern
        for month in PickerValues().range(of: .month) {
            for hour in [0, 12] {
                let values = PickerValues(year: 2019, month: month, day: month, hour: hour)
                text += (try? displayFormatter.format(millis: values.millis)) ?? ""
            }
        }
        return DisplaySpaces.all.filter { $0 == " " || text.unicodeScalars.contains($0) }
    }
}
