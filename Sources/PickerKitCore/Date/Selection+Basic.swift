extension Selection {
    /// The value in the ISO 8601 basic form: the fields' digits with no separators, and a `T`
    /// between a date and a time, such as `"20190820"`, `"20190820T1430"` or `"201908"`; `nil`
    /// for ``present`` and for calendar selections, which have no basic form (ISO 8601's basic
    /// format is Gregorian by definition, and RFC 9557 annotations extend the extended form only).
    ///
    /// Lenient parsing (``normalizing(_:mode:)``) reads it back to the same value; the
    /// canonical string (``description``) stays the extended form.
    ///
    /// ```swift
    /// try Selection("2019-08-20 14:30").basicString  // "20190820T1430"
    /// try Selection("08-20").basicString             // "0820"
    /// ```
    public var basicString: String? {
        guard let mode, calendar.isISO else { return nil }
        var text = ""
        for field in mode.fields {
            let number = storage[field]
            if field == .hour && mode.includes(.day) { text += "T" }
            let digits = String(number)
            let width = field == .year ? 4 : 2
            if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
            text += digits
        }
        return text
    }
}
