@_spi(PickerKitTools) import PickerKit

/// The options of a duration picker as given on the command line (values checked when used,
/// so a bad duration is an error naming the option, exit 1; a bad step or style is a usage error).
struct DurationOptions {
    let localeID: String
    let allowsFallback: Bool
    let maximum: String?
    let selection: String?
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
        maximum = try scanner.value(.max)
        selection = try scanner.value(.select)
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

    /// The picker, or an error naming the option whose duration is malformed or does not fit.
    func picker() throws -> DurationPicker {
        let maximum = try self.maximum.map { text throws(DurationOptionError) in try Self.parse(text, "--max") }
        let selection = try self.selection.map { text throws(DurationOptionError) in try Self.parse(text, "--select") }
        do {
            return try DurationPicker(
                maximum: maximum, includesSeconds: includesSeconds, minuteStep: minuteStep, secondStep: secondStep,
                selection: selection ?? .zero)
        } catch {
            throw DurationOptionError(option: "--select", text: self.selection ?? "PT0S", error: error)
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
