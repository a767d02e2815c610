extension PickerValues {
    /// The largest value `field` can take given the larger fields (days depend on the month).
    func naturalUpper(of field: DateField) -> Int {
        range(of: field).upperBound
    }

    /// The next value one unit of `field` later, carrying into larger fields; `nil` past the end.
    func incremented(_ field: DateField) -> PickerValues? {
        var result = self
        var current: DateField? = field
        while let unit = current {
            if result[unit] < result.naturalUpper(of: unit) {
                result[unit] += 1
                return result
            }
            result[unit] = unit.smallestValue
            current = mode.field(before: unit)
        }
        return nil
    }

    /// The first value at or after this one whose minute and second fall on the steps.
    func roundedUp(to intervals: PickerIntervals) -> PickerValues? {
        var result = self
        for field in [DateField.second, .minute] where mode.fields.contains(field) {
            let step = intervals.step(of: field)
            let remainder = result[field] % step
            guard remainder != 0 else { continue }
            // Everything smaller restarts at its smallest value.
            for smaller in mode.fields where smaller > field {
                result[smaller] = smaller.smallestValue
            }
            if result[field] + step - remainder < 60 {
                result[field] += step - remainder
            } else {
                result[field] = 0
                guard let larger = mode.field(before: field), let carried = result.incremented(larger) else {
                    return nil
                }
                result = carried
            }
        }
        return result
    }

    /// The last value at or before this one whose minute and second fall on the steps.
    func roundedDown(to intervals: PickerIntervals) -> PickerValues? {
        var result = self
        for field in [DateField.minute, .second] where mode.fields.contains(field) {
            let step = intervals.step(of: field)
            let remainder = result[field] % step
            guard remainder != 0 else { continue }
            result[field] -= remainder
            // Everything smaller takes its last value on its step.
            for smaller in mode.fields where smaller > field {
                let smallerStep = intervals.step(of: smaller)
                let largest = result.naturalUpper(of: smaller)
                result[smaller] = largest - largest % smallerStep
            }
        }
        return result
    }
}

extension SelectionMode {
    /// The field just larger than `field` in this mode, such as `.month` before `.day`.
    func field(before field: DateField) -> DateField? {
        guard let index = fields.firstIndex(of: field), index > 0 else { return nil }
        return fields[index - 1]
    }
}

extension PickerValues {
    /// The value with minute and second moved to the nearest step (halfway rounds up).
    func roundedToNearest(_ intervals: PickerIntervals) -> PickerValues {
        guard let down = roundedDown(to: intervals) else { return self }
        guard let up = roundedUp(to: intervals) else { return down }
        guard down != up else { return self }
        return seconds(from: down, to: self) < seconds(from: self, to: up) ? down : up
    }

    /// Seconds from `start` to `end` over the fields of the mode.
    private func seconds(from start: PickerValues, to end: PickerValues) -> Int {
        func total(_ values: PickerValues) -> Int {
            let days = mode.fields.contains(.day) ? values.calendarDate.dayNumber : 0
            return ((days * 24 + values[.hour]) * 60 + values[.minute]) * 60 + values[.second]
        }
        return total(end) - total(start)
    }
}
