import Foundation
import PickerKit

extension ResolvedLocale {
    /// Resolves Foundation's `locale`, with the preferences it carries beside its identifier.
    ///
    /// ```swift
    /// var components = Locale.Components(identifier: "en_US")
    /// components.hourCycle = .zeroToTwentyThree
    /// let locale = try ResolvedLocale(Locale(components: components))
    /// locale.hourCycle  // .h23
    /// ```
    ///
    /// The identifier is read in ICU's form (`en_US@rg=gbzzzz;fw=mon`) and checked as any id
    /// is. A preference that differs from what the identifier alone implies becomes a keyword:
    /// the calendar, the hour cycle, the first day of the week and the numbering system. On
    /// Apple platforms `Locale.current` holds the user's choices in Settings that way (a Buddhist
    /// calendar or a 24-hour clock chosen on an en_US phone), and they reach the picker.
    ///
    /// - Parameters:
    ///   - locale: a Foundation locale, such as `Locale.current` or `Locale(components:)`.
    ///   - allowingFallback: accept an unknown language or region, as ``init(_:allowingFallback:)``.
    /// - Throws: ``LocalizationError`` for an identifier PickerKit refuses, or a calendar it does
    ///   not compute (`.unsupportedCalendar`, such as the astronomical `islamic`).
    public init(_ locale: Locale, allowingFallback: Bool = false) throws(LocalizationError) {
        let identifier = locale.identifier(.icu)
        let plain = Locale(identifier: identifier)
        var keywords: [String] = []
        if locale.calendar.identifier != plain.calendar.identifier {
            guard let name = Self.calendarName(locale.calendar.identifier) else {
                throw .unsupportedCalendar(id: identifier, calendar: "\(locale.calendar.identifier)")
            }
            keywords.append("calendar=\(name)")
        }
        if locale.hourCycle != plain.hourCycle { keywords.append("hours=\(Self.hourCycleName(locale.hourCycle))") }
        if locale.firstDayOfWeek != plain.firstDayOfWeek {
            keywords.append("fw=\(String(locale.firstDayOfWeek.rawValue.prefix(3)))")
        }
        if locale.numberingSystem != plain.numberingSystem {
            keywords.append("numbers=\(locale.numberingSystem.identifier)")
        }
        let id =
            keywords.isEmpty
            ? identifier : identifier + (identifier.contains("@") ? ";" : "@") + keywords.joined(separator: ";")
        try self.init(id, allowingFallback: allowingFallback)
    }

    /// The ICU keyword value of a Foundation calendar PickerKit computes, or `nil`.
    private static func calendarName(_ identifier: Calendar.Identifier) -> String? {
        switch identifier {
        case .gregorian, .iso8601: "gregorian"
        case .buddhist: "buddhist"
        case .republicOfChina: "roc"
        case .japanese: "japanese"
        case .persian: "persian"
        case .islamicCivil: "islamic-civil"
        case .islamicTabular: "islamic-tbla"
        case .islamicUmmAlQura: "islamic-umalqura"
        case .hebrew: "hebrew"
        case .indian: "indian"
        case .coptic: "coptic"
        case .ethiopicAmeteMihret: "ethiopic"
        case .chinese: "chinese"
        default: nil
        }
    }

    /// The `hours` keyword value of a Foundation hour cycle.
    private static func hourCycleName(_ cycle: Locale.HourCycle) -> String {
        switch cycle {
        case .zeroToEleven: "h11"
        case .oneToTwelve: "h12"
        case .zeroToTwentyThree: "h23"
        case .oneToTwentyFour: "h24"
        }
    }
}
