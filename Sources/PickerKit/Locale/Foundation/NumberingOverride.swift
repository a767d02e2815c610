#if !SystemICU
    /// A numbering that a locale's long date pattern gives some of its numeric fields (CLDR's
    /// `numbers` attribute), which the Foundation provider writes itself where it can.
    ///
    /// Foundation applies such an override only to a `DateFormatter` opened with the long style,
    /// and every opening of one (three when a formatter is first used: created, `isLenient` and
    /// the time zone set) builds the override's rule-based number format again, parsing its
    /// rules (Hebrew numerals ~10 million instructions an opening, `hanidays` ~3.5). A copy
    /// whose pattern has overridden fields opens the pattern alone with each such field between
    /// two private-use marks, and writes the number between them in the override's numbering
    /// (``rewrite(_:)``).
    ///
    /// Which locales have which override comes from a compiled table (``of(localeID:)``): the
    /// long date patterns' `numbers` of every available locale and calendar in CLDR 42 (ICU
    /// 72.1's `DateTimePatterns`: only these languages have one), corrected where Foundation's
    /// ICU 76 differs (ja `@calendar=japanese` keeps no `y=jpanyear` after a pattern is set:
    /// ICU gives a pattern with 年 its own, see ``japaneseGannen``; zh_Hant_HK and zh_Hant_MO
    /// take zh_Hant's `hanidays`), and checked against Foundation's long-style formatters by
    /// `NumberingOverrideTests`.
    enum NumberingOverride: Sendable, Equatable {
        /// `hebr`: every numeric field in Hebrew numerals; years 5001–5999 without the thousands.
        case hebrew
        /// `d=hanidays`: days of the month as 初一…三十.
        case chineseDays
        /// ja `@calendar=japanese` with 年 in the pattern: ICU gives such a pattern `y=jpanyear`
        /// itself when it is applied (an era's first year 元年, others in digits), building the
        /// rule-based format at each of the formatter's openings (~1.2 million instructions).
        /// The marked pattern carries 年 as a mark, so ICU does not.
        case japaneseGannen
        /// An override this type does not write (`hanidec` over the whole pattern): such a
        /// locale's copies open with the long style.
        case other

        /// The mark written before a year field.
        static let yearMark: Character = "\u{E000}"
        /// The mark written before a day field.
        static let dayMark: Character = "\u{E002}"
        /// The mark written after either field.
        static let endMark: Character = "\u{E001}"
        /// The mark that stands for 年 in a ``japaneseGannen`` pattern.
        static let yearCharacterMark: Character = "\u{E003}"

        /// The override of an available locale of the languages with overrides, by calendar.
        ///
        /// `nil` for an id that is not one of them (every other language has none in any
        /// calendar). A `switch`, not a dictionary: no generic metadata at first use.
        private static func listed(_ locale: String, calendar: String) -> NumberingOverride?? {
            switch locale {
            // Found by provider-parity and NumberingOverrideTests, not in CLDR 42: Foundation's
            // ICU 76 writes bo's long style in Tibetan digits in every calendar.
            case "bo", "bo_CN", "bo_IN":
                return .some(.other)
            case "he", "he_IL", "yi", "yi_001":
                return .some(calendar == "hebrew" ? .hebrew : nil)
            case "ja", "ja_JP":
                return .some(calendar == "chinese" ? .other : calendar == "japanese" ? .japaneseGannen : nil)
            // ICU's aliases zh_TW, zh_HK, zh_MO (zh_Hant_…), zh_CN, zh_SG (zh_Hans_…), yue_HK and
            // yue_CN are listed with the locales they name, so they need no maximizing.
            case "yue", "yue_Hans", "yue_Hans_CN", "yue_Hant", "yue_Hant_HK", "zh_Hant", "zh_Hant_HK", "zh_Hant_MO",
                "zh_Hant_TW", "zh_TW", "zh_HK", "zh_MO", "yue_HK", "yue_CN":
                return .some(calendar == "chinese" ? .chineseDays : nil)
            case "zh", "zh_Hans", "zh_Hans_CN", "zh_CN":
                return .some(calendar == "chinese" || calendar == "dangi" ? .chineseDays : nil)
            case "zh_Hans_HK", "zh_Hans_MO", "zh_Hans_SG", "zh_SG":
                return .some(calendar == "chinese" || calendar == "dangi" ? .other : nil)
            default:
                return nil
            }
        }

        /// The override of the long date pattern of `localeID` in its calendar: `.some(nil)`
        /// for none, `nil` where the table cannot tell (a `numbers` keyword, or an id of one of
        /// the table's languages that neither it nor its maximized form lists).
        static func of(localeID: String) -> NumberingOverride?? {
            guard !localeID.contains("numbers=") else { return nil }
            let base = String(localeID.prefix { $0 != "@" })
            switch base.prefix(while: { $0 != "_" }) {
            case "he", "yi", "ja", "yue", "zh", "bo": break
            default: return .some(nil)
            }
            var calendar = "gregorian"
            if let range = localeID.range(of: "calendar=") {
                calendar = String(localeID[range.upperBound...].prefix { $0 != ";" })
            }
            if let found = listed(base, calendar: calendar) { return found }
            guard let maximized = try? LocaleData.maximize(base) else { return nil }
            return listed(maximized, calendar: calendar)
        }

        /// Whether the override writes the field `letter` (none for ``other``).
        private func writes(_ letter: Character) -> Bool {
            switch self {
            case .hebrew: letter == "y" || letter == "d"
            case .chineseDays: letter == "d"
            case .japaneseGannen: letter == "y"
            case .other: false
            }
        }

        /// The pattern with each field this override changes between marks.
        ///
        /// `nil` when a field would need a numbering this type does not write (`dd`, a numeric
        /// month in Hebrew): the copy then opens with the long style. `pattern` itself when no
        /// field changes.
        func markedPattern(_ pattern: String) -> String? {
            guard self != .other else { return nil }
            if self == .japaneseGannen, !pattern.contains("年") { return pattern }
            var marked = false
            var tokens: [DatePattern.Token] = []
            for token in DatePattern(pattern).tokens {
                guard case .field(let letter, let count) = token else {
                    if self == .japaneseGannen, case .literal(let text) = token {
                        let mark = String(Self.yearCharacterMark)
                        tokens.append(.literal(String(text.map { $0 == "年" ? mark : String($0) }.concatenated())))
                        marked = true
                    } else {
                        tokens.append(token)
                    }
                    continue
                }
                if writes(letter) {
                    guard count == 1 else { return nil }
                    tokens.append(.literal(String(letter == "y" ? Self.yearMark : Self.dayMark)))
                    tokens.append(token)
                    tokens.append(.literal(String(Self.endMark)))
                    marked = true
                } else if self == .hebrew, !LocaleDateFormat.writesNamesOnly(String(repeating: letter, count: count)) {
                    return nil
                } else {
                    tokens.append(token)
                }
            }
            return marked ? DatePattern(tokens: tokens).description : pattern
        }

        /// `text` as a marked pattern wrote it, each marked number written in the override's
        /// numbering; `nil` when a number is not in ASCII digits or out of the written range.
        ///
        /// Read scalar by scalar (a `Character` search of Hebrew text costs its grapheme breaking).
        func rewrite(_ text: String) -> String? {
            let scalars = text.unicodeScalars
            let yearMark = Self.yearMark.unicodeScalars.first!
            let dayMark = Self.dayMark.unicodeScalars.first!
            let endMark = Self.endMark.unicodeScalars.first!
            let yearCharacterMark = Self.yearCharacterMark.unicodeScalars.first!
            var result = String.UnicodeScalarView()
            var index = scalars.startIndex
            while index < scalars.endIndex {
                let scalar = scalars[index]
                index = scalars.index(after: index)
                guard scalar == yearMark || scalar == dayMark else {
                    result.append(scalar == yearCharacterMark ? "年" : scalar)
                    continue
                }
                var value = 0
                var count = 0
                while index < scalars.endIndex, scalars[index] != endMark {
                    let digit = scalars[index].value
                    guard digit >= 0x30, digit <= 0x39, count < 9 else { return nil }
                    value = value * 10 + Int(digit - 0x30)
                    count += 1
                    index = scalars.index(after: index)
                }
                guard index < scalars.endIndex, count > 0, let written = write(value, isYear: scalar == yearMark)
                else { return nil }
                result.append(contentsOf: written.unicodeScalars)
                index = scalars.index(after: index)
            }
            return String(result)
        }

        /// `value` of a year or day field in the override's numbering.
        func write(_ value: Int, isYear: Bool) -> String? {
            switch self {
            case .hebrew:
                let number = isYear && value > 5000 && value < 6000 ? value - 5000 : value
                return Self.hebrewNumeral(number)
            case .chineseDays:
                return Self.chineseDay(value)
            case .japaneseGannen:
                return value == 1 ? "元" : value > 1 ? String(value) : nil
            case .other:
                return nil
            }
        }

        /// 1…999 in Hebrew numerals (ט״ו for 15, ט״ז for 16, a geresh after one letter,
        /// gershayim before the last of several); `nil` outside that range.
        static func hebrewNumeral(_ number: Int) -> String? {
            guard (1...999).contains(number) else { return nil }
            // Alef…tav by value: ones 1–9, tens 10–90 (index 10–18), hundreds 100–400 (19–22).
            let letters: [UInt32] = [
                0x5D0, 0x5D1, 0x5D2, 0x5D3, 0x5D4, 0x5D5, 0x5D6, 0x5D7, 0x5D8,
                0x5D9, 0x5DB, 0x5DC, 0x5DE, 0x5E0, 0x5E1, 0x5E2, 0x5E4, 0x5E6,
                0x5E7, 0x5E8, 0x5E9, 0x5EA,
            ]
            let (dalet, vav, zayin, het, tet) = (3, 5, 6, 7, 8)
            let (mem, tsadi, shin, tav) = (12, 17, 20, 21)
            var written: [UInt32] = []
            var hundreds = number / 100
            while hundreds >= 4 {
                written.append(letters[tav])
                hundreds -= 4
            }
            if hundreds > 0 { written.append(letters[17 + hundreds]) }
            let rest = number % 100
            switch number % 1000 {
            // Letters that would spell a word are written in another order (ICU's rules).
            case 298, 698: written += [letters[het], letters[tsadi]]
            case 304: written = [letters[dalet], letters[shin]]
            case 344: written = [letters[shin], letters[dalet], letters[mem]]
            case 744: written = [letters[tav], letters[shin], letters[dalet], letters[mem]]
            default:
                switch rest {
                case 15: written += [letters[tet], letters[vav]]
                case 16: written += [letters[tet], letters[zayin]]
                // Eighty after hundreds takes the final form (ק״ף).
                case 80 where number > 100: written.append(0x5E3)
                default:
                    if rest >= 10 { written.append(letters[8 + rest / 10]) }
                    if rest % 10 > 0 { written.append(letters[rest % 10 - 1]) }
                }
            }
            if written.count == 1 {
                written.append(0x5F3)
            } else {
                written.insert(0x5F4, at: written.count - 1)
            }
            var text = String.UnicodeScalarView()
            for value in written { text.append(Unicode.Scalar(value)!) }
            return String(text)
        }

        /// A day of the month 1…30 as CLDR's `hanidays` writes it (初一, 十一, 二十, 廿一, 三十).
        static func chineseDay(_ day: Int) -> String? {
            let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
            switch day {
            case 1...9: return "初" + digits[day]
            case 10: return "初十"
            case 11...19: return "十" + digits[day - 10]
            case 20: return "二十"
            case 21...29: return "廿" + digits[day - 20]
            case 30: return "三十"
            default: return nil
            }
        }
    }
#endif
