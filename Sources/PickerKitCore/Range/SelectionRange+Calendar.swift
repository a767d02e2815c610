extension SelectionRange {
    /// Parses a range of `mode` in `calendar`: each half as ``Selection/init(_:mode:in:)-(String,_,_)``
    /// reads it (a half without an annotation is read as if it ended in `calendar`'s, a
    /// Gregorian date as the same day), the end `present` or a later value.
    ///
    /// | calendar | accepted | canonical |
    /// |---|---|---|
    /// | persian | `1394-M01/present` | `1394-M01[u-ca=persian]/present` |
    /// | persian | `2015-03-21/present` (ISO dates) | `2015-03-21[u-ca=persian]/present` |
    /// | chinese | `2020-M04-01/2020-M04L-01` | `2020-04-23[u-ca=chinese]/2020-05-23[u-ca=chinese]` |
    ///
    /// ```swift
    /// let job = try SelectionRange("1394-M01/present", mode: .yearMonth, in: .persian)
    /// let text = job.description      // → "1394-M01[u-ca=persian]/present"
    /// ```
    ///
    /// - Parameter mode: the mode, or `nil` for the mode of the start's shape in `calendar`.
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem in `string`: a
    ///   half that does not parse in `calendar` (an annotation naming another calendar
    ///   included), a missing solidus, `present` as the start, an end before the start.
    public init(_ string: String, mode: SelectionMode? = nil, in calendar: CalendarKind) throws(ParseError) {
        guard !calendar.isISO else {
            self = try SelectionRange(string, mode: mode)
            return
        }
        let utf8 = string.utf8
        guard let solidus = utf8.firstIndex(of: UInt8(ascii: "/")) else {
            // The plain parser says why: a single value, or a start that does not parse.
            self = try SelectionRange(string, mode: mode)
            return
        }
        let startText = String(string[..<solidus])
        let endText = String(string[utf8.index(after: solidus)...])
        let endOffset = startText.utf8.count + 1
        if startText == Selection.presentString {
            throw ParseError.presentStart(mode: mode)
        }
        let rangeMode: SelectionMode
        if let mode {
            rangeMode = mode
        } else {
            let annotated = startText.contains("[") ? startText : startText + "[u-ca=\(calendar.rawValue)]"
            do {
                // The shape gives the mode (present was refused above).
                rangeMode = try Selection(annotated, mode: nil).mode!
            } catch {
                throw .half(error, isEnd: false, base: 0)
            }
        }
        let start: Selection
        do {
            start = try Selection(startText, mode: rangeMode, in: calendar)
        } catch {
            throw .half(error, isEnd: false, base: 0)
        }
        if endText == Selection.presentString {
            self = try SelectionRange(start: start, end: .present)
            return
        }
        let end: Selection
        do {
            end = try Selection(endText, mode: rangeMode, in: calendar)
        } catch {
            throw .half(error, isEnd: true, base: endOffset)
        }
        do {
            self = try SelectionRange(start: start, end: end)
        } catch {
            // Positioned in the input rather than in the canonical string.
            throw ParseError(kind: error.kind, offset: endOffset, mode: error.mode, message: error.message)
        }
    }
}
