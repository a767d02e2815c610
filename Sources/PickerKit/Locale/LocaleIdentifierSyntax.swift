/// The parts of a locale id that passed PickerKit's own syntax check.
///
/// Accepts BCP-47 tags (`zh-TW`, `th-TH-u-ca-buddhist`), ICU ids (`zh_TW`,
/// `ja_JP@calendar=japanese`) and the POSIX forms devices report (`en_US.UTF-8`,
/// `de_DE@euro`, `C`, `POSIX`: mapped, with the mapping listed in ``mappings``). Nothing
/// here calls ICU: this is what stands between user input and ICU's constructors, which
/// crash on a language subtag of 12+ letters.
struct LocaleIdentifierSyntax: Equatable {
    /// The language subtag, lowercased: 2–3 or 5–8 letters.
    var language: String
    /// The script subtag in title case (`Hant`), if any.
    var script: String?
    /// The region subtag uppercased (`TW`) or 3 digits (`419`), if any.
    var region: String?
    /// Variant subtags uppercased, as ICU writes them.
    var variants: [String] = []
    /// The `calendar` keyword value, lowercased, if any.
    var calendar: String?
    /// The `numbers` keyword value, lowercased, if any.
    var numbers: String?
    /// The `hours` keyword (`-u-hc-`) value, lowercased, if any.
    var hours: String?
    /// The `fw` keyword (first weekday) value, lowercased, if any.
    var firstWeekday: String?
    /// The region of the `rg` keyword (`rg=gbzzzz`, `-u-rg-gbzzzz`), uppercased (`GB`) or
    /// 3 digits, if any: the region whose preferences the locale takes.
    var regionOverride: String?
    /// Keywords accepted but without effect on a picker, as `key=value` (`cu=eur`), and
    /// the POSIX `@euro` modifier.
    var ignored: [String] = []
    /// How a POSIX form was mapped, one sentence each (`codeset "UTF-8" dropped`).
    var mappings: [String] = []

    /// Keywords (ICU names and BCP-47 keys) that do not change a picker's columns or labels.
    ///
    /// Currency, collation options, measurement system, subdivision, line breaking, time zone,
    /// and the like: accepted and listed as ignored.
    static let ignoredKeys: Set<String> = [
        "currency", "cu", "collation", "co", "measure", "ms", "sd", "colalternate", "ka",
        "colbackwards", "kb", "colcaselevel", "kc", "colcasefirst", "kf", "colhiraganaquaternary", "kh",
        "colnormalization", "kk", "colnumeric", "kn", "colreorder", "kr", "colstrength", "ks", "variabletop",
        "vt", "kv", "lb", "lw", "ss", "timezone", "tz", "va", "dx", "em", "mu", "cf",
    ]

    /// The keywords PickerKit acts on, for error messages.
    static let supportedKeywords = "calendar (ca), numbers (nu), hours (hc), fw, rg"

    /// The longest language subtag BCP-47 allows.
    static let maximumLanguageLength = 8

    /// Parses `id`, or throws naming the first part that is wrong.
    init(parsing id: String) throws(LocalizationError) {
        func fail(_ part: some StringProtocol, _ reason: String) -> LocalizationError {
            .malformedLocale(id: id, part: String(part), reason: reason)
        }
        guard !id.isEmpty else { throw fail(id, "is empty") }
        guard id.utf8.count <= 100 else { throw fail(id.prefix(20) + "…", "is longer than 100 characters") }
        if let bad = id.unicodeScalars.first(where: { !Self.isAllowed($0) }) {
            throw fail(String(bad), "is not allowed in a locale id (letters, digits, - _ . @ = ; only)")
        }
        let pieces = id.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var base = pieces[0]
        var mappings: [String] = []
        // POSIX: `language_REGION.codeset@modifier`; the codeset says nothing about dates.
        let baseAndCodeset = base.split(separator: ".", omittingEmptySubsequences: false)
        if baseAndCodeset.count > 1 {
            let codeset = baseAndCodeset[1]
            guard baseAndCodeset.count == 2, (1...16).contains(codeset.count),
                codeset.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" || $0 == "_" })
            else {
                throw fail(base, "has a malformed POSIX codeset after \".\" (1–16 letters, digits, - or _)")
            }
            base = baseAndCodeset[0]
            mappings.append("codeset \(QuotedInput.quoted(String(codeset))) dropped")
        }
        guard !base.contains(".") else { throw fail(base, "has a \".\" outside a POSIX codeset") }
        if base == "C" || base == "POSIX" {
            mappings.append("\(base) mapped to en_US_POSIX")
            base = "en_US_POSIX"
        }
        let subtags = base.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        if let empty = subtags.firstIndex(where: \.isEmpty) {
            throw fail(base, "has an empty subtag at position \(empty + 1)")
        }
        var index = 0
        let first = subtags[0]
        guard first.allSatisfy(\.isASCIILetter) else {
            throw fail(first, "is not a language subtag (letters only)")
        }
        guard first.count <= Self.maximumLanguageLength else {
            throw fail(first, "is a language subtag of \(first.count) letters (at most 8)")
        }
        guard first.count != 4 && first.count >= 2 else {
            throw fail(first, "is not a language subtag (2–3 or 5–8 letters)")
        }
        language = first.lowercased()
        index = 1
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isASCIILetter) {
            let lower = subtags[index].lowercased()
            script = lower.prefix(1).uppercased() + lower.dropFirst()
            index += 1
        }
        if index < subtags.count {
            let tag = subtags[index]
            if tag.count == 2 && tag.allSatisfy(\.isASCIILetter) {
                region = tag.uppercased()
                index += 1
            } else if tag.count == 3 && tag.allSatisfy(\.isASCIIDigit) {
                region = String(tag)
                index += 1
            }
        }
        while index < subtags.count {
            let tag = subtags[index]
            if tag.count == 1 { break }
            let isVariant =
                tag.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
                && ((5...8).contains(tag.count) || (tag.count == 4 && tag.first!.isASCIIDigit))
            guard isVariant else {
                throw fail(tag, "is not a script, region or variant subtag")
            }
            variants.append(tag.uppercased())
            index += 1
        }
        if index < subtags.count {
            try parseExtension(subtags[index...], id: id)
        }
        if pieces.count == 2 {
            guard !pieces[1].contains(".") else { throw fail(pieces[1], "has a \".\" in its keywords") }
            try parseKeywords(pieces[1], id: id)
        }
        self.mappings = mappings
    }

    /// The canonical ICU form: `zh_Hant_TW@calendar=japanese;numbers=latn`.
    var icuIdentifier: String {
        var text = baseIdentifier
        var keywords: [String] = []
        if let calendar { keywords.append("calendar=\(calendar)") }
        if let numbers { keywords.append("numbers=\(numbers)") }
        if !keywords.isEmpty { text += "@" + keywords.concatenated(separator: ";") }
        return text
    }

    /// The ICU form without keywords: `zh_Hant_TW`.
    ///
    /// Concatenated, not `joined(separator:)`: the generic join cost ~84,000 instructions per
    /// call at a process's first ids.
    var baseIdentifier: String {
        var text = language
        if let script { text += "_" + script }
        if let region { text += "_" + region } else if !variants.isEmpty { text += "_" }
        for variant in variants { text += "_" + variant }
        return text
    }

    private mutating func parseExtension(_ tags: ArraySlice<Substring>, id: String) throws(LocalizationError) {
        guard tags.first?.lowercased() == "u" else {
            throw .malformedLocale(
                id: id, part: String(tags.first!), reason: "is an extension PickerKit does not support (only -u-)")
        }
        var rest = tags.dropFirst()
        guard !rest.isEmpty else { throw .malformedLocale(id: id, part: "u", reason: "has no keys") }
        while let key = rest.popFirst() {
            guard key.count == 2, key.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                throw .malformedLocale(id: id, part: String(key), reason: "is not a -u- key (2 characters)")
            }
            var values: [String] = []
            while let value = rest.first, value.count >= 3 {
                guard value.count <= 8, value.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                    throw .malformedLocale(id: id, part: String(value), reason: "is not a -u- value (3–8 characters)")
                }
                values.append(value.lowercased())
                rest.removeFirst()
            }
            guard !values.isEmpty else {
                throw .malformedLocale(id: id, part: String(key), reason: "has no value")
            }
            try setKeyword(key.lowercased(), values.joined(separator: "-"), id: id)
        }
    }

    private mutating func parseKeywords(_ text: Substring, id: String) throws(LocalizationError) {
        guard !text.isEmpty else { throw .malformedLocale(id: id, part: "@", reason: "has no keywords after it") }
        for pair in text.split(separator: ";", omittingEmptySubsequences: false) {
            if pair.lowercased() == "euro" {
                // The POSIX modifier of `de_DE@euro`: a currency choice, nothing a picker shows.
                ignored.append("@euro")
                continue
            }
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
                parts[0].allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }),
                parts[1].allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" })
            else {
                throw .malformedLocale(id: id, part: String(pair), reason: "is not a keyword=value pair")
            }
            try setKeyword(parts[0].lowercased(), parts[1].lowercased(), id: id)
        }
    }

    /// Records one keyword given by its ICU name or BCP-47 key.
    private mutating func setKeyword(_ key: String, _ value: String, id: String) throws(LocalizationError) {
        switch key {
        case "calendar", "ca": try set(\.calendar, "calendar", value, id: id)
        case "numbers", "nu": try set(\.numbers, "numbers", value, id: id)
        case "hours", "hc": try set(\.hours, "hours", value, id: id)
        case "fw": try set(\.firstWeekday, "fw", value, id: id)
        case "rg": try setRegionOverride(value, id: id)
        case _ where Self.ignoredKeys.contains(key):
            let entry = "\(key)=\(value)"
            guard !ignored.contains(where: { $0.hasPrefix(key + "=") }) else {
                throw .malformedLocale(id: id, part: key, reason: "is given twice")
            }
            ignored.append(entry)
        default:
            throw .unsupportedKeyword(id: id, key: key)
        }
    }

    /// Records the `rg` keyword, a BCP 47 subdivision id such as `gbzzzz`.
    ///
    /// A region (2 letters or 3 digits) and a subdivision suffix of 1–4 letters or digits
    /// (`zzzz`: the whole region). Only the region is used, as ICU does.
    private mutating func setRegionOverride(_ value: String, id: String) throws(LocalizationError) {
        guard regionOverride == nil else { throw .malformedLocale(id: id, part: "rg", reason: "is given twice") }
        let characters = Array(value)
        let regionLength = characters.first?.isASCIIDigit == true ? 3 : 2
        let region = characters.prefix(regionLength)
        let suffix = characters.dropFirst(regionLength)
        let regionIsWellFormed =
            regionLength == 2 ? region.allSatisfy(\.isASCIILetter) : region.allSatisfy(\.isASCIIDigit)
        guard region.count == regionLength, regionIsWellFormed, (1...4).contains(suffix.count),
            suffix.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit })
        else {
            throw .malformedLocale(
                id: id, part: "rg=\(value)",
                reason: "is not a region override (a region and a subdivision suffix, such as gbzzzz)")
        }
        regionOverride = String(region).uppercased()
    }

    private mutating func set(
        _ keyPath: WritableKeyPath<Self, String?>, _ name: String, _ value: String, id: String
    ) throws(LocalizationError) {
        guard self[keyPath: keyPath] == nil else {
            throw .malformedLocale(id: id, part: name, reason: "is given twice")
        }
        self[keyPath: keyPath] = value
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "@", "=", ";": true
        default: false
        }
    }
}

extension Character {
    /// Whether this is one of the ASCII letters a–z, A–Z.
    var isASCIILetter: Bool { isASCII && isLetter }
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
