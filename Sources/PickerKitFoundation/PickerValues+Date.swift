import Foundation
import PickerKit

extension PickerValues {
    /// The wall-clock fields of `date` in `timeZone`, kept to `mode`'s fields (smaller fields
    /// are dropped, not rounded: 14:59:59 gives the date's day).
    ///
    /// ```swift
    /// let shanghai = try TimeZone(checking: "Asia/Shanghai")
    /// try PickerValues(Date(timeIntervalSince1970: 0), mode: .dateHourMinute, in: shanghai).canonical
    /// // "1970-01-01 08:00"
    /// ```
    ///
    /// Days are PickerKit's proleptic Gregorian day numbers, so a `Date` in 1500 reads as its
    /// proleptic date, not the Julian date Foundation's Gregorian calendar would give.
    ///
    /// - Throws: ``PickerError/yearOutOfRange(year:what:)`` outside 0001–9999.
    package init(_ date: Date, mode: SelectionMode, in timeZone: TimeZone) throws(PickerError) {
        guard let seconds = CivilTime.seconds(of: date) else {
            throw .yearOutOfRange(year: date.timeIntervalSince1970 < 0 ? Int.min : Int.max, what: "the date")
        }
        let local = seconds + timeZone.secondsFromGMT(for: date)
        guard let fields = CivilTime.values(localSeconds: local) else {
            throw .yearOutOfRange(year: CivilTime.year(localSeconds: local), what: "the date in \(timeZone.identifier)")
        }
        self.init(
            mode: mode, year: fields[.year], month: fields[.month], day: fields[.day], hour: fields[.hour],
            minute: fields[.minute], second: fields[.second])
    }

    /// The instant these values name in `timeZone`, with what a daylight-saving transition did.
    ///
    /// Fields the mode lacks: the larger ones (the day of an `hour-minute`, the year of a
    /// `month-day`) come from `reference` read in `timeZone`; the smaller ones are their
    /// smallest (a `date` is its midnight, a `year-month` its first day).
    ///
    /// In a skipped hour the result is the next valid instant (02:30 -> 03:00 on a
    /// spring-forward night); in a repeated hour, the earlier instant. Both are reported in
    /// ``ZonedDate/adjustment``.
    ///
    /// - Throws: ``PickerError/invalidFields(_:)`` for values that do not exist
    ///   (February 30, or 02-29 with a reference in a common year);
    ///   ``PickerError/needsReference(mode:missing:)`` when larger fields are missing.
    package func date(in timeZone: TimeZone, reference: Date? = nil) throws(PickerError) -> ZonedDate {
        let larger = DateField.allCases.filter { $0 < mode.fields[0] }
        var full = PickerValues(mode: .dateTime, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        if !larger.isEmpty {
            guard let reference else { throw .needsReference(mode: mode, missing: larger) }
            let around = try PickerValues(reference, mode: .dateTime, in: timeZone)
            for field in larger { full[field] = around[field] }
        }
        for field in mode.fields { full[field] = self[field] }
        do {
            _ = try full.selection
        } catch {
            throw .invalidFields(error)
        }
        return ZonedDate.resolve(full, in: timeZone)
    }
}
