@_spi(PickerKitTools) import PickerKit

/// The properties the display-string harness asserts.
public enum DisplayStringFuzzChecks {
    /// Inputs a little over the library's cap, so the refusal path is fuzzed too; longer
    /// ones are skipped (they are refused by one length comparison).
    public static let maximumInputLength = CalendarLabeler.maximumDisplayStringLength + 64

    /// Labelers with different scripts, digits, spaces and calendars.
    static let labelers: [CalendarLabeler] = {
        let cases: [(String, SelectionMode, LabelOptions)] = [
            ("en_US", .dateTime, LabelOptions(showsWeekday: true)),
            ("ja_JP@calendar=japanese", .date, LabelOptions()),
            ("ar_EG", .dateHourMinute, LabelOptions()),
            ("ru_RU", .yearMonth, LabelOptions()),
            ("zh_CN", .monthDay, LabelOptions()),
            ("th_TH@calendar=buddhist", .yearMonth, LabelOptions()),
        ]
        return cases.map { id, mode, options in
            try! CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode, options: options)
        }
    }()

    /// Labelers of calendars with their own months, read back to their own dates.
    static let calendarLabelers: [CalendarLabeler] = ["zh_CN@calendar=chinese", "he_IL@calendar=hebrew"].map {
        try! CalendarLabeler.shared(locale: ResolvedLocale($0), mode: .date)
    }

    /// Parses the bytes as a display string of every labeler: what parses formats back to a
    /// display string that parses to the same values; what is refused says why.
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= maximumInputLength else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        for labeler in labelers {
            do {
                let values = try labeler.gregorianValue(ofDisplayString: text)
                let shown = try labeler.displayString(for: values)
                let again = try labeler.gregorianValue(ofDisplayString: shown)
                precondition(again == values, "\(text) -> \(values) -> \(shown) -> \(again)")
            } catch {
                requireLengthRefusal(text, error)
            }
        }
        for labeler in calendarLabelers {
            do {
                let date = try labeler.value(ofDisplayString: text)
                let shown = try labeler.displayString(isoDate: date.isoDate!)
                let again = try labeler.value(ofDisplayString: shown)
                precondition(again == date, "\(text) -> \(date) -> \(shown) -> \(again)")
            } catch {
                requireLengthRefusal(text, error)
            }
        }
    }

    /// A refusal says why; an input over the cap is refused by its length.
    static func requireLengthRefusal(_ text: String, _ error: LocalizationError) {
        precondition(!"\(error)".isEmpty, "empty message")
        if text.utf8.count > CalendarLabeler.maximumDisplayStringLength {
            precondition("\(error)".contains("over the limit"), "a long input was not refused by length")
        }
    }
}
