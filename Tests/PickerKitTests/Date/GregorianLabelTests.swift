import PickerKitTestSupport
import Testing

@_spi(Benchmarks) @_spi(PickerKitTools) @testable import PickerKit

@Suite("Gregorian labels")
struct GregorianLabelTests {
    static let august20 = PickerValues(year: 2019, month: 8, day: 20, hour: 14, minute: 30, second: 5)

    static func labeler(_ id: String, _ mode: SelectionMode = .date, _ options: LabelOptions = LabelOptions())
        throws -> CalendarLabeler
    {
        try CalendarLabeler.shared(locale: ResolvedLocale(id), mode: mode, options: options)
    }

    @Test(
        "labels from the issue's examples", .pinsCLDR42,
        arguments: [
            ("zh_CN", SelectionMode.dateHour, MonthStyle.wide, DateField.year, "2019年"),
            ("zh_CN", .dateHour, .wide, .month, "8月"),
            ("zh_CN", .dateHour, .wide, .day, "20日"),
            ("zh_CN", .dateHour, .wide, .hour, "14时"),
            ("ja_JP", .date, .wide, .year, "2019年"),
            ("ja_JP", .date, .wide, .month, "8月"),
            ("ja_JP", .date, .wide, .day, "20日"),
            ("ko_KR", .date, .wide, .year, "2019년"),
            ("ko_KR", .date, .wide, .month, "8월"),
            ("ko_KR", .date, .wide, .day, "20일"),
            ("en_US", .date, .wide, .year, "2019"),
            ("en_US", .date, .wide, .month, "August"),
            ("en_US", .date, .abbreviated, .month, "Aug"),
            ("en_US", .date, .numeric, .month, "8"),
            ("en_US", .date, .numericPadded, .month, "08"),
            ("en_US", .date, .wide, .day, "20"),
            ("de_DE", .dateHour, .wide, .hour, "14 Uhr"),
            ("ar_EG", .date, .wide, .year, "٢٠١٩"),
            ("ar_EG", .date, .wide, .day, "٢٠"),
            ("ar_EG@numbers=latn", .date, .wide, .year, "2019"),
            ("ar-EG-u-nu-latn", .date, .wide, .year, "2019"),
            ("fa_IR@calendar=gregorian", .date, .wide, .year, "۲۰۱۹"),
            ("ru_RU", .date, .wide, .month, "август"),
            ("zh_TW", .dateHour, .wide, .hour, "2時"),
            ("zh_TW", .dateHour, .wide, .dayPeriod, "下午"),
            ("en_US", .dateHour, .wide, .hour, "2"),
            ("en_US", .dateHour, .wide, .dayPeriod, "PM"),
            ("th_TH@calendar=buddhist", .date, .wide, .year, "พ.ศ. 2562"),
            ("ja_JP@calendar=japanese", .date, .wide, .year, "令和元年"),
            ("zh_TW@calendar=roc", .date, .wide, .year, "民國108年"),
            ("th_TH@calendar=gregorian", .date, .wide, .year, "2019"),
            ("th_TH", .date, .wide, .year, "พ.ศ. 2562"),
            ("en_US", .yearMonth, .wide, .year, "2019"),
        ])
    func exampleLabels(id: String, mode: SelectionMode, style: MonthStyle, field: DateField, label: String) throws {
        let labeler = try Self.labeler(id, mode, LabelOptions(monthStyle: style))
        #expect(try labeler.label(field, for: Self.august20) == label)
        #expect(try labeler.icuLabel(field, for: Self.august20) == label)
    }

    @Test(
        "column order comes from the locale's own pattern for the style",
        arguments: [
            ("en_US", MonthStyle.wide, "month day year"),
            ("en_US", .numeric, "month day year"),
            ("zh_CN", .wide, "year month day"),
            ("ja_JP", .wide, "year month day"),
            ("ko_KR", .wide, "year month day"),
            ("de_DE", .wide, "day month year"),
            ("de_DE", .numeric, "day month year"),
            ("sv_SE", .wide, "day month year"),
            ("sv_SE", .numericPadded, "year month day"),
            ("fa_IR@calendar=gregorian", .wide, "day month year"),
            ("fa_IR@calendar=gregorian", .numeric, "year month day"),
            ("fr_CA", .wide, "day month year"),
            ("fr_CA", .numericPadded, "year month day"),
            ("ar_EG", .numeric, "day month year"),
        ])
    func dateOrder(id: String, style: MonthStyle, order: String) throws {
        let labeler = try Self.labeler(id, .date, LabelOptions(monthStyle: style))
        #expect(labeler.order.map(\.rawValue).joined(separator: " ") == order)
    }

    @Test(
        "time columns follow the hour cycle and put AM/PM where the locale does",
        arguments: [
            ("en_US", nil, "hour minute am-pm", HourCycle.h12),
            ("zh_TW", nil, "am-pm hour minute", .h12),
            ("ko_KR", nil, "am-pm hour minute", .h12),
            ("zh_CN", nil, "hour minute", .h23),
            ("de_DE", nil, "hour minute", .h23),
            ("en_US", HourCycle.h23, "hour minute", .h23),
            ("de_DE", .h12, "hour minute am-pm", .h12),
            ("ja_JP", .h12, "am-pm hour minute", .h12),
            ("ja_JP", .h11, "am-pm hour minute", .h11),
            ("en_US", .h11, "hour minute am-pm", .h11),
            ("en_US", .h24, "hour minute", .h24),
            ("zh_TW", .h24, "hour minute", .h24),
        ])
    func timeOrder(id: String, forced: HourCycle?, order: String, cycle: HourCycle) throws {
        let labeler = try Self.labeler(id, .hourMinute, LabelOptions(hourCycle: forced))
        #expect(labeler.order.map(\.rawValue).joined(separator: " ") == order)
        #expect(labeler.hourCycle == cycle)
    }

    @Test(
        "a requested hour cycle is applied to the pattern, the hour labels and the display string",
        .needsSystemICU("ICU's UDATPG_MATCH_ALL_FIELDS_LENGTH: Foundation's template method has no options"),
        arguments: [
            ("en_US", HourCycle.h24, "kk:mm", 0, "24", "24:30"),
            ("en_US", .h24, "kk:mm", 13, "13", "13:30"),
            ("en_US", .h23, "HH:mm", 0, "00", "00:30"),
            ("en_US", .h11, "K:mm\u{202F}a", 12, "0", "0:30\u{202F}PM"),
            ("en_US", .h11, "K:mm\u{202F}a", 0, "0", "0:30\u{202F}AM"),
            ("en_US", .h12, "h:mm\u{202F}a", 0, "12", "12:30\u{202F}AM"),
            ("ja_JP", .h12, "ah:mm", 0, "12時", "午前12:30"),
            ("ja_JP", .h11, "aK:mm", 0, "0時", "午前0:30"),
            ("ja_JP", .h24, "k:mm", 0, "24時", "24:30"),
            ("de_DE", .h24, "k:mm", 0, "24 Uhr", "24:30"),
        ])
    func requestedHourCycle(
        id: String, cycle: HourCycle, pattern: String, hour: Int, label: String, display: String
    ) throws {
        let labeler = try Self.labeler(id, .hourMinute, LabelOptions(hourCycle: cycle))
        #expect(labeler.displayPattern == pattern)
        let values = PickerValues(hour: hour, minute: 30)
        #expect(try labeler.label(.hour, for: values) == label)
        #expect(try labeler.icuLabel(.hour, for: values) == label)
        #expect(try labeler.displayString(for: values) == display)
        #expect(try labeler.gregorianValues(ofDisplayString: display).hour == hour)
    }

    @Test("narrow months are refused where they are not unique, accepted where they are")
    func narrowMonths() throws {
        #expect(throws: LocalizationError.self) { try Self.labeler("en_US", .date, LabelOptions(monthStyle: .narrow)) }
        do {
            _ = try Self.labeler("en_US", .date, LabelOptions(monthStyle: .narrow))
        } catch {
            #expect("\(error)" == "en_US: narrow month labels are not unique: \"M\" labels 03, 05")
        }
        let chinese = try Self.labeler("zh_CN", .date, LabelOptions(monthStyle: .narrow))
        #expect(try chinese.label(.month, for: Self.august20) == "8")
    }

    @Test("month columns are standalone: ru август in the column, августа in the date")
    func standaloneMonths() throws {
        let labeler = try Self.labeler("ru_RU")
        #expect(try labeler.label(.month, for: Self.august20) == "август")
        let display = try labeler.displayString(for: Self.august20)
        #expect(display.hasPrefix("20 августа 2019"))
        #expect(!display.contains("август "))
    }

    @Test("rows follow the selected year and month, bounds cut them, and the selection is marked")
    func rowsAndBounds() throws {
        let labeler = try Self.labeler("zh_CN")
        let minimum = PickerValues(year: 2018, month: 3, day: 10)
        let maximum = PickerValues(year: 2020, month: 2, day: 15)
        let february = try labeler.column(
            .day, selection: PickerValues(year: 2020, month: 2, day: 1), minimum: minimum, maximum: maximum)
        #expect(february.rows.count == 15)
        #expect(february.rows.last == LabelRow(value: "15", label: "15日", number: 15))
        let columns = try labeler.labeledColumns(selection: Self.august20, minimum: minimum, maximum: maximum)
        #expect(columns.map(\.field) == [.year, .month, .day])
        #expect(columns[0].rows.map(\.label) == ["2018年", "2019年", "2020年"])
        #expect(columns[0].selectedIndex == 1)
        #expect(columns[2].rows.count == 31)
        #expect(columns[1].rows[columns[1].selectedIndex!].value == "08")
        let first = try labeler.column(.month, selection: minimum, minimum: minimum, maximum: maximum)
        #expect(first.rows.first?.value == "03")
        #expect(throws: LocalizationError.self) {
            try labeler.labeledColumns(selection: PickerValues(year: 2021), minimum: minimum, maximum: maximum)
        }
    }

    @Test("a minimum after the maximum is the picker's one error for it, checked before the selection")
    func reversedBounds() throws {
        let labeler = try Self.labeler("en_US")
        let minimum = PickerValues(year: 2020)
        let maximum = PickerValues(year: 2019)
        #expect(
            throws: LocalizationError.picker(
                .minimumAfterMaximum(minimum: minimum.displayString, maximum: maximum.displayString))
        ) {
            try labeler.labeledColumns(
                selection: PickerValues(year: 2019, month: 6), minimum: minimum, maximum: maximum)
        }
        let same = PickerValues(year: 2019, month: 6)
        #expect(try labeler.labeledColumns(selection: same, minimum: same, maximum: same).count == 3)
    }

    @Test("weekdays on day rows come from ICU's Ed pattern", .pinsCLDR42)
    func weekdays() throws {
        let chinese = try Self.labeler("zh_CN", .date, LabelOptions(showsWeekday: true))
        #expect(try chinese.label(.day, for: Self.august20) == "20日周二")
        let english = try Self.labeler("en_US", .date, LabelOptions(showsWeekday: true))
        #expect(try english.label(.day, for: Self.august20) == "20 Tue")
        #expect(try english.icuLabel(.day, for: PickerValues(year: 1500, month: 3, day: 1)) == "1 Thu")
        #expect(try english.label(.day, for: PickerValues(year: 1500, month: 3, day: 1)) == "1 Thu")
    }

    @Test("Japanese era changes inside 2019: the year label follows the selected day")
    func japaneseEra() throws {
        let labeler = try Self.labeler("ja_JP@calendar=japanese")
        #expect(try labeler.label(.year, for: PickerValues(year: 2019, month: 4, day: 30)) == "平成31年")
        #expect(try labeler.label(.year, for: PickerValues(year: 2019, month: 5, day: 1)) == "令和元年")
        // Year rows in the context of March 1: each year's era on that day.
        let rows = try [2018, 2019, 2020].map { year in
            try labeler.label(.year, for: PickerValues(year: year, month: 3, day: 1))
        }
        #expect(rows == ["平成30年", "平成31年", "令和2年"])
    }

    @Test(
        "a calendar with its own months labels no Gregorian values: the labeler refuses them",
        arguments: ["zh_CN@calendar=chinese", "de_DE@calendar=chinese", "he_IL@calendar=hebrew"])
    func ownRowsRefused(id: String) throws {
        let locale = try ResolvedLocale(id)
        let own = try CalendarLabeler(locale: locale, mode: .date)
        #expect(throws: LocalizationError.calendarHasOwnRows(calendar: locale.calendarKind)) {
            try own.label(.day, for: Self.august20)
        }
        #expect(throws: LocalizationError.calendarHasOwnRows(calendar: locale.calendarKind)) {
            try own.displayString(for: Self.august20)
        }
        // Its Gregorian values (ranges, weeks) are written in its language's Gregorian data.
        let gregorian = try CalendarLabeler(locale: locale.writingGregorianValues, mode: .date)
        #expect(try gregorian.label(.day, for: Self.august20) != "")
    }

    @Test(
        "Gregorian labels are proleptic before 1582",
        .needsSystemICU("Foundation's calendars are Julian before 1582 and cannot be made proleptic"))
    func proleptic() throws {
        let labeler = try Self.labeler("en_US")
        let february1500 = try labeler.column(
            .day, selection: PickerValues(year: 1500, month: 2, day: 1), minimum: PickerValues(year: 1),
            maximum: PickerValues(year: 9999, month: 12, day: 31))
        #expect(february1500.rows.count == 28)
        #expect(try labeler.displayString(for: PickerValues(year: 1500, month: 2, day: 28)) == "February 28, 1500")
        #expect(try labeler.displayString(for: PickerValues(year: 1582, month: 10, day: 10)) == "October 10, 1582")
    }
}

@Suite("README labels example")
struct LabelsReadmeExampleTests {
    @Test("the README's library example holds")
    func example() throws {
        let locale = try ResolvedLocale("zh_TW")
        #expect(locale.resolved == "zh_Hant_TW")
        #expect(!locale.isFallback)
        let labeler = try CalendarLabeler.shared(locale: locale, mode: .date)
        #expect(labeler.order == [.year, .month, .day])
        let selection = PickerValues(year: 2019, month: 8, day: 20)
        #expect(try labeler.label(.month, for: selection) == "8月")
        let days = try labeler.column(
            .day, selection: selection, minimum: PickerValues(year: 1900),
            maximum: PickerValues(year: 2100, month: 12, day: 31))
        #expect(days.rows[19] == LabelRow(value: "20", label: "20日", number: 20))
        #expect(try labeler.number(ofLabel: "20日", in: .day, selection: selection) == 20)
        #expect(try labeler.displayString(for: selection) == "2019年8月20日")
        let read = try labeler.gregorianValues(ofDisplayString: "2019年8月20日")
        #expect(read == selection.converted(to: .date))
        #expect(read.timestamp == "2019-08-20 00:00:00")
        #expect(try read.converted(to: .date).canonical == "2019-08-20")
        let english = try CalendarLabeler.shared(
            locale: ResolvedLocale("en_US"), mode: .dateHourMinute, options: LabelOptions(monthStyle: .abbreviated))
        #expect(english.order == [.month, .day, .year, .hour, .minute, .dayPeriod])
    }
}

@Suite("Display calendars before the Gregorian reform")
struct GregorianReformTests {
    @Test(
        "Buddhist and ROC dates before 1582 are the proleptic day's, not ICU's Julian; Japanese years start in 1873",
        .needsSystemICU("Foundation's calendars are Julian before 1582 and cannot be made proleptic"))
    func beforeReform() throws {
        let buddhist = try CalendarLabeler.shared(locale: ResolvedLocale("th_TH@calendar=buddhist"), mode: .date)
        // Proleptic 1500-01-05 is Julian 1499-12-26: a day-based year would be 2042.
        #expect(try buddhist.label(.year, for: PickerValues(year: 1500, month: 1, day: 5)) == "พ.ศ. 2043")
        #expect(try buddhist.label(.day, for: PickerValues(year: 1500, month: 1, day: 5)) == "5")
        // ICU's Buddhist formatter would write the Julian day (26 ธันวาคม 2042); the labeler
        // writes the calendar's own day, as a Buddhist picker's rows do.
        #expect(try buddhist.displayString(for: PickerValues(year: 1500, month: 1, day: 5)) == "5 มกราคม 2043")
        #expect(
            try buddhist.gregorianValues(ofDisplayString: "5 มกราคม 2043")
                == PickerValues(mode: .date, year: 1500, month: 1, day: 5))
        #expect(try buddhist.displayString(for: PickerValues(year: 1582, month: 10, day: 15)) == "15 ตุลาคม 2125")
        let roc = try CalendarLabeler.shared(locale: ResolvedLocale("zh_TW@calendar=roc"), mode: .date)
        #expect(try roc.label(.year, for: PickerValues(year: 1500, month: 1, day: 5)) == "民國前412年")
        // PickerKit's Japanese calendar is the one Japan counts in since 1873 (Meiji 6).
        let japanese = try CalendarLabeler.shared(locale: ResolvedLocale("ja_JP@calendar=japanese"), mode: .date)
        do {
            _ = try japanese.label(.year, for: PickerValues(year: 1500, month: 1, day: 5))
            Issue.record("a Japanese year before 1873 was not refused")
        } catch {
            #expect(error.description.contains("outside the japanese calendar's range 1873-01-01"))
        }
        #expect(try japanese.label(.year, for: PickerValues(year: 1873, month: 1, day: 1)) == "明治6年")
    }
}
