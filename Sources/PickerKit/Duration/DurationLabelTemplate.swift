/// The text around the number in every label of one plural category of one unit, such as
/// `""` and `" hours"` for English `other`, derived once from an ICU label.
struct DurationLabelTemplate: Hashable, Sendable {
    /// The text before the number.
    let prefix: String
    /// The text after the number.
    let suffix: String

    /// The template of `label`, whose number is written `number`, or `nil` when the number is
    /// not in it (Arabic `ساعتان`, "two hours", has no digits).
    init?(label: String, number: String) {
        let text = Array(label.unicodeScalars)
        let digits = Array(number.unicodeScalars)
        guard !digits.isEmpty, text.count >= digits.count else { return nil }
        var found: Int?
        for start in 0...(text.count - digits.count) where text[start..<(start + digits.count)].elementsEqual(digits) {
            found = start
            break
        }
        guard let start = found else { return nil }
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: text[..<start])
        var suffix = String.UnicodeScalarView()
        suffix.append(contentsOf: text[(start + digits.count)...])
        self.prefix = String(prefix)
        self.suffix = String(suffix)
    }

    /// The unit's words without the number, trimmed of spaces and direction marks (`hours`,
    /// `Stunden`, `小时`): a column header.
    var words: String {
        let ignored: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}", "\u{200E}", "\u{200F}", "\u{061C}"]
        let scalars = Array((prefix + suffix).unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, ignored.contains(scalars[start]) { start += 1 }
        while end > start, ignored.contains(scalars[end - 1]) { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }
}
