/// The exit statuses `locale-check` uses.
enum ExitStatus {
    /// Everything checked out.
    static let success: Int32 = 0
    /// The command ran and found something wrong (a mismatch, an invalid input).
    static let failure: Int32 = 1
    /// The command line itself is wrong (`EX_USAGE`).
    static let usage: Int32 = 64
}
