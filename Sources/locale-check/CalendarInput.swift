import PickerKit

/// Values of a calendar picker on the command line (`labels`, `format` with a locale whose
/// `calendar` keyword names one of PickerKit's calendars other than Gregorian), read by the
/// library's parser (``Selection/init(_:mode:in:)``).
///
/// Forms (the lead's decisions for calendar selections, the RFC 9557 annotation optional):
/// modes with a full date take the ISO form, `1987-07-26[u-ca=chinese]`,
/// `2019-08-20 14:30[u-ca=hebrew]`, or the calendar's own date `1987-M06L-01`; `year` the
/// calendar's year, `5784[u-ca=hebrew]`; `year-month` `1987-M06L[u-ca=chinese]`;
/// `month-day` `M06L-01[u-ca=chinese]`.
enum CalendarInput {
    /// A value that does not parse, with why.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads `text` as a value of `mode` in `calendar`; an error names the text and the offset.
    static func selection(_ text: String, mode: SelectionMode, calendar: CalendarKind) throws(Failure)
        -> Selection
    {
        do {
            return try Selection(text, mode: mode, in: calendar)
        } catch {
            throw Failure(description: "\(OutputEscaping.quoted(text)): \(error)")
        }
    }

    /// A picker configuration in `calendar` for `mode`, its bounds and selection read from the
    /// options' texts (``values(_:_:_:_:timeZone:now:)``), in `timeZone`; `labels` and `pick`
    /// share it.
    static func configuration(
        _ mode: SelectionMode, _ calendar: CalendarKind, minimum: String?, maximum: String?, selection: String?,
        timeZone: String, now: Double?
    ) throws -> PickerConfiguration {
        var configuration = PickerConfiguration(mode: mode)
        configuration.calendar = calendar
        configuration.timeZone = timeZone
        configuration.minimum = try values(minimum, .minimum, mode, calendar, timeZone: timeZone, now: now)?
            .validSelection
        configuration.maximum = try values(maximum, .maximum, mode, calendar, timeZone: timeZone, now: now)?
            .validSelection
        configuration.selection = try values(selection, .selection, mode, calendar, timeZone: timeZone, now: now)?
            .validSelection
        return configuration
    }

    /// The picker values of an option's text in `calendar`: `today` is the ISO day (and time)
    /// in `timeZone` shown in the calendar (the start of the day for `--min`, its end for
    /// `--max`), anything else a calendar value (``selection(_:mode:calendar:)``).
    static func values(
        _ text: String?, _ option: TodayInput.Option, _ mode: SelectionMode, _ calendar: CalendarKind,
        timeZone: String, now: Double? = nil
    ) throws -> PickerValues? {
        guard let text else { return nil }
        guard text == TodayInput.word else {
            do {
                return PickerValues(try selection(text, mode: mode, calendar: calendar))
            } catch {
                throw Failure(description: "\(option.rawValue): \(error)")
            }
        }
        // A Gregorian day has no place in a lunar month-day: read today with its year, then drop it.
        let full: SelectionMode = mode.includes(.hour) ? .dateTime : .date
        let today = try TodayInput.resolve(text, option, mode: full, timeZone: timeZone, now: now) ?? text
        guard let values = try PickerValues(parsing: today, mode: full).inCalendar(calendar) else {
            throw Failure(
                description: "\(option.rawValue) today: \(today) is outside the \(calendar.rawValue) calendar")
        }
        return values.converted(to: mode)
    }

}
