/// Splits a subcommand's arguments into options, flags and positional values.
///
/// Accepts `--name value` and `--name=value`; `--` ends options. Every option a command
/// does not declare is a usage error naming it.
struct ArgumentScanner {
    private var remaining: ArraySlice<String>
    private let usage: String
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Arguments that are not options, in order.
    private(set) var positionals: [String] = []

    /// Scans `arguments` against the declared option names (with values) and flags (without).
    init(_ arguments: [String], options: Set<String>, flags flagNames: Set<String>, usage: String) throws(UsageError) {
        self.remaining = arguments[...]
        self.usage = usage
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
            if flagNames.contains(name) {
                if inlineValue != nil {
                    throw UsageError(message: "\(name) takes no value", usage: usage)
                }
                guard flags.insert(name).inserted else {
                    throw UsageError(message: "\(name) given 2 times", usage: usage)
                }
            } else if options.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "\(name) needs a value", usage: usage)
                }
                values[name, default: []].append(value)
            } else {
                throw UsageError(message: "unknown option \"\(argument)\"", usage: usage)
            }
        }
    }

    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    /// The value of `option`, or `nil`; given twice is a usage error.
    func value(_ option: String) throws(UsageError) -> String? {
        guard let given = values[option] else { return nil }
        guard given.count == 1 else {
            throw UsageError(message: "\(option) given \(given.count) times", usage: usage)
        }
        return given[0]
    }

    /// The value of `option` converted by `parse`, which returns `nil` for a bad value
    /// described by `expected` (such as `"a year from 1 to 9999"`).
    func value<T>(_ option: String, expected: String, _ parse: (String) -> T?) throws(UsageError) -> T? {
        guard let text = try value(option) else { return nil }
        guard let parsed = parse(text) else {
            throw UsageError(message: "\(option): \"\(text)\" is not \(expected)", usage: usage)
        }
        return parsed
    }
}
