import Testing

@_spi(PickerKitTools) @testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Issue 9 item 3: the labeler cache is keyed by the resolved locale and bounded.
@Suite("Labeler cache bounds", .serialized)
struct LabelerCacheTests {
    /// 10,000 distinct spellings of `en_US@calendar=gregorian;numbers=latn`: letter case,
    /// `-` or `_`, keyword order, ICU keywords or BCP 47 `-u-` keys, `gregory` or `gregorian`.
    static func spellings(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        func randomCase(_ text: String) -> String {
            String(
                text.map { character in
                    random.next() & 1 == 0 ? Character(character.uppercased()) : Character(character.lowercased())
                })
        }
        var seen: Set<String> = []
        var result: [String] = []
        while result.count < count {
            let separator = random.next() & 1 == 0 ? "_" : "-"
            let base = randomCase("en") + separator + randomCase("us")
            let id: String
            if random.next() % 3 == 0 {
                // BCP 47 values have at most 8 characters: `gregory`.
                let keys = ["ca-" + randomCase("gregory"), "nu-" + randomCase("latn")]
                let ordered = random.next() & 1 == 0 ? keys : keys.reversed()
                id = base + "-" + randomCase("u") + "-" + ordered.joined(separator: "-")
            } else {
                let keys = [
                    randomCase("calendar") + "=" + randomCase("gregorian"),
                    randomCase("numbers") + "=" + randomCase("latn"),
                ]
                let ordered = random.next() & 1 == 0 ? keys : keys.reversed()
                id = base + "@" + ordered.joined(separator: ";")
            }
            if seen.insert(id).inserted { result.append(id) }
        }
        return result
    }

    /// The spellings share one set of ICU formatters: every labeler made for them holds the
    /// same `LocaleDateFormat` objects, so nothing grows with the number of spellings. (A resident
    /// set size figure is not asserted here: tests run in parallel in one process, and the
    /// other suites' allocations land in the same figure; on CI that noise reached 81 MiB.)
    @Test("10,000 spellings of one locale share one cache entry and one set of ICU formatters")
    func tenThousandSpellings() throws {
        let seed = SplitMix64.runSeed
        let spellings = Self.spellings(count: 10_000, seed: seed)
        var identifiers: Set<String> = []
        var formatters: Set<ObjectIdentifier> = []
        for id in spellings {
            let locale = try ResolvedLocale(id)
            let labeler = try CalendarLabeler.shared(locale: locale, mode: .date)
            identifiers.insert(locale.icuIdentifier)
            formatters.insert(ObjectIdentifier(labeler.displayFormatter!))
            #expect(labeler.locale.requested == id, "seed \(seed)")
            #expect(try labeler.label(.month, for: PickerValues(month: 8)) == "August", "seed \(seed) \(id)")
        }
        #expect(identifiers == ["en_US@calendar=gregorian;numbers=latn"], "seed \(seed)")
        #expect(formatters.count == 1, "seed \(seed): \(formatters.count) formatter sets for one locale")
        #expect(CalendarLabeler.cachedCount <= CalendarLabeler.cacheCapacity)
    }

    @Test("the cache keeps at most its capacity and drops the least recently used")
    func bounded() throws {
        var cache = BoundedCache<Int, String>(capacity: 3)
        _ = cache.insert("a", for: 1)
        _ = cache.insert("b", for: 2)
        _ = cache.insert("c", for: 3)
        #expect(cache.value(for: 1) == "a")
        _ = cache.insert("d", for: 4)
        #expect(cache.count == 3)
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 1) == "a")
        #expect(cache.insert("x", for: 3) == "c")
    }

    @Test("more labelers than the capacity leave the shared cache at its capacity")
    func sharedCapacity() throws {
        let locales = ResolvedLocale.availableIdentifiers.prefix(CalendarLabeler.cacheCapacity + 10)
        for id in locales {
            _ = try CalendarLabeler.shared(locale: ResolvedLocale(id, allowingFallback: true), mode: .year)
        }
        #expect(CalendarLabeler.cachedCount <= CalendarLabeler.cacheCapacity)
    }
}

@Suite("Spoken labeler cache")
struct SpokenLabelerCacheTests {
    @Test("more locales than the capacity keep the cache at its bound")
    func bounded() throws {
        let ids = ResolvedLocale.availableIdentifiers.prefix(SpokenLabeler.cacheCapacity + 10)
        for id in ids {
            let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), calendar: .gregorian, mode: .date)
            _ = try SpokenLabeler.shared(for: labeler)
            #expect(SpokenLabeler.cachedCount <= SpokenLabeler.cacheCapacity)
        }
        #expect(SpokenLabeler.cachedCount == SpokenLabeler.cacheCapacity)
    }
}
