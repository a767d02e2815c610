/// The calendars PickerKit computes itself; raw values are the BCP 47 `-u-ca-` names.
///
/// Arithmetic calendars (gregorian, buddhist, roc, japanese, persian, islamic-civil,
/// islamic-tbla, hebrew, indian, coptic, ethiopic) are pure integer rules; chinese, dangi and
/// islamic-umalqura come from published tables. ``init(name:)`` is the one parser of names.
///
/// ```swift
/// CalendarKind(name: "gregorian")  // .gregorian (ICU's name; the BCP 47 name is "gregory")
/// CalendarKind(name: "hebrew")?.rawValue  // "hebrew"
/// ```
public enum CalendarKind: String, CaseIterable, Sendable, Codable {
    /// The proleptic Gregorian calendar (ISO 8601).
    case gregorian = "gregory"
    /// The Thai solar calendar: Gregorian months, year = ISO year + 543.
    case buddhist
    /// The Republic of China (Minguo) calendar: Gregorian months, eras `roc` and `broc`.
    case roc
    /// The Japanese imperial calendar: Gregorian months, eras `meiji`…`reiwa` (from 1873).
    case japanese
    /// The Solar Hijri calendar (arithmetic 33-year rule, as ICU).
    case persian
    /// The tabular Islamic calendar, civil (Friday) epoch.
    case islamicCivil = "islamic-civil"
    /// The tabular Islamic calendar, astronomical (Thursday) epoch.
    case islamicTbla = "islamic-tbla"
    /// The Umm al-Qura calendar of Saudi Arabia (published table).
    case islamicUmalqura = "islamic-umalqura"
    /// The Hebrew calendar (molad and postponement rules).
    case hebrew
    /// The Indian national (Saka) calendar.
    case indian
    /// The Coptic calendar (13 months).
    case coptic
    /// The Ethiopic calendar (13 months, eras `am` and `aa`).
    case ethiopic
    /// The Chinese lunisolar calendar (published table).
    case chinese
    /// The Korean lunisolar calendar (published table).
    case dangi

    /// The calendar named `name`: its BCP 47 name, or ICU's `"gregorian"`; `nil` otherwise.
    ///
    /// Names are matched exactly (lowercase), as BCP 47 and ICU write them.
    public init?(name: some StringProtocol) {
        if name == "gregorian" {
            self = .gregorian
            return
        }
        guard let kind = CalendarKind(rawValue: String(name)) else { return nil }
        self = kind
    }

    /// The calendar named `name`, or ``ParseError/Kind-swift.enum/unknownCalendar`` naming
    /// the supported calendars.
    public static func named(_ name: some StringProtocol) throws(ParseError) -> CalendarKind {
        guard let kind = CalendarKind(name: name) else {
            throw ParseError(
                kind: .unknownCalendar, offset: 0, input: String(name),
                message: "unknown calendar \"\(name)\"; supported: \(supportedNames)")
        }
        return kind
    }

    /// The names ``init(name:)`` accepts, comma-separated, for error messages and help.
    public static var supportedNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The calendar's place in `allCases` (0 for Gregorian): an index for tables kept per calendar.
    package var ordinal: Int {
        switch self {
        case .gregorian: 0
        case .buddhist: 1
        case .roc: 2
        case .japanese: 3
        case .persian: 4
        case .islamicCivil: 5
        case .islamicTbla: 6
        case .islamicUmalqura: 7
        case .hebrew: 8
        case .indian: 9
        case .coptic: 10
        case .ethiopic: 11
        case .chinese: 12
        case .dangi: 13
        }
    }

    /// The name ICU's `@calendar=` keyword takes for this calendar: the BCP 47 name, except
    /// Gregorian, which ICU spells `gregorian` and BCP 47 `gregory`.
    public var icuName: String {
        self == .gregorian ? "gregorian" : rawValue
    }
}
