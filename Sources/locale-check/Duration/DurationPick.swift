import PickerKit

/// `pick --mode duration`: the countdown picker in the terminal; prints the canonical duration.
enum DurationPick {
    static func run(_ request: DurationRequest) -> Int32 {
        let picker: DurationInteractivePicker
        do {
            let labeler = try request.labeler()
            let strings = try PickerStrings(locale: labeler.locale)
            picker = DurationInteractivePicker(
                picker: try request.picker(), labeler: labeler, style: request.style, strings: strings)
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        return PickCommand.interact(with: picker)
    }
}
