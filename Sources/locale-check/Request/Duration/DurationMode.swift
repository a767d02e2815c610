import PickerKit

/// `--mode duration` in `labels`, `format`, `parse` and `pick`: a countdown picker's columns,
/// display strings, canonical ISO 8601 durations (`PT1H30M`) and the interactive picker.
///
/// The commands declare the few options only this mode reads (``specs(for:)``); reading
/// `--mode` (``PickerMode/read(_:)``) refuses them in other modes, and in this mode every
/// option the command's durations do not take (``accepted``).
enum DurationMode {
    /// The mode's name on the command line.
    static let name = "duration"
    /// A value of the mode, for the `--mode` help.
    static let example = "PT1H30M"

    static let noSeconds = OptionSpec.flag(
        .noSeconds, "With --mode duration: no seconds column (hours and minutes).")
    static let labelStyle = OptionSpec.option(
        .labelStyle, "S", "With --mode duration: unit (2 hours, default) or number (2, the unit as the header).")
    /// The options a command declares for this mode (those it does not already have).
    static func specs(for command: String) -> [OptionSpec] {
        switch command {
        // `labels` and `pick` already declare --minute-step and --second-step (one-column and
        // date pickers), with help that names this mode too.
        case "labels", "pick": [noSeconds, labelStyle]
        default: []
        }
    }

    /// The options each command takes in this mode; any other option it declares is refused.
    static let accepted: [String: Set<OptionName>] = [
        "labels": [
            .locale, .mode, .select, .max, .minuteStep, .secondStep, .noSeconds,
            .labelStyle, .allRows, .json, .allowFallback,
        ],
        "format": [.locale, .mode, .allowFallback],
        "parse": [.mode, .lenient, .json],
        "pick": [
            .locale, .mode, .select, .max, .minuteStep, .secondStep, .noSeconds,
            .labelStyle, .allowFallback,
        ],
    ]

    /// The paragraph each command's help ends with.
    static func footer(for command: String) -> String {
        let picker = """
            --max is the longest duration (default PT23H59M59S, PT23H59M with --no-seconds): the hour
            column runs 0...its hours, and a --select over it is an error (exit 1).
            """
        switch command {
        case "labels":
            return """
                Durations (--mode duration): hour, minute and second columns of a countdown, labeled with
                ICU's plural units (1 hour, 2 hours, 2 Stunden, 22 часа); --select and --max are ISO 8601
                durations (PT1H30M). \(picker)
                """
        case "pick":
            return """
                Durations: locale-check pick --mode duration [--locale L] [--select D] [--max D]
                [--minute-step N] [--second-step N] [--no-seconds] [--label-style unit|number]; prints
                the canonical duration (PT1H30M). \(picker)
                """
        case "format":
            return """
                Durations (--mode duration): VALUE is a canonical ISO 8601 duration (PT1H30M), printed with
                ICU's units and unit list (1 hour, 30 minutes; 1小时30分钟); --parse is not available.
                """
        default:
            return """
                Durations (--mode duration): canonical ISO 8601 time durations, PT1H30M, PT45S, PT0S (no
                zero units, no leading zeros, minutes and seconds below 60, at most 9999 hours, no days).
                --lenient also reads PT90M (as PT1H30M), PT0H30M, pt1h and white space around.
                """
        }
    }

    /// Refuses the options of `scanner`'s command that do not go with its mode: in duration
    /// mode every option its durations do not take, in another mode the duration-only options.
    static func refuseOptions(_ scanner: ArgumentScanner, inDuration: Bool) throws(UsageError) {
        let command = scanner.command
        guard let accepted = accepted[command] else { return }
        guard inDuration else {
            for option in specs(for: command) where try isGiven(option, scanner) {
                throw scanner.error("\(option.name) goes with --mode duration")
            }
            return
        }
        let declared = subcommands.first { $0.name == command }?.options ?? []
        for option in declared where !accepted.contains(option.name) {
            if try isGiven(option, scanner) {
                throw scanner.error("\(option.name) is not an option of --mode duration")
            }
        }
    }

    private static func isGiven(_ option: OptionSpec, _ scanner: ArgumentScanner) throws(UsageError) -> Bool {
        option.takesValue ? !scanner.values(option.name).isEmpty : scanner.has(option.name)
    }
}

extension DurationMode {
    /// Durations as `parse` reads them: canonical ISO 8601 durations (``DurationSelection``),
    /// `--lenient` also PT90M; no ranges.
    struct Values: ValueFamily {
        var lenientRefusal: String? { nil }
        var readsRanges: Bool { false }

        func name(range: Bool) -> String { DurationMode.name }

        func parse(_ input: UnsafeBufferPointer<UInt8>, lenient: Bool, range: Bool)
            -> Result<ParseOutputLine.Success, ParseOutputLine.Failure>
        {
            // Both readings look at a bounded prefix, so a truncated line fails as the whole would.
            let result = Result { () throws(ParseError) in try DurationSelection(utf8: input, lenient: lenient) }
            return result.map { duration in
                ParseOutputLine.Success(
                    mode: DurationMode.name, canonical: .text(duration.description), seconds: duration.totalSeconds)
            }.mapError { ParseOutputLine.Failure(kind: $0.kind.rawValue, offset: $0.offset, message: $0.message) }
        }
    }
}
