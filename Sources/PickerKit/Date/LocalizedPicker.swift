import PickerKitCore

/// A picker of dates and times for a locale, in any of PickerKit's calendars: columns in the
/// locale's order (with an AM/PM column on 12-hour clocks), row labels from ICU, and the
/// picker's words in its language.
///
/// ```swift
/// let locale = try ResolvedLocale("zh_CN")
/// let configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
/// let picker = try LocalizedPicker(locale: locale, configuration: configuration)
/// picker.order                            // [.year, .month, .day]
/// try picker.label(row: 0, inColumn: 1)   // "1月"
/// picker.title                            // "选择日期"
/// ```
///
/// Labels are made on demand, one row at a time, from the locale's cached labeler.
public struct LocalizedPicker: Sendable {
    /// The state: values, bounds, rows.
    package internal(set) var model: PickerModel
    /// The labeler that names the rows, in the picker's calendar (Gregorian is one of them).
    package let labeler: CalendarLabeler
    /// Cancel, Confirm, Present and the titles in the locale's language.
    package let strings: PickerStrings
    /// Yesterday, Today and Tomorrow in the locale's words when the options name relative
    /// days (``LabelOptions/namesRelativeDays``), else `nil`.
    package let relativeDayNames: RelativeDayNames?
    /// The picker's calendar and where it came from (keyword, region or configuration); `nil`
    /// for a clock.
    package let calendarChoice: (kind: CalendarKind, source: CalendarSource)?

    /// Makes a picker for `locale`.
    ///
    /// Columns come in the locale's order (month-day-year for en_US) unless the configuration
    /// gives an ``PickerConfiguration/order``: an explicit order is honoured when it lists
    /// exactly the picker's columns (with `.dayPeriod` on a 12-hour clock), and refused
    /// otherwise, never silently replaced. The 12-hour setting is always the locale's (or the
    /// options' hour cycle), since the labels depend on it.
    ///
    /// The calendar is the configuration's ``PickerConfiguration/calendar``, else the
    /// locale's ``ResolvedLocale/calendarKind`` (its `calendar` keyword, else the one its
    /// region prefers: Persian for fa_IR, Buddhist for th_TH); bounds and selection outside that
    /// calendar's range (Japanese eras from 1873, Chinese 1901–2100) are errors.
    ///
    /// - Parameters:
    ///   - locale: the locale whose order, labels and words the picker shows.
    ///   - configuration: the mode, bounds, selection, steps and rows of the model.
    ///   - options: month style, hour cycle, weekday and the other label styles.
    ///   - includesPresent: adds a Present row labeled in the locale's language, first when the
    ///     first column is listed newest first, else last.
    /// - Throws: ``LocalizationError/order(given:columns:)`` for an explicit order that does
    ///   not list the picker's columns; else ``LocalizationError`` wrapping a label, picker or
    ///   strings error.
    public init(
        locale: ResolvedLocale, configuration: PickerConfiguration, options: LabelOptions = LabelOptions(),
        includesPresent: Bool = false
    ) throws(LocalizationError) {
        let dressing = try Dressing(
            locale: locale, configuration: configuration, options: options, includesPresent: includesPresent)
        do {
            self.init(dressing, model: try PickerModel(dressing.configuration))
        } catch {
            throw .picker(error)
        }
    }

    /// A picker of `dressing`'s labels over `model`, a model of `dressing.configuration`.
    package init(_ dressing: Dressing, model: PickerModel) {
        labeler = dressing.labeler
        strings = dressing.strings
        relativeDayNames = dressing.relativeDayNames
        calendarChoice = dressing.calendarChoice
        self.model = model
    }

    /// What a picker for a locale is made of besides its model: the labelers and words, and the
    /// configuration in the locale's calendar, order and hour cycle that its model is made from.
    package struct Dressing: Sendable {
        let labeler: CalendarLabeler
        let strings: PickerStrings
        let relativeDayNames: RelativeDayNames?
        let calendarChoice: (kind: CalendarKind, source: CalendarSource)?
        /// The caller's configuration with the calendar, the column order, the 12-hour setting
        /// and the Present row filled in.
        package var configuration: PickerConfiguration

        /// Derives the labels and the configuration (see ``LocalizedPicker/init(locale:configuration:options:includesPresent:)``).
        package init(
            locale: ResolvedLocale, configuration: PickerConfiguration, options: LabelOptions, includesPresent: Bool
        ) throws(LocalizationError) {
            if options.namesRelativeDays, !configuration.mode.includes(.year) || !configuration.mode.includes(.day) {
                throw .relativeDaysNeedYearAndDay(mode: configuration.mode)
            }
            // The picker's calendar: the configuration's, else the locale's `calendar` keyword
            // (zh_CN@calendar=chinese gives lunar rows, ja-JP-u-ca-japanese era years), else
            // its region's (fa_IR Persian, th_TH Buddhist). Rows and labels are always of one
            // calendar: Gregorian rows are labeled by the locale's Gregorian data, whatever
            // calendar its keyword names. A clock has none (Gregorian fields).
            let mode = configuration.mode
            calendarChoice = locale.pickerCalendar(mode: mode, configured: configuration.calendar)
            let calendar = calendarChoice?.kind ?? .gregorian
            do {
                labeler = try CalendarLabeler.shared(locale: locale, calendar: calendar, mode: mode, options: options)
                relativeDayNames = options.namesRelativeDays ? try RelativeDayNames(locale: locale) : nil
            } catch {
                throw error
            }
            do {
                strings = try PickerStrings(locale: locale)
            } catch {
                throw error
            }
            var configuration = configuration
            configuration.calendar = calendar
            let localeOrder = labeler.order
            if let order = configuration.order {
                guard order.count == localeOrder.count, Set(order) == Set(localeOrder) else {
                    throw .order(given: order, columns: localeOrder)
                }
            } else {
                configuration.order = localeOrder
            }
            configuration.usesDayPeriod = labeler.hourCycle?.usesDayPeriod ?? false
            if includesPresent { configuration.addPresentRow(label: strings[.present]) }
            self.configuration = configuration
        }
    }

    /// The fields picked, such as `date` (year, month and day).
    public var mode: SelectionMode { model.mode }

    /// The calendar of the rows: the configuration's, else the locale's `calendar` keyword
    /// (`zh_CN@calendar=chinese` gives ``CalendarKind/chinese``), else its region's
    /// (``ResolvedLocale/calendarKind``); Gregorian for a clock.
    public var calendar: CalendarKind { model.calendar }

    /// The fields of the columns in display order, such as `[month, day, year]` for en_US (with
    /// `.dayPeriod`, the AM/PM column, on a 12-hour clock).
    public var order: [DateField] { model.order }

    /// The selected value: ``Selection/present`` on the Present row, `nil` on a caller's
    /// sentinel row (such as Any).
    public var selection: Selection? { model.selection }

    /// What the picker moved while it was made: the given selection (or today) clamped into the
    /// bounds, rounded to the steps, completed from a partial default, moved off disabled values.
    public var initialAdjustments: [PickerAdjustment] { model.initialAdjustments }

    /// The selected fields (in a calendar picker, the calendar's year, ordinal month and day);
    /// behind a selected sentinel row, the value shown in the other columns.
    package var values: PickerValues { model.values }

    /// The title for the mode: "Select date and time", "Select date", "Select month", "Select
    /// year" or "Select time" in the locale.
    public var title: String { strings.title(for: model.mode) }

    /// The label of `row` in the column at `columnIndex` (display order).
    ///
    /// Value rows are labeled in the context of the current selection (a day row shows its
    /// weekday in the selected month); sentinel rows show their own label.
    ///
    /// - Throws: ``LocalizationError`` for an index out of range or a label ICU cannot make.
    public func label(row: Int, inColumn columnIndex: Int) throws(LocalizationError) -> String {
        let (column, content) = try modelRow(row, inColumn: columnIndex)
        switch content {
        case .sentinel(let sentinel):
            return sentinel.label
        case .value(let number):
            if column.field == .day, relativeDayNames != nil,
                let name = relativeDayName(day: number, today: try today)
            {
                return name
            }
            return try labeler.label(column.field, row: number, in: model.values)
        }
    }

    /// The normalized value of `row` in the column at `columnIndex`: `"2019"`, `"08"`, `"am"`,
    /// or a sentinel's value such as `"present"`.
    ///
    /// - Throws: ``LocalizationError`` for an index out of range.
    public func value(row: Int, inColumn columnIndex: Int) throws(LocalizationError) -> String {
        let (column, content) = try modelRow(row, inColumn: columnIndex)
        switch content {
        case .sentinel(let sentinel): return sentinel.value
        case .value(let number):
            return labeler.value(column.field, row: number, in: model.values)
        }
    }

    /// The model's column at `columnIndex` (display order), for the readers that throw.
    ///
    /// - Throws: ``PickerError/columnOutOfRange(column:columnCount:)``, wrapped.
    func modelColumn(at columnIndex: Int) throws(LocalizationError) -> PickerColumn {
        guard model.order.indices.contains(columnIndex) else {
            throw .picker(.columnOutOfRange(column: columnIndex, columnCount: model.order.count))
        }
        return model.column(for: model.order[columnIndex])
    }

    /// The model's column at `columnIndex` and what its row `row` holds.
    ///
    /// - Throws: ``PickerError/columnOutOfRange(column:columnCount:)`` or
    ///   ``PickerError/rowOutOfRange(column:row:rowCount:)``, wrapped.
    func modelRow(_ row: Int, inColumn columnIndex: Int) throws(LocalizationError) -> (PickerColumn, PickerRow) {
        let column = try modelColumn(at: columnIndex)
        guard let content = column.row(at: row) else {
            throw .picker(.rowOutOfRange(column: column.field.rawValue, row: row, rowCount: column.rowCount))
        }
        return (column, content)
    }

    /// The column at `columnIndex` (display order) with every row labeled, as the model links
    /// it now: rows within the bounds for the current selection, in the column's sort order,
    /// sentinel rows included, and the selected row.
    ///
    /// ```swift
    /// let column = try picker.labeledColumn(at: 0)
    /// column.rows.map(\.label)   // ["2018年", "2019年", "2020年"]
    /// ```
    ///
    /// - Throws: ``LocalizationError`` for an index out of range or labels ICU cannot make.
    /// - Complexity: O(rows): every row is labeled (a year column over 0001–9999 has 9999).
    package func labeledColumn(at columnIndex: Int) throws(LocalizationError) -> LabelColumn {
        let column = try modelColumn(at: columnIndex)
        return try namingRelativeDays(labeler.labeledColumn(column, context: model.values))
    }

    /// Every column in display order with its rows labeled (see ``labeledColumn(at:)``).
    ///
    /// - Throws: ``LocalizationError`` for labels ICU cannot make.
    package func labeledColumns() throws(LocalizationError) -> [LabelColumn] {
        var columns: [LabelColumn] = []
        for index in model.order.indices {
            columns.append(try labeledColumn(at: index))
        }
        return columns
    }
}
