/// A command line that cannot be run as written: exits 64 (`EX_USAGE`) with a short usage.
struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, naming the argument, such as `--from: "abc" is not a year`; arguments in
    /// it are already escaped (``OutputEscaping/quoted(_:)``).
    let message: String
    /// The subcommand the mistake was made in, or `nil` for the tool itself.
    let command: String?

    init(message: String, command: String?) {
        self.message = message
        self.command = command
    }

    var description: String { message }
}
