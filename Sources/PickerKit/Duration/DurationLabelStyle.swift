/// How a duration picker's rows are labeled.
package enum DurationLabelStyle: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// Each row is a number with its unit in the locale's plural form: `1 hour`, `2 hours`,
    /// `2 Stunden`, `2 часа`, `5 часов`, `ساعتان` (ICU's unit formatting, full names).
    case unit
    /// Each row is the number alone in the locale's digits (`2`, `٢`); the unit's name is the
    /// column's header.
    case number

    /// The style's name, such as `"unit"`.
    package var description: String { rawValue }
}
