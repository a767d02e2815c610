/// Splits a subcommand's arguments into options, flags and positional values, against the
/// command's declared ``OptionSpec``s.
///
/// Accepts `--name value` and `--name=value`; `--` ends options. Every option a command
/// does not declare is a usage error naming it, with the closest declared one if it looks like a
/// typo. Arguments echoed in errors are escaped and capped (``OutputEscaping/quoted(_:)``).
struct ArgumentScanner {
    /// The subcommand whose arguments these are, for usage errors.
    let command: String
    private var values: [OptionName: [String]] = [:]
    private var flags: Set<OptionName> = []
    /// Arguments that are not options, in order.
    private(set) var positionals: [String] = []

    /// Scans `arguments` against the declared `options` of `command`.
    init(_ arguments: [String], options: [OptionSpec], command: String) throws(UsageError) {
        self.command = command
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name.rawValue == name }) else {
                var message = "unknown option \(OutputEscaping.quoted(name))"
                if let suggestion = Suggestion.closest(to: name, among: options.map(\.name.rawValue) + ["--help"]) {
                    message += "; did you mean \(suggestion)?"
                }
                throw UsageError(message: message, command: command)
            }
            if !option.takesValue {
                if inlineValue != nil {
                    throw UsageError(message: "\(name) takes no value", command: command)
                }
                guard flags.insert(option.name).inserted else {
                    throw UsageError(message: "\(name) given 2 times", command: command)
                }
            } else {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "\(name) needs a value", command: command)
                }
                values[option.name, default: []].append(value)
            }
        }
    }

    /// Whether `-h` or `--help` stands where an option can: not after `--`, not as the value of
    /// an option that takes one.
    static func requestsHelp(_ arguments: [String], options: [OptionSpec]) -> Bool {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
            if argument.hasPrefix("--"), !argument.contains("="),
                options.contains(where: { $0.name.rawValue == argument && $0.takesValue })
            {
                _ = remaining.popFirst()
            }
        }
        return false
    }

    /// Whether `flag` was given.
    func has(_ flag: OptionName) -> Bool {
        flags.contains(flag)
    }

    /// Every value of a repeatable `option`, in order.
    func values(_ option: OptionName) -> [String] {
        values[option] ?? []
    }

    /// The value of `option`, or `nil`; given twice is a usage error.
    ///
    /// A value that is not UTF-8 is a usage error naming the byte (`\x{FF}`), except for
    /// `--data`, a file name, which is opened by its bytes.
    func value(_ option: OptionName) throws(UsageError) -> String? {
        guard let given = values[option] else { return nil }
        guard given.count == 1 else {
            throw UsageError(message: "\(option) given \(given.count) times", command: command)
        }
        if option != .data, given[0].unicodeScalars.contains("\u{FFFD}"),
            RawArguments.bytes(decodingTo: given[0]) != nil
        {
            throw UsageError(
                message: "\(option): \(OutputEscaping.quoted(given[0])) is not UTF-8", command: command)
        }
        return given[0]
    }

    /// The value of `option` converted by `parse`, which returns `nil` for a bad value
    /// described by `expected` (such as `"a year from 1 to 9999"`).
    ///
    /// With `suggesting`, the words the option takes: a bad value close to one of them gets
    /// "did you mean …?" (`--mode dat`: date).
    func value<T>(
        _ option: OptionName, expected: String, suggesting words: [String] = [], _ parse: (String) -> T?
    ) throws(UsageError) -> T? {
        guard let text = try value(option) else { return nil }
        guard let parsed = parse(text) else {
            var message = "\(option): \(OutputEscaping.quoted(text)) is not \(expected)"
            if let suggestion = Suggestion.closest(to: text, among: words) {
                message += "; did you mean \(suggestion)?"
            }
            throw UsageError(message: message, command: command)
        }
        return parsed
    }

    /// A usage error of this command.
    func error(_ message: String) -> UsageError {
        UsageError(message: message, command: command)
    }
}
