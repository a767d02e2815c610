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

extension DatePattern {
    /// The pattern with the era written beside its year as `yearPattern` (the pattern of the
    /// calendar's year rows) writes it: before or after the year, with the same text between
    /// them; unchanged when this pattern has an era already, or `yearPattern` has none.
    ///
    /// CLDR's year-month and date patterns leave the era out in many locales (ast roc `MMMM
    /// 'de' y`), while the year rows have it (`y G`): without it a display string names two
    /// days (`de febreru 412` is 412 before and after the Republic). `"d MMMM y"` with the year
    /// pattern `"y G"` becomes `"d MMMM y G"`, with `"Gy年"` `"d MMMM Gy"`.
    func namingEra(like yearPattern: DatePattern) -> DatePattern {
        func isEra(_ token: Token) -> Bool {
            if case .field("G", _) = token { return true }
            return false
        }
        func isYear(_ token: Token) -> Bool {
            if case .field("y", _) = token { return true }
            return false
        }
        let rows = yearPattern.tokens
        guard !tokens.contains(where: isEra), let eraIndex = rows.firstIndex(where: isEra),
            let yearIndex = rows.firstIndex(where: isYear), let year = tokens.firstIndex(where: isYear)
        else { return self }
        let era = rows[eraIndex]
        let between = rows[(min(eraIndex, yearIndex) + 1)..<max(eraIndex, yearIndex)]
        guard between.allSatisfy({ if case .literal = $0 { true } else { false } }) else { return self }
        var result = tokens
        if eraIndex < yearIndex {
            result.insert(contentsOf: [era] + between, at: year)
        } else {
            result.insert(contentsOf: Array(between) + [era], at: year + 1)
        }
        return Self.joined(result)
    }
}
