extension SingleColumnPicker {
    /// Makes a picker from `configuration` (column order and AM/PM do not apply to one column).
    ///
    /// - Throws: ``PickerError`` as ``PickerModel/init(_:)`` does.
    package init(_ configuration: PickerConfiguration) throws(PickerError) {
        try self.init(configuration, wallClock: .system)
    }
}
