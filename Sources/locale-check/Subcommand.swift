/// One `locale-check` subcommand: parsed from its arguments, then run for an exit status.
protocol Subcommand {
    /// The word that selects it, such as `"gregorian"`.
    static var name: String { get }
    /// A one-line summary for `locale-check --help`.
    static var summary: String { get }
    /// The full usage text, printed for `--help` and after usage errors.
    static var usage: String { get }

    /// Parses the arguments after the subcommand name.
    init(arguments: [String]) throws(UsageError)

    /// Runs and returns the exit status (0 success, 1 a finding or bad input).
    func run() -> Int32
}
