@_implementationOnly import CICU

/// A locale's default numbering system as ICU reports it (`unumsys_open`).
enum ICUNumberingSystem {
    /// The name of the numbering system of a validated locale id, such as `"latn"` or
    /// `"arab"`, or `nil` when ICU cannot open it.
    static func name(localeID: String) -> String? {
        var status = U_ZERO_ERROR
        guard let system = cicu_unumsys_open(localeID, &status), !ICUStatus.isFailure(status) else { return nil }
        defer { cicu_unumsys_close(system) }
        return cicu_unumsys_getName(system).map { String(cString: $0) }
    }

    /// Whether the numbering system is algorithmic (hebr, jpan: 十 for 10) rather than
    /// digit by digit; `true` when ICU cannot open it (only ICU can then write numbers).
    static func isAlgorithmic(localeID: String) -> Bool {
        var status = U_ZERO_ERROR
        guard let system = cicu_unumsys_open(localeID, &status), !ICUStatus.isFailure(status) else { return true }
        defer { cicu_unumsys_close(system) }
        return cicu_unumsys_isAlgorithmic(system) != 0
    }
}
