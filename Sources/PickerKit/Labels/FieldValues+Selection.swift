extension FieldValues {
    /// The fields of a selection value; fields its mode lacks keep the defaults.
    ///
    /// ```swift
    /// FieldValues(try DateSelection("2019-08-20"))   // 2019-08-20 00:00:00
    /// ```
    public init(_ selection: some SelectionValue) {
        self.init()
        for field in DateField.allCases {
            if let value = selection[field] { self[field] = value }
        }
    }

    /// The fields of a selection, or `nil` for ``Selection/present``.
    public init?(_ selection: Selection) {
        guard let value = selection.value else { return nil }
        self.init(value)
    }

    /// The selection of `mode` made of these values' fields (the others are ignored).
    ///
    /// - Throws: ``LabelError/invalidValues(_:)`` when a field of the mode is out of range.
    public func selection(_ mode: SelectionMode) throws(LabelError) -> Selection {
        var fields = SelectionFields()
        for field in mode.fields { fields[field] = self[field] }
        guard fields.firstInvalidField(for: mode) == nil else { throw .invalidValues(self) }
        return Selection(fields: fields, mode: mode)
    }
}
