import PickerKitCore

extension RangePicker {
    /// Makes the two pickers.
    ///
    /// - Parameters:
    ///   - configuration: mode, bounds, steps, order and directions of both halves. Its
    ///     ``PickerConfiguration/present`` and custom rows are ignored (pass `present`); its
    ///     selection (or today) is the start when `range` is `nil`, and the end then equals it.
    ///   - range: the initial range, of the configuration's mode; an open range needs `present`.
    ///   - present: the end picker's Present row, if it has one.
    /// - Throws: ``PickerError`` as ``PickerModel/init(_:)`` does, ``PickerError/modeMismatch(role:expected:actual:)``
    ///   for a range of another mode, ``PickerError/unknownSentinel(_:)`` for an open range
    ///   without a Present row.
    package init(_ configuration: PickerConfiguration, range: SelectionRange? = nil, present: SentinelRow? = nil)
        throws(PickerError)
    {
        try self.init(configuration, range: range, present: present, wallClock: .system)
    }
}
