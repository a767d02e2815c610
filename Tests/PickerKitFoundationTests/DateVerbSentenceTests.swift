import Foundation
import PickerKit
import PickerKitFoundation
import PickerKitTestSupport
import Testing

/// Selecting a `Date` says what it moved in the picker's language, as every other verb does.
@Suite("selecting a Date says its adjustments in the locale")
struct DateVerbSentenceTests {
    @Test(
        "a Date after the maximum: each field moved is said in the locale", .pinsCLDR42,
        arguments: [
            ("de_DE", "Jahr auf 2030 geändert: spätestens Dienstag, 31. Dezember 2030"),
            ("zh_CN", "年改为2030年：最晚为2030年12月31日星期二"),
        ])
    func dateAfterTheMaximum(localeID: String, yearSentence: String) throws {
        var picker = try LocalizedPicker(
            locale: ResolvedLocale(localeID),
            configuration: PickerConfiguration(mode: .date, minimum: "2015-01-01", maximum: "2030-12-31"))
        // 2040-05-01T00:00:00Z
        let change = try picker.select(Date(timeIntervalSince1970: 2_219_443_200), in: TimeZone(checking: "UTC"))
        #expect(picker.selectedValue == "2030-12-31")
        #expect(change.sentences.count == change.adjustments.count)
        #expect(change.sentences.first == yearSentence)
        #expect(change.sentences.allSatisfy { sentence in !change.adjustments.contains { $0.description == sentence } })
    }
}
