import PickerKit

/// Values of a calendar picker on the command line (`labels`, `format` with a locale whose
/// `calendar` keyword names one of PickerKit's calendars other than Gregorian).
///
/// Forms (the lead's decisions for calendar selections, an RFC 9557 annotation optional):
/// modes with a full date take the ISO form, `1987-07-26[u-ca=chinese]`,
/// `2019-08-20 14:30[u-ca=hebrew]`; `year` the calendar's year, `5784[u-ca=hebrew]`;
/// `year-month` `1987-M06L[u-ca=chinese]`; `month-day` `M06L-01[u-ca=chinese]`.
struct CalendarInput {
    /// A value that does not parse, with why.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The calendar's year (modes with a year).
    var year: Int?
    /// The month code (modes with a month).
    var monthCode: MonthCode?
    /// The day of the month (modes with a day).
    var day: Int?
    /// The ISO day (modes with a full date).
    var isoDate: CalendarDate?
    /// The time of day in seconds.
    var seconds = 0

    /// Reads `text` as a value of `mode` in `calendar`.
    static func parse(_ text: String, mode: SelectionMode, calendar: CalendarKind) throws(Failure) -> CalendarInput {
        var body = Substring(text)
        if let open = body.firstIndex(of: "[") {
            let annotation = body[open...]
            let name =
                annotation.hasPrefix("[u-ca=") && annotation.hasSuffix("]") ? annotation.dropFirst(6).dropLast() : nil
            guard let name, let kind = CalendarKind(name: name) else {
                throw Failure(
                    description: "\(OutputEscaping.quoted(text)): expected an annotation [u-ca=NAME] at the end "
                        + "(offset \(text.utf8.distance(from: text.startIndex, to: open))), NAME one of \(CalendarKind.supportedNames)"
                )
            }
            guard kind == calendar else {
                throw Failure(
                    description:
                        "\(OutputEscaping.quoted(text)): the annotation names \(kind.rawValue) but the locale's calendar is \(calendar.rawValue)"
                )
            }
            body = body[..<open]
        }
        let rules = calendar.rules
        var input = CalendarInput()
        let value = String(body)
        let hasYear = mode.fields.contains(.year)
        let hasDay = mode.fields.contains(.day)
        if hasYear && hasDay {
            let values: PickerValues
            do {
                values = try SelectionInput.parse(value, mode)
            } catch {
                throw Failure(description: error.description)
            }
            let date = CalendarDate(year: values.year, month: values.month, day: values.day)
            let fields: CalendarFields
            do {
                fields = try calendar.fields(of: date)
            } catch {
                throw Failure(description: error.description)
            }
            input.isoDate = date
            input.year = fields.year
            input.monthCode = fields.monthCode
            input.day = fields.day
            input.seconds = values.hour * 3_600 + values.minute * 60 + values.second
            return input
        }
        func failure(_ reason: String) -> Failure {
            Failure(
                description:
                    "\(OutputEscaping.quoted(text)) is not a \(mode) value of the \(calendar.rawValue) calendar: \(reason)"
            )
        }
        var parts = value.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        var time = ""
        if let space = value.firstIndex(of: " ") {
            time = String(value[value.index(after: space)...])
        }
        if mode == .year {
            guard let year = Int(parts), parts.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else {
                throw failure("expected the calendar's year, such as 5784")
            }
            guard rules.years.contains(year) else { throw failure("year \(year) is outside \(rules.years)") }
            input.year = year
            return input
        }
        if mode.fields.first == .month {
            // MONTHCODE-DD, then an optional time (month-day-hour-minute).
            let pieces = parts.split(separator: "-", omittingEmptySubsequences: false)
            guard pieces.count == 2, let code = MonthCode(pieces[0]), pieces[1].count == 2, let day = Int(pieces[1])
            else { throw failure("expected MONTHCODE-DD such as M06L-01") }
            input.monthCode = code
            input.day = day
        } else {
            // YEAR-MONTHCODE (year-month).
            guard let dash = parts.dropFirst().firstIndex(of: "-"), let year = Int(parts[..<dash]),
                let code = MonthCode(parts[parts.index(after: dash)...])
            else { throw failure("expected YEAR-MONTHCODE such as 1987-M06L") }
            guard rules.years.contains(year) else { throw failure("year \(year) is outside \(rules.years)") }
            guard rules.month(year: year, code: code) != nil else {
                throw failure("month \(code) does not exist in \(calendar.rawValue) year \(year)")
            }
            input.year = year
            input.monthCode = code
        }
        parts = time
        if !parts.isEmpty {
            let values: PickerValues
            do {
                values = try SelectionInput.parse(parts, .hourMinute)
            } catch {
                throw Failure(description: error.description)
            }
            input.seconds = values.hour * 3_600 + values.minute * 60
        }
        return input
    }

    /// The canonical string of a calendar value of `mode`: ISO plus annotation for full dates,
    /// else the calendar-native form.
    static func canonical(
        year: Int?, monthCode: MonthCode?, day: Int?, isoDate: CalendarDate?, seconds: Int, mode: SelectionMode,
        calendar: CalendarKind
    ) -> String {
        let annotation = "[u-ca=\(calendar.rawValue)]"
        var time = ""
        if mode.fields.contains(.hour) {
            time = " " + two(seconds / 3_600)
            if mode.fields.contains(.minute) { time += ":" + two(seconds / 60 % 60) }
            if mode.fields.contains(.second) { time += ":" + two(seconds % 60) }
        }
        if let isoDate { return isoDate.description + time + annotation }
        if mode == .year, let year { return "\(year)" + annotation }
        if let monthCode, let day, year == nil { return "\(monthCode)-\(two(day))" + time + annotation }
        if let year, let monthCode { return "\(year)-\(monthCode)" + annotation }
        return annotation
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
