#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tool's version, printed by `--version`.
let toolVersion = "0.1.0"

/// The words the tool takes in place of a subcommand.
let toolWords = ["help", "--help", "-h", "--version"]

nonisolated let toolUsage =
    """
    Usage: locale-check <subcommand> [options]
           locale-check help [<subcommand>]
           locale-check --version

    Runs PickerKit over real locales and calendars: checks against ICU, selection strings, pickers.

    Subcommands:
    """ + "\n"
    + subcommands.map { "  \($0.name.padding(12))\($0.summary)" }.joined(separator: "\n")
    + "\n\nSee 'locale-check <subcommand> --help' or 'locale-check help <subcommand>' for a subcommand's options."

/// What `help help` and `help --help` print.
let helpUsage =
    """
    Usage: locale-check help [<subcommand>]

    Prints the tool's help (the subcommands and what each does), or with a subcommand name that
    subcommand's synopsis, options and examples, the same as 'locale-check <subcommand> --help'.
    """

extension String {
    /// The string padded with spaces to at least `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}

/// Prints a usage error (`Error: …`, a short usage, where to read more) and returns 64.
func reportUsageError(_ error: UsageError) -> Int32 {
    StandardStreams.error("Error: \(error.message)")
    if let name = error.command, let command = subcommands.first(where: { $0.name == name }) {
        StandardStreams.error(command.shortUsage)
        StandardStreams.error("See 'locale-check \(name) --help'.")
    } else {
        StandardStreams.error("Usage: locale-check <subcommand> [options]")
        StandardStreams.error("See 'locale-check --help'.")
    }
    return ExitStatus.usage
}

/// The subcommand called `word`, or a usage error suggesting the closest name.
func subcommand(named word: String) throws(UsageError) -> any Subcommand.Type {
    if let command = subcommands.first(where: { $0.name == word }) { return command }
    var message = "unknown subcommand \(OutputEscaping.quoted(word))"
    if let suggestion = Suggestion.closest(to: word, among: subcommands.map { $0.name } + toolWords) {
        message += "; did you mean \(suggestion)?"
    }
    throw UsageError(message: message, command: nil)
}

func runTool(_ arguments: [String]) -> Int32 {
    do throws(UsageError) {
        guard let first = arguments.first else {
            throw UsageError(message: "missing subcommand", command: nil)
        }
        switch first {
        case "-h", "--help":
            StandardStreams.out(toolUsage)
            return ExitStatus.success
        case "--version":
            guard arguments.count == 1 else {
                throw UsageError(
                    message: "--version takes no arguments, got \(OutputEscaping.quoted(arguments[1]))", command: nil)
            }
            StandardStreams.out("locale-check \(toolVersion)")
            return ExitStatus.success
        case "help":
            guard arguments.count <= 2 else {
                throw UsageError(message: "help takes one subcommand name", command: nil)
            }
            if arguments.count == 2, ["help", "--help", "-h"].contains(arguments[1]) {
                StandardStreams.out(helpUsage)
            } else if arguments.count == 2 {
                StandardStreams.out(try subcommand(named: arguments[1]).usage)
            } else {
                StandardStreams.out(toolUsage)
            }
            return ExitStatus.success
        default:
            let command = try subcommand(named: first)
            let rest = Array(arguments.dropFirst())
            if ArgumentScanner.requestsHelp(rest, options: command.options) {
                StandardStreams.out(command.usage)
                return ExitStatus.success
            }
            let scanner = try ArgumentScanner(rest, options: command.options, command: command.name)
            return try command.init(scanner).run()
        }
    } catch {
        return reportUsageError(error)
    }
}

// A closed pipe (`convert … | head`) is a failed write, reported with exit 1 like a full disk,
// not a silent death by SIGPIPE (141).
signal(SIGPIPE, SIG_IGN)
let status = runTool(Array(CommandLine.arguments.dropFirst()))
exit(StandardStreams.finish(status))
