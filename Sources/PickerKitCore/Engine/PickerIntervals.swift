/// Steps for the minute and second columns, such as every 5 minutes.
package struct PickerIntervals: Hashable, Sendable {
    /// The minute step; divides 60.
    package let minuteStep: Int
    /// The second step; divides 60.
    package let secondStep: Int

    /// Every minute and every second.
    package static let everyValue = PickerIntervals(uncheckedMinuteStep: 1, secondStep: 1)

    /// Creates intervals, or throws when a step does not divide 60.
    package init(minuteStep: Int = 1, secondStep: Int = 1) throws(PickerError) {
        for (field, step) in [(DateField.minute, minuteStep), (.second, secondStep)]
        where step < 1 || 60 % step != 0 {
            throw PickerError.invalidInterval(field: field, step: step)
        }
        self.init(uncheckedMinuteStep: minuteStep, secondStep: secondStep)
    }

    package init(uncheckedMinuteStep minuteStep: Int, secondStep: Int) {
        self.minuteStep = minuteStep
        self.secondStep = secondStep
    }

    /// The step of `field`: 1 for fields other than minute and second.
    package func step(of field: DateField) -> Int {
        switch field {
        case .minute: minuteStep
        case .second: secondStep
        default: 1
        }
    }
}
