#if !SystemICU
    import Foundation
    import Testing

    @testable import PickerKit

    /// The Foundation provider's own writing of the long date style's numbering overrides,
    /// checked against Foundation's long-style `DateFormatter`, which applies them itself.
    @Suite("numbering overrides written without the long style")
    struct NumberingOverrideTests {
        /// Foundation's long-style formatter of `localeID` with `pattern` set after the style.
        static func longStyle(_ localeID: String, _ pattern: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: localeID)
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            formatter.dateFormat = pattern
            return formatter
        }

        /// Noon UTC of the day with `parts` in `identifier`'s calendar.
        static func day(_ identifier: Calendar.Identifier, _ parts: DateComponents) throws -> Date {
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            var parts = parts
            parts.hour = 12
            return try #require(calendar.date(from: parts))
        }

        @Test("Hebrew numerals: every year 5001–5999 and every day 1–30")
        func hebrew() throws {
            let years = Self.longStyle("he@calendar=hebrew", "y")
            for year in 5001...5999 {
                let date = try Self.day(.hebrew, DateComponents(year: year, month: 1, day: 1))
                #expect(NumberingOverride.hebrew.write(year, isYear: true) == years.string(from: date), "year \(year)")
            }
            let days = Self.longStyle("he@calendar=hebrew", "d")
            for day in 1...30 {
                let date = try Self.day(.hebrew, DateComponents(year: 5779, month: 1, day: day))
                #expect(NumberingOverride.hebrew.write(day, isYear: false) == days.string(from: date), "day \(day)")
            }
        }

        @Test("hanidays: every day 1–30 of a Chinese month")
        func chineseDays() throws {
            let days = Self.longStyle("zh@calendar=chinese", "d")
            for day in 1...30 {
                let date = try Self.day(.chinese, DateComponents(era: 78, year: 36, month: 1, day: day))
                #expect(NumberingOverride.chineseDays.write(day, isYear: false) == days.string(from: date), "\(day)")
            }
        }

        @Test(
            "the compiled table: a copy writes year, month and day rows as Foundation's long style does",
            arguments: [
                "he", "he_IL", "yi", "yi_001", "ja", "ja_JP", "yue", "yue_Hans", "yue_Hans_CN", "yue_Hant_HK",
                "yue_HK", "yue_CN", "zh", "zh_CN", "zh_TW", "zh_HK", "zh_SG", "zh_MO", "zh_Hant", "zh_Hant_HK",
                "zh_Hant_MO", "zh_Hant_TW", "zh_Hans_HK", "bo", "bo_IN", "en_US", "ar_EG", "fa_IR", "ko_KR", "th_TH",
                "hi_IN", "am_ET", "ru_RU",
            ])
        func table(id: String) throws {
            let calendars: [(String, Calendar.Identifier)] = [
                ("chinese", .chinese), ("hebrew", .hebrew), ("japanese", .japanese), ("persian", .persian),
                ("buddhist", .buddhist), ("islamic-civil", .islamicCivil), ("coptic", .coptic), ("indian", .indian),
                ("roc", .republicOfChina), ("gregorian", .gregorian),
            ]
            for (name, identifier) in calendars {
                let localeID = "\(id)@calendar=\(name)"
                guard NumberingOverride.of(localeID: localeID) != nil else { continue }
                let base = try LocaleDateFormat(longStyleOf: localeID, proleptic: false)
                var calendar = Calendar(identifier: identifier)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                for pattern in ["y", "d", "MMMM", "Gy", "Gy年", "rU年", "d日", "y MMMM d"] {
                    let copy = try base.copy(pattern: pattern)
                    let native = Self.longStyle(localeID, pattern)
                    for offset in stride(from: 0, to: 4000, by: 397) {
                        let date = Date(timeIntervalSince1970: 1_566_302_400 + Double(offset) * 86_400)
                        let written = try copy.format(millis: date.timeIntervalSince1970 * 1000)
                        #expect(written == native.string(from: date), "\(localeID) \(pattern) \(date)")
                    }
                }
            }
        }
    }
#endif
