extension DatePattern {
    /// The pattern without the era fields whose letter count `isPlaceholder` picks and the
    /// space that joined each to the rest; when one is removed, year fields `y` are written as
    /// `yearLetter` (a two-letter `yy` stays: it is a two-digit year, not a count).
    ///
    /// The literal dropped with an era is a neighbour made only of spaces: the one before it
    /// (`"MMMM d, y G"` becomes `"MMMM d, y"`, `"d MMMM y G 'at' h:mm"` `"d MMMM y 'at' h:mm"`),
    /// else the one after it (`"G y MMMM d"` becomes `"y MMMM d"`); else trailing spaces of the
    /// text before it or leading spaces of the text after it are trimmed (`"Gy年M月d日"` becomes
    /// `"y年M月d日"`). `"y G"` with `yearLetter` `u` becomes `"u"`.
    func removingEra(where isPlaceholder: (Int) -> Bool, yearLetter: Character = "y") -> DatePattern {
        var result = tokens
        var removed = false
        var index = 0
        func literal(at position: Int) -> String? {
            guard result.indices.contains(position), case .literal(let text) = result[position] else { return nil }
            return text
        }
        while index < result.count {
            guard case .field("G", let count) = result[index], isPlaceholder(count) else {
                index += 1
                continue
            }
            removed = true
            result.remove(at: index)
            let before = literal(at: index - 1)
            let after = literal(at: index)
            if let before, before.allSatisfy(\.isWhitespace) {
                result.remove(at: index - 1)
                index -= 1
            } else if let after, after.allSatisfy(\.isWhitespace) {
                result.remove(at: index)
            } else if let before, before.last?.isWhitespace == true, after == nil {
                result[index - 1] = .literal(before.trimmingTrailingSpaces())
            } else if let after, after.first?.isWhitespace == true {
                result[index] = .literal(after.trimmingLeadingSpaces())
            }
        }
        guard removed else { return self }
        if yearLetter != "y" {
            result = result.map { token in
                if case .field("y", let count) = token, count != 2 { return .field(yearLetter, count) }
                return token
            }
        }
        return Self.joined(result)
    }
}
