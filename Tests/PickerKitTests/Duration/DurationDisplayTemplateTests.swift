import PickerKitTestSupport
import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

/// Display strings join their parts from the list pattern's literals; they must be ICU's text.
@Suite("duration display strings from the list pattern's literals write what ICU writes")
struct DurationDisplayTemplateTests {
    @Test(
        "random durations in locales whose lists change before letters (es, he) and others",
        arguments: [
            "en", "de", "es", "he", "ar", "fa", "hi", "ja", "zh", "ru", "fr", "it", "pl", "th", "ko", "my", "bn",
            "am", "uk", "vi",
        ])
    func agreesWithICU(localeID: String) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        var random = SplitMix64(seed: 0xD0_7A71 &+ UInt64(localeID.utf8.count))
        for _ in 0..<300 {
            let hours = random.next() % 3 == 0 ? 0 : Int(random.next() % 1000)
            let minutes = random.next() % 3 == 0 ? 0 : Int(random.next() % 60)
            let seconds = random.next() % 3 == 0 ? 0 : Int(random.next() % 60)
            let duration = try DurationSelection(hours: hours, minutes: minutes, seconds: seconds)
            let fast = try labeler.displayString(for: duration)
            let icu = try labeler.icuDisplayString(for: duration)
            #expect(fast == icu, "\(localeID) \(duration): \(fast) vs ICU \(icu)")
        }
    }

    @Test(
        "ones, twos and small numbers in every position: Arabic and Hebrew duals and whole labels",
        arguments: ["ar", "ar_EG", "he", "he_IL", "fa_IR", "ru_RU", "hi_IN", "en_US", "de_DE", "ko_KR", "es"])
    func dualsAndPlurals(localeID: String) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        let values = [0, 1, 2, 3, 10, 11, 21, 59]
        for hours in values + [100, 102, 999] {
            for minutes in values {
                for seconds in values {
                    let duration = try DurationSelection(hours: hours, minutes: minutes, seconds: seconds)
                    let fast = try labeler.displayString(for: duration)
                    let icu = try labeler.icuDisplayString(for: duration)
                    #expect(fast == icu, "\(localeID) \(duration): \(fast) vs ICU \(icu)")
                }
            }
        }
    }

    @Test(
        "one-part durations of every number, written from their blocks, cold and warm, in every unit",
        arguments: ["ar_EG", "he_IL", "ru_RU", "en_US", "zh_CN", "hi_IN"])
    func oneUnitBlocks(localeID: String) throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale(localeID))
        var durations = try (1...999).map { try DurationSelection(hours: $0) }
        for value in 1...59 {
            durations.append(try DurationSelection(hours: 0, minutes: value))
            durations.append(try DurationSelection(hours: 0, seconds: value))
        }
        for round in 0..<2 {
            for duration in durations.reversed() {
                let fast = try labeler.displayString(for: duration)
                let icu = try labeler.icuDisplayString(for: duration)
                #expect(fast == icu, "\(localeID) \(duration) round \(round): \(fast) vs ICU \(icu)")
            }
        }
        // Zero and the hours from 1000 (grouped numbers, ICU on every call) are no block's.
        for duration in [try DurationSelection(hours: 0), try DurationSelection(hours: 1000)] {
            #expect(try labeler.displayString(for: duration) == labeler.icuDisplayString(for: duration))
        }
    }
}
