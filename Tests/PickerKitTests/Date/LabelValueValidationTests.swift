import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

/// Issue 9 item 2: out-of-range values reach no unsafe write; they are a thrown error.
@Suite("Label value validation")
struct LabelValueValidationTests {
    static let bad: [PickerValues] = [
        PickerValues(year: 2019, month: 8, day: 123_456_789),
        PickerValues(year: 2019, month: 8, day: -7),
        PickerValues(year: 2019, month: 13, day: 1),
        PickerValues(year: 2019, month: 0, day: 1),
        PickerValues(year: Int.max, month: 1, day: 1),
        PickerValues(year: Int.min, month: 1, day: 1),
        PickerValues(year: 0, month: 1, day: 1),
        PickerValues(year: 10_000, month: 1, day: 1),
        PickerValues(year: 2019, month: 2, day: 30),
        PickerValues(year: 2019, month: 8, day: 20, hour: 24),
        PickerValues(year: 2019, month: 8, day: 20, hour: -1),
        PickerValues(year: 2019, month: 8, day: 20, minute: 60),
        PickerValues(year: 2019, month: 8, day: 20, second: Int.max),
    ]

    /// Locales and options that cover the table, the simple template, the piecewise template
    /// (weekday on day rows), mixed-width digits and the ICU path (era years).
    static let labelers: [(String, SelectionMode, LabelOptions)] = [
        ("en_US", .dateTime, LabelOptions()),
        ("en_US", .dateTime, LabelOptions(showsWeekday: true)),
        ("zh_CN", .dateTime, LabelOptions(showsWeekday: true)),
        ("ar_EG", .dateTime, LabelOptions(showsWeekday: true)),
        ("ja_JP@calendar=japanese", .date, LabelOptions()),
        ("he_IL@numbers=hebr", .date, LabelOptions()),
    ]

    @Test("every column refuses out-of-range values with invalidValues", arguments: 0..<6)
    func refusesOutOfRange(labelerIndex: Int) throws {
        let (id, mode, options) = Self.labelers[labelerIndex]
        let labeler = try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode, options: options)
        for values in Self.bad {
            let read = values.converted(to: labeler.mode)
            guard !read.isValid else {
                // Only fields outside the labeler's mode are bad: they are not part of a label.
                for field in labeler.order {
                    #expect(try labeler.label(field, for: values) == labeler.icuLabel(field, for: values))
                }
                continue
            }
            for field in labeler.order {
                // The error carries the values as the labeler read them (in its mode).
                let fast = #expect(throws: LocalizationError.self, "\(id) \(field) \(values)") {
                    try labeler.label(field, for: values)
                }
                let icu = #expect(throws: LocalizationError.self, "\(id) \(field) \(values) (ICU)") {
                    try labeler.icuLabel(field, for: values)
                }
                for error in [fast, icu] {
                    guard case .invalidValues(let thrown)? = error else {
                        Issue.record("\(id) \(field) \(values): \(String(describing: error)) is not invalidValues")
                        continue
                    }
                    #expect(thrown == read.timestamp)
                }
            }
        }
    }

    @Test("the largest valid values still label (the reservation holds five digits)")
    func largestValid() throws {
        let labeler = try CalendarLabeler.shared(
            locale: ResolvedLocale("en_US"), mode: .dateTime, options: LabelOptions(showsWeekday: true))
        let values = PickerValues(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        #expect(try labeler.label(.year, for: values) == "9999")
        #expect(try labeler.label(.day, for: values) == labeler.icuLabel(.day, for: values))
        #expect(LabelTemplate.renderableNumbers.contains(9999))
    }
}
