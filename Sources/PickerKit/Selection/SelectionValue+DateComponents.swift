#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SelectionValue {
    /// The fields as `DateComponents` (no calendar or time zone is set; the fields are proleptic Gregorian).
    ///
    /// ```swift
    /// try DateSelection("2019-08-20").dateComponents  // year: 2019 month: 8 day: 20
    /// ```
    public var dateComponents: DateComponents {
        DateComponents(
            year: self[.year], month: self[.month], day: self[.day], hour: self[.hour], minute: self[.minute],
            second: self[.second])
    }

    /// Creates a value from the components' fields of this mode, checking each one.
    ///
    /// Components the mode does not have (such as a nanosecond, or a day for `year-month`) are
    /// ignored, so the result of `Calendar.dateComponents(_:from:)` can be passed whole.
    ///
    /// - Throws: ``SelectionParseError`` of kind `missingField` when a field of the mode is
    ///   missing, or a range error, positioned at the field's offset in the canonical form.
    public init(_ components: DateComponents) throws(SelectionParseError) {
        var fields = SelectionFields()
        let mode = Self.mode
        for field in mode.fields {
            let value: Int?
            switch field {
            case .year: value = components.year
            case .month: value = components.month
            case .day: value = components.day
            case .hour: value = components.hour
            case .minute: value = components.minute
            case .second: value = components.second
            case .dayPeriod: value = components.hour.map { $0 >= 12 ? 1 : 0 }
            }
            guard let value else {
                throw SelectionParseError(
                    kind: .missingField, offset: mode.canonicalOffset(of: field)!, mode: mode,
                    message: "the date components have no \(field), which \(mode.withArticle) needs")
            }
            fields[field] = value
        }
        try self.init(checking: fields)
    }
}
