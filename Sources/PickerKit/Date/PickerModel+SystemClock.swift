import PickerKitCore

extension PickerModel {
    /// Makes a model, checking the configuration.
    ///
    /// - Throws: ``PickerError`` for bounds or a selection that are invalid, of another mode,
    ///   out of order or off every step; an unknown time zone; an order that is not a
    ///   permutation of the mode's fields.
    package init(_ configuration: PickerConfiguration) throws(PickerError) {
        try self.init(configuration, wallClock: .system)
    }
}
