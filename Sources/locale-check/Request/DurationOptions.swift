import PickerKit

/// The options only a duration picker reads, as given on the command line: the locale, the
/// steps, the seconds column and the label style (``PickerRequest`` reads `--max` and
/// `--select`, checked when the picker is made, so a bad duration is an error naming the option,
/// exit 1; a bad step or style is a usage error).
struct DurationOptions {
    let localeID: String
    let allowsFallback: Bool
    let minuteStep: Int
    let secondStep: Int
    let includesSeconds: Bool
    let style: DurationLabelStyle

    init(_ scanner: ArgumentScanner, requiresLocale: Bool) throws(UsageError) {
        let locale = try scanner.value(.locale)
        if requiresLocale && locale == nil {
            throw scanner.error("--locale is required")
        }
        localeID = locale ?? "en_US"
        allowsFallback = scanner.has(.allowFallback)
        let step = { (text: String) -> Int? in
            Int(text).flatMap { $0 >= 1 && 60 % $0 == 0 ? $0 : nil }
        }
        minuteStep = try scanner.value(.minuteStep, expected: "a step that divides 60", step) ?? 1
        secondStep = try scanner.value(.secondStep, expected: "a step that divides 60", step) ?? 1
        includesSeconds = !scanner.has(.noSeconds)
        if !includesSeconds, try scanner.value(.secondStep) != nil {
            throw scanner.error("--second-step: a picker with --no-seconds has no seconds column")
        }
        style =
            try scanner.value(
                .labelStyle, expected: "a label style (unit, number)", DurationLabelStyle.init(rawValue:)) ?? .unit
    }

    /// The resolved locale and its labeler.
    func labeler() throws -> DurationLabeler {
        try DurationLabeler(locale: ResolvedLocale(localeID, allowingFallback: allowsFallback))
    }

    /// The picker of `--max` and `--select` (`maximum`, `selection`), or an error naming the
    /// option whose duration is malformed or does not fit.
    func picker(maximum: String?, selection: String?) throws -> DurationPicker {
        let maximumText = maximum
        let selectionText = selection
        let maximum = try maximumText.map { text throws(DurationOptionError) in try Self.parse(text, "--max") }
        let selection = try selectionText.map { text throws(DurationOptionError) in try Self.parse(text, "--select") }
        do {
            return try DurationPicker(
                maximum: maximum, includesSeconds: includesSeconds, minuteStep: minuteStep, secondStep: secondStep,
                selection: selection ?? .zero)
        } catch {
            throw DurationOptionError(option: "--select", text: selectionText ?? "PT0S", error: error)
        }
    }

    /// `text` parsed strictly, or an error naming `option`.
    static func parse(_ text: String, _ option: String) throws(DurationOptionError) -> DurationSelection {
        do {
            return try DurationSelection(text)
        } catch {
            throw DurationOptionError(option: option, text: text, error: error)
        }
    }
}

/// A duration option whose value is malformed or does not fit the picker.
struct DurationOptionError: Error, CustomStringConvertible {
    let option: String
    let text: String
    let error: ParseError

    var description: String { "\(option) \(OutputEscaping.quoted(text)): \(error)" }
}
