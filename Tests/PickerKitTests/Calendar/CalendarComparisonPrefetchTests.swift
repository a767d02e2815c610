import Testing

@testable import PickerKit
@testable import PickerKitVerification

/// ICU's days read ahead, in slices (as `locale-check calendars` does in several processes),
/// compare exactly like the day-by-day run.
@Suite("Calendar comparison over ICU days read ahead")
struct CalendarComparisonPrefetchTests {
    @Test(
        "slices read in any order give the mismatches and summary of run(reporting:)",
        arguments: [
            (CalendarKind.hebrew, 2040...2050, 3),  // ICU's 5806: a day run and month lengths
            (CalendarKind.chinese, 1986...1988, 2),  // a leap month (1987 闰六月)
            (CalendarKind.islamicUmalqura, 2027...2030, 4),  // rules and ICU part ways after 2028
            (CalendarKind.japanese, 1870...1875, 2),  // clipped to 1873
        ])
    func sameAsDayByDay(kind: CalendarKind, years: ClosedRange<Int>, slices: Int) throws {
        let comparison = try CalendarComparison(kind: kind, isoYears: years)
        var direct: [String] = []
        let expected = try comparison.run { direct.append($0.description) }

        let count = comparison.days.count
        let buffer = UnsafeMutableBufferPointer<Int32>.allocate(
            capacity: count * CalendarComparison.icuFieldsPerDay)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: -1)
        // Last slice first: each slice stands alone.
        for index in (0..<slices).reversed() {
            let slice = (count * index / slices)..<(count * (index + 1) / slices)
            #expect(try comparison.readICUDays(slice, into: buffer))
        }
        var prefetched: [String] = []
        let summary = comparison.run(icuDays: UnsafeBufferPointer(buffer)) { prefetched.append($0.description) }
        #expect(summary == expected)
        #expect(prefetched == direct)
    }

    @Test("a mismatch in the prefetched fields is found")
    func corruptedDay() throws {
        let comparison = try CalendarComparison(kind: .persian, isoYears: 2000...2000)
        let count = comparison.days.count
        let buffer = UnsafeMutableBufferPointer<Int32>.allocate(
            capacity: count * CalendarComparison.icuFieldsPerDay)
        defer { buffer.deallocate() }
        #expect(try comparison.readICUDays(0..<count, into: buffer))
        #expect(comparison.run(icuDays: UnsafeBufferPointer(buffer)) { _ in }.mismatchCount == 0)
        buffer[100 * CalendarComparison.icuFieldsPerDay + 5] += 1  // day 100's day of the month
        var reports: [String] = []
        let summary = comparison.run(icuDays: UnsafeBufferPointer(buffer)) { reports.append($0.description) }
        #expect(summary.dayMismatches == 1)
        #expect(reports.count >= 1)
    }

    @Test("stopping early reads no more days")
    func stops() throws {
        let comparison = try CalendarComparison(kind: .persian, isoYears: 1900...2100)
        let buffer = UnsafeMutableBufferPointer<Int32>.allocate(
            capacity: comparison.days.count * CalendarComparison.icuFieldsPerDay)
        defer { buffer.deallocate() }
        #expect(try !comparison.readICUDays(0..<comparison.days.count, into: buffer, stoppingWhen: { true }))
    }
}
