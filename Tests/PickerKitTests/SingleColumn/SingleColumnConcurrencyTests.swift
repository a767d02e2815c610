import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("one-column labels under concurrency")
struct SingleColumnConcurrencyTests {
    static let locales = ["zh_CN", "en_US", "ar_EG", "ru_RU", "ja_JP@calendar=japanese", "ko_KR"]
    static let modes: [SelectionMode] = [.yearMonth, .date, .dateHourMinute, .time]

    /// The labels one job computes: a labeler derived (or found) on first use by many tasks at once.
    static func work(_ job: Int) throws -> [String] {
        let locale = try ResolvedLocale(locales[job % locales.count])
        let mode = modes[job / locales.count % modes.count]
        let labeler = try SingleColumnLabeler.shared(locale: locale, mode: mode)
        var configuration = try PickerConfiguration(
            mode: .dateHourMinute, minimum: "2019-08-20 00:00", maximum: "2019-09-20 23:59")
        configuration.intervals = try PickerIntervals(minuteStep: 15)
        let rows = try SingleColumnPicker(configuration).rows
        return try (0..<50).map { step in
            let values = rows.values(at: (job * 131 + step * 37) % rows.count)!.converted(to: mode)
            return try labeler.label(for: values)
        }
    }

    @Test("many tasks deriving and sharing one-column labelers get ICU's display strings")
    func shared() async throws {
        let jobs = Array(0..<48)
        let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for job in jobs { group.addTask { (job, try Self.work(job)) } }
            var results: [Int: [String]] = [:]
            for try await (job, labels) in group { results[job] = labels }
            return results
        }
        for job in jobs {
            let locale = try ResolvedLocale(Self.locales[job % Self.locales.count])
            let mode = Self.modes[job / Self.locales.count % Self.modes.count]
            let reference = try CalendarLabeler(locale: locale, mode: mode)
            var configuration = try PickerConfiguration(
                mode: .dateHourMinute, minimum: "2019-08-20 00:00", maximum: "2019-09-20 23:59")
            configuration.intervals = try PickerIntervals(minuteStep: 15)
            let rows = try SingleColumnPicker(configuration).rows
            let expected = try (0..<50).map { step in
                try reference.displayString(
                    for: rows.values(at: (job * 131 + step * 37) % rows.count)!.converted(to: mode))
            }
            #expect(results[job] == expected, "job \(job)")
        }
    }
}
