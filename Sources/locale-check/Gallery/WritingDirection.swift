import PickerKit

/// Which way a locale's text runs, from the script its likely subtags give (`ar` to `Arab`).
///
/// The scripts are Unicode's right-to-left scripts (Bidi_Class R or AL of their letters), as
/// ICU's `uloc_isRightToLeft` reads them.
enum WritingDirection: String {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The right-to-left scripts, by ISO 15924 code.
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Armi", "Avst", "Chrs", "Cprt", "Elym", "Hatr", "Hebr", "Hung", "Khar", "Lydi", "Mand",
        "Mani", "Mend", "Merc", "Mero", "Narb", "Nbat", "Nkoo", "Orkh", "Ougr", "Palm", "Phli", "Phlp", "Phnx",
        "Prti", "Rohg", "Samr", "Sarb", "Sogd", "Sogo", "Syrc", "Thaa", "Yezi",
    ]

    /// The direction of `locale`'s script (`ar_Arab_EG`: right to left).
    init(_ locale: ResolvedLocale) {
        self = Self.rightToLeftScripts.contains(Self.script(of: locale)) ? .rightToLeft : .leftToRight
    }

    /// The script subtag of the locale's maximized id (`Arab` in `ar_Arab_EG`), or `""`.
    static func script(of locale: ResolvedLocale) -> String {
        let base = locale.maximized.split(separator: "@").first ?? ""
        let parts = base.split(separator: "_")
        guard parts.count > 1, parts[1].count == 4 else { return "" }
        return String(parts[1])
    }

    /// The BCP 47 language tag of the locale's maximized id (`ar-Arab-EG`), for `lang`.
    static func languageTag(of locale: ResolvedLocale) -> String {
        let base = locale.maximized.split(separator: "@").first ?? ""
        return base.split(separator: "_").prefix(3).joined(separator: "-")
    }
}
