#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FieldValues {
    /// The civil date and time at `instant` (seconds since 1970-01-01T00:00Z) in a time zone.
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` for an identifier the system does not know.
    public static func now(
        mode: SelectionMode, at instant: Double, timeZone identifier: String
    ) throws(PickerError) -> FieldValues {
        guard let zone = TimeZone(identifier: identifier) else { throw .unknownTimeZone(identifier) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: instant))
        return FieldValues(
            mode: mode, year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0,
            minute: parts.minute ?? 0, second: parts.second ?? 0)
    }

    /// The value with minute and second moved to the nearest step (halfway rounds up).
    func roundedToNearest(_ intervals: PickerIntervals) -> FieldValues {
        guard let down = roundedDown(to: intervals) else { return self }
        guard let up = roundedUp(to: intervals) else { return down }
        guard down != up else { return self }
        return seconds(from: down) < seconds(to: up) ? down : up
    }

    private func seconds(from other: FieldValues) -> Int { other.seconds(to: self) }

    /// Seconds from `self` to `other` counting only minutes and seconds and whole days/hours.
    private func seconds(to other: FieldValues) -> Int {
        func total(_ values: FieldValues) -> Int {
            let days = mode.fields.contains(.day) ? GregorianRules.dayNumber(of: values.calendarDate) : 0
            return ((days * 24 + values[.hour]) * 60 + values[.minute]) * 60 + values[.second]
        }
        return total(other) - total(self)
    }
}
