import CICU

/// Localization names for a locale id, most specific first, from ICU's likely subtags.
enum LikelySubtags {
    /// Candidates such as `["zh-Hant-TW", "zh-Hant", "zh"]` for `zh_TW`.
    ///
    /// - Throws: ``PickerStringsError/malformedLocaleID(_:reason:)`` for ids that are not
    ///   well-formed; such ids never reach ICU.
    static func localizationCandidates(for localeID: String) throws(PickerStringsError) -> [String] {
        let maximized = try maximize(localeID)
        let language = try part(of: maximized, cicu_uloc_getLanguage)
        let script = try part(of: maximized, cicu_uloc_getScript)
        let region = try part(of: maximized, cicu_uloc_getCountry)
        var candidates: [String] = []
        if !script.isEmpty && !region.isEmpty { candidates.append("\(language)-\(script)-\(region)") }
        if !script.isEmpty { candidates.append("\(language)-\(script)") }
        if !region.isEmpty { candidates.append("\(language)-\(region)") }
        candidates.append(language)
        return candidates
    }

    /// The id with likely script and region added (`zh_TW` -> `zh_Hant_TW`).
    private static func maximize(_ localeID: String) throws(PickerStringsError) -> String {
        let bytes = Array(localeID.utf8)
        guard !bytes.isEmpty, bytes.count <= 64 else {
            throw .malformedLocaleID(localeID, reason: bytes.isEmpty ? "it is empty" : "it is longer than 64 bytes")
        }
        // BCP-47 letters, digits and separators only; keywords (@calendar=...) are ignored here.
        let base = localeID.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        for (offset, byte) in base.utf8.enumerated() {
            let isAllowed =
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x2D || byte == 0x5F
            guard isAllowed else {
                throw .malformedLocaleID(localeID, reason: "unexpected character at byte \(offset)")
            }
        }
        let subtags = base.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = subtags.first, (2...8).contains(language.count), language.allSatisfy(\.isLetter) else {
            throw .malformedLocaleID(localeID, reason: "the language subtag must be 2 to 8 letters")
        }
        do {
            let canonical = try ICUBuffer.cString("uloc_canonicalize") { buffer, capacity, status in
                cicu_uloc_canonicalize(base, buffer, capacity, &status)
            }
            return try ICUBuffer.cString("uloc_addLikelySubtags") { buffer, capacity, status in
                cicu_uloc_addLikelySubtags(canonical, buffer, capacity, &status)
            }
        } catch {
            throw .malformedLocaleID(localeID, reason: error.description)
        }
    }

    private static func part(
        of localeID: String,
        _ getter: (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int32, UnsafeMutablePointer<UErrorCode>?) ->
            Int32
    ) throws(PickerStringsError) -> String {
        do {
            return try ICUBuffer.cString("uloc part") { buffer, capacity, status in
                getter(localeID, buffer, capacity, &status)
            }
        } catch {
            throw .malformedLocaleID(localeID, reason: error.description)
        }
    }
}
