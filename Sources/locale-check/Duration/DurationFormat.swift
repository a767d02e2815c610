@_spi(PickerKitTools) import PickerKit

/// `format --mode duration VALUE`: a canonical duration as the locale's display string.
enum DurationFormat {
    static func run(_ request: DurationRequest, value: String) -> Int32 {
        do {
            let duration = try DurationRequest.parse(value, "VALUE")
            let locale = try ResolvedLocale(request.localeID, allowingFallback: request.allowsFallback)
            StandardStreams.out(try PickerFormatter(locale: locale).string(for: duration))
            return ExitStatus.success
        } catch let error as DurationOptionError {
            StandardStreams.error(
                "Error: invalid duration \(OutputEscaping.quoted(value)): \(error.error.message) (offset \(error.error.offset))"
            )
        } catch {
            StandardStreams.error("Error: \(error)")
        }
        return ExitStatus.failure
    }
}
