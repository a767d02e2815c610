/// A locale id that PickerKit refuses, with the id and the part that is wrong.
///
/// Every locale id from outside is validated before ICU sees it; these errors name what
/// was wrong instead of letting ICU fall back silently (or crash, see ICU-22609).
public enum LocaleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The id does not follow BCP-47 or ICU locale id syntax; `part` is the offending piece.
    case malformed(id: String, part: String, reason: String)
    /// ICU has no data for the language (and no fallback was asked for).
    case unknownLanguage(id: String, language: String)
    /// ICU has data for the language but not in the script asked for, such as `en_Cyrl_US`
    /// (English is written in Latn); `dataScript` is the script of the language's data.
    case unsupportedScript(id: String, language: String, script: String, dataScript: String)
    /// The region is not an ISO 3166 code or UN M.49 area (and no fallback was asked for).
    case unknownRegion(id: String, region: String)
    /// A keyword or extension key PickerKit does not support, such as `collation`.
    case unsupportedKeyword(id: String, key: String)
    /// A `calendar` value that is not one of PickerKit's calendars.
    case unsupportedCalendar(id: String, calendar: String)
    /// A `numbers` value that ICU does not know as a numbering system.
    case unknownNumberingSystem(id: String, numbers: String)
    /// A keyword value PickerKit does not know, such as `hours=h13`; `supported` lists the
    /// values it takes.
    case unsupportedKeywordValue(id: String, key: String, value: String, supported: String)
    /// A numbering system that is not for general numbers (`jpanyear` writes 1 as 元, only
    /// right for era years), so it cannot label months, days and times.
    case unsuitableNumberingSystem(id: String, numbers: String, reason: String)

    /// A sentence naming the id and what is wrong with it.
    public var description: String {
        switch self {
        case .malformed(let id, let part, let reason):
            "locale \(QuotedInput.quoted(id)) is malformed: \(QuotedInput.quoted(part)) \(reason)"
        case .unknownLanguage(let id, let language):
            "locale \(QuotedInput.quoted(id)): ICU has no data for language \(QuotedInput.quoted(language))"
        case .unsupportedScript(let id, let language, let script, let dataScript):
            "locale \(QuotedInput.quoted(id)): ICU has no data for language \(QuotedInput.quoted(language)) in script "
                + "\(QuotedInput.quoted(script)) (its likely script \(dataScript) has data: drop the script or write \(dataScript))"
        case .unknownRegion(let id, let region):
            "locale \(QuotedInput.quoted(id)): \(QuotedInput.quoted(region)) is not a known region code"
        case .unsupportedKeyword(let id, let key):
            "locale \(QuotedInput.quoted(id)): keyword \(QuotedInput.quoted(key)) is not supported (supported: \(LocaleIdentifierSyntax.supportedKeywords); ignored: rg, sd, cu, ms, co and the other collation keys)"
        case .unsupportedCalendar(let id, let calendar):
            "locale \(QuotedInput.quoted(id)): calendar \(QuotedInput.quoted(calendar)) is not a supported calendar "
                + "(supported: \(CalendarKind.supportedNames))"
        case .unknownNumberingSystem(let id, let numbers):
            "locale \(QuotedInput.quoted(id)): numbering system \(QuotedInput.quoted(numbers)) is not known to ICU"
        case .unsupportedKeywordValue(let id, let key, let value, let supported):
            "locale \(QuotedInput.quoted(id)): \(key) \(QuotedInput.quoted(value)) is not supported (supported: \(supported))"
        case .unsuitableNumberingSystem(let id, let numbers, let reason):
            "locale \(QuotedInput.quoted(id)): numbering system \(QuotedInput.quoted(numbers)) cannot label a picker: \(reason)"
        }
    }
}
