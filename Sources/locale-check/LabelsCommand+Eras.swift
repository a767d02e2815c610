@_spi(PickerKitTools) import PickerKit

extension LabelsCommand {
    /// The era members of each row of `columns` in JSON (by column, then row): year rows get
    /// `"era"`, `"eraYear"`, `"year"` and `"eras"`; other rows nothing.
    ///
    /// The schema is fixed: every year row has the four members. A calendar picker's year row
    /// names the era its label names (``CalendarYearEras``: the year's last day in a year-only
    /// picker, else the selected month and day moved into the row's year) and lists every era
    /// with a day in the year with its era year and first ISO day; calendars without eras, and
    /// Gregorian pickers, write `null` for `era`, `eraYear` and `eras`; a Present row writes
    /// `null` for all four.
    static func eraMembers(_ picker: LocalizedPicker, _ columns: [LabelColumn]) throws -> [[String]] {
        let values = picker.model.values
        let mode = values.mode
        return try columns.map { column in
            guard column.field == .year else { return Array(repeating: "", count: column.rows.count) }
            return try column.rows.map { row in
                guard let year = row.number else {
                    return ",\"era\":null,\"eraYear\":null,\"year\":null,\"eras\":null"
                }
                let labeler = picker.labeler
                guard labeler.calendar != .gregorian else {
                    return ",\"era\":null,\"eraYear\":null,\"year\":\(year),\"eras\":null"
                }
                var month = Int.max
                var day = Int.max
                if mode.includes(.month) {
                    month = labeler.rules.month(year: year, code: values.monthCode) ?? values.month
                    day = mode.includes(.day) ? values.day : 1
                }
                return eraJSON(try labeler.yearEras(year, month: month, day: day))
            }
        }
    }

    /// `,"era":…,"eraYear":…,"year":…,"eras":[…]` for one year row.
    static func eraJSON(_ eras: CalendarYearEras) -> String {
        var text = ",\"era\":" + (eras.era.map(OutputEscaping.jsonLiteral) ?? "null")
        text += ",\"eraYear\":" + (eras.eraYear.map(String.init) ?? "null")
        text += ",\"year\":\(eras.year),\"eras\":"
        guard !eras.eras.isEmpty else { return text + "null" }
        let parts = eras.eras.map { part in
            "{\"era\":\(OutputEscaping.jsonLiteral(part.era)),\"eraYear\":\(part.eraYear),"
                + "\"start\":\"\(part.start)\"}"
        }
        return text + "[" + parts.joined(separator: ",") + "]"
    }
}
