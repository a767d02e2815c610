#if !SystemICU
    internal import Foundation

    /// The Foundation provider's pattern generator: `DateFormatter.dateFormat(fromTemplate:)`
    /// for skeletons, the compiled CLDR tables for what Foundation has no API for.
    ///
    /// Foundation has one generator, with the locale's standard styles; `standardStyles: false`
    /// (ICU's generator without them) gives the same generator, a difference the parity
    /// comparison classifies.
    final class LocalePatternGenerator {
        private let localeID: String
        private let locale: Locale

        /// A generator for the validated locale `localeID` (its `@calendar=` keyword included).
        init(localeID: String, standardStyles: Bool = true) throws(ICUError) {
            self.localeID = localeID
            locale = Locale(identifier: localeID)
        }

        /// The locale's best pattern for `skeleton`, keeping every field's length as asked.
        func bestPattern(_ skeleton: String) throws(ICUError) -> String {
            guard let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) else {
                throw ICUError(code: 1, operation: "DateFormatter.dateFormat(fromTemplate: \(skeleton), \(localeID))")
            }
            return Self.withRelatedYear(Self.matchingFieldLengths(pattern, skeleton), skeleton)
        }

        /// `pattern` with the related year (`r`) before a cyclic year name (`U`) it has without
        /// any year number, where the skeleton asks for a year: Foundation's generator gives
        /// `U年` for `y` in zh `@calendar=chinese`, a name that repeats every 60 years and
        /// cannot be read back; ICU's generator without the standard styles gives `rU年`.
        static func withRelatedYear(_ pattern: String, _ skeleton: String) -> String {
            guard skeleton.contains("y") || skeleton.contains("r") else { return pattern }
            let tokens = DatePattern(pattern).tokens
            func has(_ letters: String) -> Bool {
                tokens.contains { token in
                    if case .field(let letter, _) = token { return letters.contains(letter) }
                    return false
                }
            }
            guard has("U"), !has("ry"),
                let cycle = tokens.firstIndex(of: .field("U", 1))
                    ?? tokens.firstIndex(where: {
                        if case .field("U", _) = $0 { return true }
                        return false
                    })
            else { return pattern }
            var related = tokens
            related.insert(.field("r", 1), at: cycle)
            return DatePattern(tokens: related).description
        }

        /// The field class of a pattern letter: letters that stand for one field share one.
        private static func fieldClass(_ letter: Character) -> Character {
            switch letter {
            case "L": "M"
            case "c", "e": "E"
            case "h", "K", "k": "H"
            case "b", "B": "a"
            case "Y", "u", "r": "y"
            case "q": "Q"
            default: letter
            }
        }

        /// `pattern` with each numeric field at least as long as the skeleton asks for its field,
        /// as ICU's `UDATPG_MATCH_ALL_FIELDS_LENGTH` (Foundation's template method writes `m`
        /// where the skeleton asks for `mm`).
        static func matchingFieldLengths(_ pattern: String, _ skeleton: String) -> String {
            // The length asked for each field class, in two parallel arrays (a `[Character: Int]`
            // costs a process's first picker a conformance lookup of the Swift runtime, about a
            // third of a million instructions with Foundation loaded).
            var askedFields: [Character] = []
            var askedCounts: [Int] = []
            var previous: Character?
            for letter in skeleton where letter.isLetter {
                let field = fieldClass(letter)
                if let index = askedFields.firstIndex(of: field) {
                    askedCounts[index] = previous == letter ? askedCounts[index] + 1 : 1
                } else {
                    askedFields.append(field)
                    askedCounts.append(1)
                }
                previous = letter
            }
            func asked(_ field: Character) -> Int? { askedFields.firstIndex(of: field).map { askedCounts[$0] } }
            // Lengthened, never shortened: ICU keeps a pattern's `HH` for a skeleton's `H`
            // (the length its CLDR entry was stored under).
            let tokens = DatePattern(pattern).tokens
            let matched = tokens.map { token in
                guard case .field(let letter, let count) = token, let wanted = asked(fieldClass(letter)),
                    count < wanted, wanted <= 2, !"aGEcez".contains(letter)
                else { return token }
                return .field(letter, wanted)
            }
            // Unchanged, the pattern stays as Foundation wrote it (its quoting too).
            return matched == tokens ? pattern : DatePattern(tokens: matched).description
        }

        /// The locale's stored pattern under `key`; only `yw/other` is compiled in.
        static func availableFormat(localeID: String, key: String) -> String? {
            key == "yw/other" ? LocaleTables.weekPattern(localeID: localeID) : nil
        }

        /// The locale's name for a picker column's field, from the compiled CLDR table.
        func fieldDisplayName(_ field: DateField, width: NameWidth) throws(ICUError) -> String {
            guard let name = LocaleTables.fieldDisplayName(localeID: localeID, field: field, narrow: width == .narrow)
            else { throw ICUError(code: 2, operation: "field display name \(field) for \(localeID)") }
            return name
        }
    }
#endif
