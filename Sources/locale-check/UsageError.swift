/// A command line that cannot be run as written: exits 64 (`EX_USAGE`) with usage.
struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, naming the argument, such as `--from: "abc" is not a year`.
    let message: String
    /// The usage text of the subcommand the mistake was made in.
    let usage: String

    var description: String { message }
}
