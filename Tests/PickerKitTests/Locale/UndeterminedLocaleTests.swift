import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

/// Issue 9 item 5: `und_*` ids give ICU the likely language, never LANG's; `und` alone is refused.
@Suite("Undetermined language ids")
struct UndeterminedLocaleTests {
    @Test(
        "und with a region or script is its likely language, reported as a mapping",
        arguments: [
            ("und_JP", "ja_JP", "ja_JP", "8月"), ("und-DE", "de_DE", "de_DE", "August"),
            ("und_Hant", "zh_Hant", "zh_Hant", "8月"), ("und_RU", "ru_RU", "ru_RU", "август"),
        ])
    func likelyLanguage(id: String, mapped: String, resolved: String, august: String) throws {
        let locale = try ResolvedLocale(id)
        #expect(locale.resolved == resolved)
        #expect(locale.icuBaseIdentifier == mapped)
        #expect(!locale.icuIdentifier.hasPrefix("und"))
        #expect(locale.mappings.contains { $0.hasSuffix("mapped to \(mapped)") }, "\(locale.mappings)")
        let labeler = try CalendarLabeler.shared(locale: locale, mode: .date)
        #expect(try labeler.label(.month, for: PickerValues(month: 8)) == august)
        // What ICU formats is the mapped locale's data, whatever LANG is: the labeler's
        // pattern locale is the resolved one, not the process default.
        #expect(try labeler.icuLabel(.month, for: PickerValues(month: 8)) == august)
    }

    @Test(
        "und alone is refused: ICU would show root's M01 or follow LANG", arguments: ["und", "UND", "und@calendar=roc"])
    func bareUnd(id: String) {
        #expect {
            try ResolvedLocale(id)
        } throws: { error in
            guard case .malformedLocale(let failedID, let part, _) = error as? LocalizationError else { return false }
            return failedID == id && part == "und"
        }
        #expect(throws: LocalizationError.self) { try ResolvedLocale(id, allowingFallback: true) }
    }

    @Test("an und id whose region has no likely language is refused, not left to LANG")
    func unknownRegion() {
        #expect(throws: LocalizationError.self) { try ResolvedLocale("und_QQ") }
    }
}
