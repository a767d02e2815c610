import PickerKitTestSupport
import Testing

@testable import PickerKit

/// `LocaleDateFormat.digits()` reads a decimal numbering system's ten digits from one
/// `unum_formatInt64` of 1234567890 (system ICU) or from the compiled CLDR table of
/// numbering systems (Foundation), and any other system's one call per digit: either way
/// they are the digits the date formatter writes in its day numbers.
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

    @Test("every decimal numbering system of the compiled table writes its days in the table's digits")
    func compiledTableMatchesDays() throws {
        var checked = 0
        for line in LocaleTables.decimalDigitsData.split(separator: "\n") {
            let name = String(line.prefix { $0 != "\t" })
            let digits = try #require(LocaleTables.decimalDigits(ofSystem: name), "\(name)")
            #expect(digits.count == 10, "\(name)")
            let format = try LocaleDateFormat(localeID: "en@numbers=\(name)", pattern: "d", proleptic: true)
            #expect(try format.digits() == digits, "\(name)")
            for day in [1, 5, 9, 10] {
                let text = try format.format(millis: Self.augustFirst + Double(day - 1) * 86_400_000)
                let written = String(day).map { digits[$0.wholeNumberValue!] }.concatenated()
                #expect(text == written, "\(name) day \(day)")
            }
            checked += 1
        }
        #expect(checked > 50)
        #expect(LocaleTables.decimalDigits(ofSystem: "hebr") == nil)
    }

    @Test(
        "an algorithmic numbering system keeps ICU's own writing of each digit",
        .needsSystemICU("Foundation's NumberFormatter writes hebr digits otherwise than its date formatter"))
    func algorithmicDigits() throws {
        let format = try LocaleDateFormat(localeID: "he_IL@numbers=hebr", pattern: "d", proleptic: true)
        let digits = try format.digits()
        for day in 1...9 {
            let text = try format.format(millis: Self.augustFirst + Double(day - 1) * 86_400_000)
            #expect(digits[day] == text, "day \(day)")
        }
    }
}
