/// The era codes of TC39 Temporal's calendars, stored in ``CalendarFields`` as one byte so
/// that the fields stay a plain value (no reference counting on the per-day path).
package enum TemporalEra: UInt8, CaseIterable, Sendable {
    case ce, bce, be, roc, broc, meiji, taisho, showa, heisei, reiwa, ap, ah, bh, am, aa, shaka

    /// The Temporal spelling, such as `"reiwa"`.
    package var code: String {
        switch self {
        case .ce: "ce"
        case .bce: "bce"
        case .be: "be"
        case .roc: "roc"
        case .broc: "broc"
        case .meiji: "meiji"
        case .taisho: "taisho"
        case .showa: "showa"
        case .heisei: "heisei"
        case .reiwa: "reiwa"
        case .ap: "ap"
        case .ah: "ah"
        case .bh: "bh"
        case .am: "am"
        case .aa: "aa"
        case .shaka: "shaka"
        }
    }

    /// The era spelled `code`, or `nil` when Temporal has no such era code.
    init?(code: some StringProtocol) {
        guard let era = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = era
    }
}
