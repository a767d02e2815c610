#if SystemICU
    internal import CPickerKitICU

    /// A locale's default numbering system as ICU reports it (`unumsys_open`).
    enum LocaleNumberingSystem {
        /// The name of the numbering system of a validated locale id, such as `"latn"` or
        /// `"arab"`, or `nil` when ICU cannot open it.
        static func name(localeID: String) -> String? {
            var status = PKU_ZERO_ERROR
            guard let system = pkicu_unumsys_open(localeID, &status), !ICUStatus.isFailure(status) else { return nil }
            defer { pkicu_unumsys_close(system) }
            return pkicu_unumsys_getName(system).map { String(cString: $0) }
        }

        /// Whether the numbering system is algorithmic (hebr, jpan: 十 for 10) rather than
        /// digit by digit; `true` when ICU cannot open it (only ICU can then write numbers).
        static func isAlgorithmic(localeID: String) -> Bool {
            var status = PKU_ZERO_ERROR
            guard let system = pkicu_unumsys_open(localeID, &status), !ICUStatus.isFailure(status) else { return true }
            defer { pkicu_unumsys_close(system) }
            return pkicu_unumsys_isAlgorithmic(system) != 0
        }
    }
#endif
