/// One row of a one-column picker: a whole value, or a sentinel such as Present.
package enum SingleColumnRow: Hashable, Sendable {
    /// A value of the picker's mode, such as 2019-08.
    case value(PickerValues)
    /// A caller-given row (Present/至今) that stands for no field values.
    case sentinel(SentinelRow)

    /// The row's value as a string: the canonical value, or the sentinel's value (`present`).
    package var value: String {
        switch self {
        case .value(let values): values.displayString
        case .sentinel(let sentinel): sentinel.value
        }
    }
}
