@_spi(PickerKitTools) import PickerKit

/// The properties the locale id harness asserts; a failed one stops the fuzzer with the input saved.
public enum LocaleFuzzChecks {
    /// Longer inputs are skipped: ``ResolvedLocale`` refuses ids over 100 bytes before any
    /// work, so longer ones only test that one comparison.
    public static let maximumInputLength = 128

    /// Resolves the bytes as a locale id, with and without fallback.
    ///
    /// Whatever resolves
    /// labels a date without crashing ICU, and its canonical ICU id resolves to itself;
    /// whatever is refused has a message with no raw control characters.
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= maximumInputLength else { return }
        let id = String(decoding: bytes, as: UTF8.self)
        for allowingFallback in [false, true] {
            do {
                let locale = try ResolvedLocale(id, allowingFallback: allowingFallback)
                precondition(!locale.resolved.isEmpty, "empty resolved locale for \(id)")
                precondition(
                    locale.resolved == "root" || ResolvedLocale.availableIdentifiers.contains(locale.resolved),
                    "resolved \(locale.resolved) is not an ICU locale")
                if !locale.isFallback {
                    let again = try ResolvedLocale(locale.description)
                    precondition(again.resolved == locale.resolved, "\(id): \(locale.description) resolves elsewhere")
                    precondition(again.calendarKind == locale.calendarKind && again.hourCycle == locale.hourCycle)
                }
                // The Gregorian labeler refuses calendars with their own rows (Chinese, Hebrew,
                // Persian...): those are labeled as their pickers label them.
                if let labeler = try? CalendarLabeler.shared(locale: locale, mode: .dateHour) {
                    let values = try! Selection(year: 2019, month: 8, day: 20, hour: 14)
                    for field in labeler.order {
                        _ = try? labeler.label(field, for: values)
                    }
                } else if let labeler = try? CalendarLabeler.shared(locale: locale, mode: .dateHour),
                    let date = try? labeler.calendar.fields(of: CalendarDate(year: 2019, month: 8, day: 20))
                {
                    for field in labeler.order {
                        _ = try? labeler.label(field, for: date, hour: 14)
                    }
                }
            } catch {
                let message = "\(error)"
                precondition(!message.isEmpty, "empty message for \(id)")
                precondition(
                    !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                    "raw control character in \(message)")
            }
        }
    }
}
