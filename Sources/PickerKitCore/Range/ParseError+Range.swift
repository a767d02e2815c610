extension ParseError {
    /// The error of a range half that does not parse, with its offset moved by `base` bytes.
    static func half(_ error: ParseError, isEnd: Bool, base: Int) -> ParseError {
        ParseError(
            kind: isEnd ? .invalidEnd : .invalidStart, offset: base + error.offset, mode: error.mode,
            message: (isEnd ? "end: " : "start: ") + error.message, halfError: error)
    }

    /// A range whose start is `present`, which is only an end.
    static func presentStart(mode: SelectionMode?) -> ParseError {
        ParseError(
            kind: .presentStart, offset: 0, mode: mode,
            message: "a range cannot start at present; present is only an end")
    }

    /// A second solidus at `offset`, in a range's end.
    static func extraSolidus(offset: Int, mode: SelectionMode?) -> ParseError {
        ParseError(
            kind: .extraSolidus, offset: offset, mode: mode, message: "a second '/' in the end; a range has exactly one"
        )
    }

    /// Range halves of different modes.
    static func modeMismatch(start: Selection, end: Selection, offset: Int) -> ParseError {
        ParseError(
            kind: .modeMismatch, offset: offset, mode: start.mode,
            message:
                "the end \(end) is \(end.mode!) but the start \(start) is \(start.mode!); both halves need one mode")
    }

    /// A range end earlier than its start.
    static func endBeforeStart(start: Selection, end: Selection, offset: Int) -> ParseError {
        ParseError(
            kind: .endBeforeStart, offset: offset, mode: start.mode,
            message: "the end \(end) is before the start \(start)")
    }

    /// Range halves of different calendars; `offset` is the end's first byte, moved to where
    /// its annotation is (or, for a Gregorian end, would be).
    static func calendarMismatch(start: Selection, end: Selection, offset: Int) -> ParseError {
        let text = end.description
        let annotation = text.utf8.firstIndex(of: UInt8(ascii: "[")).map {
            text.utf8.distance(from: text.utf8.startIndex, to: $0)
        }
        return ParseError(
            kind: .calendarMismatch, offset: offset + (annotation ?? text.utf8.count), mode: start.mode,
            message:
                "the end \(end) is in the \(end.calendar.rawValue) calendar but the start \(start) is in the "
                + "\(start.calendar.rawValue) calendar; both halves need one calendar")
    }
}
