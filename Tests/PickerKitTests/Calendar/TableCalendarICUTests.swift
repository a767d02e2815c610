import PickerKitTestSupport
import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions
@testable import PickerKitVerification

/// The days on which ICU's reading of a table calendar differs from the published table,
/// counted by ISO year, with the first differing day of each year.
struct TableCalendarDisagreement: Equatable, CustomStringConvertible {
    var daysByYear: [Int: Int] = [:]
    var firstByYear: [Int: String] = [:]
    var lastByYear: [Int: CalendarDate] = [:]
    var daysChecked = 0

    var total: Int { daysByYear.values.reduce(0, +) }

    var description: String {
        daysByYear.keys.sorted().map { "\($0): \(daysByYear[$0]!) (\(firstByYear[$0] ?? "run from the year before"))" }
            .joined(separator: "; ")
    }

    var summary: CalendarComparisonSummary?

    /// Runs ``CalendarComparison`` for `kind` over `isoYears` and counts the differing days by
    /// ISO year.
    static func measure(_ kind: CalendarKind, isoYears: ClosedRange<Int>) throws -> Self {
        var result = Self()
        let comparison = try CalendarComparison(kind: kind, isoYears: isoYears)
        result.summary = try comparison.run { mismatch in
            guard case .dayRun(let run) = mismatch else { return }
            let first = GregorianRules.dayNumber(of: run.first)
            let last = GregorianRules.dayNumber(of: run.last)
            #expect(last - first + 1 == run.count)
            for dayNumber in first...last {
                result.daysByYear[GregorianRules.date(fromDayNumber: dayNumber).year, default: 0] += 1
            }
            result.lastByYear[run.last.year] = run.last
            if result.firstByYear[run.first.year] == nil {
                let ours = run.firstRules
                let icu = run.firstICU
                result.firstByYear[run.first.year] =
                    "\(run.first) table \(ours.year)-\(ours.monthCode)-\(ours.day) ICU \(icu.year)-\(icu.monthCode)-\(icu.day)"
            }
        }
        result.daysChecked = result.summary?.daysChecked ?? 0
        return result
    }
}

@Suite("Table calendars against ICU")
struct TableCalendarICUTests {
    /// Days per ISO year on which ICU's chinese calendar differs from the published table.
    ///
    /// The table decides. Each year is one month whose new moon ICU puts on the other side of
    /// midnight (30 days), or a leap month ICU places one month later (59 days: 1917, 1922, 1987).
    static let chineseDaysByYear = [
        1917: 59, 1922: 59, 1954: 30, 1955: 30, 1987: 59, 1999: 30, 2012: 30, 2018: 30, 2027: 30, 2030: 30,
        2057: 30, 2070: 30,
    ]

    @Test(
        "chinese: ICU differs from the Hong Kong Observatory table on 447 days in 12 years (every day of the table, 1901-02-19...2100-02-08)",
        .pinsCLDR42
    )
    func chinese() throws {
        let measured = try TableCalendarDisagreement.measure(.chinese, isoYears: 1901...2100)
        #expect(measured.daysChecked == 72_674)
        #expect(measured.daysByYear == Self.chineseDaysByYear, "\(measured)")
        #expect(measured.total == 447)
        #expect(measured.summary?.dayMismatches == 447)
        #expect(measured.summary?.monthLengthMismatches == 24)
        #expect(measured.summary?.monthsInYearMismatches == 0)
        #expect(measured.firstByYear[1987] == "1987-07-26 table 1987-M06L-1 ICU 1987-M07-1")
        #expect(measured.firstByYear[2057] == "2057-09-28 table 2057-M09-1 ICU 2057-M08-30")
    }

    @Test("dangi: ICU differs from KASI on 30 days, all in 2017, of 1901-2049", .pinsCLDR42)
    func dangi() throws {
        let measured = try TableCalendarDisagreement.measure(.dangi, isoYears: 1901...2050)
        #expect(measured.daysChecked == 54_395)
        #expect(measured.daysByYear == [2017: 30], "\(measured)")
        #expect(measured.summary?.monthLengthMismatches == 2)
        #expect(measured.summary?.monthsInYearMismatches == 0)
        #expect(measured.firstByYear[2017] == "2017-02-26 table 2017-M02-1 ICU 2017-M01-30")
    }

    @Test("islamic-umalqura: ICU agrees with the published table only from 1999-04-17 to 2029-08-10")
    func umalqura() throws {
        let measured = try TableCalendarDisagreement.measure(.islamicUmalqura, isoYears: 1924...2077)
        #expect(measured.daysChecked == 55_991)
        #expect(measured.total == 22_058, "\(measured)")
        #expect(measured.summary?.monthLengthMismatches == 826)
        #expect(measured.daysByYear[1999] == 106)
        #expect(measured.lastByYear[1999] == CalendarDate(year: 1999, month: 4, day: 16))
        #expect(measured.firstByYear[2029]?.hasPrefix("2029-08-11 ") == true)
        #expect((2000...2028).allSatisfy { measured.daysByYear[$0] == nil }, "\(measured)")
        #expect((1924...1998).allSatisfy { measured.daysByYear[$0, default: 0] > 0 })
        #expect((2029...2077).allSatisfy { measured.daysByYear[$0, default: 0] > 0 })
    }
}
