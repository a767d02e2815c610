import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("Duration labels from many threads")
struct DurationConcurrencyTests {
    @Test("one labeler shared by 8 tasks gives the labels and display strings it gives alone")
    func sharedLabeler() async throws {
        let labeler = try DurationLabeler(locale: ResolvedLocale("ar"))
        let numbers = Array(0..<120) + [1000, 1234, 9999]
        var expected: [String] = []
        for value in numbers {
            for unit in DurationUnit.allCases { expected.append(try labeler.icuLabel(value, unit: unit)) }
        }
        let reference = expected
        let display = try labeler.displayString(for: DurationSelection("PT2H30M5S"))
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var labels: [String] = []
                    for value in numbers {
                        for unit in DurationUnit.allCases { labels.append(try labeler.label(value, unit: unit)) }
                    }
                    let again = try labeler.displayString(for: DurationSelection("PT2H30M5S"))
                    return labels == reference && again == display
                }
            }
            var all: [Bool] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
