/// One `locale-check` subcommand: declared by its name, options and texts, parsed from its
/// arguments, then run for an exit status.
///
/// Adding a subcommand is declaring a type and listing it in `subcommands` (main.swift); usage,
/// help, option checks and suggestions come from the declaration.
protocol Subcommand {
    /// The word that selects it, such as `"gregorian"`.
    static var name: String { get }
    /// A one-line summary for `locale-check --help`.
    static var summary: String { get }
    /// The positional arguments as the synopsis shows them, such as `"[STRING ...]"`, or `""`.
    static var positionals: String { get }
    /// The options, in the order the synopsis and help list them (`-h, --help` is added).
    static var options: [OptionSpec] { get }
    /// What the command does: the paragraphs between the synopsis and the options.
    static var discussion: String { get }
    /// The text after the options: examples, output, exit statuses.
    static var footer: String { get }

    /// Reads the scanned arguments after the subcommand name.
    init(_ arguments: ArgumentScanner) throws(UsageError)

    /// Runs and returns the exit status (0 success, 1 a finding or bad input).
    func run() -> Int32
}
