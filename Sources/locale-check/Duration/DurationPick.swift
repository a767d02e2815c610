@_spi(PickerKitTools) import PickerKit

/// `pick --mode duration`: the countdown picker in the terminal; prints the canonical duration.
enum DurationPick {
    static func run(_ request: DurationRequest) -> Int32 {
        let picker: LocalizedDurationPicker
        let strings: PickerStrings
        do {
            let labeler = try request.labeler()
            strings = try PickerStrings(locale: labeler.locale)
            picker = LocalizedDurationPicker(try request.picker(), labeler: labeler, style: request.style)
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
        // The unit names are the title.
        return PickCommand.interact(with: picker, words: PickerWords(strings, title: picker.unitTitle))
    }
}
