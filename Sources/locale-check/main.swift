#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every subcommand, in the order `--help` lists them.
///
/// Never mutated; `nonisolated(unsafe)` only because protocol metatypes are not `Sendable`.
nonisolated(unsafe) let subcommands: [any Subcommand.Type] = [
    GregorianCommand.self,
    ParseCommand.self,
    LabelsCommand.self,
    FormatCommand.self,
    LocalesCommand.self,
    PickCommand.self,
    RegionsCommand.self,
    DivisionsCommand.self,
    ConvertCommand.self,
    CalendarsCommand.self,
]

nonisolated let toolUsage =
    """
    Usage: locale-check <subcommand> [options]

    Runs PickerKit over real locales and calendars: checks against ICU, selection strings, pickers.

    Subcommands:
    """ + "\n"
    + subcommands.map { "  \($0.name.padding(12))\($0.summary)" }.joined(separator: "\n")
    + "\n\nSee 'locale-check <subcommand> --help' for a subcommand's options."

extension String {
    /// The string padded with spaces to at least `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}

/// Prints a usage error the way the tool always does, and returns the usage exit status.
func reportUsageError(_ error: UsageError) -> Int32 {
    StandardStreams.error("Error: \(error.message)")
    StandardStreams.error(error.usage)
    StandardStreams.error("See 'locale-check --help'.")
    return ExitStatus.usage
}

func runTool(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
        return reportUsageError(UsageError(message: "missing subcommand", usage: toolUsage))
    }
    if first == "-h" || first == "--help" || first == "help" {
        StandardStreams.out(toolUsage)
        return ExitStatus.success
    }
    guard let command = subcommands.first(where: { $0.name == first }) else {
        return reportUsageError(UsageError(message: "unknown subcommand \"\(first)\"", usage: toolUsage))
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("-h") || rest.contains("--help") {
        StandardStreams.out(command.usage)
        return ExitStatus.success
    }
    do {
        return try command.init(arguments: rest).run()
    } catch {
        return reportUsageError(error)
    }
}

let status = runTool(Array(CommandLine.arguments.dropFirst()))
StandardStreams.flush()
exit(status)
