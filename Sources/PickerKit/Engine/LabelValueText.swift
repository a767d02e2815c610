/// The normalized ASCII text of a column value: `"2019"`, `"08"`, `"am"`.
enum LabelValueText {
    /// The text of `number` in `field`'s column.
    static func text(_ number: Int, _ field: DateField) -> String {
        switch field {
        case .year: padded(number, 4)
        case .dayPeriod: number == 0 ? "am" : "pm"
        default: padded(number, 2)
        }
    }

    /// `value` in decimal, zero-padded to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
