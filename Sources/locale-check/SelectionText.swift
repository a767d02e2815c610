import PickerKit

/// The canonical selection strings of each mode, read strictly (`2019-08-20`, `14:30`).
///
/// A private stand-in until the library's selection parser (issue 3, branch `selection`)
/// is merged; replace it with that parser then. Only exact canonical forms are accepted:
/// fixed digit counts, ASCII digits, the exact separators, real dates.
enum SelectionText {
    /// A value that is not the canonical string of its mode, with the position (1-based).
    struct ParseError: Error, CustomStringConvertible {
        let text: String
        let mode: SelectionMode
        let position: Int
        let reason: String

        var description: String {
            "\"\(text)\" is not a \(mode) value like \"\(SelectionText.example(mode))\": \(reason) at position \(position)"
        }
    }

    /// An example canonical string of `mode`.
    static func example(_ mode: SelectionMode) -> String {
        format(FieldValues(year: 2019, month: 8, day: 20, hour: 14, minute: 30, second: 5), mode)
    }

    /// The canonical string of `values` in `mode`.
    static func format(_ values: FieldValues, _ mode: SelectionMode) -> String {
        var text = ""
        for field in mode.fields {
            switch field {
            case .year: text += pad(values.year, 4)
            case .month: text += (text.isEmpty ? "" : "-") + pad(values.month, 2)
            case .day: text += (text.isEmpty ? "" : "-") + pad(values.day, 2)
            case .hour: text += (text.isEmpty ? "" : " ") + pad(values.hour, 2)
            case .minute: text += (text.isEmpty ? "" : ":") + pad(values.minute, 2)
            case .second: text += (text.isEmpty ? "" : ":") + pad(values.second, 2)
            }
        }
        return text
    }

    /// Reads `text` as the canonical string of `mode`.
    static func parse(_ text: String, _ mode: SelectionMode) throws(ParseError) -> FieldValues {
        let bytes = Array(text.utf8)
        var index = 0
        var values = FieldValues()
        func fail(_ reason: String, at position: Int) -> ParseError {
            ParseError(text: text, mode: mode, position: position + 1, reason: reason)
        }
        for (offset, field) in mode.fields.enumerated() {
            if offset > 0 {
                let separator: UInt8 =
                    switch field {
                    case .month, .day: UInt8(ascii: "-")
                    case .hour: UInt8(ascii: " ")
                    case .minute, .second: UInt8(ascii: ":")
                    case .year: 0
                    }
                guard index < bytes.count, bytes[index] == separator else {
                    throw fail("expected \"\(Character(Unicode.Scalar(separator)))\" before the \(field)", at: index)
                }
                index += 1
            }
            let width = field == .year ? 4 : 2
            var number = 0
            for digit in 0..<width {
                guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else {
                    throw fail("expected \(width) digits for the \(field), found \(digit)", at: index)
                }
                number = number * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            let range: ClosedRange<Int> =
                switch field {
                case .year: 1...9999
                case .month: 1...12
                case .day: 1...GregorianRules.daysInMonth(year: values.year, month: values.month)
                case .hour: 0...23
                case .minute, .second: 0...59
                }
            guard range.contains(number) else {
                throw fail("\(field) \(number) is not in \(range.lowerBound)...\(range.upperBound)", at: index - width)
            }
            values[field] = number
        }
        guard index == bytes.count else { throw fail("unexpected text after the value", at: index) }
        return values
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
