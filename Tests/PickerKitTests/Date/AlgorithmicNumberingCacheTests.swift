import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

@Suite("labeler caches keep few labelers of algorithmic numbering systems", .serialized)
struct AlgorithmicNumberingCacheTests {
    @Test("ordinary and algorithmic entries have their own bounds, least recently used dropped first")
    func parts() {
        var cache = LabelerCache<Int, String>(capacity: 4)
        let heavy = LabelerCache<Int, String>.algorithmicCapacity
        for key in 0..<10 { _ = cache.insert("plain \(key)", for: key, isAlgorithmic: false) }
        for key in 100..<(100 + heavy + 5) { _ = cache.insert("heavy \(key)", for: key, isAlgorithmic: true) }
        #expect(cache.count == 4)
        #expect(cache.algorithmicCount == heavy)
        #expect(cache.value(for: 9) == "plain 9")
        #expect(cache.value(for: 5) == nil)
        #expect(cache.value(for: 100) == nil)
        #expect(cache.value(for: 100 + heavy + 4) == "heavy \(100 + heavy + 4)")
        // A key already held keeps its value, in whichever part it is.
        #expect(cache.insert("other", for: 9, isAlgorithmic: true) == "plain 9")
        #expect(cache.algorithmicCount == heavy)
    }

    @Test("roman labelers go to the small part; many distinct roman ids never hold more than its capacity")
    func romanLocales() throws {
        let roman = try ResolvedLocale("en@numbers=roman")
        #expect(try CalendarLabeler(locale: roman, mode: .date).writesAlgorithmicNumbers)
        #expect(try !CalendarLabeler(locale: ResolvedLocale("en"), mode: .date).writesAlgorithmicNumbers)
        #expect(
            try CalendarLabeler(locale: ResolvedLocale("he@calendar=hebrew;numbers=roman"), mode: .date)
                .writesAlgorithmicNumbers)
        let ids = ResolvedLocale.availableIdentifiers.prefix(CalendarLabeler.algorithmicCacheCapacity + 8)
        let before = CalendarLabeler.cachedCount
        for id in ids {
            let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id + "@numbers=roman"), mode: .year)
            #expect(labeler.writesAlgorithmicNumbers)
            #expect(CalendarLabeler.cachedAlgorithmicCount <= CalendarLabeler.algorithmicCacheCapacity)
        }
        #expect(CalendarLabeler.cachedAlgorithmicCount == CalendarLabeler.algorithmicCacheCapacity)
        // Ordinary entries were not pushed out by them.
        #expect(CalendarLabeler.cachedCount >= before)
        #expect(
            try CalendarLabeler.shared(locale: roman, mode: .year).label(
                .year, for: PickerValues(mode: .year, year: 2019)) == "MMXIX")
    }
}
