extension CalendarFields: Codable {
    /// Encodes the day as RFC 9557 writes a date in a calendar: the ISO date and the calendar,
    /// such as `"2024-02-10[u-ca=hebrew]"` for 1 Adar I 5784 (the fields follow from the day).
    ///
    /// - Throws: `EncodingError.invalidValue` for fields that name no day of the calendar.
    public func encode(to encoder: any Encoder) throws {
        let date: CalendarDate
        do {
            date = try kind.isoDate(year: year, monthCode: monthCode, day: day)
        } catch {
            throw CanonicalCoding.invalid(
                self, encoder, "\(description) is not a \(kind.rawValue) date: \(error.message)")
        }
        guard (try? kind.fields(of: date)) == self else {
            throw CanonicalCoding.invalid(
                self, encoder, "\(description) does not match the \(kind.rawValue) fields of its day \(date)")
        }
        try CanonicalCoding.encode("\(date)\(Self.calendarTagStart)\(kind.rawValue)]", to: encoder)
    }

    /// Decodes `"2024-02-10[u-ca=hebrew]"` strictly: a canonical ISO date, `[u-ca=`, a calendar
    /// name ``CalendarKind/init(name:)`` accepts, `]`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the input, the offset and the problem.
    public init(from decoder: any Decoder) throws {
        let text = try CanonicalCoding.decodeString(from: decoder)
        func fail(_ offset: Int, _ message: String, _ error: any Error) -> DecodingError {
            CanonicalCoding.corrupted(
                decoder, type: "calendar date", input: text, offset: offset, message: message, error: error)
        }
        let bytes = Array(text.utf8)
        let tag = Array(Self.calendarTagStart.utf8)
        let dateLength = SelectionMode.date.canonicalLength
        guard bytes.count > dateLength + tag.count, Array(bytes[dateLength..<(dateLength + tag.count)]) == tag,
            bytes.last == UInt8(ascii: "]")
        else {
            let error = ParseError(
                kind: .malformed, offset: min(bytes.count, dateLength), input: text,
                message: "expected an ISO date and a calendar, such as 2024-02-10[u-ca=hebrew]")
            throw fail(error.offset, error.message, error)
        }
        let date: CalendarDate
        do throws(ParseError) {
            let selection = try Selection(String(decoding: bytes[..<dateLength], as: UTF8.self), mode: .date)
            guard let day = selection.isoDate else {
                throw ParseError(kind: .malformed, offset: 0, input: text, message: "present names no day")
            }
            date = day
        } catch {
            throw fail(error.offset, error.message, error)
        }
        let nameStart = dateLength + tag.count
        let name = String(decoding: bytes[nameStart..<(bytes.count - 1)], as: UTF8.self)
        do {
            let kind = try CalendarKind.named(name)
            self = try kind.fields(of: date)
        } catch {
            throw fail(error.kind == .unknownCalendar ? nameStart : 0, error.message, error)
        }
    }

    /// What separates the ISO date from the calendar's name.
    static let calendarTagStart = "[u-ca="
}
