/// How many terminal cells a label takes, by Unicode's East Asian Width.
///
/// Wide and fullwidth characters (CJK ideographs, kana, hangul, fullwidth digits) take two
/// cells; combining marks and invisible format characters (such as U+200F) take none;
/// everything else one. Good enough to line up picker columns in a terminal.
package enum DisplayWidth {
    /// The number of terminal cells `text` takes.
    ///
    /// - Complexity: O(n) in the number of Unicode scalars.
    package static func of(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            width += of(scalar)
        }
        return width
    }

    /// The number of terminal cells one scalar takes: 0, 1 or 2.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        return CharacterWidthData.isEastAsianWide(scalar) ? 2 : 1
    }

    /// `text` padded with spaces on both sides to `width` cells (extra space goes right).
    package static func centered(_ text: String, in width: Int) -> String {
        let room = max(0, width - of(text))
        return String(repeating: " ", count: room / 2) + text + String(repeating: " ", count: room - room / 2)
    }

    /// The longest prefix of `text` that fits in `width` terminal cells.
    package static func prefix(_ text: String, fitting width: Int) -> String {
        var used = 0
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            used += of(scalar)
            if used > width { break }
            result.append(scalar)
        }
        return String(result)
    }
}
