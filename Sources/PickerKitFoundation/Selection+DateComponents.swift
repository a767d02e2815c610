import Foundation
import PickerKit

extension Selection {
    /// The fields as `DateComponents` (no calendar or time zone set; the fields are proleptic
    /// Gregorian, a calendar value's ISO day), or `nil` for ``PickerKit/Selection/present`` and
    /// calendar periods.
    ///
    /// Do not hand the result to Foundation's `.gregorian` calendar for a date before
    /// 1582-10-15: that calendar is Julian there. Use ``date(in:reference:)`` for a `Date`.
    ///
    /// ```swift
    /// let components = try Selection("2019-08-20").dateComponents  // → year: 2019 month: 8 day: 20
    /// ```
    public var dateComponents: DateComponents? {
        inGregorian.flatMap(PickerValues.init).map(\.dateComponents)
    }

    /// A selection of `mode` from the components, checked.
    ///
    /// - No calendar: the numbers are proleptic Gregorian. An era of 1 (AD) is fine; 0 (BC)
    ///   and any other era number (Japanese `236` is Reiwa) are refused, since they mean the
    ///   numbers belong to another calendar or before year 1.
    /// - `.gregorian`: Foundation's calendar, Julian before 1582-10-15, so a full date before
    ///   then is converted from the Julian calendar (1582-10-04 is proleptic 1582-10-14); the
    ///   days 1582-10-05 ... 14, which that calendar skips, are refused. `.iso8601` is
    ///   proleptic Gregorian.
    /// - Other calendars: converted through PickerKit's calendar engine where it knows the
    ///   calendar, else refused with ``PickerError/unsupportedCalendar(_:)``.
    ///
    /// Components the mode lacks (a nanosecond, a day for `year-month`) are ignored, so the
    /// result of `Calendar.dateComponents(_:from:)` can be passed whole; the components' time
    /// zone is not used (the fields are wall-clock fields).
    ///
    /// - Throws: ``PickerError``: ``PickerError/missingField(_:mode:)``,
    ///   ``PickerError/invalidFields(_:)`` (positioned in the canonical form), an era
    ///   or calendar error.
    public init(_ components: DateComponents, mode: SelectionMode) throws(PickerError) {
        let values = try PickerValues(components, mode: mode)
        do {
            self = try values.selection
        } catch {
            throw .invalidFields(error)
        }
    }
}
