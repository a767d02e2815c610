#if SystemICU
    import Testing

    @testable import PickerKit

    /// `LocaleDateFormat.digits()` reads a decimal numbering system's ten digits from one
    /// `unum_formatInt64` of 1234567890 and any other system's one call per digit: either way
    /// they are the digits ICU writes in the formatter's day numbers.
    @Suite("a formatter's digits")
    struct LocaleDateFormatDigitsTests {
        /// 2019-08-01T12:00Z in ms since 1970.
        static let augustFirst = 1_564_660_800_000.0

        @Test(
            "digits are the ones udat_format writes in days 1–9 and in the 0 of day 10",
            arguments: [
                "en_US", "ar_EG", "fa_IR@calendar=gregorian", "hi_IN@numbers=deva", "th_TH@numbers=thai", "bn_BD",
                "my_MM", "en@numbers=adlm", "ja_JP@numbers=fullwide", "zh_CN@numbers=hanidec",
            ])
        func digitsMatchDays(localeID: String) throws {
            let format = try LocaleDateFormat(localeID: localeID, pattern: "d", proleptic: true)
            let digits = try format.digits()
            #expect(digits.count == 10)
            for day in 1...9 {
                let text = try format.format(millis: Self.augustFirst + Double(day - 1) * 86_400_000)
                #expect(digits[day] == text, "\(localeID) day \(day)")
            }
            let ten = try format.format(millis: Self.augustFirst + 9 * 86_400_000)
            #expect(ten == digits[1] + digits[0], "\(localeID) day 10")
        }

        @Test("an algorithmic numbering system keeps ICU's own writing of each digit")
        func algorithmicDigits() throws {
            let format = try LocaleDateFormat(localeID: "he_IL@numbers=hebr", pattern: "d", proleptic: true)
            let digits = try format.digits()
            for day in 1...9 {
                let text = try format.format(millis: Self.augustFirst + Double(day - 1) * 86_400_000)
                #expect(digits[day] == text, "day \(day)")
            }
        }
    }
#endif
