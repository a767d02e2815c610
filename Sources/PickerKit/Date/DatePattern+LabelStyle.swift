extension DatePattern {
    /// The pattern rebuilt from `tokens` (literals quoted where they need it).
    static func joined(_ tokens: [Token]) -> DatePattern {
        var text = ""
        for token in tokens {
            switch token {
            case .field(let letter, let count): text += String(repeating: letter, count: count)
            case .literal(let literal): text += quoted(literal)
            }
        }
        return DatePattern(text)
    }

    /// The pattern with one-digit numeric fields of `column` made two-digit: `d日` becomes
    /// `dd日`, `H时` `HH时`, a numeric month `L` `LL`; names (`LLLL`) and years are unchanged.
    func zeroPadded(_ column: DateField) -> DatePattern {
        let padded = tokens.map { token -> Token in
            guard case .field(let letter, 1) = token, Self.column(of: letter) == column else { return token }
            switch letter {
            case "d", "H", "h", "K", "k", "M", "L", "m", "s": return .field(letter, 2)
            default: return token
            }
        }
        return padded == tokens ? self : Self.joined(padded)
    }

    /// The unit the pattern writes right after `column`'s field, joined to the number with no
    /// space: `分` after `mm` in `H時mm分ss秒 zzzz`, `시` after `h` in `a h시 m분`; `nil` when
    /// a space, punctuation or nothing follows (`HH:mm`, `HH 'Uhr'`).
    func unit(after column: DateField) -> String? {
        guard
            let index = tokens.firstIndex(where: { token in
                if case .field(let letter, _) = token { return Self.column(of: letter) == column }
                return false
            }), index + 1 < tokens.count, case .literal(let text) = tokens[index + 1]
        else { return nil }
        let unit = String(String.UnicodeScalarView(text.unicodeScalars.prefix { $0.properties.isAlphabetic }))
        return unit.isEmpty ? nil : unit
    }

    /// The pattern with `unit` written right after `column`'s field, unless a unit already is.
    func appendingUnit(_ unit: String, after column: DateField) -> DatePattern {
        guard self.unit(after: column) == nil,
            let index = tokens.firstIndex(where: { token in
                if case .field(let letter, _) = token { return Self.column(of: letter) == column }
                return false
            })
        else { return self }
        var changed = tokens
        changed.insert(.literal(unit), at: index + 1)
        return Self.joined(changed)
    }
}
