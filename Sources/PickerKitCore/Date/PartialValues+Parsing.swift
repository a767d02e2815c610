extension PartialValues {
    /// Reads `field=value` pairs separated by commas, such as `month=8,day=20`, for a picker of
    /// `mode` in `calendar` (months go as far as the calendar's rules have months: 12 in the
    /// Gregorian and Persian calendars, 13 in Hebrew and Coptic; the picker checks the year's
    /// own months).
    ///
    /// Field names are ``DateField`` raw values (`year`, `month`, `day`, `hour`, `minute`,
    /// `second`), each at most once, in any order; values are decimal digits (at most four).
    ///
    /// ```swift
    /// try PartialValues(parsing: "month=8", mode: .date)   // month=8
    /// try PartialValues(parsing: "hour=3", mode: .date)    // error at offset 0: no hour column
    /// ```
    ///
    /// - Throws: ``ParseError`` (with the text as its ``ParseError/input``) at the UTF-8 offset of the first problem: no field at
    ///   all, a missing `=`, an unknown or repeated field, a field `mode` lacks, a value that is
    ///   not a number or is outside the field's range.
    public init(
        parsing text: String, mode: SelectionMode, calendar: CalendarKind = .gregorian
    ) throws(ParseError) {
        self.init()
        let characters = Array(text)
        func fail(_ kind: ParseError.Kind, _ offset: Int, _ message: String) -> ParseError {
            let bytes = String(characters[..<offset]).utf8.count
            return ParseError(kind: kind, offset: bytes, input: text, message: message)
        }
        guard !characters.isEmpty else {
            throw fail(.empty, 0, "names no field (give field=value pairs such as month=8)")
        }
        var given: Set<DateField> = []
        var pairs: [(DateField, Int)] = []
        var start = 0
        while true {
            let end = characters[start...].firstIndex(of: ",") ?? characters.count
            let pair = characters[start..<end]
            guard let equals = pair.firstIndex(of: "=") else {
                throw fail(
                    .unexpectedCharacter, start,
                    pair.isEmpty ? "expected field=value" : "expected '=' after the field name")
            }
            let name = String(characters[start..<equals])
            let names = mode.fields.map(\.rawValue).joined(separator: ", ")
            guard let field = DateField(rawValue: name), field != .dayPeriod else {
                throw fail(
                    .unknownField, start, "unknown field \(QuotedInput.quoted(name)) (a \(mode) picker has \(names))")
            }
            guard mode.includes(field) else {
                throw fail(.fieldNotInMode, start, "a \(mode) picker has no \(field) column (it has \(names))")
            }
            guard given.insert(field).inserted else { throw fail(.repeatedField, start, "\(field) is given twice") }
            let digits = characters[(equals + 1)..<end]
            guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(String(digits))
            else {
                let kind: ParseError.Kind = digits.count > 4 ? .wrongDigitCount : .notADigit
                throw fail(kind, equals + 1, "the \(field) must be a number of 1 to 4 digits")
            }
            // A month goes as far as the calendar's rules have months (13 in Hebrew and Coptic,
            // 12 in Gregorian and Persian); the picker checks the year's.
            let largest =
                field == .month
                ? calendar.largestMonth(inModeWithYear: mode.includes(.year)) : PickerValues.largestValue(of: field)
            guard value >= field.smallestValue && value <= largest else {
                throw fail(
                    .fieldOutOfRange, equals + 1, "\(field) \(value) is outside \(field.smallestValue)...\(largest)")
            }
            pairs.append((field, value))
            guard end < characters.count else { break }
            start = end + 1
            guard start < characters.count else { throw fail(.tooShort, start, "expected field=value after ','") }
        }
        for (field, value) in pairs.sorted(by: { $0.0 < $1.0 }) {
            fields.append((field, value))
        }
    }
}
