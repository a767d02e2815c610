import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("Labels under concurrency")
struct LabelConcurrencyTests {
    static let locales = [
        "zh_CN", "en_US", "ar_EG", "ja_JP@calendar=japanese", "th_TH@calendar=buddhist", "de_DE",
        "fa_IR@calendar=gregorian", "ko_KR",
    ]

    /// What one worker computes: labels of every column for a few days, a display string and its parse.
    static func work(_ id: String, seed: Int) throws -> [String] {
        let locale = try ResolvedLocale(id)
        let labeler = try CalendarLabeler.shared(locale: locale, mode: .dateTime, options: LabelOptions())
        var output: [String] = []
        for step in 0..<40 {
            let values = PickerValues(
                year: 1990 + (seed + step) % 40, month: (seed + step) % 12 + 1, day: (seed * 7 + step) % 28 + 1,
                hour: (seed + step * 5) % 24, minute: step % 60, second: (seed * 3) % 60)
            for field in labeler.order {
                output.append(try labeler.label(field, for: values))
            }
            let display = try labeler.displayString(for: values)
            output.append(display)
            output.append("\(try labeler.gregorianValues(ofDisplayString: display))")
        }
        // A labeler derived on first use by several threads at once (cache and udatpg).
        let fresh = try CalendarLabeler.shared(
            locale: locale, mode: .date, options: LabelOptions(monthStyle: .abbreviated, showsWeekday: seed % 2 == 0))
        output.append(try fresh.label(.day, for: PickerValues(year: 2019, month: 8, day: 20)))
        return output
    }

    @Test("one labeler shared by many tasks gives the same labels as one thread")
    func sharedLabelers() async throws {
        var expected: [Int: [String]] = [:]
        let jobs = Array(0..<32)
        // Expected values come from uncached labelers made on this thread alone.
        for job in jobs {
            let id = Self.locales[job % Self.locales.count]
            let locale = try ResolvedLocale(id)
            let labeler = try CalendarLabeler(locale: locale, mode: .dateTime)
            var output: [String] = []
            for step in 0..<40 {
                let values = PickerValues(
                    year: 1990 + (job + step) % 40, month: (job + step) % 12 + 1, day: (job * 7 + step) % 28 + 1,
                    hour: (job + step * 5) % 24, minute: step % 60, second: (job * 3) % 60)
                for field in labeler.order { output.append(try labeler.icuLabel(field, for: values)) }
                let display = try labeler.displayString(for: values)
                output.append(display)
                output.append("\(values)")
            }
            let fresh = try CalendarLabeler(
                locale: locale, mode: .date, options: LabelOptions(monthStyle: .abbreviated, showsWeekday: job % 2 == 0)
            )
            output.append(try fresh.icuLabel(.day, for: PickerValues(year: 2019, month: 8, day: 20)))
            expected[job] = output
        }
        let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for job in jobs {
                group.addTask { (job, try Self.work(Self.locales[job % Self.locales.count], seed: job)) }
            }
            var results: [Int: [String]] = [:]
            for try await (job, output) in group { results[job] = output }
            return results
        }
        for job in jobs {
            #expect(results[job] == expected[job], "job \(job), locale \(Self.locales[job % Self.locales.count])")
        }
    }
}
