/// The space characters display strings are matched across: a user types U+0020 where ICU
/// writes U+00A0, U+202F (en `2:30 PM`, ru `2019 г.`) or U+2009.
///
/// Two strings that differ only in which of these spaces they use are the same display string.
enum DisplaySpaces {
    /// The space characters treated as one.
    static let all: [Unicode.Scalar] = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

    /// Whether `scalar` is one of the spaces treated as one.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        all.contains(scalar)
    }

    /// `text` with every space of ``all`` made U+0020 (nothing else changes: no trimming,
    /// no collapsing of runs).
    static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isSpace(scalar) ? " " : scalar)
        }
        return String(result)
    }

    /// The variants of `text` that put one of `kinds` at each of its spaces, the text itself
    /// first; `nil` when there would be more than `limit`.
    static func variants(of text: String, kinds: [Unicode.Scalar], limit: Int) -> [String]? {
        let scalars = Array(text.unicodeScalars)
        let positions = scalars.indices.filter { isSpace(scalars[$0]) }
        guard !kinds.isEmpty else { return [text] }
        var count = 1
        for _ in positions {
            count *= kinds.count
            if count > limit { return nil }
        }
        var results = [text]
        for combination in 0..<count {
            var variant = scalars
            var rest = combination
            for position in positions {
                variant[position] = kinds[rest % kinds.count]
                rest /= kinds.count
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: variant)
            let string = String(view)
            if string != text { results.append(string) }
        }
        return results
    }
}
