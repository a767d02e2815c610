import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions
@testable import PickerKitVerification

@Suite("Gregorian rules against ICU")
struct CalendarComparisonDatesTests {
    @Test("every month and day of 0001-9999 agree with ICU's proleptic Gregorian calendar")
    func prolepticAgreesEverywhere() throws {
        var mismatches: [CalendarMismatch] = []
        let summary = try CalendarComparison(
            kind: .gregorian, isoYears: 1...9999, matching: .dates, cutover: .proleptic
        ).run { mismatches.append($0) }
        #expect(summary.monthsChecked == 119_988)
        #expect(summary.daysChecked == 3_652_059)
        #expect(summary.mismatchCount == 0)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(summary.description == "checked 119988 months, 3652059 days from 0001 to 9999: 0 mismatches")
    }

    @Test("ICU's default hybrid calendar differs in exactly 13 months")
    func hybridMonthsByName() throws {
        var months: [String] = []
        var onlyInICU: [String] = []
        var onlyInRules: [CalendarMismatch.DateRun] = []
        let comparison = try CalendarComparison(
            kind: .gregorian, isoYears: 1...9999, matching: .dates, cutover: .icuDefault)
        _ = try comparison.run { mismatch in
            switch mismatch {
            case .daysInMonth: months.append(mismatch.description)
            case .onlyInICU(let date): onlyInICU.append(date.description)
            case .dateRun(let run) where run.field == .existence: onlyInRules.append(run)
            case .dateRun: break
            default: Issue.record("not a mismatch of dates: \(mismatch)")
            }
        }
        let leapCenturies = [100, 200, 300, 500, 600, 700, 900, 1000, 1100, 1300, 1400, 1500]
        let expectedMonths =
            leapCenturies.map {
                "\(CalendarDate(year: $0, month: 1, day: 1).description.prefix(4))-02: rules 28 days, ICU 29 days"
            }
            + ["1582-10: rules 31 days, ICU 21 days"]
        #expect(months == expectedMonths)
        #expect(onlyInICU == leapCenturies.map { "\(CalendarDate(year: $0, month: 2, day: 29))" })
        #expect(onlyInRules.count == 1)
        #expect(onlyInRules.first?.first == CalendarDate(year: 1582, month: 10, day: 5))
        #expect(onlyInRules.first?.last == CalendarDate(year: 1582, month: 10, day: 14))
    }

    @Test("the hybrid calendar and the rules agree from 1582-10-15 on")
    func hybridAgreesAfterCutover() throws {
        var mismatches: [CalendarMismatch] = []
        let summary = try CalendarComparison(
            kind: .gregorian, isoYears: 1583...9999, matching: .dates, cutover: .icuDefault
        ).run { mismatches.append($0) }
        #expect(summary.mismatchCount == 0)
        #expect(mismatches.isEmpty)
    }

    @Test("weekdays part before the cutover: 1582-10-04 is a Thursday in ICU, a Monday in the rules")
    func weekdayAtCutover() throws {
        var runs: [CalendarMismatch.DateRun] = []
        let comparison = try CalendarComparison(
            kind: .gregorian, isoYears: 1582...1582, matching: .dates, cutover: .icuDefault)
        _ = try comparison.run { mismatch in
            if case .dateRun(let run) = mismatch, run.field == .weekday { runs.append(run) }
        }
        #expect(runs.count == 1)
        #expect(runs.first?.last == CalendarDate(year: 1582, month: 10, day: 4))
        #expect(GregorianRules.weekday(of: CalendarDate(year: 1582, month: 10, day: 4)) == .monday)
    }
}
