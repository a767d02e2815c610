import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("Locale ids from random input")
struct LocaleIdentifierFuzzTests {
    static let pieces = [
        "en", "zh", "ar", "xx", "aaaaaaaaaaaa", "abcdefgh", "abcdefghi", "Hant", "Latn", "US", "TW", "ZZ", "419", "_",
        "-", "@", "=", ";", "calendar", "numbers", "japanese", "latn", "u", "ca", "nu", "x", "POSIX", "1901", " ", "é",
        "\u{0}",
    ]

    @Test("random ids are refused with an error or resolve and label without crashing (seeded)")
    func randomIdentifiers() throws {
        var random = LabelTestRandom(defaultSeed: 0xC0FF_EE12)
        var accepted = 0
        for _ in 0..<3_000 {
            var id = ""
            for _ in 0..<(1 + Int(random.next() % 6)) {
                id += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
            }
            let allowingFallback = random.next() % 2 == 0
            do {
                let locale = try ResolvedLocale(id, allowingFallback: allowingFallback)
                accepted += 1
                #expect(allowingFallback || locale.resolved != "root", "seed \(random.seed), id \(id)")
                let labeler = try CalendarLabeler.shared(locale: locale, mode: .date)
                #expect(!labeler.order.isEmpty, "seed \(random.seed), id \(id)")
            } catch {
                // Both calls throw only LocalizationError (typed throws).
                #expect(error.description.contains(QuotedInput.quoted(id)), "seed \(random.seed), id \(id)")
            }
        }
        #expect(accepted > 50)
    }
}
