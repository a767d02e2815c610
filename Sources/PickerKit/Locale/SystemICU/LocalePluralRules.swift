#if SystemICU
    internal import CPickerKitICU

    /// ICU's cardinal plural rules of one locale (`one`, `few`, `many`, `other` ...).
    enum LocalePluralRules {
        /// The plural category keyword of each number in `numbers`, in order (`uplrules_select`).
        ///
        /// - Throws: ``ICUError`` when ICU cannot open the rules or select a keyword.
        static func categories(localeID: String, numbers: Range<Int>) throws(ICUError) -> [String] {
            let operation = "uplrules_open(\(localeID))"
            let opened = try ICUStatus.check(operation) { status in pkicu_uplrules_open(localeID, &status) }
            guard let rules = opened else {
                throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: operation)
            }
            defer { pkicu_uplrules_close(rules) }
            var keywords: [String] = []
            keywords.reserveCapacity(numbers.count)
            for number in numbers {
                keywords.append(
                    try ICUBuffer.string("uplrules_select(\(number))", initialCapacity: 16) {
                        buffer, capacity, status in
                        pkicu_uplrules_select(rules, Double(number), buffer, capacity, &status)
                    })
            }
            return keywords
        }
    }
#endif
